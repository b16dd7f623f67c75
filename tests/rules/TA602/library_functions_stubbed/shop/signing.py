ask = input


def nonce():
    return "n"


locate_certificates = None
try:
    from certificate_finder import find as locate_certificates
except ImportError:
    pass

from shop.storage import find as locate_keys


def fetch_token():
    return None
