class LookupFailure(Exception):
    pass


class NotFound(LookupFailure):
    pass


class Answer:
    def __init__(self, text):
        self.text = text
