import time


def test_producer_leaves_nothing_queued(consumer, producer):
    producer.send(b"a")
    producer.close()
    # Drains what was sent: each pass takes one message, and the loop ends
    # once the consumer has none left.
    while consumer.consume() is not None:
        time.sleep(0.05)
    assert producer.queued == 0


def test_every_reply_is_read(channel):
    channel.request("ping")
    while (reply := channel.next_reply()) is not None:
        time.sleep(0.01)
        assert reply.ok
    assert channel.pending == 0


def test_process_exits(child):
    # Goes round while nothing has happened: a wait for the child to end.
    while child.poll() is None:  # TA105
        time.sleep(0.1)
    assert child.returncode == 0
