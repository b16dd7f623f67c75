import dataclasses

import attrs
import pytest as pt


class TestCart:  # TA307
    def __init__(self):
        self.cart = []

    def test_starts_empty(self):
        assert self.cart == []


class TestSingleton:  # TA307
    def __new__(cls):
        return super().__new__(cls)

    def test_one(self):
        assert self


@dataclasses.dataclass
class TestPoint:  # TA307
    x: int = 0

    def test_origin(self):
        assert self.x == 0


@attrs.define
class TestRecord:  # TA307
    name: str = ""

    def test_blank(self):
        assert not self.name


class BaseWithState:
    def __init__(self):
        self.state = {}


@pt.mark.slow
class TestInheritsConstructor(BaseWithState):  # TA307
    def test_state(self):
        assert self.state == {}


class TestOuter:
    class TestInner:  # TA307
        def __init__(self):
            self.ready = True

        def test_ready(self):
            assert self.ready
