"""A sleep at least as long as a phase the test gives a project object
positionally (`board.blink(0.1, 1)`, `def blink(self, on_time, off_time)`
in a base class, the object reached through a star import) waits that
timer out; a number handed to any other parameter is no timer."""
from time import sleep

from lamps import *


def test_the_board_is_dark_after_its_on_time():
    with Board(4) as board:
        board.blink(0.1, 1)
        sleep(0.2)
        assert not board.lit


def test_a_flash_count_is_no_timer():
    board = Board(4)
    board.flash(2)
    sleep(0.2)  # TA101
    assert board.flashes == 2
