//! Embeds every file under `templates/` in the binary, so `sdkgen` needs nothing beside itself;
//! `--templates DIR` can still replace any of them at run time. Also embeds the sources of the
//! runtime crate (`runtime/`: its manifest and `src/`), which `sdkgen runtime DIR` writes out
//! for programs to build generated Rust crates against before it is published.

use std::path::{Path, PathBuf};

fn main() {
    minijinja_embed::embed_templates!("templates");
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
