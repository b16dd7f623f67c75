class Reader:
    def __init__(self, console):
        self.console = console

    def readline(self):
        self.console.refresh(self.console.next_event())
