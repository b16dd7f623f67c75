# A test that skips, or raises, before the block the return sits in never
# reaches the return.
import pytest

from shop import fitting

HAS_SAMPLER = fitting.sampler_available()


def test_sampling_in_workers():
    raise pytest.skip("workers are not supported under pytest")
    if not HAS_SAMPLER:
        return
    assert fitting.sample(workers=4).converged


def test_sampling_without_the_sampler():
    if not HAS_SAMPLER:
        return  # TA302
    assert fitting.sample(workers=1).converged
