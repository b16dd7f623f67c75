class Client:
    class Defaults:
        write_key = None
        host = "https://api.example"
