from app.server import Server

__all__ = ["Server"]
