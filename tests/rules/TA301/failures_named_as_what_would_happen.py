# A test that names the failure it guards against as what the step would
# lead to ("will cause RecursionError", "caught in an infinite loop") has
# its oracle stated: getting through is the check.


def test_models_are_rebuilt(rebuild, models):
    """Rebuilding does not get caught in an infinite loop."""
    rebuild(models)


def test_cyclic_models_are_rebuilt(rebuild, models):
    models.link_back()
    # This will cause RecursionError if the walk is careless
    rebuild(models)


def test_models_are_rebuilt_twice(rebuild, models):  # TA301
    """Rebuilding twice gives the same models."""
    rebuild(models)
    rebuild(models)


def test_models_are_rebuilt_in_a_loop(rebuild, models):  # TA301
    # rebuild every model in a loop
    for model in models:
        rebuild(model)
