import time


def test_loop_that_does_not_wait(items):
    while items.more():
        items.advance()
    assert items.seen


def test_endless_loop_ended_only_by_raising(source):
    while True:
        source.check()
        time.sleep(0.1)


def test_sleep_in_a_function_defined_in_the_loop(job):
    while not job.done():
        def later():
            time.sleep(1)

        job.run(later)


def test_join_of_strings(parts):
    text = ""
    while parts:
        text = ", ".join([text, parts.next_word()])
    assert text
