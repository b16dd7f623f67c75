import time


def test_key_expires(r):
    r.set("session", "token", ex=1)
    time.sleep(1.1)
    assert r.get("session") is None


def test_expire_command_removes_the_key(r):
    r.set("session", "token")
    r.expire("session", 1)
    time.sleep(1.1)
    assert not r.exists("session")


def test_finished_job_result_is_dropped(queue):
    job = queue.enqueue(len, "abc", result_ttl=1)
    time.sleep(1.1)
    assert queue.fetch_job(job.id) is None


def test_cancelled_job_never_runs(scheduler, job):
    scheduler.cancel(job)
    time.sleep(0.5)  # TA103
    assert not job.ran
