class StartupMixin:
    START_METHOD_CHOSEN = False


class Server(StartupMixin):
    registry: dict = {}
