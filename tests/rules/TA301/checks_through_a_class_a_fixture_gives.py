# filename: tests/test_end_to_end.py
# A fixture that gives a class itself (`return Helpers`): the test's calls
# through it reach the class's static methods, which may check.


def test_a_line_is_added(helpers, tmp_path):
    helpers.run_check_output("deploy add-line", expected_lines=["Success"])


def test_the_output_is_only_read(helpers):  # TA301
    helpers.output_of("deploy --version")
