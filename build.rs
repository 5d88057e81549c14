//! Embeds every file under `templates/` in the binary, so `sdkgen` needs nothing beside itself;
//! `--templates DIR` can still replace any of them at run time. Also embeds the sources of the
//! runtime crate (`runtime/`: its manifest and `src/`), which `sdkgen runtime DIR` writes out
//! for programs to build generated Rust crates against before it is published, and the Go
//! sources of the language host (`pulumi-language-rust/`), which `sdkgen language-host
//! install` builds.

use std::path::{Path, PathBuf};

fn main() {
    minijinja_embed::embed_templates!("templates");
    embed_language_host();
    embed_runtime();
}

/// Writes `$OUT_DIR/runtime_files.rs`: the runtime crate's manifest and sources.
fn embed_runtime() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("runtime");
    println!(
        "cargo:rerun-if-changed={}",
        root.join("Cargo.toml").display()
    );
    println!("cargo:rerun-if-changed={}", root.join("src").display());
    let mut files = vec![root.join("Cargo.toml")];
    let mut dirs = vec![root.join("src")];
    while let Some(dir) = dirs.pop() {
        for entry in std::fs::read_dir(&dir).expect("runtime/src is readable") {
            let path = entry.expect("runtime/src is readable").path();
            if path.is_dir() {
                println!("cargo:rerun-if-changed={}", path.display());
                dirs.push(path);
            } else {
                files.push(path);
            }
        }
    }
    files.sort();
    let entries: Vec<String> = files
        .iter()
        .map(|path: &PathBuf| {
            let relative = path.strip_prefix(&root).expect("under runtime/");
            let relative = relative.to_string_lossy().replace('\\', "/");
            format!(
                "    ({relative:?}, include_bytes!({:?})),\n",
                path.display().to_string()
            )
        })
        .collect();
    let out =
        Path::new(&std::env::var("OUT_DIR").expect("cargo sets OUT_DIR")).join("runtime_files.rs");
    std::fs::write(
        out,
        format!(
            "pub const RUNTIME_FILES: &[(&str, &[u8])] = &[\n{}];\n",
            entries.concat()
        ),
    )
    .expect("OUT_DIR is writable");
}

/// Writes `$OUT_DIR/language_host_sources.rs`: the host's Go module (go.mod, go.sum and every
/// `.go` file but tests), by path relative to the module, in path order.
fn embed_language_host() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("pulumi-language-rust");
    println!("cargo:rerun-if-changed={}", root.display());
    let mut files = Vec::new();
    collect(&root, &root, &mut files);
    files.sort();
    let mut out =
        String::from("/// The language host's Go sources: (path in the module, contents).\n");
    out.push_str("pub static SOURCES: &[(&str, &[u8])] = &[\n");
    for (rel, path) in &files {
        out.push_str(&format!(
            "    ({rel:?}, include_bytes!({:?})),\n",
            path.display().to_string()
        ));
    }
    out.push_str("];\n");
    let target = PathBuf::from(std::env::var("OUT_DIR").unwrap()).join("language_host_sources.rs");
    // Rewritten only when it changes, so the crate is not rebuilt for nothing.
    if std::fs::read_to_string(&target).ok().as_deref() != Some(out.as_str()) {
        std::fs::write(&target, out).unwrap();
    }
}

fn collect(root: &Path, dir: &Path, files: &mut Vec<(String, PathBuf)>) {
    for entry in std::fs::read_dir(dir).unwrap().flatten() {
        let path = entry.path();
        if path.is_dir() {
            collect(root, &path, files);
            continue;
        }
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        let wanted = name == "go.mod"
            || name == "go.sum"
            || (name.ends_with(".go") && !name.ends_with("_test.go"));
        if wanted {
            let rel = path
                .strip_prefix(root)
                .unwrap()
                .to_string_lossy()
                .replace('\\', "/");
            files.push((rel, path));
        }
    }
}
