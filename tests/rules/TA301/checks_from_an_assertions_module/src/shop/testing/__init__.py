from .assertions import eq_
from .helpers import render
