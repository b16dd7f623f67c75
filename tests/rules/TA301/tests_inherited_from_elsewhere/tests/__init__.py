def sign_off(register):
    receipt = register.close()
    assert receipt.endswith("closed"), receipt
