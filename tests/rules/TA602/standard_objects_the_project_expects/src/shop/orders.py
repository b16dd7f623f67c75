class Order:
    def mark_shipped(self):
        self.shipped = True
