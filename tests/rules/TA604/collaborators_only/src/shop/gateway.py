def send(amount):
    return amount
