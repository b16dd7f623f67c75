import shutil

from shop import pricing


def column_width():
    return shutil.get_terminal_size()[0] // 3


def price_column():
    return pricing.label(column_width())
