PERCENTILES = [0.5, 0.95]
WINDOW = [0.9]


def report():
    return ["%d%%" % (p * 100) for p in PERCENTILES]
