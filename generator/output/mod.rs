//! What backends hand over and the writer takes: the output [`Target`]s, a rendered
//! [`GeneratedFile`], the [`Sink`] each file goes to, a target's [`Output`], and the
//! [`Templates`] backends render through. Below both [`crate::backends`] (and
//! [`crate::generate`], which runs them) and [`crate::write`].

pub mod templates;

use std::fmt;
use std::sync::{Mutex, PoisonError};

pub use templates::Templates;

/// An output target: one directory `<out>/<package>/<target>/` per package.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Target {
    Python,
    Nodejs,
    Go,
    Csharp,
    Java,
    Rust,
    /// Reference docs: Markdown pages and a static HTML site.
    Docs,
}

impl Target {
    /// Every target sdkgen can generate today, in the order they are generated.
    pub const ALL: [Target; 7] = [
        Target::Python,
        Target::Nodejs,
        Target::Go,
        Target::Csharp,
        Target::Java,
        Target::Rust,
        Target::Docs,
    ];

    /// Other names [`Target::parse`] accepts: the folder's and the ecosystems' spellings.
    pub const ALIASES: [&'static str; 4] = ["dotnet", "c#", "typescript", "ts"];

    /// Names `--lang` accepts that are planned but not generated yet.
    pub const PLANNED: [&'static str; 0] = [];

    /// The directory name under the package (`dotnet` for C#, as in Pulumi's repositories).
    pub fn dir_name(self) -> &'static str {
        match self {
            Target::Csharp => "dotnet",
            other => other.name(),
        }
    }

    /// The `--lang` name.
    pub fn name(self) -> &'static str {
        match self {
            Target::Python => "python",
            Target::Nodejs => "nodejs",
            Target::Go => "go",
            Target::Csharp => "csharp",
            Target::Java => "java",
            Target::Rust => "rust",
            Target::Docs => "docs",
        }
    }

    /// Parses a `--lang` name.
    /// Besides the names, the spellings the output folders and ecosystems use: `dotnet` (and
    /// `c#`) for C#, `typescript`/`ts` for Node.js.
    pub fn parse(name: &str) -> Option<Target> {
        match name.to_ascii_lowercase().as_str() {
            "dotnet" | "c#" => Some(Target::Csharp),
            "typescript" | "ts" => Some(Target::Nodejs),
            lower => Target::ALL.into_iter().find(|t| t.name() == lower),
        }
    }
}

impl fmt::Display for Target {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A rendered file, relative to its target directory (always `/`-separated, never `..`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GeneratedFile {
    pub path: String,
    pub contents: String,
}

/// A file written byte for byte, with no header: an image (the package's icon).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BinaryFile {
    pub path: String,
    pub bytes: Vec<u8>,
}

/// Where a backend puts each file it renders, from any of rayon's threads. Handing files over
/// one by one (rather than returning a target's files together) lets the writer put each on
/// disk and free it at once, so a large target is never whole in memory.
pub trait Sink: Sync {
    /// Takes one file. An error stops the backend and is reported as the target's.
    fn put(&self, file: GeneratedFile) -> Result<(), String>;

    /// Takes one file given as consecutive parts (a page assembled from pieces rendered apart),
    /// so that it need not be joined in memory; by default the parts are joined.
    fn put_parts(&self, path: String, parts: Vec<String>) -> Result<(), String> {
        self.put(GeneratedFile {
            path,
            contents: parts.concat(),
        })
    }

    /// Takes one file that is not text (see [`BinaryFile`]).
    fn put_bytes(&self, file: BinaryFile) -> Result<(), String>;
}

/// A [`Sink`] that keeps the files (in the order they arrive).
#[derive(Default)]
pub struct Collect {
    files: Mutex<Vec<GeneratedFile>>,
    binaries: Mutex<Vec<BinaryFile>>,
}

impl Collect {
    /// The text files.
    pub fn into_files(self) -> Vec<GeneratedFile> {
        self.into_all().0
    }

    /// The text files and the binary ones.
    pub fn into_all(self) -> (Vec<GeneratedFile>, Vec<BinaryFile>) {
        (
            self.files
                .into_inner()
                .unwrap_or_else(PoisonError::into_inner),
            self.binaries
                .into_inner()
                .unwrap_or_else(PoisonError::into_inner),
        )
    }
}

impl Sink for Collect {
    fn put(&self, file: GeneratedFile) -> Result<(), String> {
        lock(&self.files).push(file);
        Ok(())
    }

    fn put_bytes(&self, file: BinaryFile) -> Result<(), String> {
        lock(&self.binaries).push(file);
        Ok(())
    }
}

/// Everything one target of one package consists of, sorted by path.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Output {
    /// The package name (the first directory under `--out`).
    pub package: String,
    pub target: Target,
    pub files: Vec<GeneratedFile>,
    /// The files that are not text (written as they are), sorted by path.
    pub binaries: Vec<BinaryFile>,
}

/// The mutex's value, also after a panic elsewhere poisoned it (the run fails anyway, and its
/// clean-up still needs the value).
pub(crate) fn lock<T>(mutex: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    mutex.lock().unwrap_or_else(PoisonError::into_inner)
}
