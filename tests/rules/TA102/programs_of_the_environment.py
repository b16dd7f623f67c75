"""A child that runs another program of the environment (a system tool, a
server's own client) cannot hang because the code under test does; a child
that runs the project's code still needs its bound."""
import asyncio
import os
import shlex
import shutil
import subprocess
import sys

import pytest


def _tool(*names):
    args = ["pgrep", "-f"] + list(names)
    return subprocess.check_output(args)


def test_system_tools_set_up_the_scene():
    subprocess.run(["etcdctl", "put", "k", "v"])
    subprocess.check_output(["sh", "-c", "echo ready | wc -c"])
    subprocess.call("git init --quiet", shell=True)
    subprocess.run(["/usr/bin/env", "true"])
    subprocess.check_output([b"journalctl", b"-o", b"json", b"_PID=" + str(os.getpid()).encode()])
    subprocess.run(["git", "clone", os.environ["REPO_URL"]])
    assert _tool("server")


def test_a_program_named_through_a_constant(arguments):
    TOOL = "openssl"
    subprocess.run([TOOL] + arguments.split())
    SERVER = "shopctl"
    subprocess.run([SERVER, "sync"])  # TA102


def _checker_command(path):
    return ["mypy", "--strict", path]


def _server_command(port):
    return ["shopctl", "serve", str(port)]


HTPASSWD = os.environ.get("HTPASSWD_PATH") or "htpasswd"
SERVER = os.getenv("SHOP_SERVER", "shopctl")


def test_a_program_whose_path_a_setting_may_give(tmp_path):
    subprocess.run([HTPASSWD, "-b", str(tmp_path), "user", "secret"])
    subprocess.run([SERVER, "sync"])  # TA102


def test_a_program_found_on_the_path(tmp_path):
    git = shutil.which("git")
    assert git is not None
    subprocess.run([git, "init", str(tmp_path)])
    shopctl = shutil.which("shopctl")
    subprocess.run([shopctl, "sync"])  # TA102


def test_modules_of_the_standard_library_or_of_another_distribution(tmp_path):
    subprocess.run([sys.executable, "-m", "venv", str(tmp_path / "env")])
    subprocess.run([sys.executable, "-mjson.tool", "prices.json"])
    subprocess.run([sys.executable, "-m", "shop.migrate"])  # TA102


def test_a_command_a_helper_of_the_file_builds(tmp_path):
    subprocess.run(_checker_command(str(tmp_path)))
    subprocess.run(_server_command(8080))  # TA102


def test_options_and_paths_given_to_another_program(message):
    subprocess.check_call(["git", "commit", "-m", message])
    subprocess.check_call(["git", "add", "shop/written.py", "./notes/x"])
    subprocess.run(["git", "-c", message, "status"])


def test_an_interpreter_named_for_what_it_is(env, venv):
    subprocess.run([env.python_executable, "-c", "import pip; print(pip.__version__)"])
    subprocess.run([venv.python, "-c", "import shop; shop.serve()"])  # TA102
    subprocess.run([venv.runner, "-c", "import os"])  # TA102


def test_an_interpreter_named_with_what_it_belongs_to(session_venv_python_executable, build_tool):
    subprocess.check_call([session_venv_python_executable, "-m", "pip", "install", "dist/x.whl"])
    subprocess.check_call([session_venv_python_executable, "-m", "shop", "serve"])  # TA102
    subprocess.check_call([build_tool, "-m", "pip", "install", "dist/x.whl"])  # TA102


def test_package_names_handed_to_other_programs():
    subprocess.run(["mypy", "shop", "--strict"])
    subprocess.run(["coverage", "run", "-m", "shop"])  # TA102


def test_templates_of_other_programs(password, user, tool):
    subprocess.check_output('echo "%s" | kinit %s' % (password, user), shell=True)
    subprocess.check_output("echo %s | %s init" % (password, tool), shell=True)  # TA102
    subprocess.check_output("%s -m shop" % sys.executable, shell=True)  # TA102
    subprocess.check_output("python3 %s" % password, shell=True)  # TA102


def test_paths_given_to_an_interpreter_or_a_shell(message):
    subprocess.run(["python3", "-m", message])  # TA102
    subprocess.run(["bash", "scripts/seed"])  # TA102


def test_commands_split_from_written_text(name):
    subprocess.call(shlex.split("docker pull kafka"))
    listing = shlex.split('docker ps -q --filter "name=%s"' % name)
    subprocess.check_output(listing)
    subprocess.run(shlex.split("shopctl sync --all"))  # TA102
    daemon_command = "dbus-daemon --session --print-address"
    daemon = subprocess.Popen(daemon_command.split())
    daemon.terminate()
    daemon.wait()
    subprocess.run("shopctl sync --all".split())  # TA102


def test_children_that_run_the_project():
    subprocess.run(["shopctl", "sync"])  # TA102
    subprocess.run(["pytest", "-x", "examples"])  # TA102
    subprocess.run(["coverage", "run", "-m", "shop"])  # TA102
    subprocess.run([sys.executable, "-c", "import shop; shop.serve()"])  # TA102
    subprocess.run(["python3", "tools/seed.py"])  # TA102
    subprocess.run(["./bin/serve", "--once"])  # TA102


def test_a_command_not_written_out(command, script):
    subprocess.run(command)  # TA102
    subprocess.run(["sh", "-c", script])  # TA102
    subprocess.run(["python3", "-m", script])  # TA102


@pytest.fixture(params=("git", "hg"))
def repository(request, tmp_path):
    tool = request.param
    subprocess.check_call([tool, "init", str(tmp_path)])
    return tmp_path


@pytest.mark.parametrize("tool", [None, "git", "hg"])
def test_project_name_from_the_repository(tool, tmp_path):
    if tool is None:
        return
    subprocess.check_call([tool, "init", str(tmp_path)])
    assert tmp_path.name


@pytest.mark.parametrize("tool", ["git", "shopctl"])
def test_a_given_tool_of_the_project(tool, tmp_path):
    subprocess.check_call([tool, "init", str(tmp_path)])  # TA102
    assert tmp_path.name


async def test_image_pulled_before_the_suite(image):
    pulling = await asyncio.create_subprocess_exec("docker", "pull", image)
    await pulling.wait()
    cloning = subprocess.Popen(["git", "clone", "--quiet", image])
    cloning.wait()
    assert pulling.returncode == 0


async def run_the_store_tool(*args):
    args = ["etcdctl", "-w", "json"] + list(args)
    tool = await asyncio.create_subprocess_exec(*args, stdout=asyncio.subprocess.PIPE)
    output, _errors = await tool.communicate()
    return output


async def run_the_projects_command(*args):
    args = ["shopctl"] + list(args)
    command = await asyncio.create_subprocess_exec(*args)
    await command.wait()  # TA102
    return command.returncode


async def test_the_projects_command_waited_on():
    syncing = await asyncio.create_subprocess_exec("shopctl", "sync")
    await syncing.wait()  # TA102
    assert syncing.returncode == 0


def test_python_probing_the_platform():
    probe = subprocess.Popen([sys.executable, "-c", "import locale; ord('\xe9')"])
    probe.communicate()
    subprocess.run([sys.executable, "-c", "import sys; print(sys.maxsize)"])
    if probe.returncode:
        pytest.skip("the platform cannot encode it")


def test_python_only_importing_the_project():
    subprocess.run([sys.executable, "-c", "import shop"])
    subprocess.run([sys.executable, "-W", "error", "-c", "from shop import __version__; print(__version__)"])


def test_python_importing_the_project_and_reading_what_loaded():
    subprocess.run([
        sys.executable, "-c",
        "import sys; import shop; loaded = [m for m in sys.modules if m.startswith('crypto')];"
        " print(loaded)",
    ])
    subprocess.run([sys.executable, "-c", "import shop; result = shop.serve(); print(result)"])  # TA102
    subprocess.run([sys.executable, "-c", "from shop import *; print(make_key())"])  # TA102


def test_python_running_the_projects_code():
    child = subprocess.Popen([sys.executable, "-c", "import shop; shop.serve()"])
    child.communicate()  # TA102
    subprocess.run([sys.executable, "-c", "__import__('os')"])  # TA102
    assert child.returncode == 0


@pytest.mark.parametrize("module", ["shop", "shop.cli"])
def test_modules_imported_in_a_fresh_interpreter(module):
    # Code after `-c` that only imports: the suite's own import would hang first.
    subprocess.check_call([sys.executable, "-W", "error", "-c", f"import {module}"])
    subprocess.check_call([sys.executable, "-c", f"import {module}; {module}.serve()"])  # TA102
    subprocess.check_call([sys.executable, "-m", f"{module}"])  # TA102
    subprocess.check_call([f"{module}ctl", "serve"])  # TA102


@pytest.mark.parametrize(
    "statement", ["import shop", "from shop import cli", "from shop.cli import main"]
)
def test_import_statements_run_in_a_fresh_interpreter(statement):
    # Each statement pytest gives is an import: the code only imports and prints.
    output = subprocess.check_output([sys.executable, "-c", f"{statement};print('OK')"])
    assert output.strip() == b"OK"


@pytest.mark.parametrize("statement", ["import shop", "shop.serve()"])
def test_statements_that_run_the_project(statement):
    subprocess.check_output([sys.executable, "-c", f"{statement};print('OK')"])  # TA102


def test_a_project_helper_starts_another_program(tmp_path):
    from shop.processes import diff_folders

    proc = diff_folders(tmp_path / "a", tmp_path / "b")
    out, _ = proc.communicate()
    assert proc.returncode == 0, out


def test_a_project_helper_starts_code_it_is_given(tmp_path):
    from shop.processes import in_a_shell, run_script

    script = run_script(tmp_path / "serve.py")
    script.wait()  # TA102
    shell = in_a_shell("shopctl serve")
    shell.communicate()  # TA102
    assert script.returncode == shell.returncode == 0


def test_type_checker_run_on_a_folder_of_data_named_like_it():
    # `tests/pyright/` holds no `__init__.py`: it is data, and the
    # installed `pyright` is what runs.
    subprocess.run(["pyright", "tests/pyright/typed_orders.py"])


def test_a_package_of_the_suite_named_like_the_program():
    subprocess.run(["shopctl", "restart"])  # TA102


class TestTickets:
    kinit = os.environ.get("KINIT", "kinit")
    shopctl = os.environ.get("SHOPCTL", "shopctl")

    def test_ticket_from_the_keytab(self, keytab):
        command = [self.kinit, "-k", "-t", keytab]
        proc = subprocess.Popen(command, stderr=subprocess.PIPE)
        proc.communicate()
        assert proc.returncode == 0

    def test_ticket_through_the_project(self):
        proc = subprocess.Popen([self.shopctl, "ticket"])
        proc.communicate()  # TA102
        assert proc.returncode == 0


def test_a_system_tool_waited_on_in_one_expression():
    machine = subprocess.Popen(args=["uname", "-m"], stdout=subprocess.PIPE).communicate()[0]
    assert machine


def test_the_projects_command_waited_on_in_one_expression():
    output = subprocess.Popen(["shopctl", "list"], stdout=subprocess.PIPE).communicate()  # TA102
    assert output


def _container_tool():
    return shutil.which("docker") or shutil.which("podman")


def _shop_tool():
    return shutil.which("shopctl")


def test_programs_found_by_a_helper_of_the_file(tag):
    tool = _container_tool()
    subprocess.run([tool, "image", "inspect", tag])
    subprocess.run([_container_tool(), "pull", tag])
    subprocess.run([_shop_tool(), "migrate"])  # TA102
