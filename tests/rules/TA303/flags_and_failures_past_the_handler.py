import unittest

import pytest


def test_bad_insert_is_recorded(db, spans):
    # `pytest.fail` raises a BaseException: `except Exception` does not
    # catch it, so the try checks that the insert raises.
    try:
        db.insert_many([{"a": 1}, {"a": 1}])
        pytest.fail("a duplicate should raise")
    except Exception:
        pass
    assert spans[-1].status == "error"


def test_bad_insert_under_a_bare_except(db, spans):
    try:
        db.insert_many([{"a": 1}, {"a": 1}])
        pytest.fail("a duplicate should raise")
    except:  # TA303
        pass
    assert spans[-1].status == "error"


class PublisherTests(unittest.TestCase):
    def test_error_is_raised_again(self):
        # The flag set last in the try, checked after an unrelated call.
        raised = True
        try:
            self.publish("/item")
            raised = False
        except Exception:
            pass
        self.unregister_adapter()
        self.assertEqual(raised, True)

    def test_flag_set_again_before_the_check(self):
        raised = True
        try:
            self.publish("/item")
            raised = False
        except Exception:  # TA303
            pass
        raised = self.retry()
        self.assertEqual(raised, True)
