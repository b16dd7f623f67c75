import asyncio
import subprocess


class FakePopen:
    def __init__(self, command, **options):
        self.command = command


def install():
    subprocess.Popen = FakePopen
    asyncio.create_subprocess_exec = FakePopen
