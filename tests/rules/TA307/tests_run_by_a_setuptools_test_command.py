# filename: kettle/tests/test_boil.py
# A test command setup.py builds on setuptools alone hands the suite to
# pytest: an async test of a plain TestCase is still never awaited.
import unittest

from kettle import Kettle


class BoilTests(unittest.TestCase):
    async def test_boils(self):  # TA307
        self.assertTrue(await Kettle().boil())
