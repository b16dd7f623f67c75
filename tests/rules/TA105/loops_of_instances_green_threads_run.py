"""An instance handed to a green thread runs its `__call__` beside the test:
a loop there hangs that green thread only, which the test then kills."""
import gevent


class Stubborn:
    def __init__(self):
        self.shots = 0

    def __call__(self):
        while True:
            try:
                gevent.sleep(1)
            except KeyError:
                break
            except Exception:
                self.shots += 1


class Checker:
    def __init__(self, job):
        self.job = job

    def __call__(self):
        while not self.job.done():  # TA105
            gevent.sleep(0.1)


def test_kill_needs_the_right_exception():
    stubborn = Stubborn()
    runner = gevent.spawn(stubborn)
    gevent.sleep(0.01)
    runner.kill(KeyError)
    assert runner.dead


def test_checker_waits_for_the_job(job):
    Checker(job)()
    assert job.done()
