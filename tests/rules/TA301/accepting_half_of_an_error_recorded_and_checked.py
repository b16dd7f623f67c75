import unittest


class RemoveTests(unittest.TestCase):
    # The refusing half catches the error into an attribute and checks what
    # it recorded: the file shows `remove` refuses by raising, so the test
    # that removes an existing entry checks by getting through.
    def test_remove_of_a_missing_entry(self):
        try:
            store.remove(self.table, "missing")
        except store.StoreError as error:
            self.code = error.args[0]
        else:
            self.code = None
        self.assertEqual(self.code, store.NOT_FOUND)

    def test_remove_of_an_existing_entry(self):
        store.remove(self.table, "present")


class RenameTests(unittest.TestCase):
    # An error caught into a name nothing checks afterwards is swallowed,
    # not checked: the file does not show `rename` refusing by raising.
    def test_rename_of_a_missing_entry(self):
        try:
            store.rename(self.table, "missing", "other")
        except store.StoreError as error:
            reason = error.args[0]
        self.assertTrue(self.table)

    def test_rename_of_an_existing_entry(self):  # TA301
        store.rename(self.table, "present", "other")
