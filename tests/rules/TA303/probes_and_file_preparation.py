# A helper probing the machine with a command that raises when the command
# fails (`subprocess.check_output`) swallows that on purpose: it is a
# probe, not a check of the test's. A test that only writes a file as
# best-effort preparation hides no check either.
import json
import subprocess
import unittest

CACHE_FILE = "/var/cache/app/db.json"


def tool_version():
    try:
        output = subprocess.check_output(["tool", "--version"], text=True)
        return tuple(int(part) for part in output.split()[1].split("."))
    except Exception:
        pass
    return (0, 0)


def check_round_trip(value):
    try:
        assert json.loads(json.dumps(value)) == value
    except Exception:  # TA303
        pass


class CacheTest(unittest.TestCase):
    def test_reads_an_empty_cache(self):
        try:
            with open(CACHE_FILE, "w") as cache:
                cache.write(json.dumps({}))
        except Exception:
            pass
        self.assertEqual(load_cache(), {})

    def test_reads_a_cache_written_with_dump(self):
        try:
            with open(CACHE_FILE, "w", encoding="utf-8") as cache:
                json.dump({"a": 1}, cache)
        except Exception:
            pass
        self.assertEqual(load_cache(), {"a": 1})

    def test_writes_and_refreshes_inside_the_try(self):
        try:
            with open(CACHE_FILE, "w") as cache:
                cache.write(json.dumps({}))
            refresh_cache()
        except Exception:  # TA303
            pass
        self.assertEqual(load_cache(), {})

    def test_version_is_compared(self):
        try:
            subprocess.check_call(["tool", "--self-test"])
        except Exception:  # TA303
            pass
        self.assertGreaterEqual(tool_version(), (1, 0))


def refresh_cache():
    subprocess.run(["app", "refresh"])


def load_cache():
    with open(CACHE_FILE) as cache:
        return json.load(cache)
