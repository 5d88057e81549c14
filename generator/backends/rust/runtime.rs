//! `sdkgen runtime DIR`: the runtime crate's sources, as this binary embeds them (build.rs),
//! written out so that a program can build generated crates against it before it is on
//! crates.io (`[patch.crates-io] sdkgen-runtime = { path = "DIR" }`).

use std::path::Path;

include!(concat!(env!("OUT_DIR"), "/runtime_files.rs"));

/// Writes the runtime crate into `dir`: its `Cargo.toml` and `src/`. A directory that holds
/// another crate is left alone.
pub fn write_runtime(dir: &Path) -> Result<usize, String> {
    let manifest = dir.join("Cargo.toml");
    if let Ok(text) = std::fs::read_to_string(&manifest) {
        if !text.contains("name = \"sdkgen-runtime\"") {
            return Err(format!(
                "{} is another crate's manifest; choose an empty directory",
                manifest.display()
            ));
        }
    }
    for (relative, bytes) in RUNTIME_FILES {
        let path = dir.join(relative);
        if let Some(parent) = path.parent() {
            std::fs::create_dir_all(parent)
                .map_err(|e| format!("cannot create {}: {e}", parent.display()))?;
        }
        std::fs::write(&path, bytes)
            .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
    }
    Ok(RUNTIME_FILES.len())
}
