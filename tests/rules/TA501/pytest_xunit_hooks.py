def setup_module(module):  # TA501
    module.DATABASE = make_database()


def setup_function(function):  # TA501
    DATABASE.clear()
    DATABASE.insert("row")


def test_rows_are_counted():
    assert DATABASE.count() == 1


class TestParser:
    def setup_method(self, method):  # TA501
        self.parser = Parser(strict=True)

    @classmethod
    def setup_class(cls):  # TA501
        cls.grammar = load_grammar()

    def teardown_method(self, method):
        self.parser.close()

    def test_parses_number(self):
        assert self.parser.parse("1") == 1

    async def test_parses_async_source(self):
        assert await self.parser.parse_async("1") == 1


class TestNoseStyle:
    def setup(self):  # TA501
        self.items = [1, 2]

    def test_items_sum(self):
        assert sum(self.items) == 3


class TestOuter:
    class TestInner:
        def setup_method(self):  # TA501
            self.value = 1

        def test_value(self):
            assert self.value == 1


class TestDaemonWithAUnittestHook:
    # pytest never calls the `setUp` of a class it collects by name: this
    # one arranges nothing for anyone.
    def setUp(self):
        self.daemon = Daemon(timeout=0.1)

    @classmethod
    def setUpClass(cls):
        cls.registry = Registry()

    def test_daemon_starts(self):
        assert Daemon(timeout=0.1).start()
