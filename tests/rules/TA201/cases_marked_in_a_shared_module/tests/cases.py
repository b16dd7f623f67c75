import pytest

STORES = {
    "memory": pytest.param("memory://", marks=pytest.mark.unit, id="memory"),
    "redis": pytest.param("redis://localhost", marks=[pytest.mark.integration], id="redis"),
}

MIXED = [pytest.param("memory://", marks=pytest.mark.unit), pytest.param("file://")]

every_store = pytest.mark.parametrize("uri", STORES.values())
remote_stores = pytest.mark.parametrize(
    "uri", [store for name, store in STORES.items() if name != "memory"]
)
mixed_stores = pytest.mark.parametrize("uri", MIXED)
