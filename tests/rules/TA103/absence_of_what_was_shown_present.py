"""An absence checked after a sleep, of something the test showed present
before it: the thing going away is the outcome, and a slow system leaves
it there and fails the test."""
import time


def test_unsubscribed_topic_is_emptied(broker, client):
    client.subscribe("/topic")
    assert "/topic" in broker.subscriptions
    subscribers = broker.subscriptions["/topic"]
    assert len(subscribers) == 1
    client.unsubscribe("/topic")
    time.sleep(0.1)
    assert broker.subscriptions["/topic"] == []


def test_cancelled_job_is_removed_from_the_queue(queue, job):
    queue.put(job)
    assert job in queue.pending
    job.cancel()
    time.sleep(0.1)
    assert job not in queue.pending


def test_never_retained_topic_stays_absent(broker, client):
    client.publish("/topic", b"", retain=True)
    assert client.connected
    time.sleep(0.1)  # TA103
    assert "/topic" not in broker.retained
