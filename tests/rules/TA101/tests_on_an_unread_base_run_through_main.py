"""A file whose class derives from a base the linter cannot read and has
test methods may hold TestCases: it is not a script kept beside the
tests, even when its `__main__` block runs something else than a known
test runner."""
import time

import harness
import runner_of_the_team


class KillTest(harness.ProcessTest):
    def test_kill_after_start(self):
        process = self.start("sleeper")
        time.sleep(3)  # TA101
        process.kill()
        self.assertEqual(process.returncode, -9)


if __name__ == "__main__":
    runner_of_the_team.main()
