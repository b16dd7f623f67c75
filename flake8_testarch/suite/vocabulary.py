"""The names pytest, unittest and their kin give meaning to, in one place.

The suite model and the rules read them from here, so that a hook, a
fixture decorator or a cleanup method counts the same for every rule.
Dotted names are as an import resolves them (``unittest.TestCase``).
"""

from __future__ import annotations

# Decorators that make a function a fixture.
FIXTURE_DECORATORS = frozenset(
    {"pytest.fixture", "pytest.yield_fixture", "pytest_asyncio.fixture", "_pytest.fixtures.fixture"}
)

# Base classes that make a class a unittest test case whatever its name; a
# base whose name ends in ``TestCase`` counts too (Django's, tornado's,
# Twisted's and most projects' own test case classes are named so).
TESTCASE_BASES = frozenset(
    {
        "unittest.TestCase",
        "unittest.IsolatedAsyncioTestCase",
        "unittest.case.TestCase",
        "unittest.async_case.IsolatedAsyncioTestCase",
        "twisted.trial.unittest.TestCase",
        "twisted.trial.unittest.SynchronousTestCase",
        "django.test.SimpleTestCase",
        "django.test.TestCase",
        "django.test.TransactionTestCase",
        "django.test.LiveServerTestCase",
    }
)
TESTCASE_SUFFIX = "TestCase"
# Test case classes whose runner waits on what a test method returns: trial
# runs the reactor until a returned Deferred fires, and fails the test with it.
RESULT_WAITING_BASES = frozenset({"twisted.trial.unittest.TestCase"})
# testtools: a class attribute naming the runner of the class's tests, set to
# a runner that waits on returned Deferreds (``SynchronousDeferredRunTest``).
RUNNER_ATTRIBUTE = "run_tests_with"
# unittest's loader takes methods with this prefix from a TestCase.
UNITTEST_METHOD_PREFIX = "test"

# xunit-style hooks and the level they work at: "test" (around each test),
# "class" or "module". ``setup``/``teardown`` are nose's per-test hooks, which
# pytest runs in the classes it collects.
SETUP_HOOKS = {
    "setUp": "test", "asyncSetUp": "test", "setup_method": "test", "setup": "test",
    "setup_function": "test",
    "setUpClass": "class", "setup_class": "class", "setUpTestData": "class",
    "setUpModule": "module", "setup_module": "module",
}
TEARDOWN_HOOKS = {
    "tearDown": "test", "asyncTearDown": "test", "teardown_method": "test", "teardown": "test",
    "teardown_function": "test",
    "tearDownClass": "class", "teardown_class": "class",
    "tearDownModule": "module", "teardown_module": "module",
}
XUNIT_HOOKS = frozenset(SETUP_HOOKS) | frozenset(TEARDOWN_HOOKS)
# The hooks only unittest's TestCase runs: pytest calls none of them on a
# class it collects by name.
UNITTEST_ONLY_HOOKS = frozenset({
    "setUp", "asyncSetUp", "setUpClass", "setUpTestData",
    "tearDown", "asyncTearDown", "tearDownClass",
})
# The setups that run before each test.
PER_TEST_SETUP_HOOKS = frozenset(hook for hook, level in SETUP_HOOKS.items() if level == "test")
# What builds a suite of tests for a runner to run (a ``test_suite()`` hook of
# zope.testrunner or setuptools returns one): by dotted name, and the loader
# methods by the start of their last name.
SUITE_BUILDERS = frozenset({
    "unittest.TestSuite", "unittest.suite.TestSuite", "unittest.makeSuite",
    "doctest.DocTestSuite", "doctest.DocFileSuite",
})
SUITE_LOADER_PREFIX = "loadTestsFrom"
# Test-case builders that take a setup and a teardown to run around the test
# they build, and the places they take them in (lower-cased keywords).
HOOK_TAKING_BUILDERS = {
    "unittest.FunctionTestCase": ("testfunc", "setup", "teardown"),
    "unittest.case.FunctionTestCase": ("testfunc", "setup", "teardown"),
}
# What suite classes and builders are called: ``TestSuite``, ``DocFileSuite``,
# ``makeSuite``, a doc-testing library's own ``TestSuite``.
SUITE_SUFFIX = "Suite"
# The hooks written as module-level functions; the others are methods of a
# test class.
MODULE_FUNCTION_HOOKS = frozenset(
    {"setUpModule", "setup_module", "setup_function",
     "tearDownModule", "teardown_module", "teardown_function"}
)
# In the order above (rules that search them report the first found).
CLASS_SETUP_HOOKS = tuple(hook for hook in SETUP_HOOKS if hook not in MODULE_FUNCTION_HOOKS)
MODULE_SETUP_HOOKS = tuple(hook for hook in SETUP_HOOKS if hook in MODULE_FUNCTION_HOOKS)
CLASS_TEARDOWN_HOOKS = tuple(
    hook for hook in TEARDOWN_HOOKS if hook not in MODULE_FUNCTION_HOOKS
)
# Methods that tear down after each test of their class.
PER_TEST_TEARDOWN_METHODS = frozenset(
    hook for hook, level in TEARDOWN_HOOKS.items() if level == "test"
) - MODULE_FUNCTION_HOOKS

# Methods and functions that register work to run after a test (or class, or
# module): unittest's cleanups, pytest's finalizers, contextlib.ExitStack's
# callbacks and the context managers it (or a TestCase) will exit.
CLEANUP_METHODS = frozenset(
    {
        "addCleanup", "addAsyncCleanup", "addClassCleanup", "addModuleCleanup",
        "enterContext", "enterAsyncContext", "enterClassContext", "enterModuleContext",
        "addfinalizer", "callback", "push_async_callback", "enter_context",
        "enter_async_context",
    }
)

# unittest decorators and the pytest mark each amounts to.
UNITTEST_MARKS = {
    "unittest.skip": "skip",
    "unittest.skipIf": "skipif",
    "unittest.skipUnless": "skipif",
    "unittest.expectedFailure": "xfail",
}

# pytest-mock's fixtures: each is a MockerFixture.
MOCKER_FIXTURES = frozenset(
    {"mocker", "class_mocker", "module_mocker", "package_mocker", "session_mocker"}
)

# unittest's methods that expect the code they run (as a context manager or
# handed a callable) to raise; pytest's is ``pytest.raises``.
RAISE_EXPECTING_METHODS = frozenset(
    {"assertRaises", "assertRaisesRegex", "assertRaisesRegexp", "failUnlessRaises"}
)
# Those and pytest's `raises`, by the last part of the callee's name.
RAISE_EXPECTING_CALLS = RAISE_EXPECTING_METHODS | {"raises"}

# The fixtures pytest itself provides (its own plugins, always loaded).
PYTEST_FIXTURES = frozenset(
    {
        "request", "pytestconfig", "cache", "capsys", "capsysbinary", "capfd",
        "capfdbinary", "caplog", "monkeypatch", "recwarn", "tmp_path",
        "tmp_path_factory", "tmpdir", "tmpdir_factory", "doctest_namespace",
        "record_property", "record_xml_attribute", "record_testsuite_property",
        "pytester", "testdir", "subtests",
    }
)
# Of pytest's fixtures, those whose setup changes nothing a test could
# notice without using the value (unlike capsys, caplog or recwarn, which
# start capturing): requested and left unused, they arrange nothing.
PYTEST_FIXTURES_WITHOUT_EFFECT = frozenset(
    {
        "request", "pytestconfig", "cache", "monkeypatch", "tmp_path", "tmp_path_factory",
        "tmpdir", "tmpdir_factory", "doctest_namespace", "record_property",
        "record_xml_attribute", "record_testsuite_property",
    }
)
# Fixtures of the widely used plugins, requested by name: pytest-asyncio's,
# anyio's, pytest-trio's, pytest-benchmark's (pytest-mock's are
# MOCKER_FIXTURES; pytest-aiohttp's start with ``aiohttp_``).
PLUGIN_FIXTURES = frozenset(
    {
        "event_loop", "event_loop_policy", "unused_tcp_port", "unused_tcp_port_factory",
        "unused_udp_port", "unused_udp_port_factory", "anyio_backend", "nursery",
        "autojump_clock", "mock_clock", "benchmark", "loop",
    }
)

# Libraries whose asyncio event loops keep virtual time (a sleep jumps the
# clock to the next timer) and fail a test that would wait forever with
# nothing scheduled (async_solipsism raises SleepForeverError).
VIRTUAL_TIME_LOOP_LIBRARIES = frozenset({"async_solipsism"})

# pytest's monkeypatch made by hand (outside the fixture), and its context
# manager: each records what it changes and undoes it.
MONKEYPATCH_CLASSES = frozenset({"pytest.MonkeyPatch", "_pytest.monkeypatch.MonkeyPatch"})
MONKEYPATCH_FACTORIES = MONKEYPATCH_CLASSES | {f"{name}.context" for name in MONKEYPATCH_CLASSES}

# Words of a mark named for a check (pytest-mpl's `mpl_image_compare`): the
# plugin behind such a mark takes what the test returns and checks it.
CHECKING_MARK_WORDS = frozenset({"compare", "check", "verify", "validate", "assert"})
