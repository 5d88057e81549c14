#!/usr/bin/env python3
"""Extract and compare the public API of Pulumi-style Python SDK packages, statically.

The packages are never imported: every file is read with `ast`, so a broken or half-written
package can still be measured, and nothing needs `pulumi` installed.

The API surface is a flat set of normalized *facts*, one string each, ``KIND QUALNAME [DETAIL]``,
so that comparing two packages is set arithmetic. Fact kinds:

  module          a module (.py or .pyi; `pkg/__init__.py` -> `pkg`)
  all             a name in a module's `__all__`
  export          a name a package `__init__` makes available: `from .x import *` (eager, or under
                  `if TYPE_CHECKING:` for lazy loading), `from .x import a`, `from . import m`,
                  `name = ...`, or a lazy-loading table read by a module `__getattr__`
  attr            a module attribute declared in a `.pyi` stub, or a property of the
                  `types.ModuleType` subclass that replaces the module (`config/vars.py` pattern)
  class           a public class (nested classes too: `pkg.mod.Outer.Inner`)
  base            a base class of a class (last dotted component: `pulumi.CustomResource` ->
                  `CustomResource`)
  decorator       a class decorator (last dotted component: `pulumi.input_type` -> `input_type`)
  deprecated      a class or function decorated with `..deprecated(...)`
  property        a property getter, with `wire=NAME` when decorated with `@pulumi.getter`
  setter          a property setter
  field           a class-level annotated name (TypedDict keys), ` notrequired` when so
  member          a class-level assignment (enum members), with its value when a literal
  init            the signature of a class's `__init__` (when it is not overloaded)
  init-overload   one `@overload` signature of `__init__` (the implementation is then ignored)
  method          a public method's signature (`static`/`classmethod` noted)
  method-overload one `@overload` signature of a public method
  function        a public module-level function's signature
  function-overload  one `@overload` signature of a module-level function
  token           a type token: the first string argument of `pulumi.runtime.invoke`,
                  `invoke_output`, `invoke_async`, `call`, `super().__init__`, or of
                  `@pulumi.type_token(...)`; recorded on the innermost public function or class
  package-ref     a call that sends a `package_ref` (a parameterized package's registration,
                  invokes, calls and existence checks), by the called function's name
  arg             the wire name a function or method sends an argument under
                  (`__args__['displayName'] = display_name`)
  secret-input    a resource input wrapped with `pulumi.Output.secret` before it is registered
  resource-option a list-of-strings `pulumi.ResourceOptions(...)` keyword a resource always sets
                  (`additional_secret_outputs`, `replace_on_changes`), one fact per item
  env             the environment variables read as a default (`_utilities.get_env(...)`)
  data-file       a non-Python file shipped in the package (py.typed, pulumi-plugin.json)
  plugin          a key of pulumi-plugin.json other than `version`

Signatures are `(name:KIND[=], ...)` where KIND is `posonly`, `pos`, `kw`, `*` (for *args) or
`**` (for **kwargs) and a trailing `=` means "has a default". The first parameter of an instance
or class method (`self`, `__self__`, `cls`) and parameters whose name starts with `_`
(`__props__`) are left out. Docstrings, annotations and default values are not part of the
surface. Names starting with `_` are private (except `__init__`, which is recorded as
`init`/`init-overload`), per class/function name: the module `_inputs` is public because its
classes are re-exported. The `_utilities` module is ignored.

Usage:
  python api_surface.py dump DIR
  python api_surface.py compare REFERENCE_DIR CANDIDATE_DIR [--report FILE]

DIR is the package directory (`.../pulumi_x`) or a directory holding exactly one package (a
pyproject root or an unpacked wheel). `compare` prints the coverage of the reference's facts by
the candidate and exits 1 below 100% (or when the candidate has structural problems, e.g. a file
that does not parse), 0 otherwise; extra facts in the candidate are reported, never a failure.
"""

from __future__ import annotations

import argparse
import ast
import json
import math
import sys
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path

IGNORED_MODULES = {"_utilities"}
# Calls whose first string argument is a type token.
TOKEN_CALLS = {"invoke", "invoke_output", "invoke_async", "invoke_single", "call", "call_output"}
DATA_FILES = {"py.typed", "pulumi-plugin.json"}


@dataclass
class Surface:
    package: str
    facts: set[str] = field(default_factory=set)
    # Structural problems (unparseable files, lazy exports that point nowhere): a candidate with
    # problems fails the comparison whatever its coverage.
    problems: list[str] = field(default_factory=list)


@dataclass
class ModuleInfo:
    name: str
    is_package: bool
    trees: list[tuple[Path, ast.Module]]  # the .py and/or .pyi of the module


# ---------------------------------------------------------------------------------------------
# Finding the package and its modules


def find_package_dir(path: Path) -> Path:
    """The package directory: `path` itself, or the single package directly inside it."""
    if (path / "__init__.py").is_file():
        return path
    candidates = sorted(
        p for p in path.iterdir() if p.is_dir() and (p / "__init__.py").is_file()
    ) if path.is_dir() else []
    pulumi_like = [p for p in candidates if p.name.startswith("pulumi_")]
    chosen = pulumi_like or candidates
    if len(chosen) != 1:
        names = ", ".join(p.name for p in chosen) or "none"
        raise SystemExit(f"api_surface: {path}: expected one Python package inside, found {names}")
    return chosen[0]


def load_modules(pkg_dir: Path, surface: Surface) -> dict[str, ModuleInfo]:
    modules: dict[str, ModuleInfo] = {}
    for path in sorted(pkg_dir.rglob("*")):
        rel = path.relative_to(pkg_dir)
        if "__pycache__" in rel.parts or not path.is_file():
            continue
        if path.suffix not in (".py", ".pyi"):
            if path.name in DATA_FILES:
                surface.facts.add(f"data-file {pkg_dir.name}/{rel.as_posix()}")
            continue
        parts = [pkg_dir.name, *rel.with_suffix("").parts]
        is_package = parts[-1] == "__init__"
        if is_package:
            parts.pop()
        if any(p in IGNORED_MODULES for p in parts):
            continue
        name = ".".join(parts)
        try:
            tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        except (SyntaxError, UnicodeDecodeError, ValueError) as err:
            surface.problems.append(f"{rel}: cannot be parsed: {err}")
            continue
        info = modules.setdefault(name, ModuleInfo(name, is_package, []))
        info.trees.append((path, tree))
    plugin = pkg_dir / "pulumi-plugin.json"
    if plugin.is_file():
        try:
            data = json.loads(plugin.read_text(encoding="utf-8"))
        except ValueError as err:
            surface.problems.append(f"pulumi-plugin.json: invalid JSON: {err}")
        else:
            for key, value in sorted(data.items()):
                # The version is stamped at build time, not given by the schema.
                if key != "version":
                    surface.facts.add(f"plugin {pkg_dir.name} {key}={json.dumps(value, sort_keys=True)}")
    return modules


# ---------------------------------------------------------------------------------------------
# Small AST helpers


def dotted(node: ast.AST) -> str:
    """`a.b.c` for Name/Attribute chains (calls and subscripts look through to their target)."""
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        inner = dotted(node.value)
        return f"{inner}.{node.attr}" if inner else node.attr
    if isinstance(node, ast.Call):
        return dotted(node.func)
    if isinstance(node, ast.Subscript):
        return dotted(node.value)
    return ""


def last(name: str) -> str:
    return name.rsplit(".", 1)[-1]


def is_public(name: str) -> bool:
    return not name.startswith("_")


def str_const(node: ast.AST | None) -> str | None:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    return None


def str_list(node: ast.AST | None) -> list[str] | None:
    """The strings of a list/tuple/set literal of string constants, else None."""
    if isinstance(node, (ast.List, ast.Tuple, ast.Set)):
        items = [str_const(e) for e in node.elts]
        if all(i is not None for i in items):
            return [i for i in items if i is not None]
    return None


def is_type_checking_test(test: ast.AST) -> bool:
    return last(dotted(test)) == "TYPE_CHECKING"


def top_level_statements(body: list[ast.stmt]) -> list[tuple[ast.stmt, bool]]:
    """Statements of a module or class body, looking inside `if`/`try`/`with` blocks (the
    definitions generated code puts under `if sys.version_info ...` or `if not MYPY:`), each
    with whether it sits under `if TYPE_CHECKING:`."""
    out: list[tuple[ast.stmt, bool]] = []

    def walk(stmts: list[ast.stmt], type_checking: bool) -> None:
        for stmt in stmts:
            out.append((stmt, type_checking))
            if isinstance(stmt, ast.If):
                walk(stmt.body, type_checking or is_type_checking_test(stmt.test))
                walk(stmt.orelse, type_checking)
            elif isinstance(stmt, ast.Try):
                walk(stmt.body, type_checking)
                for handler in stmt.handlers:
                    walk(handler.body, type_checking)
                walk(stmt.orelse, type_checking)
                walk(stmt.finalbody, type_checking)
            elif isinstance(stmt, (ast.With,)):
                walk(stmt.body, type_checking)

    walk(body, False)
    return out


def decorator_names(node: ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef) -> list[str]:
    return [dotted(d) for d in node.decorator_list]


def signature(fn: ast.FunctionDef | ast.AsyncFunctionDef, drop_first: bool) -> str:
    a = fn.args
    params: list[str] = []
    positional = [(p, "posonly") for p in a.posonlyargs] + [(p, "pos") for p in a.args]
    # Defaults align with the end of the positional parameters.
    first_default = len(positional) - len(a.defaults)
    for i, (p, kind) in enumerate(positional):
        if drop_first and i == 0:
            continue
        if is_public(p.arg):
            params.append(f"{p.arg}:{kind}{'=' if i >= first_default else ''}")
    if a.vararg is not None:
        params.append(f"{a.vararg.arg}:*")
    for p, default in zip(a.kwonlyargs, a.kw_defaults):
        if is_public(p.arg):
            params.append(f"{p.arg}:kw{'=' if default is not None else ''}")
    if a.kwarg is not None:
        params.append(f"{a.kwarg.arg}:**")
    return "(" + ", ".join(params) + ")"


def getter_wire_name(fn: ast.FunctionDef | ast.AsyncFunctionDef) -> str | None:
    """The wire name `@pulumi.getter` / `@pulumi.getter(name="x")` gives a property."""
    for dec in fn.decorator_list:
        if last(dotted(dec)) != "getter":
            continue
        if isinstance(dec, ast.Call):
            for kw in dec.keywords:
                if kw.arg == "name" and str_const(kw.value) is not None:
                    return str_const(kw.value)
            if dec.args and str_const(dec.args[0]) is not None:
                return str_const(dec.args[0])
        return fn.name
    return None


# ---------------------------------------------------------------------------------------------
# Facts from bodies of functions and classes (tokens, wire names, secrets, options, env vars)


class BodyScanner(ast.NodeVisitor):
    """Walks a class or function and records tokens and the other behaviour facts on the
    innermost public definition (a private helper such as `_internal_init` counts for its
    class)."""

    def __init__(self, facts: set[str], owner: str) -> None:
        self.facts = facts
        self.owners = [owner]

    def _owner(self) -> str:
        return self.owners[-1]

    def visit_FunctionDef(self, node: ast.FunctionDef) -> None:
        self._visit_def(node)

    def visit_AsyncFunctionDef(self, node: ast.AsyncFunctionDef) -> None:
        self._visit_def(node)

    def _visit_def(self, node: ast.FunctionDef | ast.AsyncFunctionDef) -> None:
        public = is_public(node.name)
        if public:
            self.owners.append(f"{self._owner()}.{node.name}")
        self.generic_visit(node)
        if public:
            self.owners.pop()

    def visit_ClassDef(self, node: ast.ClassDef) -> None:
        # Nested classes are scanned on their own (see ModuleScanner.scan_class).
        return

    def visit_Call(self, node: ast.Call) -> None:
        func = dotted(node.func)
        name = last(func)
        first = str_const(node.args[0]) if node.args else None
        is_super_init = (
            name == "__init__"
            and isinstance(node.func, ast.Attribute)
            and isinstance(node.func.value, ast.Call)
            and dotted(node.func.value.func) == "super"
        )
        if first is not None and (name in TOKEN_CALLS or is_super_init):
            self.facts.add(f"token {self._owner()} {first}")
        if any(kw.arg == "package_ref" for kw in node.keywords):
            self.facts.add(f"package-ref {self._owner()} {name}")
        if name == "ResourceOptions":
            for kw in node.keywords:
                items = str_list(kw.value)
                if kw.arg and items is not None:
                    for item in items:
                        self.facts.add(f"resource-option {self._owner()} {kw.arg}={item}")
        if name.startswith("get_env"):
            names = [str_const(a) for a in node.args]
            if names and all(n is not None for n in names):
                self.facts.add(f"env {self._owner()} {','.join(n for n in names if n)}")
        self.generic_visit(node)

    def visit_Assign(self, node: ast.Assign) -> None:
        for target in node.targets:
            if not isinstance(target, ast.Subscript):
                continue
            key = str_const(target.slice)
            holder = dotted(target.value)
            if key is None:
                continue
            if holder == "__args__":
                params = [n.id for n in ast.walk(node.value) if isinstance(n, ast.Name)]
                param = params[0] if params else "?"
                self.facts.add(f"arg {self._owner()}.{param} wire={key}")
            elif holder.endswith("__props__.__dict__"):
                if any(
                    isinstance(n, ast.Call) and dotted(n.func).endswith("Output.secret")
                    for n in ast.walk(node.value)
                ):
                    self.facts.add(f"secret-input {self._owner()}.{key}")
        self.generic_visit(node)


# ---------------------------------------------------------------------------------------------
# Module scanning


class ModuleScanner:
    def __init__(self, surface: Surface, modules: dict[str, ModuleInfo]) -> None:
        self.surface = surface
        self.facts = surface.facts
        self.modules = modules
        self._names_cache: dict[str, set[str] | None] = {}
        self._lazy_cache: dict[tuple[str, int], set[str]] = {}

    # -- module-level names

    def all_names(self, module: str) -> list[str] | None:
        """`__all__` of a module, if it has a static one."""
        info = self.modules.get(module)
        if info is None:
            return None
        found: list[str] | None = None
        for _path, tree in info.trees:
            for stmt, _tc in top_level_statements(tree.body):
                value: ast.AST | None = None
                if isinstance(stmt, ast.Assign) and any(
                    isinstance(t, ast.Name) and t.id == "__all__" for t in stmt.targets
                ):
                    value, found = stmt.value, []
                elif isinstance(stmt, ast.AnnAssign) and dotted(stmt.target) == "__all__":
                    value, found = stmt.value, []
                elif isinstance(stmt, ast.AugAssign) and dotted(stmt.target) == "__all__":
                    value = stmt.value
                items = str_list(value) if value is not None else None
                if items is not None:
                    found = (found or []) + items
        return found

    def defined_names(self, module: str) -> set[str] | None:
        """Public names a `from module import *` brings: `__all__`, else the module's public
        top-level classes, functions and assignments (not its imports). None: no such module."""
        if module in self._names_cache:
            return self._names_cache[module]
        self._names_cache[module] = set()  # guards against import cycles
        info = self.modules.get(module)
        if info is None:
            self._names_cache[module] = None
            return None
        explicit = self.all_names(module)
        names: set[str] = set(explicit) if explicit is not None else set()
        if explicit is None:
            for _path, tree in info.trees:
                for stmt, _tc in top_level_statements(tree.body):
                    names.update(n for n in bound_names(stmt) if is_public(n))
        self._names_cache[module] = names
        return names

    def resolve_relative(self, module: ModuleInfo, level: int, name: str | None) -> str:
        base = module.name.split(".")
        if not module.is_package:
            base = base[:-1]
        if level > 1:
            base = base[: len(base) - (level - 1)]
        return ".".join(base + ([name] if name else []))

    # -- scanning

    def scan(self, info: ModuleInfo) -> None:
        self.facts.add(f"module {info.name}")
        for name in self.all_names(info.name) or []:
            self.facts.add(f"all {info.name}.{name}")
        self.check_all(info)
        for path, tree in info.trees:
            statements = top_level_statements(tree.body)
            for stmt, _tc in statements:
                if isinstance(stmt, ast.ClassDef) and is_public(stmt.name):
                    self.scan_class(stmt, f"{info.name}.{stmt.name}")
            self.scan_functions([s for s, _ in statements], info.name, in_class=False)
            if path.suffix == ".pyi":
                for stmt, _tc in statements:
                    if isinstance(stmt, (ast.Assign, ast.AnnAssign)):
                        for name in bound_names(stmt):
                            if is_public(name):
                                self.facts.add(f"attr {info.name}.{name}")
            self.scan_module_class_swap(info, statements)
            if info.is_package:
                self.scan_exports(info, path, statements)

    def check_all(self, info: ModuleInfo) -> None:
        """Every name in `__all__` must exist, or `from module import *` raises."""
        declared = self.all_names(info.name)
        if not declared:
            return
        defined: set[str] = set()
        for path, tree in info.trees:
            statements = top_level_statements(tree.body)
            defined |= self.eager_names(info, statements)
            for stmt, type_checking in statements:
                if isinstance(stmt, (ast.Import, ast.ImportFrom)) and not type_checking:
                    defined.update((a.asname or a.name).split(".")[0] for a in stmt.names)
        if self.has_getattr(statements_of(info)):
            # A module __getattr__ serves the rest (PEP 562; `import *` goes through it too):
            # the names of its table, if we can read one, else we cannot tell.
            lazy = self.lazy_exports(info, statements_of(info))
            if not lazy:
                return
            defined |= lazy
        undefined = sorted(set(declared) - defined)
        if undefined:
            self.surface.problems.append(
                f"{info.name}: __all__ names what the module does not define: "
                f"{', '.join(undefined[:5])}"
            )

    def scan_functions(self, stmts: list[ast.stmt], owner: str, in_class: bool) -> None:
        """Signatures of the public functions (or methods) among `stmts`; with `@overload`
        variants only the overloads count, as they are what a type checker sees."""
        by_name: dict[str, list[ast.FunctionDef | ast.AsyncFunctionDef]] = defaultdict(list)
        for stmt in stmts:
            if isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef)):
                by_name[stmt.name].append(stmt)
        for name, defs in by_name.items():
            if not (is_public(name) or (in_class and name == "__init__")):
                continue
            decorators = [[last(d) for d in decorator_names(fn)] for fn in defs]
            if in_class and any(
                "property" in decs or any(d in ("setter", "getter", "deleter") for d in decs)
                for decs in decorators
            ):
                continue  # properties are recorded by scan_class
            overloaded = any("overload" in decs for decs in decorators)
            qual = f"{owner}.{name}"
            for fn, decs in zip(defs, decorators):
                if overloaded and "overload" not in decs:
                    continue
                static = "staticmethod" in decs
                drop_first = in_class and not static
                sig = signature(fn, drop_first)
                flavour = " static" if static else " classmethod" if "classmethod" in decs else ""
                if in_class and name == "__init__":
                    kind = "init-overload" if overloaded else "init"
                    self.facts.add(f"{kind} {owner} {sig}")
                else:
                    kind = ("method" if in_class else "function") + ("-overload" if overloaded else "")
                    self.facts.add(f"{kind} {qual}{flavour} {sig}")
                if any(d == "deprecated" for d in decs):
                    self.facts.add(f"deprecated {qual}")
            if not in_class:
                for fn in defs:
                    scanner = BodyScanner(self.facts, qual)
                    for stmt in fn.body:
                        scanner.visit(stmt)

    def scan_class(self, cls: ast.ClassDef, qual: str) -> None:
        self.facts.add(f"class {qual}")
        for base in cls.bases:
            if dotted(base):
                self.facts.add(f"base {qual} {last(dotted(base))}")
        total = True
        for kw in cls.keywords:
            if kw.arg == "total" and isinstance(kw.value, ast.Constant):
                total = bool(kw.value.value)
        for dec in cls.decorator_list:
            name = last(dotted(dec))
            if name == "type_token" and isinstance(dec, ast.Call) and dec.args:
                token = str_const(dec.args[0])
                if token is not None:
                    self.facts.add(f"token {qual} {token}")
            elif name == "deprecated":
                self.facts.add(f"deprecated {qual}")
            elif name:
                self.facts.add(f"decorator {qual} {name}")
        body = [s for s, _ in top_level_statements(cls.body)]
        for stmt in body:
            if isinstance(stmt, ast.ClassDef) and is_public(stmt.name):
                self.scan_class(stmt, f"{qual}.{stmt.name}")
            elif isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef)) and is_public(stmt.name):
                decs = [last(d) for d in decorator_names(stmt)]
                if "property" in decs:
                    wire = getter_wire_name(stmt)
                    suffix = f" wire={wire}" if wire is not None else ""
                    self.facts.add(f"property {qual}.{stmt.name}{suffix}")
                elif "setter" in decs:
                    self.facts.add(f"setter {qual}.{stmt.name}")
            elif isinstance(stmt, ast.AnnAssign) and isinstance(stmt.target, ast.Name):
                if is_public(stmt.target.id):
                    wrapper = last(dotted(stmt.annotation))
                    required = wrapper == "Required" or (total and wrapper != "NotRequired")
                    suffix = "" if required else " notrequired"
                    self.facts.add(f"field {qual}.{stmt.target.id}{suffix}")
            elif isinstance(stmt, ast.Assign):
                for target in stmt.targets:
                    if isinstance(target, ast.Name) and is_public(target.id):
                        value = ""
                        if isinstance(stmt.value, ast.Constant):
                            value = f" = {stmt.value.value!r}"
                        self.facts.add(f"member {qual}.{target.id}{value}")
        self.scan_functions(body, qual, in_class=True)
        scanner = BodyScanner(self.facts, qual)
        for stmt in cls.body:
            scanner.visit(stmt)

    def scan_module_class_swap(
        self, info: ModuleInfo, statements: list[tuple[ast.stmt, bool]]
    ) -> None:
        """`sys.modules[__name__].__class__ = _ExportableConfig`: the properties of that
        `types.ModuleType` subclass are attributes of this module."""
        imported: dict[str, str] = {}  # local name -> module it is imported from
        for stmt, _tc in statements:
            if isinstance(stmt, ast.ImportFrom) and stmt.level:
                source = self.resolve_relative(info, stmt.level, stmt.module)
                for alias in stmt.names:
                    imported[alias.asname or alias.name] = source
        for stmt, _tc in statements:
            if not isinstance(stmt, ast.Assign) or not isinstance(stmt.value, ast.Name):
                continue
            if not any(
                isinstance(t, ast.Attribute) and t.attr == "__class__" for t in stmt.targets
            ):
                continue
            class_name = stmt.value.id
            source = imported.get(class_name, info.name)
            cls = self.find_class(source, class_name)
            if cls is None:
                self.surface.problems.append(
                    f"{info.name}: module class {class_name} not found in {source}"
                )
                continue
            for item in cls.body:
                if isinstance(item, (ast.FunctionDef, ast.AsyncFunctionDef)) and is_public(
                    item.name
                ):
                    if "property" in [last(d) for d in decorator_names(item)]:
                        self.facts.add(f"attr {info.name}.{item.name}")
                        scanner = BodyScanner(self.facts, f"{info.name}.{item.name}")
                        for inner in item.body:
                            scanner.visit(inner)

    def find_class(self, module: str, name: str) -> ast.ClassDef | None:
        info = self.modules.get(module)
        for _path, tree in info.trees if info else []:
            for stmt, _tc in top_level_statements(tree.body):
                if isinstance(stmt, ast.ClassDef) and stmt.name == name:
                    return stmt
        return None

    def scan_exports(
        self, info: ModuleInfo, path: Path, statements: list[tuple[ast.stmt, bool]]
    ) -> None:
        stub = path.suffix == ".pyi"
        exported: set[str] = set()
        type_checking_only: set[str] = set()
        has_getattr = self.has_getattr(statements)
        for stmt, type_checking in statements:
            if isinstance(stmt, ast.ImportFrom) and stmt.level:
                source = self.resolve_relative(info, stmt.level, stmt.module)
                for alias in stmt.names:
                    if alias.name == "*":
                        names = self.defined_names(source)
                        if names is None:
                            self.surface.problems.append(
                                f"{info.name}: `from {'.' * stmt.level}{stmt.module or ''} "
                                f"import *`: no module {source}"
                            )
                            continue
                        exported |= names
                        if type_checking:
                            type_checking_only |= names
                        continue
                    local = alias.asname or alias.name
                    # In a stub only `import x as x` re-exports (PEP 484).
                    if stub and alias.asname != alias.name:
                        continue
                    if is_public(local):
                        exported.add(local)
            elif not stub and isinstance(stmt, (ast.Assign, ast.AnnAssign)):
                exported.update(n for n in bound_names(stmt) if is_public(n))
        lazy = self.lazy_exports(info, statements) if has_getattr else set()
        exported |= lazy
        # A name imported only for type checkers must be served at runtime. Without a module
        # `__getattr__` it cannot be; with one whose table we can read, the table must have it
        # (a `__getattr__` we cannot read statically gets the benefit of the doubt).
        missing_at_runtime: list[str] = []
        if not has_getattr or lazy:
            missing_at_runtime = sorted(
                type_checking_only - lazy - self.eager_names(info, statements)
            )
        if missing_at_runtime:
            where = "the lazy-loading table" if has_getattr else "a module __getattr__"
            self.surface.problems.append(
                f"{info.name}: {len(missing_at_runtime)} names are imported only under "
                f"TYPE_CHECKING and not served at runtime by {where} "
                f"(e.g. {', '.join(missing_at_runtime[:3])})"
            )
        for name in exported:
            self.facts.add(f"export {info.name}.{name}")

    def eager_names(self, info: ModuleInfo, statements: list[tuple[ast.stmt, bool]]) -> set[str]:
        """Names bound outside `if TYPE_CHECKING:` (so present at runtime)."""
        names: set[str] = set()
        for stmt, type_checking in statements:
            if type_checking:
                continue
            if isinstance(stmt, ast.ImportFrom) and stmt.level:
                source = self.resolve_relative(info, stmt.level, stmt.module)
                for alias in stmt.names:
                    if alias.name == "*":
                        names |= self.defined_names(source) or set()
                    else:
                        names.add(alias.asname or alias.name)
            else:
                names.update(bound_names(stmt))
        return names

    @staticmethod
    def has_getattr(statements: list[tuple[ast.stmt, bool]]) -> bool:
        """A module `__getattr__` (PEP 562), or a `ModuleType` subclass with one that the
        module installs as its own class (`sys.modules[__name__].__class__ = ...`)."""
        def module_class_getattr(s: ast.stmt) -> bool:
            return (
                isinstance(s, ast.ClassDef)
                and any((dotted(b) or "").endswith("ModuleType") for b in s.bases)
                and any(
                    isinstance(f, ast.FunctionDef) and f.name == "__getattr__" for f in s.body
                )
            )
        return any(
            (isinstance(s, ast.FunctionDef) and s.name == "__getattr__")
            or module_class_getattr(s)
            for s, _ in statements
        )

    def lazy_exports(self, info: ModuleInfo, statements: list[tuple[ast.stmt, bool]]) -> set[str]:
        """Cached `_lazy_exports` (so that its problems are reported once)."""
        key = (info.name, id(statements[0][0]) if statements else 0)
        if key not in self._lazy_cache:
            self._lazy_cache[key] = self._lazy_exports(info, statements)
        return self._lazy_cache[key]

    def _lazy_exports(self, info: ModuleInfo, statements: list[tuple[ast.stmt, bool]]) -> set[str]:
        """Names a lazily-loading `__init__` serves through `__getattr__`, read from the static
        tables it uses: {name: submodule}, {submodule: [names]}, [(name, submodule)], or a
        list of submodules whose `__all__` it serves. Each name must really be defined by the
        submodule it points at; a table entry that points nowhere is a problem."""
        prefix = info.name + "."

        def submodule(text: str) -> str | None:
            text = text.lstrip(".")
            if text.startswith(prefix):
                text = text[len(prefix):]
            full = prefix + text
            return full if full in self.modules else None

        pairs: list[tuple[str, str]] = []  # (exported name, full submodule name)
        nodes: list[ast.AST] = []
        for stmt, _tc in statements:
            # `__all__` lists names, never a lazy-loading table (`__all__ = ['v1']` names the
            # subpackage itself, not the names it defines).
            if assigns_all(stmt):
                continue
            if isinstance(stmt, (ast.Assign, ast.AnnAssign)) and stmt.value is not None:
                nodes.append(stmt.value)
            elif isinstance(stmt, ast.FunctionDef) and stmt.name == "__getattr__":
                nodes.extend(
                    n for n in ast.walk(stmt) if isinstance(n, (ast.Dict, ast.List, ast.Tuple))
                )
        for node in nodes:
            if isinstance(node, ast.Call) and dotted(node.func) in ("dict", "MappingProxyType",
                                                                   "types.MappingProxyType"):
                node = node.args[0] if node.args else node
            if isinstance(node, ast.Dict):
                for key_node, value_node in zip(node.keys, node.values):
                    key = str_const(key_node)
                    if key is None:
                        continue
                    value = str_const(value_node)
                    values = str_list(value_node)
                    if value is not None and submodule(value):
                        pairs.append((key, submodule(value) or ""))
                    elif values is not None and submodule(key):
                        pairs.extend((v, submodule(key) or "") for v in values)
            elif isinstance(node, (ast.List, ast.Tuple)):
                items = str_list(node)
                if items and all(submodule(i) for i in items):
                    for item in items:
                        mod = submodule(item) or ""
                        pairs.extend((n, mod) for n in self.defined_names(mod) or set())
                    continue
                for elt in node.elts:
                    pair = str_list(elt)
                    if pair and len(pair) == 2 and submodule(pair[1]):
                        pairs.append((pair[0], submodule(pair[1]) or ""))
        names: set[str] = set()
        for name, mod in pairs:
            defined = self.defined_names(mod) or set()
            if name in defined or mod == f"{info.name}.{name}":
                names.add(name)
            else:
                self.surface.problems.append(
                    f"{info.name}: lazy export {name!r} points at {mod}, which does not define it"
                )
        return names


def statements_of(info: ModuleInfo) -> list[tuple[ast.stmt, bool]]:
    """The top-level statements of a module's .py (its runtime behaviour), else its .pyi."""
    trees = sorted(info.trees, key=lambda t: t[0].suffix != ".py")
    return top_level_statements(trees[0][1].body) if trees else []


def assigns_all(stmt: ast.stmt) -> bool:
    """Whether a statement assigns `__all__`."""
    if isinstance(stmt, ast.Assign):
        return any(isinstance(t, ast.Name) and t.id == "__all__" for t in stmt.targets)
    return isinstance(stmt, ast.AnnAssign) and dotted(stmt.target) == "__all__"


def bound_names(stmt: ast.stmt) -> list[str]:
    """Names a module-level statement binds (classes, functions, assignments), not imports."""
    if isinstance(stmt, (ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
        return [stmt.name]
    targets: list[ast.AST] = []
    if isinstance(stmt, ast.Assign):
        targets = list(stmt.targets)
    elif isinstance(stmt, ast.AnnAssign):
        targets = [stmt.target]
    names: list[str] = []
    while targets:
        target = targets.pop()
        if isinstance(target, ast.Name):
            names.append(target.id)
        elif isinstance(target, (ast.Tuple, ast.List)):
            targets.extend(target.elts)
        elif isinstance(target, ast.Starred):
            targets.append(target.value)
        # Attribute and subscript targets (`sys.modules[...].__class__ = ...`) bind no name.
    return [n for n in names if n != "__all__"]


def extract(path: Path) -> Surface:
    pkg_dir = find_package_dir(path)
    surface = Surface(pkg_dir.name)
    modules = load_modules(pkg_dir, surface)
    scanner = ModuleScanner(surface, modules)
    for name in sorted(modules):
        scanner.scan(modules[name])
    return surface


# ---------------------------------------------------------------------------------------------
# Comparison and the command line


@dataclass
class Comparison:
    reference: Surface
    candidate: Surface
    matched: set[str]
    missing: set[str]
    extra: set[str]

    @property
    def coverage(self) -> float:
        total = len(self.reference.facts)
        return 100.0 * len(self.matched) / total if total else 0.0

    @property
    def ok(self) -> bool:
        return bool(self.reference.facts) and not self.missing and not self.candidate.problems


def compare(reference: Path, candidate: Path) -> Comparison:
    ref, cand = extract(reference), extract(candidate)
    return Comparison(
        ref,
        cand,
        ref.facts & cand.facts,
        ref.facts - cand.facts,
        cand.facts - ref.facts,
    )


def kind_of(fact: str) -> str:
    return fact.split(" ", 1)[0]


def format_percent(value: float) -> str:
    # Floor, so that a single missing fact never prints as 100.00%.
    return f"{math.floor(value * 100) / 100:.2f}%"


def render(result: Comparison, missing_limit: int | None) -> str:
    lines = [
        f"API coverage: {format_percent(result.coverage)} "
        f"({len(result.matched)}/{len(result.reference.facts)} reference facts of "
        f"{result.reference.package} found in {result.candidate.package})",
        "",
        f"{'kind':<20}{'reference':>10}{'matched':>10}{'missing':>10}{'extra':>10}",
    ]
    kinds = sorted({kind_of(f) for f in result.reference.facts | result.candidate.facts})
    for kind in kinds:
        def count(facts: set[str]) -> int:
            return sum(1 for f in facts if kind_of(f) == kind)

        lines.append(
            f"{kind:<20}{count(result.reference.facts):>10}{count(result.matched):>10}"
            f"{count(result.missing):>10}{count(result.extra):>10}"
        )
    if result.missing:
        shown = sorted(result.missing)
        if missing_limit is not None:
            shown = shown[:missing_limit]
        title = "Missing facts" if len(shown) == len(result.missing) else (
            f"Missing facts (first {len(shown)} of {len(result.missing)})"
        )
        lines += ["", f"{title}:"]
        groups: dict[str, list[str]] = defaultdict(list)
        for fact in shown:
            groups[kind_of(fact)].append(fact)
        for kind in sorted(groups):
            lines.append(f"  [{kind}]")
            lines += [f"    {fact}" for fact in groups[kind]]
    lines += ["", f"Extra facts in the candidate (not a failure): {len(result.extra)}"]
    if missing_limit is None and result.extra:
        lines += [f"    {fact}" for fact in sorted(result.extra)]
    for label, surface in (("reference", result.reference), ("candidate", result.candidate)):
        if surface.problems:
            lines += ["", f"Problems in the {label}:"]
            lines += [f"    {p}" for p in surface.problems]
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    commands = parser.add_subparsers(dest="command", required=True)
    dump = commands.add_parser("dump", help="print the sorted facts of a package")
    dump.add_argument("dir", type=Path)
    cmp = commands.add_parser("compare", help="coverage of REFERENCE's facts by CANDIDATE")
    cmp.add_argument("reference", type=Path)
    cmp.add_argument("candidate", type=Path)
    cmp.add_argument("--report", type=Path, help="also write the full report (every fact) here")
    args = parser.parse_args(argv)

    if args.command == "dump":
        surface = extract(args.dir)
        sys.stdout.write("".join(f"{fact}\n" for fact in sorted(surface.facts)))
        for problem in surface.problems:
            print(f"problem: {problem}", file=sys.stderr)
        return 1 if surface.problems else 0

    result = compare(args.reference, args.candidate)
    if not result.reference.facts:
        print(f"api_surface: the reference {args.reference} has no facts", file=sys.stderr)
        return 2
    sys.stdout.write(render(result, missing_limit=50))
    if args.report:
        args.report.write_text(render(result, missing_limit=None), encoding="utf-8")
    return 0 if result.ok else 1


if __name__ == "__main__":
    sys.exit(main())
