#!/usr/bin/env python3
"""Runs the SDK generated from tests/fixtures/python_names.json under Pulumi mocks.

    python tests/python/names_probe.py PACKAGE_ROOT

PACKAGE_ROOT holds `pulumi_pynames/`. The fixture names its properties like the
modules, built-ins, locals and methods the generated code uses itself (`value`,
`typing`, `copy`, `property`, `self`, `get` as an input, ...). Those sdkgen lets
through must work: every class and function is called with every parameter set,
and every value must read back under its attribute. The names it refuses (E0316)
have cases in tests/hardening.rs. Exits 1 with one line per failure.
"""

from __future__ import annotations

import inspect
import sys
from typing import Any, Callable

import pulumi
import pulumi.runtime


class Mocks(pulumi.runtime.Mocks):
    def new_resource(self, args: pulumi.runtime.MockResourceArgs) -> tuple[str, dict[str, Any]]:
        return args.name + "-id", args.inputs

    def call(self, args: pulumi.runtime.MockCallArgs) -> dict[str, Any]:
        return dict(args.args)


pulumi.runtime.set_mocks(Mocks(), preview=False)
sys.path.insert(0, sys.argv[1])
import pulumi_pynames as pkg  # noqa: E402

failures: list[str] = []
checked = 0


def parameters(function: Callable[..., Any], fixed: set[str]) -> list[str]:
    names = [
        p.name
        for p in inspect.signature(function).parameters.values()
        if p.kind is not inspect.Parameter.VAR_POSITIONAL
        and p.kind is not inspect.Parameter.VAR_KEYWORD
    ]
    return [n for n in names if n not in fixed]


def attempt(what: str, call: Callable[[], Any]) -> Any:
    global checked
    checked += 1
    try:
        return call()
    except Exception as e:  # noqa: BLE001 - every failure is reported
        failures.append(f"{what}: {type(e).__name__}: {e}")
        return None


def round_trip(cls: type, expected: int) -> None:
    """Constructs `cls` with every parameter and reads each value back."""
    names = [n for n in parameters(cls.__init__, {"__self__"}) if n != "obj"]
    if len(names) < expected:
        failures.append(f"{cls.__name__}: {len(names)} parameters, expected at least {expected}")
    values = {n: f"v-{n}" for n in names}
    made = attempt(f"{cls.__name__}(...)", lambda: cls(**values))
    for n in names:
        got = attempt(f"{cls.__name__}.{n}", lambda n=n: getattr(made, n))
        if made is not None and got != values[n]:
            failures.append(f"{cls.__name__}.{n} reads back {got!r}, not {values[n]!r}")


COMMON = 24  # the names every place of the fixture carries
round_trip(pkg.ThingArgs, COMMON + 4)
round_trip(pkg.ObjArgs, COMMON + 5)
round_trip(pkg.outputs.Obj, COMMON + 5)
round_trip(pkg.GetThingResult, COMMON + 3)

init = parameters(pkg.Thing._internal_init, {"__self__", "resource_name", "opts", "__props__"})
for required in ("get", "id", "resource_name_", "opts_"):
    if required not in init:
        failures.append(f"Thing has no parameter {required!r}: {init}")
thing = attempt("Thing(...)", lambda: pkg.Thing("thing", **{n: f"v-{n}" for n in init if n != "obj"}))
for n in ("value", "typing", "property", "self", "type", "copy"):
    out = attempt(f"Thing.{n}", lambda n=n: getattr(thing, n))
    if thing is not None and not isinstance(out, pulumi.Output):
        failures.append(f"Thing.{n} is {out!r}, not an Output")

if not callable(pkg.Thing.get):
    failures.append(f"Thing.get is {pkg.Thing.get!r}, not the static method")
state = parameters(pkg.Thing.get, {"resource_name", "id", "opts"})
attempt("Thing.get(...)", lambda: pkg.Thing.get("got", "thing-id", **{n: f"v-{n}" for n in state}))

inputs = [n for n in parameters(pkg.get_thing, {"opts"}) if n != "obj"]
for required in ("get", "id", "resource_name"):
    if required not in inputs:
        failures.append(f"get_thing has no parameter {required!r}: {inputs}")
attempt("get_thing(...)", lambda: pkg.get_thing(**{n: f"v-{n}" for n in inputs}))
attempt("get_thing_output(...)", lambda: pkg.get_thing_output(**{n: f"v-{n}" for n in inputs}))

for line in failures:
    print(line)
print(f"names_probe: {checked} calls and reads, {len(failures)} failures")
sys.exit(1 if failures else 0)
