import asyncio
import doctest
import functools
import subprocess
import unittest
import warnings

import pytest
import trio

from shop.cart import Cart, ICart, parse_price
from zope.interface.verify import verifyObject


def load_tests(loader, tests, ignore):
    tests.addTests(doctest.DocTestSuite())
    return tests


def test_price_parsing_examples():
    """
    >>> parse_price("1.50")
    150
    """


def test_no_deprecation_on_checkout():
    with warnings.catch_warnings():
        warnings.simplefilter("error", DeprecationWarning)
        Cart().checkout()


@pytest.mark.filterwarnings("error")
def test_no_warning_on_add():
    Cart().add("apple")


def example(function):
    @functools.wraps(function)
    def wrapper():
        given, expected = function()
        assert parse_price(given) == expected
    return wrapper


@example
def test_price_with_cents():
    return "1.50", 150


def test_command_succeeds():
    subprocess.run(["true"], check=False).check_returncode()


async def test_checkout_finishes_in_time():
    with trio.fail_after(1):
        await Cart().checkout_async()


async def test_checkout_does_not_hang():
    await asyncio.wait_for(Cart().checkout_async(), timeout=2)


async def test_checkout_returns_within_a_timeout_block():
    async with asyncio.timeout(2):
        await Cart().checkout_async()


class DeferredTests(unittest.TestCase):
    def test_fires_at_once(self):
        self.successResultOf(Cart().save_later())


def test_reraise_is_no_check():  # TA301
    try:
        Cart().checkout()
    except ValueError:
        raise


def test_skip_is_no_check():  # TA301
    if not hasattr(Cart, "checkout"):
        raise unittest.SkipTest("no checkout")
    Cart().checkout()


def test_cart_provides_its_interface():
    verifyObject(ICart, Cart())


def test_prompt_comes_back(child):
    child.expect_exact("$ ")


def test_parsing_speed(benchmark):
    benchmark(parse_price, "1.50")


REGISTRY = {"json": object()}


def test_json_codec_is_registered():
    # A lookup whose value is thrown away does nothing but raise when the
    # key is missing: the lookup is the check.
    REGISTRY["json"]


def test_cart_exposes_its_total():
    Cart().total


def test_generated_module_is_python(generator):
    source = generator.render(async_methods=True)
    compile(source, filename="<generated>", mode="exec")


def test_generated_module_is_written(generator, tmp_path):  # TA301
    generator.render_to(tmp_path / "module.py")


def test_snippet_compiled_then_run(snippet):  # TA301
    code = compile(snippet, "snippets.rst", "exec")
    eval(code, {})


def test_cache_given_compiled_code(cache):  # TA301
    cache.update(compile("x = 1", "<t>", "exec"), None)
