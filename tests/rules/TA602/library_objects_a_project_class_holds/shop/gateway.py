import requests

from shop.pricing import PriceBook


class Gateway:
    def __init__(self, url, session=None):
        self.url = url
        if session is not None:
            self.session = session
        else:
            self.session = requests.Session()
        self.prices = PriceBook()

    def status(self):
        return self.session.get(self.url + "/status").json()
