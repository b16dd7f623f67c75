import unittest

import pytest


def helper_that_only_prints(value):
    print(value)


def test_calls_code_but_checks_nothing():  # TA301
    total = sum([1, 2])
    print(total)


def test_calls_a_helper_that_checks_nothing():  # TA301
    helper_that_only_prints(3)


def test_placeholder():  # TA301
    pass


async def test_async_without_assertion():  # TA301
    await helper_coroutine()


async def helper_coroutine():
    return 1


class TestCart:
    def test_method_without_assertion(self):  # TA301
        self.build()

    def build(self):
        return [1]


class CartChecks(unittest.TestCase):
    def test_unittest_method_without_assertion(self):  # TA301
        items = [1, 2]
        items.sort()


def test_raise_at_top_level_is_not_a_check():  # TA301
    raise ValueError("unconditional")


@pytest.mark.parametrize("value", [1, 2])
def test_parametrized_without_assertion(value):  # TA301
    str(value)


class Builder:
    def __init__(self):
        self.items = []

    def add(self, item):
        self.items.append(item)


def test_builds_with_a_helper_class_that_checks_nothing():  # TA301
    builder = Builder()
    builder.add(1)


def test_method_of_a_fresh_instance_that_checks_nothing():  # TA301
    Builder().add(1)


class _SharedChecks(unittest.TestCase):
    def test_runs_only_in_subclasses(self):  # TA301
        self.subject.run()


class TestWithSubject(_SharedChecks):
    subject = object()


class TestDeletedBeforeCollection(unittest.TestCase):
    def test_never_collected(self):
        self.subject.run()


del _SharedChecks
del TestDeletedBeforeCollection


def release(session):
    session.close()


class SessionsReleased(unittest.TestCase):
    # The teardown calls a helper, but the helper only cleans up.
    def tearDown(self):
        release(self.session)

    def test_logs_in(self):  # TA301
        self.session.login("user", "secret")


def test_error_page_is_rendered(client):  # TA301
    client.get("/missing")


def test_lookup_kept_but_never_checked():  # TA301
    codecs = {"json": object()}
    codec = codecs["json"]
    print(codec)


def test_decoding_the_old_format(codec):  # TA301
    # TODO: find a small input that reproduces issue #364
    codec.decode(b"{}")


def test_filter_values_with_a_list(encoder):  # TA301
    # we expect the filtered values to be back in order
    encoder.filter_values({}, ["password"])
