# A class whose test methods only hold examples, in a module that hands its
# doctests to the runner: doctest collects the examples.
import doctest


class CacheExamples:
    def test_cache(self):
        r"""Basic cache methods.

        >>> cache = {}
        >>> cache["a"] = 1
        >>> sorted(cache)
        ['a']
        """


class CacheChecks:  # TA307
    def test_cache_code(self):
        """No examples here: a method nothing collects.

        >>> 1
        1
        """
        assert {}.get("a") is None


def test_suite():
    return doctest.DocTestSuite()
