//! The files each SDK names after a schema's definitions, as that SDK's naming plan makes their
//! paths (the backends write them at those paths): what validation holds to the file system's
//! limit on one file or directory name.

use crate::ir::{EnumId, Function, FunctionId, ObjectId, Package, Resource, ResourceId};

/// The longest file or directory name, in bytes, that file systems take (ext4, XFS, Btrfs and
/// APFS count 255 bytes; NTFS 255 UTF-16 units, which are never fewer).
pub const MAX_FILE_NAME_BYTES: usize = 255;

/// A definition of the schema whose name a generated path holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Definition {
    Resource(ResourceId),
    Function(FunctionId),
    Object(ObjectId),
    Enum(EnumId),
}

/// A file an SDK writes for a definition (or for the module that holds it), relative to the
/// SDK's directory.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NamedFile {
    pub definition: Definition,
    pub path: String,
}

impl NamedFile {
    pub fn new(definition: Definition, path: String) -> NamedFile {
        NamedFile { definition, path }
    }

    /// The first file or directory name of the path longer than [`MAX_FILE_NAME_BYTES`].
    pub fn too_long(&self) -> Option<&str> {
        self.path
            .split('/')
            .find(|name| name.len() > MAX_FILE_NAME_BYTES)
    }
}

/// The files of a package's resources and functions that are not overlays, at the paths
/// `resource` and `function` give (`None`: the SDK writes no file for it, as for a method).
pub fn member_files(
    package: &Package,
    resource: impl Fn(usize, &Resource) -> Option<String>,
    function: impl Fn(usize, &Function) -> Option<String>,
) -> Vec<NamedFile> {
    let resources = package.resources.iter().enumerate().filter_map(|(i, r)| {
        let path = resource(i, r).filter(|_| !r.is_overlay)?;
        Some(NamedFile::new(Definition::Resource(ResourceId(i)), path))
    });
    let functions = package.functions.iter().enumerate().filter_map(|(i, f)| {
        let path = function(i, f).filter(|_| !f.is_overlay)?;
        Some(NamedFile::new(Definition::Function(FunctionId(i)), path))
    });
    resources.chain(functions).collect()
}
