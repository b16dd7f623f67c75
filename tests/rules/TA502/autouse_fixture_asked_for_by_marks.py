"""An autouse fixture every test of the module asks for by a mark
(`usefixtures`) or an indirect `parametrize` hides nothing, as one asked
for as a parameter; a plain `parametrize` of the same name does not ask
for it."""
import pytest

from shop import Broker


@pytest.fixture(autouse=True)
async def seeded_queue(request):
    size = getattr(request, "param", 1)
    return await Broker.start().seed("orders", size)


@pytest.fixture(autouse=True)
async def seeded_archive(request):  # TA502
    return await Broker.start().seed("archive", 1)


@pytest.mark.parametrize("seeded_queue", [30], indirect=True)
@pytest.mark.usefixtures("seeded_archive")
async def test_many_jobs_are_drained(consumer):
    assert await consumer.drain() == 30


@pytest.mark.usefixtures("seeded_queue")
@pytest.mark.parametrize("seeded_archive", [0])
async def test_one_job_is_drained(consumer, seeded_archive):
    assert await consumer.drain() == 1 + seeded_archive


@pytest.mark.parametrize(("seeded_queue", "kind"), [(2, "x")], indirect=["seeded_queue"])
async def test_two_jobs_of_a_kind(consumer, kind):
    assert await consumer.drain(kind) == 2
