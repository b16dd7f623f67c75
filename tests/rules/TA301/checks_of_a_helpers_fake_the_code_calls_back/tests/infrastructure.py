from shop.reader import Reader


class CheckingConsole:
    def __init__(self, events):
        self.events = events
        self.expected = None

    def refresh(self, screen):
        assert screen == self.expected, screen

    def next_event(self):
        event, self.expected = self.events.pop(0)
        return event


class QuietConsole:
    def __init__(self, events):
        self.events = events
        self.last = None

    def refresh(self, screen):
        self.last = screen

    def next_event(self):
        return self.events.pop(0)[0]


def read_spec(spec):
    console = CheckingConsole(spec)
    reader = Reader(console)
    reader.readline()


def replay_spec(spec):
    console = QuietConsole(spec)
    reader = Reader(console)
    reader.readline()
