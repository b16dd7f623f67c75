# A test that returns its figure under a mark named for a check: the plugin
# behind the mark (pytest-mpl) compares what it returns with a baseline.
import matplotlib.pyplot as plt
import pytest


@pytest.mark.mpl_image_compare(tolerance=2)
def test_histogram_of_readings(readings):
    figure, axes = plt.subplots()
    axes.hist(readings)
    return figure


@pytest.mark.mpl_image_compare
def test_plot_drawn_but_not_returned(readings):  # TA301
    figure, axes = plt.subplots()
    axes.plot(readings)


@pytest.mark.slow
def test_returned_under_another_mark(readings):  # TA301
    figure, axes = plt.subplots()
    axes.plot(readings)
    return figure
