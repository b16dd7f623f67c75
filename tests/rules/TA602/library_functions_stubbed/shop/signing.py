ask = input


def nonce():
    return "n"
