"""placeholder"""


def add_parser(commands) -> None:
    pass
