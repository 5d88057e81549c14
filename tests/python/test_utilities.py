"""Tests for the Python SDK's `_utilities` module (templates/python/_utilities.py.j2).

The template is rendered here without the generator: its only template expressions are the three
`{{ NAME | py_raw_json }}` below, each replaced with the value's JSON text escaped the way that
filter escapes it. The rendered modules go into packages in a temporary directory on sys.path.

Run from the repository root, in a virtual environment with `pulumi` installed:

    python -m unittest discover -s tests/python -p 'test_*.py'
"""

import asyncio
import importlib
import json
import re
import shutil
import subprocess
import sys
import tempfile
import textwrap
import threading
import types
import unittest
import warnings
from pathlib import Path
from typing import Any, Optional
from unittest import mock

import pulumi
import pulumi.log
import pulumi.runtime
import semver
from pulumi.runtime.rpc import get_resource_module, get_resource_package

TEMPLATE = Path(__file__).resolve().parents[2] / "templates" / "python" / "_utilities.py.j2"

# Every distinct name below starts with this, so nothing collides with installed packages.
PREFIX = "sdkgen_utiltest"

_tmpdir: Optional[str] = None


def _raw_json(value: Optional[str]) -> str:
    """JSON text for `value`, with `<`, `>`, `&` and `'` escaped as the `py_raw_json` filter does
    (the filter also escapes hidden characters, which these fixtures do not use)."""
    text = json.dumps(value, ensure_ascii=False)
    for char, escape in (("<", "\\u003c"), (">", "\\u003e"), ("&", "\\u0026"), ("'", "\\u0027")):
        text = text.replace(char, escape)
    return text


def render(module_name: str, version: Optional[str], plugin_download_url: Optional[str]) -> str:
    source = TEMPLATE.read_text(encoding="utf-8")
    # A package that is not parameterized: the `get_package` block is left out.
    block = re.compile(r"\{% if parameterization %\}\n.*?\{% endif %\}\n", re.S)
    if not block.search(source):
        raise AssertionError("the template no longer has its `{% if parameterization %}` block")
    source = block.sub("", source)
    substitutions = {
        "{{ module_name | py_raw_json }}": module_name,
        "{{ version | py_raw_json }}": version,
        "{{ plugin_download_url | py_raw_json }}": plugin_download_url,
    }
    for expression, value in substitutions.items():
        if expression not in source:
            raise AssertionError(f"the template no longer contains {expression}")
        source = source.replace(expression, _raw_json(value))
    for marker in ("{{", "{%", "{#"):
        if marker in source:
            raise AssertionError(f"the template has a template construct ({marker}) this test does not render")
    return source


def write(relative: str, text: str) -> None:
    assert _tmpdir is not None
    path = Path(_tmpdir, relative)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(textwrap.dedent(text), encoding="utf-8")


def make_sdk(package: str, version: Optional[str], plugin_download_url: Optional[str]) -> types.ModuleType:
    """Writes a package holding the rendered `_utilities` and imports that module."""
    write(f"{package}/__init__.py", "")
    write(f"{package}/_utilities.py", render(package, version, plugin_download_url))
    return importlib.import_module(f"{package}._utilities")


# A module the test fixtures append their name to when their code runs.
EVENTS: list[str] = []
PROBE = types.ModuleType(f"{PREFIX}_probe")
setattr(PROBE, "events", EVENTS)
RECORD = f"import {PREFIX}_probe as _probe\n_probe.events.append(__name__)\n"


def executed(name: str) -> int:
    return EVENTS.count(name)


def setUpModule() -> None:
    global _tmpdir, FULL, BARE, INSTALLED, PLACEHOLDER
    _tmpdir = tempfile.mkdtemp(prefix=f"{PREFIX}_")
    sys.modules[PROBE.__name__] = PROBE
    sys.path.insert(0, _tmpdir)
    # A distribution whose metadata says 2.0.0rc1 while the schema said 9.9.9.
    write(
        f"{PREFIX}_installed-2.0.0rc1.dist-info/METADATA",
        f"Metadata-Version: 2.1\nName: {PREFIX}_installed\nVersion: 2.0.0rc1\n",
    )
    # A distribution built from a schema without a version carries the 0.0.0 placeholder.
    write(
        f"{PREFIX}_placeholder-0.0.0.dist-info/METADATA",
        f"Metadata-Version: 2.1\nName: {PREFIX}_placeholder\nVersion: 0.0.0\n",
    )
    importlib.invalidate_caches()
    FULL = make_sdk(f"{PREFIX}_full", "v1.2.3", "https://example.com/it's \"quoted\" \\ <&>")
    BARE = make_sdk(f"{PREFIX}_bare", None, None)
    INSTALLED = make_sdk(f"{PREFIX}_installed", "9.9.9", None)
    PLACEHOLDER = make_sdk(f"{PREFIX}_placeholder", None, None)


def tearDownModule() -> None:
    for name in list(sys.modules):
        if name.startswith(PREFIX):
            del sys.modules[name]
    if _tmpdir is not None:
        if _tmpdir in sys.path:
            sys.path.remove(_tmpdir)
        shutil.rmtree(_tmpdir, ignore_errors=True)
    importlib.invalidate_caches()


FULL: Any = None
BARE: Any = None
INSTALLED: Any = None
PLACEHOLDER: Any = None


class RenderTests(unittest.TestCase):
    def test_schema_values_survive_quoting(self) -> None:
        self.assertEqual(FULL.get_plugin_download_url(), "https://example.com/it's \"quoted\" \\ <&>")
        self.assertIsNone(BARE.get_plugin_download_url())
        self.assertEqual(FULL._DISTRIBUTION_NAME, f"{PREFIX}_full")

    def test_import_is_cheap(self) -> None:
        # Nothing beyond what `import pulumi` loads: in particular not importlib.metadata.
        script = textwrap.dedent(
            f"""
            import sys
            import pulumi, pulumi.runtime
            before = set(sys.modules)
            import {PREFIX}_bare._utilities
            extra = set(sys.modules) - before
            print(sorted(m for m in extra if not m.startswith("{PREFIX}_bare")))
            """
        )
        result = subprocess.run(
            [sys.executable, "-c", script],
            capture_output=True,
            text=True,
            env={"PYTHONPATH": _tmpdir or "", "PATH": ""},
            check=True,
        )
        self.assertEqual(result.stdout.strip(), "[]")


class EnvTests(unittest.TestCase):
    def env(self, **values: str) -> Any:
        return mock.patch.dict("os.environ", values, clear=False)

    def setUp(self) -> None:
        patcher = mock.patch.dict("os.environ", {}, clear=False)
        patcher.start()
        self.addCleanup(patcher.stop)
        import os

        for name in ("UT_A", "UT_B", "UT_C"):
            os.environ.pop(name, None)

    def test_get_env_first_set_wins(self) -> None:
        self.assertIsNone(FULL.get_env("UT_A", "UT_B"))
        self.assertIsNone(FULL.get_env())
        with self.env(UT_B="b", UT_C="c"):
            self.assertEqual(FULL.get_env("UT_A", "UT_B", "UT_C"), "b")
        with self.env(UT_A="", UT_B="b"):
            self.assertEqual(FULL.get_env("UT_A", "UT_B"), "")

    def test_get_env_bool(self) -> None:
        for text in ("1", "t", "T", "true", "TRUE", "True"):
            with self.env(UT_A=text):
                self.assertIs(FULL.get_env_bool("UT_A"), True, text)
        for text in ("0", "f", "F", "false", "FALSE", "False"):
            with self.env(UT_A=text):
                self.assertIs(FULL.get_env_bool("UT_A"), False, text)
        for text in ("yes", "tRUE", "", " true"):
            with self.env(UT_A=text):
                self.assertIsNone(FULL.get_env_bool("UT_A"), text)
        self.assertIsNone(FULL.get_env_bool("UT_A"))
        with self.env(UT_B="false"):
            self.assertIs(FULL.get_env_bool("UT_A", "UT_B"), False)
        # As in Pulumi's SDKs, the first variable that is set decides, even when it is unusable.
        with self.env(UT_A="maybe", UT_B="true"):
            self.assertIsNone(FULL.get_env_bool("UT_A", "UT_B"))

    def test_get_env_int(self) -> None:
        with self.env(UT_A="42"):
            self.assertEqual(FULL.get_env_int("UT_A"), 42)
        with self.env(UT_A=" -7 "):
            self.assertEqual(FULL.get_env_int("UT_A"), -7)
        for text in ("4.2", "x", ""):
            with self.env(UT_A=text):
                self.assertIsNone(FULL.get_env_int("UT_A"), text)
        with self.env(UT_B="3"):
            self.assertEqual(FULL.get_env_int("UT_A", "UT_B"), 3)
        self.assertIsNone(FULL.get_env_int("UT_A"))

    def test_get_env_float(self) -> None:
        with self.env(UT_A="2.5"):
            self.assertEqual(FULL.get_env_float("UT_A"), 2.5)
        with self.env(UT_A="1e3"):
            self.assertEqual(FULL.get_env_float("UT_A"), 1000.0)
        with self.env(UT_A="7"):
            self.assertEqual(FULL.get_env_float("UT_A"), 7.0)
        for text in ("x", ""):
            with self.env(UT_A=text):
                self.assertIsNone(FULL.get_env_float("UT_A"), text)
        self.assertIsNone(FULL.get_env_float("UT_A", "UT_B"))


class SemverConversionTests(unittest.TestCase):
    CASES = [
        ("1.2.3", "1.2.3"),
        ("1.2", "1.2.0"),
        ("1", "1.0.0"),
        ("v01.002.3", "1.2.3"),
        ("0!1.2.3", "1.2.3"),
        # What Pulumi's generators make of semver pre-releases, and back.
        ("1.2.3a4", "1.2.3-alpha.4"),
        ("1.2.3b1", "1.2.3-beta.1"),
        ("1.2.3rc2", "1.2.3-rc.2"),
        ("1.2.3.dev5", "1.2.3-dev.5"),
        ("1.2.3.post1", "1.2.3-post.1"),
        ("1.2.3+foo.bar", "1.2.3-foo.bar"),
        ("4.5.0a1700000000+a1b2c3d", "4.5.0-alpha.1700000000+a1b2c3d"),
        # Other spellings PEP 440 allows.
        ("1.2.3-ALPHA.4", "1.2.3-alpha.4"),
        ("1.2.3alpha", "1.2.3-alpha.0"),
        ("1.2.3c1", "1.2.3-rc.1"),
        ("1.2.3pre1", "1.2.3-rc.1"),
        ("1.2.3preview1", "1.2.3-rc.1"),
        ("1.2.3-1", "1.2.3-post.1"),
        ("1.2.3.rev1", "1.2.3-post.1"),
        ("1.2.3r1", "1.2.3-post.1"),
        ("1.2.3dev", "1.2.3-dev.0"),
        ("1.2.3a1.post2.dev3", "1.2.3-alpha.1.post.2.dev.3"),
        ("1.2.3rc1.dev2+abc", "1.2.3-rc.1.dev.2+abc"),
        ("1.2.3+Local-01_x", "1.2.3-local.1.x"),
        (" 1.2.3 ", "1.2.3"),
    ]

    def test_conversions(self) -> None:
        for pep440, expected in self.CASES:
            with self.subTest(pep440=pep440):
                converted = FULL._pep440_to_semver(pep440)
                self.assertEqual(converted, expected)
                # Always a valid semantic version.
                self.assertEqual(str(semver.Version.parse(converted)), converted)

    def test_rejects(self) -> None:
        for text in ("", "x", "1.2.3.4", "1!1.2.3", "1.2.3+", "1.2.3+a..b", "1.2.3-x", "1.2.3 4"):
            with self.subTest(text=text):
                with self.assertRaises(ValueError):
                    FULL._pep440_to_semver(text)


class VersionTests(unittest.TestCase):
    def test_installed_metadata_wins(self) -> None:
        self.assertEqual(INSTALLED.get_version(), "2.0.0-rc.1")
        self.assertEqual(INSTALLED._resolved_semver(), semver.Version(2, 0, 0, prerelease="rc.1"))

    def test_schema_version_when_not_installed(self) -> None:
        self.assertEqual(FULL.get_version(), "1.2.3")
        self.assertEqual(FULL._resolved_semver(), semver.Version(1, 2, 3))

    def test_no_version_at_all(self) -> None:
        self.assertIsNone(BARE.get_version())
        self.assertIsNone(BARE._resolved_semver())

    def test_placeholder_version_is_no_version(self) -> None:
        self.assertIsNone(PLACEHOLDER.get_version())
        self.assertIsNone(PLACEHOLDER._resolved_semver())

    def test_option_defaults(self) -> None:
        opts = FULL.get_resource_opts_defaults()
        self.assertIsInstance(opts, pulumi.ResourceOptions)
        self.assertEqual(opts.version, "1.2.3")
        self.assertEqual(opts.plugin_download_url, FULL.get_plugin_download_url())
        invoke = FULL.get_invoke_opts_defaults()
        self.assertIsInstance(invoke, pulumi.InvokeOptions)
        self.assertEqual(invoke.version, "1.2.3")
        self.assertEqual(invoke.plugin_download_url, FULL.get_plugin_download_url())
        bare = BARE.get_resource_opts_defaults()
        self.assertIsNone(bare.version)
        self.assertIsNone(bare.plugin_download_url)


class WidgetArgs:
    def __init__(self, size: int = 0) -> None:
        self.size = size


class ResourceArgsOptsTests(unittest.TestCase):
    def split(self, *args: Any, **kwargs: Any) -> Any:
        return FULL.get_resource_args_opts(WidgetArgs, pulumi.ResourceOptions, *args, **kwargs)

    def test_args_object_positional(self) -> None:
        args, opts = WidgetArgs(1), pulumi.ResourceOptions(protect=True)
        self.assertEqual(self.split(args, opts), (args, opts))
        self.assertEqual(self.split(args), (args, None))
        self.assertEqual(self.split(args, opts=opts), (args, opts))

    def test_args_object_as_keyword(self) -> None:
        args, opts = WidgetArgs(2), pulumi.ResourceOptions()
        self.assertEqual(self.split(args=args, opts=opts), (args, opts))
        self.assertEqual(self.split(opts, args=args), (args, opts))
        self.assertEqual(self.split(args=args), (args, None))

    def test_plain_keywords(self) -> None:
        opts = pulumi.ResourceOptions()
        self.assertEqual(self.split(size=3, opts=opts), (None, opts))
        self.assertEqual(self.split(size=3), (None, None))
        self.assertEqual(self.split(), (None, None))
        # A property that happens to be called `args` is not an args object.
        self.assertEqual(self.split(args="text"), (None, None))

    def test_opts_positional(self) -> None:
        opts = pulumi.ResourceOptions()
        self.assertEqual(self.split(opts), (None, opts))
        self.assertEqual(self.split(opts, size=3), (None, opts))


class LazyImportTests(unittest.TestCase):
    PACKAGE = f"{PREFIX}_lazy"

    @classmethod
    def setUpClass(cls) -> None:
        write(f"{cls.PACKAGE}/__init__.py", "")
        write(f"{cls.PACKAGE}/plain.py", RECORD + "VALUE = 42\n")
        write(f"{cls.PACKAGE}/eager.py", RECORD + "VALUE = 1\n")
        write(f"{cls.PACKAGE}/listed.py", RECORD + "VALUE = 3\n")
        write(
            f"{cls.PACKAGE}/selfclass/__init__.py",
            RECORD
            + textwrap.dedent(
                """
                import sys
                import types

                class _Exported(types.ModuleType):
                    @property
                    def computed(self):
                        return "from the property"

                VALUE = 7
                sys.modules[__name__].__class__ = _Exported
                """
            ),
        )
        write(f"{cls.PACKAGE}/parent/__init__.py", RECORD + "VALUE = 'parent'\n")
        write(f"{cls.PACKAGE}/parent/child.py", RECORD + "VALUE = 'child'\n")
        write(f"{cls.PACKAGE}/slow.py", RECORD + "import time\ntime.sleep(0.2)\nVALUE = 'slow'\n")
        write(
            f"{cls.PACKAGE}/flaky.py",
            RECORD + "if _probe.events.count(__name__) == 1:\n    raise RuntimeError('first run fails')\nVALUE = 'second'\n",
        )
        importlib.invalidate_caches()

    def test_loading_waits_for_first_attribute(self) -> None:
        name = f"{self.PACKAGE}.plain"
        module = FULL.lazy_import(name)
        self.assertIs(sys.modules[name], module)
        self.assertEqual(executed(name), 0)
        # Describing the module does not load it.
        self.assertEqual(module.__name__, name)
        self.assertIsNotNone(module.__spec__)
        repr(module)
        self.assertEqual(executed(name), 0)
        self.assertEqual(module.VALUE, 42)
        self.assertEqual(executed(name), 1)
        self.assertEqual(module.VALUE, 42)
        self.assertIn("VALUE", dir(module))
        self.assertIs(type(module), types.ModuleType)
        self.assertIs(importlib.import_module(name), module)
        self.assertEqual(executed(name), 1)

    def test_dir_loads(self) -> None:
        name = f"{self.PACKAGE}.listed"
        module = FULL.lazy_import(name)
        self.assertEqual(executed(name), 0)
        self.assertIn("VALUE", dir(module))
        self.assertEqual(executed(name), 1)

    def test_already_imported_module_is_returned(self) -> None:
        name = f"{self.PACKAGE}.eager"
        module = importlib.import_module(name)
        self.assertIs(FULL.lazy_import(name), module)
        self.assertEqual(executed(name), 1)

    def test_module_that_replaces_its_class(self) -> None:
        # The generated `config` package does this; some Python releases' LazyLoader lose it.
        name = f"{self.PACKAGE}.selfclass"
        module = FULL.lazy_import(name)
        self.assertEqual(executed(name), 0)
        self.assertEqual(module.computed, "from the property")
        self.assertEqual(module.VALUE, 7)
        self.assertEqual(type(module).__name__, "_Exported")
        self.assertEqual(executed(name), 1)

    def test_submodule_imported_while_parent_deferred(self) -> None:
        parent_name = f"{self.PACKAGE}.parent"
        parent = FULL.lazy_import(parent_name)
        child = importlib.import_module(f"{parent_name}.child")
        self.assertEqual(executed(parent_name), 0)
        self.assertEqual(parent.VALUE, "parent")
        self.assertIs(parent.child, child)
        self.assertEqual(executed(parent_name), 1)

    def test_concurrent_first_access_loads_once(self) -> None:
        name = f"{self.PACKAGE}.slow"
        module = FULL.lazy_import(name)
        seen: list[str] = []
        threads = [threading.Thread(target=lambda: seen.append(module.VALUE)) for _ in range(4)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        self.assertEqual(seen, ["slow"] * 4)
        self.assertEqual(executed(name), 1)

    def test_failed_load_is_retried(self) -> None:
        name = f"{self.PACKAGE}.flaky"
        module = FULL.lazy_import(name)
        with self.assertRaises(RuntimeError):
            module.VALUE
        self.assertEqual(module.VALUE, "second")

    def test_missing_module(self) -> None:
        with self.assertRaises(ModuleNotFoundError):
            FULL.lazy_import(f"{self.PACKAGE}.missing")


class RegisterTests(unittest.TestCase):
    PKG = "sdkgenutiltest"
    FQN = f"{PREFIX}_resources.widgets"
    WIDGET = "sdkgenutiltest:index/widget:Widget"
    PROVIDER = "pulumi:providers:sdkgenutiltest"
    imported_before = True
    imported_by_registration = True

    @classmethod
    def setUpClass(cls) -> None:
        write(f"{PREFIX}_resources/__init__.py", "")
        write(
            f"{PREFIX}_resources/widgets.py",
            RECORD
            + textwrap.dedent(
                """
                class Widget:
                    def __init__(self, name, opts):
                        self.name = name
                        self.opts = opts

                class Provider(Widget):
                    pass
                """
            ),
        )
        importlib.invalidate_caches()
        cls.imported_before = cls.FQN in sys.modules
        FULL.register(
            resource_modules=json.dumps(
                [{"pkg": cls.PKG, "mod": "index/widget", "fqn": cls.FQN, "classes": {cls.WIDGET: "Widget"}}]
            ),
            resource_packages=json.dumps(
                [{"pkg": cls.PKG, "token": cls.PROVIDER, "fqn": cls.FQN, "class": "Provider"}]
            ),
        )
        cls.imported_by_registration = (cls.FQN in sys.modules) or executed(cls.FQN) > 0

    def test_registration_imports_nothing(self) -> None:
        self.assertFalse(self.imported_before)
        self.assertFalse(self.imported_by_registration)

    def test_construct_builds_the_registered_class(self) -> None:
        module: Any = get_resource_module(self.PKG, "index/widget", "")
        self.assertIsNotNone(module)
        urn = "urn:pulumi:stack::project::sdkgenutiltest:index/widget:Widget::w1"
        widget = module.construct("w1", self.WIDGET, urn)
        self.assertIs(type(widget), sys.modules[self.FQN].Widget)
        self.assertEqual(widget.name, "w1")
        self.assertIsInstance(widget.opts, pulumi.ResourceOptions)
        self.assertEqual(widget.opts.urn, urn)
        self.assertEqual(executed(self.FQN), 1)
        with self.assertRaises(ValueError):
            module.construct("w2", "sdkgenutiltest:index/other:Other", urn)

    def test_construct_provider(self) -> None:
        package: Any = get_resource_package(self.PKG, "")
        self.assertIsNotNone(package)
        urn = "urn:pulumi:stack::project::pulumi:providers:sdkgenutiltest::p"
        provider = package.construct_provider("p", self.PROVIDER, urn)
        self.assertIs(type(provider), sys.modules[self.FQN].Provider)
        self.assertEqual(provider.opts.urn, urn)
        with self.assertRaises(ValueError):
            package.construct_provider("p", "pulumi:providers:other", urn)

    def test_registered_version(self) -> None:
        # FULL's version is 1.2.3: compatible requests find the module, other majors do not.
        self.assertIsNotNone(get_resource_module(self.PKG, "index/widget", "1.2.0"))
        self.assertIsNone(get_resource_module(self.PKG, "index/widget", "2.0.0"))
        self.assertIsNone(get_resource_package(self.PKG, "2.0.0"))


class DeprecatedTests(unittest.TestCase):
    def test_warns_and_calls_through(self) -> None:
        def old(x: int, *, y: int = 1) -> int:
            """Docs."""
            return x + y

        wrapped = FULL.deprecated("use new() instead")(old)
        self.assertEqual(wrapped.__name__, "old")
        self.assertEqual(wrapped.__doc__, "Docs.")
        self.assertIs(wrapped._pulumi_deprecated_callable, old)
        with mock.patch.object(pulumi.log, "warn") as log_warn, warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            self.assertEqual(wrapped(1, y=2), 3)
        self.assertEqual([str(w.message) for w in caught], ["use new() instead"])
        log_warn.assert_called_once_with("old is deprecated: use new() instead")

    def test_property_getter_stack(self) -> None:
        # Generated code stacks @property, @pulumi.getter and @_utilities.deprecated on getters.
        def old_name(self: Any) -> str:
            return "value"

        getter: Any = pulumi.getter(name="oldName")(FULL.deprecated("gone soon")(old_name))
        Thing = type("Thing", (), {"old_name": property(getter)})
        self.assertEqual(getter._pulumi_name, "oldName")
        self.assertIs(getter._pulumi_deprecated_callable, old_name)
        with mock.patch.object(pulumi.log, "warn"), warnings.catch_warnings():
            warnings.simplefilter("ignore")
            self.assertEqual(Thing().old_name, "value")

    def test_rejects_non_callables(self) -> None:
        with self.assertRaises(TypeError):
            FULL.deprecated("x")(42)


class CallPlainTests(unittest.TestCase):
    def setUp(self) -> None:
        self.loop = asyncio.new_event_loop()
        asyncio.set_event_loop(self.loop)
        self.addCleanup(self.loop.close)
        self.addCleanup(asyncio.set_event_loop, None)

    def call_returning(self, make_output: Any) -> Any:
        with mock.patch.object(pulumi.runtime, "call", lambda *args, **kwargs: make_output()):
            return FULL.call_plain("sdkgenutiltest:index/widget:Widget/size", {})

    def test_plain_value(self) -> None:
        self.assertEqual(self.call_returning(lambda: pulumi.Output.from_input({"size": 3})), {"size": 3})

    def test_secret_is_an_error(self) -> None:
        with self.assertRaisesRegex(AssertionError, "a secret value"):
            self.call_returning(lambda: pulumi.Output.secret(1))

    def test_unknown_is_an_error(self) -> None:
        def unknown() -> Any:
            value: asyncio.Future[None] = asyncio.Future()
            value.set_result(None)
            known: asyncio.Future[bool] = asyncio.Future()
            known.set_result(False)
            return pulumi.Output(set(), value, known)

        with self.assertRaisesRegex(AssertionError, "an unknown value"):
            self.call_returning(unknown)


if __name__ == "__main__":
    unittest.main()
