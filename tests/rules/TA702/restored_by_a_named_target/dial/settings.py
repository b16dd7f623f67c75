LEVEL = 1
NAME = "dial"


class Knob:
    turns = 0
