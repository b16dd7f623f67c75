import pytest


@pytest.fixture(
    params=[
        pytest.param("asyncio", marks=pytest.mark.asyncio),
        pytest.param("trio", marks=[pytest.mark.trio]),
    ]
)
def backend(request):
    return request.param


@pytest.fixture(params=["asyncio", pytest.param("trio", marks=pytest.mark.trio)])
def half_marked(request):
    return request.param
