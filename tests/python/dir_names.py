"""Prints what `dir()` lists for each package of a generated Python SDK, after a plain import:
the names tab completion offers (`pulumi_x.<TAB>`), submodules included.

    python dir_names.py TREE

TREE is a package root (holds the package directory, e.g. `pulumi_x/`). The package is imported
from a scratch directory holding a link to it and the distribution metadata its version lookup
reads (`<dist>.dist-info`), so it need not be installed. Prints one line per name,
`dir MODULE NAME`, for every package module (a directory with `__init__.py`) but the `config`
ones, whose module object Pulumi's generator replaces (its `dir()` lists no variables at all).
Dunder names (`__file__`, `__all__`) are left out: they are Python's bookkeeping, and a lazily
loading package declares `__all__` where an eager one need not.
"""

from __future__ import annotations

import importlib
import pathlib
import sys
import tempfile


def main() -> None:
    tree = pathlib.Path(sys.argv[1]).resolve()
    packages = sorted(p for p in tree.iterdir() if (p / "__init__.py").is_file())
    if len(packages) != 1:
        raise SystemExit(f"{tree}: expected one package, found {[p.name for p in packages]}")
    package = packages[0]
    with tempfile.TemporaryDirectory() as site:
        site_dir = pathlib.Path(site)
        (site_dir / package.name).symlink_to(package, target_is_directory=True)
        metadata = site_dir / f"{package.name}-0.0.0.dist-info"
        metadata.mkdir()
        (metadata / "METADATA").write_text(
            f"Metadata-Version: 2.1\nName: {package.name}\nVersion: 0.0.0\n"
        )
        sys.path.insert(0, site)
        lines = []
        for init in sorted(package.rglob("__init__.py")):
            parts = init.parent.relative_to(tree).parts
            if parts[-1] == "config":
                continue
            name = ".".join(parts)
            module = importlib.import_module(name)
            lines.extend(f"dir {name} {n}" for n in dir(module) if not n.startswith("__"))
    print("\n".join(sorted(lines)))


if __name__ == "__main__":
    main()
