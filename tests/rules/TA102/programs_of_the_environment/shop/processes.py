import subprocess
import sys


def diff_folders(first, second):
    return subprocess.Popen(
        ["git", "--no-pager", "diff", "--exit-code", first, second], stdout=subprocess.PIPE
    )


def run_script(path):
    return subprocess.Popen([sys.executable, path])


def in_a_shell(command):
    return subprocess.Popen(["sh", "-c", command])
