"""A call to a function whose definition makes it check counts: its
``check_*`` switch is on by default and the call leaves it on, or it polls in
a loop and raises when it gives up. Turned off, or polling without raising,
it checks nothing."""
from kiln import shell
from kiln.harness import ShellChecks


def test_script_runs_once():
    shell.run("sh", "-c", "exit 0", stdin=b"x")


def test_server_comes_up(server):
    shell.wait_listening(server.accepting, timeout=1.0)


def test_any_status_accepted():  # TA301
    shell.run("sh", "-c", "exit 3", check_status=False)


def test_spawned():  # TA301
    shell.spawn("sleep", "0")


def test_spawned_and_checked():
    shell.spawn("true", check=True)


def test_pinged(server):  # TA301
    shell.ping(server.accepting)


def test_tutorial_example(example_module):
    # A test of a module the fixture imports by a computed name: it runs,
    # checks and all, and its code cannot be read here.
    example_module.test_main()


def test_tutorial_client(example_module):  # TA301
    example_module.make_client()


def test_the_shipped_checks_pass_for_the_default_shell():
    # The library's own test harness, made and run here: the test it calls
    # makes its checks, however deep they sit.
    checks = ShellChecks()
    checks.shell = lambda: 0
    checks.test_quiet_exit()
