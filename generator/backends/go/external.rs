//! References to other packages' types and resources ([`Package::externals`]), spelled the way
//! those packages' own Go SDKs name them: each is named and marked as its own generation would
//! (Pulumi's `contextForExternalReference`), and imported from its import path, under the alias
//! `packageImportAliases` gives it (this package's aliases over the other's).

use std::collections::BTreeMap;

use super::model::{BoundObjects, Details, DetailsKey};
use crate::ir::{EnumId, ExternalKind, ExternalRef, ObjectId, Package};
use crate::naming::go::plan::{title, Plan};

/// What Go code needs to refer to a type of another package.
pub struct Resolved {
    /// The import path of the package that declares it.
    pub import_path: String,
    /// The name the file imports that package under: an alias, or its package name.
    pub qualifier: String,
    /// Whether `qualifier` is an alias the import must give.
    pub aliased: bool,
    /// The type's name (an object's input shape: `…Args`).
    pub name: String,
    /// The helper types the other package declares for it.
    pub details: Details,
}

/// One other package, named and marked.
struct External {
    package: Package,
    names: Plan,
    details: BTreeMap<DetailsKey, Details>,
    /// Import path → alias.
    aliases: BTreeMap<String, String>,
}

/// The other packages a package refers to.
#[derive(Default)]
pub struct Externals {
    packages: BTreeMap<String, External>,
}

impl Externals {
    /// Plan and marks every package `package` refers to; a package that cannot be named (its
    /// Go settings are unusable) is left out, and references into it are typed as `Any`.
    pub fn new(package: &Package) -> Externals {
        let ours = &package.settings.go.package_import_aliases;
        let mut packages = BTreeMap::new();
        for external in &package.externals {
            let Ok(names) = Plan::new(external) else {
                continue;
            };
            let objects = BoundObjects::new(external);
            let details = super::mark(external, &names, &objects, false).details;
            let mut aliases = external.settings.go.package_import_aliases.clone();
            aliases.extend(ours.clone());
            packages.insert(
                external.name.clone(),
                External {
                    package: external.clone(),
                    names,
                    details,
                    aliases,
                },
            );
        }
        Externals { packages }
    }

    /// How Go code refers to `reference` (an object in its input shape when `input`).
    pub fn resolve(&self, reference: &ExternalRef, input: bool) -> Option<Resolved> {
        let external = self.packages.get(&reference.package)?;
        let package = &external.package;
        let names = &external.names;
        let (module, name, key) = match reference.kind {
            ExternalKind::Provider => (String::new(), names.provider.clone(), DetailsKey::Other),
            ExternalKind::Resource => {
                let i = package
                    .resources
                    .binary_search_by(|r| r.token.raw.as_str().cmp(&reference.token))
                    .ok()?;
                // Resources are referred to by their token's name, as Pulumi's generator does.
                let name = title(&package.resources[i].token.name);
                (names.resources[i].0.clone(), name, DetailsKey::Other)
            }
            ExternalKind::Type if reference.is_enum => {
                let i = package
                    .enums
                    .binary_search_by(|e| e.token.raw.as_str().cmp(&reference.token))
                    .ok()?;
                let (module, name) = names.enums[i].clone();
                (module, name, DetailsKey::Enum(EnumId(i)))
            }
            ExternalKind::Type => {
                let i = package
                    .objects
                    .binary_search_by(|o| o.token.raw.as_str().cmp(&reference.token))
                    .ok()?;
                let (module, name) = names.objects[i].clone();
                let name = if input { format!("{name}Args") } else { name };
                (module, name, DetailsKey::Object(ObjectId(i)))
            }
        };
        let import_path = names.layout.import_path(&module);
        let (qualifier, aliased) = match external.aliases.get(&import_path) {
            Some(alias) => (alias.clone(), true),
            None => (names.package_name(&module), false),
        };
        Some(Resolved {
            details: external.details.get(&key).copied().unwrap_or_default(),
            import_path,
            qualifier,
            aliased,
            name,
        })
    }
}
