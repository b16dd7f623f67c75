# A return after a call that already checked (through a method of the
# object a fixture gives the test) ends a test that did run.


def test_generic_class_compiles(parser):
    code = parser.parse("class Box[T]: pass")
    if code is None:
        return
    assert code.co_name == "<module>"


def test_tokens_of_a_generic_class(parser):
    words = parser.tokens("class Box[T]: pass")
    if not words:
        return  # TA302
    assert words[0] == "class"
