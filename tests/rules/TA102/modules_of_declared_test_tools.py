# `python -m <module>` of a package the project declares for its tests or
# development (a requirements file, optional dependencies) runs another
# program, installed where the suite runs even when the linter's own
# environment lacks it; its wait is not the code under test's.
import subprocess
import sys

from shop import app


def test_unpack_the_built_wheel(tmp_path):
    subprocess.run([sys.executable, "-m", "wheelpackager", "unpack", "dist/shop.whl"], check=True)
    assert (tmp_path / "shop").exists()


def test_docs_build(tmp_path):
    subprocess.run([sys.executable, "-m", "sphinxbuildkit", "docs", str(tmp_path)], check=True)
    assert (tmp_path / "index.html").exists()


def test_unknown_tool(tmp_path):
    subprocess.run([sys.executable, "-m", "mysterytool", str(tmp_path)], check=True)  # TA102
    assert (tmp_path / "out").exists()


def test_the_projects_own_module(tmp_path):
    subprocess.run([sys.executable, "-m", "shop", "serve"], check=True)  # TA102
    assert (tmp_path / "out").exists()


def test_coverage_running_a_script_of_the_suite(tmp_path):
    subprocess.run([sys.executable, "-m", "wheelpackager", "run", "tests/app.py"])  # TA102
    subprocess.run([sys.executable, "-m", "wheelpackager", "run", "-m", "shop"])  # TA102
    subprocess.run([sys.executable, "-m", "wheelpackager", "run", app.__file__])  # TA102
