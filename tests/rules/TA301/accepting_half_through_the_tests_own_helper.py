import unittest


class IncludeTests(unittest.TestCase):
    # `self.include` is the test class's own helper: `self` is not what the
    # call acts on, and an assertion method is not a read of `self`, so a
    # later `self.assertEqual` about something else does not make the call
    # a change to check. The test that only includes valid documents is the
    # accepting half.
    def test_recursive_include_is_refused(self):
        with self.assertRaises(RecursionError):
            self.include(self.recursive_document)

    def test_include_loads_each_file_once(self):
        self.include(self.flat_document)
        self.assertEqual(self.loader.count, 1)

    def test_same_file_included_twice_on_one_level(self):
        self.include(self.twice_document)

    def include(self, document):
        return self.engine.include(document, self.loader)


class ExpandTests(unittest.TestCase):
    # A later assertion on the document handed over shows `expand` changes
    # it: getting through is not the check.
    def test_recursive_expand_is_refused(self):
        with self.assertRaises(RecursionError):
            self.expand(self.recursive_document)

    def test_expand_fills_the_document(self):
        document = self.flat_document
        self.expand(document)
        self.assertEqual(document.children, 2)

    def test_same_file_expanded_twice(self):  # TA301
        self.expand(self.twice_document)

    def expand(self, document):
        return self.engine.expand(document, self.loader)
