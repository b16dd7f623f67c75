"""A project whose own code puts fakes in place of subprocess.Popen: what
its tests start through the standard functions may be those fakes."""
import asyncio
import subprocess
import sys

from fakeproc import dispatch


def test_fake_child_ends_when_told(registered):
    dispatch.install()
    proc = subprocess.Popen([sys.executable, "-c", "pass"])
    proc.wait()
    subprocess.run([sys.executable, "-m", "fakeproc"])


async def test_fake_async_child(registered):
    proc = await asyncio.create_subprocess_exec(sys.executable, "-c", "pass")
    await proc.wait()
