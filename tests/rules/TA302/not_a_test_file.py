# filename: src/app/checks.py


def test_like_name_in_library_code(flag):
    if flag:
        return
    return 1
