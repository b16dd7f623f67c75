import os
import unittest

API_KEY = os.environ.get("SHOP_API_KEY")
