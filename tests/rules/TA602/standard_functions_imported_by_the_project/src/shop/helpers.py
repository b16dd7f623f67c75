def nonce():
    return b"n"
