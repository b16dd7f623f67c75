class ShellChecks:
    """Checks the library offers its users, one test method each."""

    def run_check(self, check):
        check()

    def test_quiet_exit(self):
        def check():
            assert self.shell() == 0

        self.run_check(check)
