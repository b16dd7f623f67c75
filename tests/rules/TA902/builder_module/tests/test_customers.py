from shop.models import Customer


def test_customer():
    assert Customer("cy").name == "cy"
