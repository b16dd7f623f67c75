import logging

from shop import gateway as gw
from shop.gateway import send

from .tax import rate as tax_rate

logger = logging.getLogger(__name__)
TAX_RATE = 0.2


def charge(amount):
    return send(amount * (1 + tax_rate))


async def charge_async(amount):
    return gw.send(amount)


def refund(amount):
    return charge(-amount)


class Invoice:
    def total(self):
        return TAX_RATE
