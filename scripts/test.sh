#!/usr/bin/env bash
# Runs every check of the project: formatting, lints, unit and integration tests.
# This is the README's test command; .ci/run calls it.
set -euo pipefail
cd "$(dirname "$0")/.."

# The suite compiles Rust, Go and TypeScript packages; a fresh run needs several
# gigabytes (see docs/testing.md). Say so up front rather than through a
# compiler's "no space left on device" halfway in.
free_kib=$(df -Pk . | awk 'NR == 2 { print $4 }')
echo "== disk: $((free_kib / 1024 / 1024)) GiB free on the file system of $(pwd)"
if [ "${free_kib:-0}" -lt $((6 * 1024 * 1024)) ]; then
  echo "warning: less than 6 GiB free; the Go and Rust builds may fail with 'no space left on device'" >&2
fi

echo "== cargo fmt --check"
cargo fmt --all -- --check
echo "== cargo clippy"
cargo clippy --locked --workspace --all-targets -- -D warnings
echo "== cargo test"
cargo test --locked --workspace
