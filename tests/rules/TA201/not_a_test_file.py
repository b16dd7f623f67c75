# flags: --testarch-categories=unit,integration,external_infra
# filename: src/shop/checks.py


def test_helper_in_production_code():
    return 1
