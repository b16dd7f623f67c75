"""A tiny shop: stock, fulfilment, checkout, receipts, events and a rate limiter."""

__version__ = "1.0"
