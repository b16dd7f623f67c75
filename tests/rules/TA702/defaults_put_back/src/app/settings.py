from app.client import Client

write_key = Client.Defaults.write_key
host = Client.Defaults.host
