"""Sanity checks of api_surface.py on tiny fake packages: a package matches itself, and each kind
of breaking change (a class gone, a parameter renamed, an overload dropped, a wire name changed,
a re-export lost) is caught as the right missing fact.

Run: python -m unittest discover -s tests/python -p 'test_*.py'
"""

from __future__ import annotations

import contextlib
import io
import tempfile
import textwrap
import unittest
from pathlib import Path

import api_surface

# A miniature of what Pulumi's Python generator emits: a resource with overloaded __init__, its
# Args and private State classes, a function in plain and Output forms, an input TypedDict, an
# output type, and the config module whose class replaces the module object.
FAKE = {
    "__init__.py": """
        from . import _utilities
        import typing
        from .widget import *
        from .get_widget import *
        from ._inputs import *
        from . import outputs

        if typing.TYPE_CHECKING:
            import pulumi_fake.config as __config
            config = __config
        else:
            config = _utilities.lazy_import('pulumi_fake.config')
    """,
    "_utilities.py": """
        def get_env(*args):
            return None
        def lazy_import(name):
            return None
    """,
    "_inputs.py": """
        import pulumi
        from typing import TypedDict, NotRequired

        __all__ = ['WidgetPartArgs', 'WidgetPartArgsDict']

        class WidgetPartArgsDict(TypedDict):
            part_name: pulumi.Input[str]
            size: NotRequired[pulumi.Input[int]]

        @pulumi.input_type
        class WidgetPartArgs:
            def __init__(__self__, *, part_name, size=None):
                pass

            @property
            @pulumi.getter(name="partName")
            def part_name(self):
                return pulumi.get(self, "part_name")

            @part_name.setter
            def part_name(self, value):
                pulumi.set(self, "part_name", value)
    """,
    "outputs.py": """
        import pulumi

        __all__ = ['WidgetPart']

        @pulumi.output_type
        class WidgetPart(dict):
            def __init__(__self__, *, part_name, size=None):
                pass

            @property
            @pulumi.getter(name="partName")
            def part_name(self):
                return pulumi.get(self, "part_name")

            def get(self, key, default=None):
                return super().get(key, default)
    """,
    "widget.py": """
        import pulumi
        from typing import overload
        from . import _utilities

        __all__ = ['WidgetArgs', 'Widget']

        @pulumi.input_type
        class WidgetArgs:
            def __init__(__self__, *, display_name, api_key=None):
                pass

            @property
            @pulumi.getter(name="displayName")
            def display_name(self):
                return pulumi.get(self, "display_name")

        @pulumi.input_type
        class _WidgetState:
            def __init__(__self__, *, display_name=None):
                pass

        @pulumi.type_token("fake:index/widget:Widget")
        class Widget(pulumi.CustomResource):
            @overload
            def __init__(__self__, resource_name, opts=None, display_name=None, api_key=None,
                         __props__=None):
                ...
            @overload
            def __init__(__self__, resource_name, args, opts=None):
                ...
            def __init__(__self__, resource_name, *args, **kwargs):
                pass

            def _internal_init(__self__, resource_name, opts=None, display_name=None,
                               api_key=None, __props__=None):
                if api_key is None:
                    api_key = _utilities.get_env('FAKE_API_KEY')
                __props__.__dict__["api_key"] = None if api_key is None else pulumi.Output.secret(api_key)
                secret_opts = pulumi.ResourceOptions(additional_secret_outputs=["apiKey"])
                super(Widget, __self__).__init__('fake:index/widget:Widget', resource_name,
                                                 __props__, opts)

            @staticmethod
            def get(resource_name, id, opts=None, display_name=None):
                pass

            @property
            @pulumi.getter(name="displayName")
            def display_name(self):
                return pulumi.get(self, "display_name")

            @property
            @pulumi.getter
            def size(self):
                return pulumi.get(self, "size")
    """,
    "get_widget.py": """
        import pulumi

        __all__ = ['GetWidgetResult', 'get_widget', 'get_widget_output']

        @pulumi.output_type
        class GetWidgetResult:
            def __init__(__self__, display_name=None, id=None):
                pass

        def get_widget(display_name=None, opts=None):
            __args__ = dict()
            __args__['displayName'] = display_name
            return pulumi.runtime.invoke('fake:index/getWidget:getWidget', __args__, opts=opts)

        def get_widget_output(display_name=None, opts=None):
            __args__ = dict()
            __args__['displayName'] = display_name
            return pulumi.runtime.invoke_output('fake:index/getWidget:getWidget', __args__)
    """,
    "config/__init__.py": """
        import sys
        from .vars import _ExportableConfig

        sys.modules[__name__].__class__ = _ExportableConfig
    """,
    "config/__init__.pyi": """
        from typing import Optional
        apiKey: Optional[str]
    """,
    "config/vars.py": """
        import types
        import pulumi
        from .. import _utilities

        __config__ = pulumi.Config('fake')

        class _ExportableConfig(types.ModuleType):
            @property
            def api_key(self):
                return __config__.get('apiKey') or _utilities.get_env('FAKE_API_KEY')
    """,
    "py.typed": "",
    "pulumi-plugin.json": '{"resource": true, "name": "fake", "version": "1.2.3"}',
}

# The same package's `__init__` as the generated (lazy-loading) one is written: names for type
# checkers under TYPE_CHECKING, served at runtime by a module __getattr__ from a table.
LAZY_INIT = """
    from . import _utilities
    import importlib
    import typing

    if typing.TYPE_CHECKING:
        from .widget import *
        from .get_widget import *
        from ._inputs import *
        from . import outputs
        import pulumi_fake.config as __config
        config = __config
    else:
        _EXPORTS = {
            'WidgetArgs': '.widget',
            'Widget': '.widget',
            'GetWidgetResult': '.get_widget',
            'get_widget': '.get_widget',
            'get_widget_output': '.get_widget',
            'WidgetPartArgs': '._inputs',
            'WidgetPartArgsDict': '._inputs',
        }
        outputs = _utilities.lazy_import(__name__ + '.outputs')
        config = _utilities.lazy_import('pulumi_fake.config')

        def __getattr__(name):
            module = _EXPORTS.get(name)
            if module is None:
                raise AttributeError(name)
            return getattr(importlib.import_module(module, __name__), name)

    __all__ = [
        'WidgetArgs',
        'Widget',
        'GetWidgetResult',
        'get_widget',
        'get_widget_output',
        'WidgetPartArgs',
        'WidgetPartArgsDict',
        'outputs',
        'config',
    ]
"""


def write_package(root: Path, files: dict[str, str], name: str = "pulumi_fake") -> Path:
    pkg = root / name
    for rel, text in files.items():
        path = pkg / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(textwrap.dedent(text).lstrip("\n"), encoding="utf-8")
    return pkg


def edited(rel: str, old: str, new: str, files: dict[str, str] | None = None) -> dict[str, str]:
    """FAKE with one textual replacement in one file (which must apply exactly once)."""
    files = dict(files or FAKE)
    text = textwrap.dedent(files[rel])
    assert text.count(old) == 1, f"{old!r} occurs {text.count(old)} times in {rel}"
    files[rel] = text.replace(old, new)
    return files


class ApiSurfaceTest(unittest.TestCase):
    def setUp(self) -> None:
        tmp = tempfile.TemporaryDirectory()
        self.addCleanup(tmp.cleanup)
        self.tmp = Path(tmp.name)
        self.reference = write_package(self.tmp / "reference", FAKE)

    def candidate(self, files: dict[str, str]) -> Path:
        return write_package(self.tmp / "candidate", files)

    def compare(self, files: dict[str, str]) -> api_surface.Comparison:
        return api_surface.compare(self.reference, self.candidate(files))

    def assert_missing(self, files: dict[str, str], *facts: str) -> api_surface.Comparison:
        result = self.compare(files)
        self.assertFalse(result.ok)
        self.assertLess(result.coverage, 100.0)
        for fact in facts:
            self.assertIn(fact, result.missing)
        return result

    # -- what the surface holds

    def test_facts_of_the_fake_package(self) -> None:
        facts = api_surface.extract(self.reference).facts
        expected = {
            "module pulumi_fake",
            "module pulumi_fake._inputs",
            "module pulumi_fake.config.vars",
            "export pulumi_fake.Widget",
            "export pulumi_fake.WidgetPartArgsDict",
            "export pulumi_fake.get_widget_output",
            "export pulumi_fake.outputs",
            "export pulumi_fake.config",
            "all pulumi_fake.widget.WidgetArgs",
            "class pulumi_fake.widget.Widget",
            "base pulumi_fake.widget.Widget CustomResource",
            "decorator pulumi_fake.widget.WidgetArgs input_type",
            "class pulumi_fake._inputs.WidgetPartArgs",
            "field pulumi_fake._inputs.WidgetPartArgsDict.part_name",
            "field pulumi_fake._inputs.WidgetPartArgsDict.size notrequired",
            "property pulumi_fake.widget.Widget.display_name wire=displayName",
            "property pulumi_fake.widget.Widget.size wire=size",
            "setter pulumi_fake._inputs.WidgetPartArgs.part_name",
            "init-overload pulumi_fake.widget.Widget "
            "(resource_name:pos, opts:pos=, display_name:pos=, api_key:pos=)",
            "init-overload pulumi_fake.widget.Widget (resource_name:pos, args:pos, opts:pos=)",
            "init pulumi_fake.widget.WidgetArgs (display_name:kw, api_key:kw=)",
            "init pulumi_fake.get_widget.GetWidgetResult (display_name:pos=, id:pos=)",
            "method pulumi_fake.widget.Widget.get static "
            "(resource_name:pos, id:pos, opts:pos=, display_name:pos=)",
            "method pulumi_fake.outputs.WidgetPart.get (key:pos, default:pos=)",
            "function pulumi_fake.get_widget.get_widget (display_name:pos=, opts:pos=)",
            "token pulumi_fake.get_widget.get_widget fake:index/getWidget:getWidget",
            "token pulumi_fake.get_widget.get_widget_output fake:index/getWidget:getWidget",
            "token pulumi_fake.widget.Widget fake:index/widget:Widget",
            "arg pulumi_fake.get_widget.get_widget.display_name wire=displayName",
            "secret-input pulumi_fake.widget.Widget.api_key",
            "resource-option pulumi_fake.widget.Widget additional_secret_outputs=apiKey",
            "env pulumi_fake.widget.Widget FAKE_API_KEY",
            "env pulumi_fake.config.api_key FAKE_API_KEY",
            "attr pulumi_fake.config.api_key",
            "attr pulumi_fake.config.apiKey",
            "data-file pulumi_fake/py.typed",
            'plugin pulumi_fake name="fake"',
        }
        self.assertEqual(expected - facts, set())
        # Private classes, the implementation __init__ of an overloaded class, `_` parameters,
        # `_utilities`, and the build-stamped plugin version are not API.
        for fact in facts:
            self.assertNotIn("_WidgetState", fact)
            self.assertNotIn("_ExportableConfig", fact)
            self.assertNotIn("_utilities", fact)
            self.assertNotIn("__props__", fact)
            self.assertNotIn("*", fact.replace("pos=", ""))
            self.assertNotIn("version", fact)
        self.assertEqual(api_surface.extract(self.reference).problems, [])

    def test_package_root_or_package_dir(self) -> None:
        (self.reference.parent / "pyproject.toml").write_text("[project]\nname='x'\n")
        self.assertEqual(
            api_surface.extract(self.reference.parent).facts,
            api_surface.extract(self.reference).facts,
        )

    # -- comparisons

    def test_identical_package_is_complete(self) -> None:
        result = self.compare(FAKE)
        self.assertTrue(result.ok)
        self.assertEqual(result.coverage, 100.0)
        self.assertEqual(result.missing | result.extra, set())

    def test_deleted_class(self) -> None:
        files = edited("outputs.py", "class WidgetPart(dict):", "class _WidgetPart(dict):")
        self.assert_missing(
            files,
            "class pulumi_fake.outputs.WidgetPart",
            "property pulumi_fake.outputs.WidgetPart.part_name wire=partName",
        )

    def test_renamed_parameter(self) -> None:
        files = edited("widget.py", "def __init__(__self__, resource_name, args, opts=None):",
                       "def __init__(__self__, resource_name, arguments, opts=None):")
        self.assert_missing(
            files,
            "init-overload pulumi_fake.widget.Widget (resource_name:pos, args:pos, opts:pos=)",
        )

    def test_parameter_losing_its_default_or_becoming_keyword_only(self) -> None:
        files = edited("get_widget.py", "def get_widget(display_name=None, opts=None):",
                       "def get_widget(*, display_name=None, opts=None):")
        self.assert_missing(
            files, "function pulumi_fake.get_widget.get_widget (display_name:pos=, opts:pos=)"
        )
        files = edited("widget.py", "def __init__(__self__, *, display_name, api_key=None):",
                       "def __init__(__self__, *, display_name, api_key):")
        self.assert_missing(files, "init pulumi_fake.widget.WidgetArgs (display_name:kw, api_key:kw=)")

    def test_dropped_overload(self) -> None:
        files = edited(
            "widget.py",
            "    @overload\n    def __init__(__self__, resource_name, args, opts=None):\n"
            "        ...\n",
            "",
        )
        result = self.assert_missing(
            files,
            "init-overload pulumi_fake.widget.Widget (resource_name:pos, args:pos, opts:pos=)",
        )
        self.assertEqual(len(result.missing), 1)

    def test_overload_order_does_not_matter(self) -> None:
        text = textwrap.dedent(FAKE["widget.py"])
        first = "    @overload\n    def __init__(__self__, resource_name, opts=None, display_name"
        second = "    @overload\n    def __init__(__self__, resource_name, args, opts=None):\n        ...\n"
        start, end = text.index(first), text.index(second)
        swapped = text[:start] + second + text[start:end] + text[end + len(second):]
        self.assertNotEqual(swapped, text)
        self.assertTrue(self.compare({**FAKE, "widget.py": swapped}).ok)

    def test_changed_wire_name(self) -> None:
        # The resource's getter (the Args class has the same one, left as it is).
        getter = '    @pulumi.getter(name="displayName")\n    def display_name(self):\n'
        files = edited("widget.py", getter + '        return pulumi.get(self, "display_name")\n\n'
                       "    @property\n    @pulumi.getter\n",
                       getter.replace('"displayName"', '"display_name"')
                       + '        return pulumi.get(self, "display_name")\n\n'
                       "    @property\n    @pulumi.getter\n")
        result = self.assert_missing(
            files, "property pulumi_fake.widget.Widget.display_name wire=displayName"
        )
        self.assertIn("property pulumi_fake.widget.Widget.display_name wire=display_name",
                      result.extra)

    def test_changed_token_and_function_wire_name(self) -> None:
        files = edited("get_widget.py", "invoke_output('fake:index/getWidget:getWidget'",
                       "invoke_output('fake:index/getwidget:getWidget'")
        self.assert_missing(
            files, "token pulumi_fake.get_widget.get_widget_output fake:index/getWidget:getWidget"
        )
        plain = "def get_widget(display_name=None, opts=None):\n    __args__ = dict()\n"
        files = edited("get_widget.py", plain + "    __args__['displayName'] = display_name\n",
                       plain + "    __args__['display_name'] = display_name\n")
        self.assert_missing(files, "arg pulumi_fake.get_widget.get_widget.display_name wire=displayName")

    def test_secret_no_longer_wrapped(self) -> None:
        files = edited("widget.py", "None if api_key is None else pulumi.Output.secret(api_key)",
                       "api_key")
        self.assert_missing(files, "secret-input pulumi_fake.widget.Widget.api_key")

    def test_config_module_attribute(self) -> None:
        files = edited("config/vars.py", "def api_key(self):", "def apikey(self):")
        self.assert_missing(files, "attr pulumi_fake.config.api_key")

    def test_lost_reexport(self) -> None:
        files = edited("__init__.py", "from .get_widget import *\n", "")
        self.assert_missing(files, "export pulumi_fake.get_widget", "export pulumi_fake.GetWidgetResult")

    def test_missing_py_typed(self) -> None:
        files = {k: v for k, v in FAKE.items() if k != "py.typed"}
        self.assert_missing(files, "data-file pulumi_fake/py.typed")

    # -- lazy loading

    def test_lazy_init_gives_the_same_exports_as_eager(self) -> None:
        result = self.compare({**FAKE, "__init__.py": LAZY_INIT})
        self.assertEqual(result.missing, set())
        self.assertEqual(result.candidate.problems, [])
        self.assertTrue(result.ok)

    def test_lazy_init_with_module_list(self) -> None:
        lazy = """
            import typing
            if typing.TYPE_CHECKING:
                from .widget import *
                from .get_widget import *
                from ._inputs import *
            from . import outputs
            from . import config

            _MODULES = ['.widget', '.get_widget', '._inputs']

            def __getattr__(name):
                raise AttributeError(name)
        """
        self.assertTrue(self.compare({**FAKE, "__init__.py": lazy}).ok)

    def test_all_naming_a_subpackage_exports_only_it(self) -> None:
        # A lazily loading package whose only member is a subpackage: `__all__ = ['v1']` names
        # `v1`, not what `v1` defines.
        files = {
            **FAKE,
            "tree/__init__.py": """
                import typing
                from .. import _utilities
                if typing.TYPE_CHECKING:
                    import pulumi_fake.tree.v1 as __v1
                    v1 = __v1
                else:
                    v1 = _utilities.lazy_import('pulumi_fake.tree.v1')
                    def __getattr__(name):
                        raise AttributeError(name)
                __all__ = ['v1']
            """,
            "tree/v1/__init__.py": """
                class Nursery:
                    pass
            """,
        }
        facts = api_surface.extract(self.candidate(files)).facts
        self.assertIn("export pulumi_fake.tree.v1", facts)
        self.assertNotIn("export pulumi_fake.tree.Nursery", facts)

    def test_package_ref_is_a_fact(self) -> None:
        files = edited(
            "get_widget.py",
            "return pulumi.runtime.invoke('fake:index/getWidget:getWidget', __args__, opts=opts)",
            "return pulumi.runtime.invoke('fake:index/getWidget:getWidget', __args__, opts=opts, "
            "package_ref=_utilities.get_package())",
        )
        # A package that loses its package references is missing the fact.
        result = api_surface.compare(self.candidate(files), self.reference)
        self.assertIn("package-ref pulumi_fake.get_widget.get_widget invoke", result.missing)

    def test_lazy_table_missing_a_name(self) -> None:
        files = edited("__init__.py", "'get_widget_output': '.get_widget',\n", "",
                       {**FAKE, "__init__.py": LAZY_INIT})
        result = self.compare(files)
        self.assertFalse(result.ok)
        self.assertTrue(any("get_widget_output" in p for p in result.candidate.problems),
                        result.candidate.problems)

    def test_lazy_table_pointing_at_the_wrong_module(self) -> None:
        files = edited("__init__.py", "'get_widget': '.get_widget',", "'get_widget': '.widget',",
                       {**FAKE, "__init__.py": LAZY_INIT})
        result = self.compare(files)
        self.assertFalse(result.ok)
        self.assertTrue(any("'get_widget' points at pulumi_fake.widget" in p
                            for p in result.candidate.problems), result.candidate.problems)

    def test_type_checking_imports_without_getattr(self) -> None:
        files = edited("__init__.py", "def __getattr__(name):", "def _getattr(name):",
                       {**FAKE, "__init__.py": LAZY_INIT})
        result = self.compare(files)
        self.assertFalse(result.ok)
        self.assertTrue(any("TYPE_CHECKING" in p for p in result.candidate.problems))

    def test_all_naming_an_undefined_name_is_a_problem(self) -> None:
        files = edited("outputs.py", "class WidgetPart(dict):", "class Part(dict):")
        result = self.compare(files)
        self.assertTrue(any("__all__ names what the module does not define: WidgetPart" in p
                            for p in result.candidate.problems), result.candidate.problems)

    def test_unparseable_candidate_fails(self) -> None:
        result = self.compare({**FAKE, "get_widget.py": "def broken(:\n"})
        self.assertFalse(result.ok)
        self.assertTrue(any("cannot be parsed" in p for p in result.candidate.problems))

    # -- command line

    def run_cli(self, *args: str) -> tuple[int, str]:
        out = io.StringIO()
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(io.StringIO()):
            code = api_surface.main(list(args))
        return code, out.getvalue()

    def test_cli_compare(self) -> None:
        code, out = self.run_cli("compare", str(self.reference), str(self.reference))
        self.assertEqual(code, 0)
        self.assertIn("API coverage: 100.00%", out)

        candidate = self.candidate(edited("outputs.py", "class WidgetPart(dict):",
                                          "class Part(dict):"))
        report = self.tmp / "report.txt"
        code, out = self.run_cli("compare", str(self.reference), str(candidate),
                                 "--report", str(report))
        self.assertEqual(code, 1)
        self.assertIn("[class]\n    class pulumi_fake.outputs.WidgetPart\n", out)
        self.assertIn("Extra facts in the candidate (not a failure):", out)
        self.assertIn("class pulumi_fake.outputs.Part", report.read_text())

    def test_cli_dump(self) -> None:
        code, out = self.run_cli("dump", str(self.reference))
        self.assertEqual(code, 0)
        lines = out.splitlines()
        self.assertEqual(lines, sorted(lines))
        self.assertIn("class pulumi_fake.widget.Widget", lines)

    def test_coverage_never_rounds_up_to_complete(self) -> None:
        self.assertEqual(api_surface.format_percent(100 * 99_999 / 100_000), "99.99%")
        self.assertEqual(api_surface.format_percent(100.0), "100.00%")


if __name__ == "__main__":
    unittest.main()
