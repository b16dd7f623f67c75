# filename: src/app/settings.py
import os


def enable_debug():
    os.environ["APP_DEBUG"] = "1"


os.environ.setdefault("APP_MODE", "production")
