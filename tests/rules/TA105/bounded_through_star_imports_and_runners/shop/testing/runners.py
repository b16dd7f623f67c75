from tornado import gen
from tornado.ioloop import IOLoop


def loop_test(timeout=10):
    def decorate(func):
        def test_func():
            loop = IOLoop()
            runnable = gen.coroutine(func)
            try:
                loop.run_sync(runnable, timeout=timeout)
            finally:
                loop.close()
        return test_func
    return decorate


def plain_loop_test(func):
    def test_func():
        IOLoop().run_sync(gen.coroutine(func))
    return test_func
