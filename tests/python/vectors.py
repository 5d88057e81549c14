#!/usr/bin/env python3
"""Conformance vectors through a generated Python SDK, under Pulumi mocks.

    python tests/python/vectors.py VECTORS_FILE

VECTORS_FILE is the output of `sdkgen vectors SCHEMA` (generator/vectors.rs). For every
function and every case of it, the SDK's function of that token is called in both forms
(`get_x(...)` and `get_x_output(...)`), with arguments built from the case's language-neutral
`args` through the SDK's own API: keyword arguments in snake_case, nested objects as the SDK's
(plain) input type classes, enum values as the SDK's enum members. The mock records what the
runtime sends for the invoke; it must equal the case's `wire` exactly (JSON equality: same
keys, same kinds of values; a boolean never equals a number; integers and floats of the same
value are equal, because the Pulumi wire (protobuf Struct) has only doubles: 42 arrives as
42.0, and that is noted in the output when it happens).

Nested objects are passed as input type instances, not as their `...Dict` TypedDict form: for
invokes, the Pulumi runtime sends a dict's keys as they are (snake_case keys would go out
untranslated), so only the classes carry the schema's wire names.

Needs `pulumi` and the package (`pulumi_<package>`) installed. Prints one line per mismatch
(token/case/form), then `vectors: N checks passed, M failed`; exits 1 on any failure, and
when a package with functions ran no check at all. A package without functions passes with
0 checks and says so.
"""

from __future__ import annotations

import collections.abc
import enum
import importlib
import inspect
import json
import pkgutil
import sys
import types
import typing
from typing import Any, Callable

try:
    import pulumi
    import pulumi.runtime
    from pulumi import _types as pulumi_types
except ImportError as _e:  # pragma: no cover - environment problem
    sys.exit(f"vectors: the `pulumi` package is not importable ({_e})")


class Mismatch(Exception):
    """The SDK cannot take a neutral value as the vectors describe it."""


# ---------------------------------------------------------------------------
# Mocks

class RecordingMocks(pulumi.runtime.Mocks):
    """Records every invoke's token and arguments (as the mock monitor receives them)."""

    def __init__(self) -> None:
        self.calls: list[tuple[str, Any]] = []

    def call(self, args: pulumi.runtime.MockCallArgs):
        self.calls.append((args.token, args.args))
        return {}

    def new_resource(self, args: pulumi.runtime.MockResourceArgs):
        return f"{args.name}-id", {}


def run_isolated(program: Callable[[], Any]) -> None:
    """Runs one program under the mocks (pulumi.runtime.test awaits the Output it returns and
    every outstanding RPC); exceptions propagate."""

    @pulumi.runtime.test
    def _program():
        return program()

    _program()


# ---------------------------------------------------------------------------
# Finding the SDK's API

def norm(name: str) -> str:
    """A name with case, underscores and keyword escapes ignored: `filterLabels`,
    `filter_labels` and `filter_labels_` are one name."""
    return "".join(c for c in name.lower() if c.isalnum())


def package_modules(pkg: types.ModuleType) -> list[types.ModuleType]:
    mods = [pkg]
    for info in pkgutil.walk_packages(pkg.__path__, pkg.__name__ + "."):
        try:
            mods.append(importlib.import_module(info.name))
        except Exception:  # noqa: BLE001 - a module that does not import holds no function
            continue
    return mods


def token_module(token: str) -> str:
    """The module part of a token, without the legacy `/member` suffix."""
    parts = token.split(":")
    return parts[1].split("/")[0] if len(parts) == 3 else ""


def invokes(fn: Any, token: str) -> bool:
    try:
        source = inspect.getsource(fn)
    except (OSError, TypeError):
        return False
    return f'"{token}"' in source or f"'{token}'" in source


def find_function(pkg: types.ModuleType, modules: list[types.ModuleType], token: str):
    """(plain, output, name) of the SDK function invoking `token`: preferably in the module
    the token names (the package itself for `index`), named after the token's member."""
    member = token.split(":")[-1]
    module = token_module(token)
    preferred = [pkg] if module in ("index", "") else [
        m for m in modules if m.__name__.split(".")[-1].replace("_", "") == norm(module)]
    for mod in preferred + [m for m in modules if m not in preferred]:
        for name, fn in vars(mod).items():
            if name.startswith("_") or name.endswith("_output") or not inspect.isfunction(fn):
                continue
            if norm(name) != norm(member) or not invokes(fn, token):
                continue
            out = getattr(mod, name + "_output", None)
            if callable(out):
                return fn, out, f"{mod.__name__}.{name}"
    return None


def param_for(params: dict[str, Any], wire: str, where: str) -> str:
    """The keyword argument of wire name `wire`."""
    found = [p for p in params if norm(p) == norm(wire)]
    if len(found) != 1:
        raise Mismatch(f"{where}: no single parameter for `{wire}` (parameters: {sorted(params)})")
    return found[0]


def hint_members(hint: Any) -> list[Any]:
    """The alternatives of a type hint: Optional/Union/Input/Output/Awaitable unwrapped."""
    origin = typing.get_origin(hint)
    if origin is typing.Union or (hasattr(types, "UnionType") and origin is types.UnionType):
        out: list[Any] = []
        for arg in typing.get_args(hint):
            out.extend(hint_members(arg))
        return out
    if origin in (collections.abc.Awaitable, typing.Awaitable) or origin is pulumi.Output:
        args = typing.get_args(hint)
        return hint_members(args[0]) if args else []
    if hint is type(None):
        return []
    return [hint]


def is_typeddict(t: Any) -> bool:
    return isinstance(t, type) and issubclass(t, dict) and hasattr(t, "__annotations__") \
        and hasattr(t, "__total__")


def build(value: Any, hint: Any, where: str) -> Any:
    """The Python value the SDK takes for neutral `value`, given the parameter's type hint."""
    members = hint_members(hint)
    if isinstance(value, dict):
        for t in members:
            if isinstance(t, type) and pulumi_types.is_input_type(t):
                return build_object(value, t, where)
        for t in members:
            if typing.get_origin(t) in (dict, typing.Dict, collections.abc.Mapping, typing.Mapping) \
                    and not is_typeddict(t):
                args = typing.get_args(t)
                item = args[1] if len(args) == 2 else Any
                return {k: build(v, item, f"{where}[{k!r}]") for k, v in value.items()}
        if any(is_typeddict(t) for t in members):
            raise Mismatch(f"{where}: only a TypedDict form is offered for an object "
                           f"(hint {hint!r}); its keys would go on the wire untranslated")
        return dict(value)  # Any / untyped: passed through as given
    if isinstance(value, list):
        for t in members:
            if typing.get_origin(t) in (list, typing.List, collections.abc.Sequence, typing.Sequence):
                args = typing.get_args(t)
                item = args[0] if args else Any
                return [build(v, item, f"{where}[{i}]") for i, v in enumerate(value)]
        return list(value)
    if isinstance(value, str):
        for t in members:
            if isinstance(t, type) and issubclass(t, enum.Enum):
                for m in t:
                    if m.value == value:
                        return m
    return value


def build_object(value: dict, cls: type, where: str) -> Any:
    params = {n: p for n, p in inspect.signature(cls.__init__).parameters.items()
              if n not in ("self", "__self__") and p.kind not in (p.VAR_POSITIONAL, p.VAR_KEYWORD)}
    hints = init_hints(cls)
    kwargs = {}
    for k, v in value.items():
        p = param_for(params, k, f"{where}: {cls.__name__}")
        kwargs[p] = build(v, hints.get(p, Any), f"{where}.{k}")
    return cls(**kwargs)


def init_hints(obj: Any) -> dict[str, Any]:
    fn = obj.__init__ if isinstance(obj, type) else obj
    try:
        return typing.get_type_hints(fn)
    except Exception:  # noqa: BLE001 - fall back to the raw annotations (no nested classes)
        return dict(getattr(fn, "__annotations__", {}))


# ---------------------------------------------------------------------------
# Comparing with the wire

class Notes:
    int_as_float = 0


def same(expected: Any, actual: Any, notes: Notes) -> bool:
    """JSON equality: a bool only equals a bool; numbers compare by value (42 == 42.0)."""
    if isinstance(expected, bool) or isinstance(actual, bool):
        return isinstance(expected, bool) and isinstance(actual, bool) and expected == actual
    if isinstance(expected, (int, float)) and isinstance(actual, (int, float)):
        if expected == actual and type(expected) is not type(actual):
            notes.int_as_float += 1
        return expected == actual
    if isinstance(expected, str) or isinstance(actual, str):
        return isinstance(expected, str) and isinstance(actual, str) and expected == actual
    if expected is None or actual is None:
        return expected is None and actual is None
    if isinstance(expected, list) and isinstance(actual, (list, tuple)):
        return len(expected) == len(actual) and all(
            same(e, a, notes) for e, a in zip(expected, actual))
    if isinstance(expected, dict) and isinstance(actual, dict):
        return expected.keys() == actual.keys() and all(
            same(expected[k], actual[k], notes) for k in expected)
    return False


def show(value: Any) -> str:
    return json.dumps(value, sort_keys=True, default=repr)


# ---------------------------------------------------------------------------

def main(argv: list[str]) -> int:
    if len(argv) != 2:
        print("usage: vectors.py VECTORS_FILE", file=sys.stderr)
        return 2
    with open(argv[1], encoding="utf-8") as f:
        vectors = json.load(f)
    package = vectors["package"]
    functions = vectors.get("functions", [])

    mocks = RecordingMocks()
    pulumi.runtime.set_mocks(mocks, project="vectors", stack="test", preview=False)
    import_name = "pulumi_" + package.replace("-", "_")
    failures: list[str] = []
    passed = 0
    notes = Notes()
    try:
        pkg = importlib.import_module(import_name)
    except Exception as e:  # noqa: BLE001
        print(f"FAIL import {import_name}: {type(e).__name__}: {e}")
        print("vectors: 0 checks passed, 1 failed")
        return 1
    modules = package_modules(pkg)

    for function in functions:
        token = function["token"]
        found = find_function(pkg, modules, token)
        if found is None:
            failures.append(f"{token}: no function of {import_name} invokes this token")
            continue
        plain, output, fname = found
        for case in function["cases"]:
            for form, fn in (("plain", plain), ("output", output)):
                label = f"{token} case={case['name']} form={form} ({fname}{'_output' if form == 'output' else ''})"
                try:
                    params = {n: p for n, p in inspect.signature(fn).parameters.items() if n != "opts"}
                    hints = init_hints(fn)
                    kwargs = {}
                    for wire_name, v in case["args"].items():
                        p = param_for(params, wire_name, fname)
                        arg = build(v, hints.get(p, Any), f"{fname}.{wire_name}")
                        # The output form takes Inputs: every argument is an Output.
                        kwargs[p] = pulumi.Output.from_input(arg) if form == "output" else arg
                except Mismatch as e:
                    failures.append(f"{label}: {e}")
                    continue
                mocks.calls.clear()

                def program(fn=fn, kwargs=kwargs, form=form):
                    result = fn(**kwargs)
                    return result if form == "output" else None

                try:
                    run_isolated(program)
                except Exception as e:  # noqa: BLE001
                    failures.append(f"{label}: the call failed: {type(e).__name__}: {e}")
                    continue
                sent = [args for tok, args in mocks.calls if tok == token]
                others = sorted({tok for tok, _ in mocks.calls if tok != token})
                if len(sent) != 1 or others:
                    failures.append(f"{label}: expected one invoke of the token, got {len(sent)}"
                                    + (f" (and invokes of {others})" if others else ""))
                elif not same(case["wire"], sent[0], notes):
                    failures.append(f"{label}: wire mismatch\n    expected {show(case['wire'])}\n"
                                    f"    sent     {show(sent[0])}")
                else:
                    passed += 1

    for line in failures:
        print(f"FAIL {line}")
    if notes.int_as_float:
        print(f"vectors: note: {notes.int_as_float} integer(s) arrived as floats of the same value "
              "(the Pulumi wire has only doubles); counted as equal")
    if not functions:
        print(f"vectors: package {package} has no functions; nothing to check")
    elif passed + len(failures) == 0:
        failures.append("no check ran")
        print(f"FAIL {package}: {len(functions)} functions but no check ran")
    sys.stdout.flush()
    sys.unraisablehook = _quiet_event_loop_del
    print(f"vectors: {passed} checks passed, {len(failures)} failed ({package}, "
          f"{len(functions)} functions)")
    return 1 if failures else 0


def _quiet_event_loop_del(unraisable: Any) -> None:
    """Event loops the Pulumi runtime leaves open are sometimes collected at interpreter
    exit with 'ValueError: Invalid file descriptor: -1'; only that message is dropped."""
    obj = getattr(unraisable, "object", None)
    if isinstance(unraisable.exc_value, ValueError) and "Invalid file descriptor" in str(unraisable.exc_value) \
            and getattr(obj, "__qualname__", "") == "BaseEventLoop.__del__":
        return
    sys.__unraisablehook__(unraisable)


if __name__ == "__main__":
    sys.exit(main(sys.argv))
