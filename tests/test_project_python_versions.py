"""What a project declares about the Pythons it runs on (Python 2 or not,
the lowest it admits), read from each kind of packaging configuration."""
import pytest

from flake8_testarch.project.pythons import declared_pythons


@pytest.mark.parametrize(
    ("name", "text", "expected"),
    [
        ("pyproject.toml", '[project]\nname = "a"\nrequires-python = ">=2.7,!=3.0.*"\n', True),
        ("pyproject.toml", '[project]\nname = "a"\nrequires-python = ">=3.8"\n', False),
        (
            "pyproject.toml",
            '[project]\nname = "a"\nclassifiers = ["Programming Language :: Python :: 2.7"]\n',
            True,
        ),
        ("setup.cfg", "[options]\npython_requires = >=2.7, !=3.0.*\n", True),
        ("setup.cfg", "[options]\npython_requires = >=3.9\n", False),
        (
            "setup.py",
            "from setuptools import setup\n"
            "setup(classifiers=['Programming Language :: Python :: 2'])\n",
            True,
        ),
        ("setup.py", "from setuptools import setup\nsetup(python_requires='>=3.10')\n", False),
    ],
)
def test_python_2_declared(tmp_path, name, text, expected):
    (tmp_path / name).write_text(text)
    assert declared_pythons(str(tmp_path)).python_2 is expected


@pytest.mark.parametrize(
    ("name", "text", "expected"),
    [
        ("pyproject.toml", '[project]\nname = "a"\nrequires-python = ">=3.10, <3.14"\n', (3, 10)),
        ("setup.cfg", "[options]\npython_requires = ~=3.8\n", (3, 8)),
        ("setup.py", "from setuptools import setup\nsetup(python_requires='>=2.7,!=3.0.*')\n", (2, 7)),
        ("PKG-INFO", "Metadata-Version: 2.1\nName: a\nRequires-Python: >3.9\n\nBody\n", (3, 9)),
        ("setup.cfg", "[metadata]\nname = a\n", None),
    ],
)
def test_lowest_python_admitted(tmp_path, name, text, expected):
    (tmp_path / name).write_text(text)
    if name == "PKG-INFO":
        (tmp_path / "setup.py").write_text("import build_tool\nbuild_tool.main()\n")
    assert declared_pythons(str(tmp_path)).minimum == expected


def test_no_packaging_configuration(tmp_path):
    pythons = declared_pythons(str(tmp_path))
    assert (pythons.python_2, pythons.minimum) == (False, None)
