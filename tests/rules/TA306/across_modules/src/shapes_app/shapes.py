"""Classes in a module of their own, for TA306's cases across modules (not a case)."""


class Shape:
    def __eq__(self, other):
        return type(other) is type(self) and vars(other) == vars(self)

    __hash__ = None


class Handle:
    def __init__(self, name):
        self.name = name


def make_handle(name):
    return Handle(name)


def make_shape():
    return Shape()
