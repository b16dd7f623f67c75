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


class LabelTests(unittest.TestCase):
    # `self.relabel` here is this class's own helper; the class below
    # follows its own `relabel` with an assertion, which says nothing
    # about this one.
    def test_long_label_is_refused(self):
        with self.assertRaises(ValueError):
            self.relabel("a" * 64)

    def test_label_of_63_letters(self):
        self.relabel("a" * 63)

    def relabel(self, label):
        return self.validator.relabel(label)


class RenameTests(unittest.TestCase):
    def test_empty_name_is_refused(self):
        with self.assertRaises(ValueError):
            self.relabel("")

    def test_rename_changes_the_label(self):
        record = self.record
        self.relabel(record)
        self.assertEqual(record.label, "renamed")

    def test_rename_to_a_short_name(self):  # TA301
        self.relabel(self.record)

    def relabel(self, record):
        record.rename("renamed")


class CommandLineCase(unittest.TestCase):
    def run_tool(self, *args):
        return self.tool.main(list(args))


class AddCommandTests(CommandLineCase):
    def test_add_without_a_path_is_refused(self):
        with self.assertRaises(SystemExit):
            self.run_tool("add")

    def test_add_records_the_file(self):
        staged = self.stage
        self.run_tool("add", staged)
        self.assertIn("notes.txt", staged.paths)


class CommitCommandTests(CommandLineCase):
    # The same inherited helper, followed by a check elsewhere: it changes state.
    def test_commit_after_add(self):  # TA301
        self.run_tool("add", self.stage)
        self.run_tool("commit", self.stage)
