"""pytest-examples' `eval_example.run_print_check(...)` and `lint(...)`
fail the test when an example's printed output or its lint differs; only
running the example (`eval_example.run(...)`) checks nothing."""


def test_the_readme_examples_print_what_they_say(eval_example, readme_example):
    eval_example.run_print_check(readme_example)


def test_the_readme_examples_are_linted(eval_example, readme_example):
    eval_example.lint(readme_example)


def test_the_readme_examples_run(eval_example, readme_example):  # TA301
    eval_example.run(readme_example)
