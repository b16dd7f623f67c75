import os

import pytest
import pytest as pt
import pytest_asyncio
from pytest import fixture
from unittest import mock


@pytest.fixture(autouse=True)
def fixed_columns(monkeypatch):  # TA502
    monkeypatch.setenv("COLUMNS", "80")


@pt.fixture(scope="session", autouse=True)
def database():  # TA502
    db = start_database()
    yield db
    db.stop()


@fixture(autouse=True)
def patched_clock():  # TA502
    with mock.patch("app.clock.now", return_value=0):
        yield


@fixture(autouse=True)
def set_globals():  # TA502
    global MODE
    MODE = "strict"
    yield
    MODE = "lax"


@pytest.fixture(autouse=True)
def environment():  # TA502
    saved = os.environ.copy()
    os.environ["APP_ENV"] = "test"
    yield
    os.environ.clear()
    os.environ.update(saved)


@pytest.fixture(autouse=True)
def server():  # TA502
    instance = Server()
    yield
    instance.stop()


@pytest.fixture(autouse=True)
def context_vars():  # TA502
    token = current_user.set("ann")
    yield
    current_user.reset(token)


@pytest.fixture(autouse=True)
def _with_db(database):  # TA502
    pass


@pytest.fixture(autouse=True)
def made_for_each_test():  # TA502
    yield make_client()


@pytest_asyncio.fixture(autouse=True)
async def seeded():  # TA502
    await seed_rows()
    yield
    await drop_rows()


@pytest.fixture(autouse=True)
def conditional(request):  # TA502
    if "slow" in request.keywords:
        request.getfixturevalue("server")
    yield


@pytest.fixture(autouse=True)
def inside_try():  # TA502
    try:
        enable_feature()
        yield
    finally:
        disable_feature()


autouse = pytest.fixture(autouse=True)


@autouse
def aliased_decorator():  # TA502
    register_plugin()


class TestCart:
    # Every test reads the self.cart it sets: a setUp in pytest's dress, TA501's.
    @pytest.fixture(autouse=True)
    def cart(self):
        """A cart with one book."""
        self.cart = Cart()
        self.cart.add("book")

    def test_cart_holds_book(self):
        assert self.cart.items == ["book"]

    async def test_async_total(self):
        assert await self.cart.total() == 12


@pytest.fixture(autouse=True)
def deleted_module():  # TA502
    del sys.modules["app.cache"]
