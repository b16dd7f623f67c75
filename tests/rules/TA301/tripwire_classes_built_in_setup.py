# Instances, built in `setUp`, of a class of the file that derives from the
# code under test and replaces its special methods with a function raising
# AssertionError: the inherited code the tests drive fails them if it
# touches one, which is their check.
import functools
import unittest

from shop.tree import NodeMixin

GUARDED = ["__eq__", "__hash__", "__len__", "__bool__", "__iter__"]


def refuse(name, *args, **kwargs):
    raise AssertionError("the tree touched " + name)


class GuardedNode(NodeMixin):
    def __new__(cls, *args, **kwargs):
        for name in GUARDED:
            setattr(cls, name, functools.partial(refuse, name))
        return super().__new__(cls)

    def __init__(self, name, parent=None):
        self.name = name
        self.parent = parent


class PlainNode(NodeMixin):
    def __init__(self, name, parent=None):
        self.name = name
        self.parent = parent


class TreeAccessTest(unittest.TestCase):
    def setUp(self):
        self.root = GuardedNode("root")
        self.child = GuardedNode("child", parent=self.root)

    def test_path(self):
        _ = self.child.path

    def test_descendants(self):
        _ = self.root.descendants

    def test_siblings(self):  # TA301
        pass


class PlainTreeTest(unittest.TestCase):
    def setUp(self):
        self.root = PlainNode("root")

    def test_path(self):  # TA301
        _ = self.root.path


class RecordingSocket(object):
    def __init__(self):
        self.sent = []

    def send(self, payload):
        assert isinstance(payload, bytes)
        self.sent.append(payload)


class SocketTest(unittest.TestCase):
    def setUp(self):
        self.socket = RecordingSocket()

    def test_client_made_without_the_socket(self):  # TA301
        NodeMixin()
