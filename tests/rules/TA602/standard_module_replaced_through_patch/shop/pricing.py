def label(width):
    return "price".ljust(width)
