import asyncio
import subprocess


def test_subprocess_under_the_project_timeout():
    subprocess.run(["true"])


async def test_event_under_the_project_timeout():
    ready = asyncio.Event()
    await ready.wait()
