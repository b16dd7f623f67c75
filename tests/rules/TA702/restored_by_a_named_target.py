# A context manager or decorator given the dotted name of what the test
# changes manages that name: the test's own write inside it is put back
# with it. A string naming only the module, or another attribute, does not.
from dial import settings
from dial.settings import Knob
from dial.swapping import Swap, listening


def test_write_inside_a_swap_of_the_same_name():
    with Swap("dial.settings.LEVEL", 2):
        settings.LEVEL = 5
        assert settings.LEVEL == 5


@Swap("dial.settings.Knob.turns", 0)
def test_write_under_a_decorator_of_the_same_name():
    Knob.turns = 3
    assert Knob.turns == 3


def test_write_inside_a_swap_of_another_name():
    with Swap("dial.settings.NAME", "x"):
        settings.LEVEL = 5  # TA702
        assert settings.LEVEL == 5


def test_write_inside_a_manager_named_after_the_module():
    with listening("dial.settings"):
        settings.LEVEL = 5  # TA702
        assert settings.LEVEL == 5
