from collections import defaultdict


class Printer:
    seen: dict = defaultdict(list)
    depth = 0

    @classmethod
    def cleanup(cls):
        """Forget what earlier traces printed."""
        cls.seen = defaultdict(list)
        cls.depth = 0

    @classmethod
    def deepen(cls):
        cls.depth = 3
