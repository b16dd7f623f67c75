"""Whether a project declares that it still runs on Python 2, read from
each kind of packaging configuration."""
import pytest

from flake8_testarch.project.dependencies import supports_python_2


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
    assert supports_python_2(str(tmp_path)) is expected


def test_no_packaging_configuration(tmp_path):
    assert supports_python_2(str(tmp_path)) is False
