# The project's setup.py registers RecordingPlugin as a plugin: the broker
# calls its test_* hooks, pytest is not meant to collect it.


class RecordingPlugin:
    def __init__(self, context):
        self.context = context

    def test_hook(self, *args):
        self.context.calls.append(args)


class CountingPlugin:  # TA307
    def test_count(self):
        assert 1 + 1 == 2
