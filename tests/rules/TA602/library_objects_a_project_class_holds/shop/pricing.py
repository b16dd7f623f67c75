class PriceBook:
    def price(self, sku):
        return 1
