//! Path safety: every name that becomes part of a path under `--out` is checked before anything
//! is written, so that no output can land outside its own target directory.

use std::path::{Path, PathBuf};

/// Checks a generated file's path: relative, `/`-separated, made of normal components only.
pub fn check_relative_path(path: &str) -> Result<(), String> {
    if path.is_empty() {
        return Err("the path is empty".into());
    }
    if path.starts_with('/') {
        return Err("the path is absolute".into());
    }
    let bytes = path.as_bytes();
    if bytes.len() >= 2 && bytes[0].is_ascii_alphabetic() && bytes[1] == b':' {
        return Err("the path starts with a drive letter".into());
    }
    for component in path.split('/') {
        check_component(component)?;
    }
    Ok(())
}

/// Checks a name that is one directory level (a package name, a target directory).
pub fn check_name(name: &str) -> Result<(), String> {
    if name.contains('/') {
        return Err("it contains `/`".into());
    }
    check_component(name)
}

fn check_component(component: &str) -> Result<(), String> {
    match component {
        "" => Err("it has an empty component (`//` or a trailing `/`)".into()),
        "." | ".." => Err(format!("it has a `{component}` component")),
        _ => {
            if component.contains('\\') {
                Err("it contains a backslash".into())
            } else if component.contains('\0') {
                Err("it contains a NUL character".into())
            } else if component.chars().any(char::is_control) {
                // The manifest lists one path a line; a newline in a name would corrupt it.
                Err("it contains a control character".into())
            } else {
                Ok(())
            }
        }
    }
}

/// `base` joined with a checked `/`-separated relative path.
pub fn join(base: &Path, relative: &str) -> PathBuf {
    let mut path = base.to_path_buf();
    path.extend(relative.split('/'));
    path
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn accepts_normal_relative_paths() {
        for ok in [
            "a.py",
            "pkg/__init__.py",
            ".sdkgen-manifest",
            "a/b/c.d.ts",
            "x..y",
        ] {
            assert_eq!(check_relative_path(ok), Ok(()), "{ok}");
        }
    }

    #[test]
    fn rejects_everything_that_could_escape_or_confuse() {
        for bad in [
            "",
            "/etc/passwd",
            "../x",
            "a/../../x",
            "a/./b",
            ".",
            "a//b",
            "a/",
            "a\\b",
            "a\0b",
            "a\nb",
            "C:/x",
        ] {
            assert!(check_relative_path(bad).is_err(), "{bad:?}");
        }
        assert!(check_name("a/b").is_err());
        assert!(check_name("..").is_err());
        assert!(check_name("").is_err());
        assert_eq!(check_name("streamcloud"), Ok(()));
    }
}
