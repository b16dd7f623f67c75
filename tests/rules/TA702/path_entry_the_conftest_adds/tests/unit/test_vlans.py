from routers.vlan import Vlan


def test_vlan_number():
    assert Vlan(12).number == 12
