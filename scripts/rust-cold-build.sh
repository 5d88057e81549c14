#!/usr/bin/env bash
# The cold build of a Rust program on the confluentcloud crate, as sdkgen at REV generates it
# (docs/benchmarks.md, "Cold build of a Rust program"):
#
#   scripts/rust-cold-build.sh [REV] [SCRATCH]     # REV: HEAD by default
#   SDKGEN=target/debug/sdkgen scripts/rust-cold-build.sh HEAD   # sdkgen built already
#
# sdkgen at REV is taken from git (`git archive`) into SCRATCH (default
# target/tmp/rust-cold-build/REV, emptied first), built there, and generates the crate of
# ../shared/corpus/real/confluentcloud-2.79.0.json. A program crate depending on it is then
# built with `cargo build` (dev profile, as a user's first build) into a fresh target directory;
# only that build is timed. sdkgen that has `sdkgen runtime DIR` gets the guide's way
# (`[patch.crates-io]` to the runtime it writes out); older sdkgen wrote a path to the runtime of
# its checkout into the crate. Cargo's registry cache is used as it is (no download is timed
# unless a crate is missing from it).
set -euo pipefail

rev=${1:-HEAD}
repo=$(git rev-parse --show-toplevel)
scratch=${2:-$repo/target/tmp/rust-cold-build/$rev}
schema=$repo/../shared/corpus/real/confluentcloud-2.79.0.json

rm -rf "$scratch"
mkdir -p "$scratch/sdkgen"
if [ -n "${SDKGEN:-}" ]; then
    sdkgen=$(realpath "$SDKGEN")
else
    git -C "$repo" archive "$rev" | tar -x -C "$scratch/sdkgen"
    echo "building sdkgen at $rev ($(git -C "$repo" rev-parse --short "$rev"))" >&2
    CARGO_INCREMENTAL=0 cargo build --quiet --manifest-path "$scratch/sdkgen/Cargo.toml" \
        --bin sdkgen --target-dir "$scratch/sdkgen-target"
    sdkgen=$scratch/sdkgen-target/debug/sdkgen
fi
"$sdkgen" generate "$schema" --lang rust --out "$scratch/sdks" --package-version 2.79.0 >&2

program=$scratch/program
mkdir -p "$program/src"
echo 'fn main() { println!("{}", std::any::type_name::<confluentcloud::resources::KafkaTopic>()); }' \
    > "$program/src/main.rs"
cat > "$program/Cargo.toml" <<EOF
[package]
name = "cold-build"
version = "0.0.0"
edition = "2021"
publish = false

[dependencies]
confluentcloud = { path = "../sdks/confluentcloud/rust" }

[workspace]
EOF
if "$sdkgen" runtime "$scratch/sdkgen-runtime" >/dev/null 2>&1; then
    printf '\n[patch.crates-io]\nsdkgen-runtime = { path = "../sdkgen-runtime" }\n' >> "$program/Cargo.toml"
fi
# Resolve (and fetch, if the cache lacks a crate) before the clock starts.
cargo generate-lockfile --quiet --manifest-path "$program/Cargo.toml"
cargo fetch --quiet --manifest-path "$program/Cargo.toml"

export CARGO_TARGET_DIR=$scratch/program-target
start=$(date +%s.%N)
cargo build --quiet --offline --manifest-path "$program/Cargo.toml"
end=$(date +%s.%N)
crates=$(cargo metadata --quiet --offline --format-version 1 --manifest-path "$program/Cargo.toml" |
    python3 -c 'import json,sys; print(len(json.load(sys.stdin)["packages"]))')
printf 'rev %s: cold build %.0f s (%s crates), load average %s\n' \
    "$rev" "$(echo "$end - $start" | bc)" "$crates" "$(cut -d' ' -f1-3 /proc/loadavg)"
