from app.security import Gate


def make_gate():
    return Gate()
