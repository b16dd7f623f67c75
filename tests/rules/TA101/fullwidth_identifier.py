import time


def test_a_fullwidth_name(job):
    time.ｓｌｅｅｐ(1)  # TA101
    assert job.done()
