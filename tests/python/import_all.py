"""Imports every module of generated Python packages and touches every exported name.

    python import_all.py ROOT...     each ROOT is a package root (holds pyproject.toml or
                                     setup.py) or a directory searched for such roots under
                                     `*/python/`

Beside importing, it checks what tab completion and attribute access rely on: right after
import, `dir()` of each package module lists every name of its `__all__` and its subpackages
(lazily loaded modules must say what they will load), and `pkg.config.outputs` resolves when
the configuration has types (as in Pulumi's packages, where importing the variables imports it).

Each package root is checked in its own interpreter (Pulumi registers packages globally, so
two generated packages of the same name cannot share a process). Exits 1 if any fails.
"""

from __future__ import annotations

import concurrent.futures
import importlib
import pathlib
import subprocess
import sys


def check_one(root: pathlib.Path) -> None:
    """Runs in the child: import the package, every submodule, every name in `__all__`."""
    sys.path.insert(0, str(root))
    packages = [p for p in root.iterdir() if (p / "__init__.py").is_file()]
    if not packages:
        raise SystemExit(f"{root}: no Python package in it")
    for package in packages:
        top = importlib.import_module(package.name)
        if (package / "config" / "outputs.py").is_file():
            getattr(getattr(top, "config"), "outputs")
        for init in sorted(package.rglob("__init__.py")):
            parts = init.parent.relative_to(root).parts
            module = importlib.import_module(".".join(parts))
            listed = set(dir(module))
            expected = set(getattr(module, "__all__", []))
            expected |= {p.parent.name for p in init.parent.glob("*/__init__.py")}
            missing = sorted(expected - listed)
            if missing:
                raise SystemExit(f"dir({module.__name__}) lacks {missing[:10]}")
        for name in getattr(top, "__all__", []):
            getattr(top, name)
        for source in sorted(package.rglob("*.py")):
            parts = source.relative_to(root).with_suffix("").parts
            if parts[-1] == "__init__":
                parts = parts[:-1]
            module = importlib.import_module(".".join(parts))
            for name in getattr(module, "__all__", []):
                getattr(module, name)


def roots(arguments: list[str]) -> list[pathlib.Path]:
    found: list[pathlib.Path] = []
    for argument in arguments:
        path = pathlib.Path(argument)
        if (path / "pyproject.toml").is_file() or (path / "setup.py").is_file():
            found.append(path)
        else:
            found.extend(
                sorted(
                    p.parent
                    for p in path.glob("**/python/*")
                    if p.name in ("pyproject.toml", "setup.py")
                )
            )
    return found


def main() -> int:
    if len(sys.argv) == 3 and sys.argv[1] == "--one":
        check_one(pathlib.Path(sys.argv[2]))
        return 0
    package_roots = roots(sys.argv[1:])
    if not package_roots:
        print("import_all: no package roots found", file=sys.stderr)
        return 1

    def run(root: pathlib.Path) -> tuple[pathlib.Path, subprocess.CompletedProcess[str]]:
        child = subprocess.run(
            [sys.executable, __file__, "--one", str(root)], capture_output=True, text=True
        )
        return root, child

    failures = 0
    with concurrent.futures.ThreadPoolExecutor(max_workers=2) as pool:
        for root, child in pool.map(run, package_roots):
            if child.returncode != 0:
                failures += 1
                print(f"FAIL {root}:\n{child.stderr[-3000:]}", file=sys.stderr)
    print(f"import_all: {len(package_roots) - failures} of {len(package_roots)} packages import")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
