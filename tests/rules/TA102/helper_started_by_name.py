"""A helper another process starts by its dotted name runs outside the
test: its waits are the child's, and the test's own wait is what can hang."""
import queue

from shop.workers import spawn


def echo(pipe):
    inbox = queue.Queue()
    pipe.listen(inbox.put)
    message = inbox.get()
    pipe.send(message)


def drain(pipe):
    inbox = queue.Queue()
    pipe.listen(inbox.put)
    return inbox.get()  # TA102


def test_echo_child_answers(pipe):
    replies = queue.Queue()
    pipe.listen(replies.put)
    with spawn(__name__ + ".echo", kwargs={"pipe": pipe}) as child:
        try:
            pipe.send("hello")
            assert replies.get() == "hello"  # TA102
        finally:
            child.terminate()
