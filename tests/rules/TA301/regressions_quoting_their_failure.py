# A crash regression that quotes, as Python prints it, the error it once
# raised: that error is its oracle. Prose that only mentions an error
# states nothing about this test.
from shop import feed


def test_feed_of_entries_without_an_end():
    """Entries without an end date.

    KeyError: 'end'
    """
    list(feed.entries("no-end.xml"))


def test_feed_with_mixed_time_zones():
    # Traceback (most recent call last):
    #   ...
    # shop.feed.FeedError: cannot compare naive and aware times
    feed.entries("mixed-zones.xml")


def test_feed_of_the_shop_news():  # TA301
    """Reads the news, as the KeyError section of the docs explains."""
    feed.entries("news.xml")
