DEBUG = False


class Settings:
    timeout = 5


current = Settings()
