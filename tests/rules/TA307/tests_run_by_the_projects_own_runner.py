# filename: kettle/tests/test_boil.py
# The packaging gives `setup.py test` a command of the project's own code:
# its runner, not unittest's, calls these tests, and how it calls a
# coroutine or a generator cannot be told from here.
import unittest

from kettle import Kettle


class BoilTests(unittest.TestCase):
    async def test_boils(self):
        self.assertTrue(await Kettle().boil())

    def test_temperatures(self):
        for degrees in (90, 100):
            yield self.assertTrue, Kettle().reaches(degrees)
