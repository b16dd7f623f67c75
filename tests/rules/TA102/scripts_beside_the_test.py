# A script beside the test, run with the interpreter: one that imports only
# the standard library runs no code under test; one that imports the project,
# or a module beside it, does.
import os
import subprocess
import sys
from pathlib import Path

SCRIPTS = Path(__file__).parent / "scripts"


def test_a_standard_library_script():
    helper = Path(__file__).parent.joinpath("scripts", "std_only.py")
    output = subprocess.check_output([sys.executable, str(helper)], text=True)
    assert output


def test_the_same_script_through_os_path():
    helper = os.path.join(os.path.dirname(os.path.abspath(__file__)), "scripts", "std_only.py")
    subprocess.run([sys.executable, helper], check=True)


def test_a_script_that_imports_the_project():
    subprocess.run([sys.executable, str(SCRIPTS / "uses_shop.py")])  # TA102


def test_a_script_that_imports_its_neighbour():
    subprocess.run([sys.executable, str(SCRIPTS / "uses_sibling.py")])  # TA102


def test_a_script_that_is_not_there():
    subprocess.run([sys.executable, str(SCRIPTS / "missing.py")])  # TA102
