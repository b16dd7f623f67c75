# conftest.py loads a plugin from outside the project: its hooks cannot be
# read, and may run every coroutine test.


async def test_kernel_replies(kernel):
    assert await kernel.execute("1 + 1") == 2
