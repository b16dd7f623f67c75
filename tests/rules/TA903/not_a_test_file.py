# filename: src/shop/urls.py
def test_like_name_in_production():
    return "https://api.example.test/v1/orders"


def test_like_name_again():
    return "https://api.example.test/v1/orders"


def test_like_name_third():
    return "https://api.example.test/v1/orders"
