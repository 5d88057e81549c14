//! `sdkgen diff`: what changed between two versions of a package schema, and what that means
//! for the people who use its SDKs.
//!
//! Both schemas are bound first, so the comparison sees resolved `$ref`s, explicit flags and
//! defaults, not JSON text. [`diff`] walks the two bound packages (the `compare` module) and
//! yields one [`Change`] per difference, each with a stable code, a severity, the semver bump
//! it needs on its own, its schema location and the names it affects in every SDK ([`names`]).
//! [`report`] adds the summary (the bump the whole set needs, and whether the new version
//! declares it) and renders it for people or as JSON.

mod compare;
pub mod names;
pub mod report;

use serde::Serialize;

use crate::ir::Package;
pub use names::Names;

/// How much a change can hurt a user of the previous SDK.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Severity {
    /// A program written against the old SDK may stop compiling, fail, or leak a secret.
    Breaking,
    /// The API stays source-compatible in most SDKs, but something users notice changes: a
    /// deployment that used to update now replaces, or a field's type changes in the
    /// statically typed SDKs (Go, Rust).
    Warning,
    /// Compatible: additions, deprecations, documentation and metadata.
    Info,
}

impl Severity {
    /// The word used in reports.
    pub fn as_str(self) -> &'static str {
        match self {
            Severity::Breaking => "breaking",
            Severity::Warning => "warning",
            Severity::Info => "info",
        }
    }
}

/// A semantic-versioning bump, least to most.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Bump {
    /// Nothing the SDKs show changed.
    None,
    /// Fixes and documentation.
    Patch,
    /// Compatible additions.
    Minor,
    /// Incompatible changes.
    Major,
}

impl Bump {
    /// The word used in reports.
    pub fn as_str(self) -> &'static str {
        match self {
            Bump::None => "none",
            Bump::Patch => "patch",
            Bump::Minor => "minor",
            Bump::Major => "major",
        }
    }
}

/// What kind of change; each has a stable code (`D101`) and slug (`resource-removed`).
///
/// Codes group by what happened: `D1xx` something users name is gone or renamed, `D2xx` a type
/// or signature changed, `D3xx` requiredness, `D4xx` flags (secret, replace-on-change,
/// output-only), `D5xx` additions, `D6xx` defaults, deprecation and documentation.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Kind {
    ResourceRemoved,
    FunctionRemoved,
    TypeRemoved,
    EnumRemoved,
    InputRemoved,
    OutputRemoved,
    PropertyRemoved,
    ConfigRemoved,
    MethodRemoved,
    EnumValueRemoved,
    PackageRenamed,
    TokenRenamed,
    SdkNameChanged,
    SdkPackageChanged,
    TypeChanged,
    EnumTypeChanged,
    ResultChanged,
    SignatureChanged,
    PlainChanged,
    InputNowRequired,
    RequiredInputAdded,
    OutputNowOptional,
    InputNowOptional,
    OutputNowRequired,
    SecretRemoved,
    SecretAdded,
    ReplaceOnChangesAdded,
    ReplaceOnChangesRemoved,
    OutputOnlyAdded,
    OutputOnlyRemoved,
    ResourceAdded,
    FunctionAdded,
    TypeAdded,
    EnumAdded,
    InputAdded,
    OutputAdded,
    PropertyAdded,
    ConfigAdded,
    MethodAdded,
    EnumValueAdded,
    DefaultChanged,
    EnvVarsChanged,
    Deprecated,
    Undeprecated,
    DescriptionChanged,
}

impl Kind {
    /// Every kind, in code order.
    pub const ALL: [Kind; 45] = [
        Kind::ResourceRemoved,
        Kind::FunctionRemoved,
        Kind::TypeRemoved,
        Kind::EnumRemoved,
        Kind::InputRemoved,
        Kind::OutputRemoved,
        Kind::PropertyRemoved,
        Kind::ConfigRemoved,
        Kind::MethodRemoved,
        Kind::EnumValueRemoved,
        Kind::PackageRenamed,
        Kind::TokenRenamed,
        Kind::SdkNameChanged,
        Kind::SdkPackageChanged,
        Kind::TypeChanged,
        Kind::EnumTypeChanged,
        Kind::ResultChanged,
        Kind::SignatureChanged,
        Kind::PlainChanged,
        Kind::InputNowRequired,
        Kind::RequiredInputAdded,
        Kind::OutputNowOptional,
        Kind::InputNowOptional,
        Kind::OutputNowRequired,
        Kind::SecretRemoved,
        Kind::SecretAdded,
        Kind::ReplaceOnChangesAdded,
        Kind::ReplaceOnChangesRemoved,
        Kind::OutputOnlyAdded,
        Kind::OutputOnlyRemoved,
        Kind::ResourceAdded,
        Kind::FunctionAdded,
        Kind::TypeAdded,
        Kind::EnumAdded,
        Kind::InputAdded,
        Kind::OutputAdded,
        Kind::PropertyAdded,
        Kind::ConfigAdded,
        Kind::MethodAdded,
        Kind::EnumValueAdded,
        Kind::DefaultChanged,
        Kind::EnvVarsChanged,
        Kind::Deprecated,
        Kind::Undeprecated,
        Kind::DescriptionChanged,
    ];

    /// The stable code and slug.
    pub fn code(self) -> (&'static str, &'static str) {
        match self {
            Kind::ResourceRemoved => ("D101", "resource-removed"),
            Kind::FunctionRemoved => ("D102", "function-removed"),
            Kind::TypeRemoved => ("D103", "type-removed"),
            Kind::EnumRemoved => ("D104", "enum-removed"),
            Kind::InputRemoved => ("D105", "input-removed"),
            Kind::OutputRemoved => ("D106", "output-removed"),
            Kind::PropertyRemoved => ("D107", "property-removed"),
            Kind::ConfigRemoved => ("D108", "config-removed"),
            Kind::MethodRemoved => ("D109", "method-removed"),
            Kind::EnumValueRemoved => ("D110", "enum-value-removed"),
            Kind::PackageRenamed => ("D111", "package-renamed"),
            Kind::TokenRenamed => ("D112", "token-renamed"),
            Kind::SdkNameChanged => ("D113", "sdk-name-changed"),
            Kind::SdkPackageChanged => ("D114", "sdk-package-changed"),
            Kind::TypeChanged => ("D201", "type-changed"),
            Kind::EnumTypeChanged => ("D202", "enum-type-changed"),
            Kind::ResultChanged => ("D203", "result-changed"),
            Kind::SignatureChanged => ("D204", "signature-changed"),
            Kind::PlainChanged => ("D205", "plain-changed"),
            Kind::InputNowRequired => ("D301", "input-now-required"),
            Kind::RequiredInputAdded => ("D302", "required-input-added"),
            Kind::OutputNowOptional => ("D303", "output-now-optional"),
            Kind::InputNowOptional => ("D304", "input-now-optional"),
            Kind::OutputNowRequired => ("D305", "output-now-required"),
            Kind::SecretRemoved => ("D401", "secret-removed"),
            Kind::SecretAdded => ("D402", "secret-added"),
            Kind::ReplaceOnChangesAdded => ("D403", "replace-on-changes-added"),
            Kind::ReplaceOnChangesRemoved => ("D404", "replace-on-changes-removed"),
            Kind::OutputOnlyAdded => ("D405", "output-only-added"),
            Kind::OutputOnlyRemoved => ("D406", "output-only-removed"),
            Kind::ResourceAdded => ("D501", "resource-added"),
            Kind::FunctionAdded => ("D502", "function-added"),
            Kind::TypeAdded => ("D503", "type-added"),
            Kind::EnumAdded => ("D504", "enum-added"),
            Kind::InputAdded => ("D505", "input-added"),
            Kind::OutputAdded => ("D506", "output-added"),
            Kind::PropertyAdded => ("D507", "property-added"),
            Kind::ConfigAdded => ("D508", "config-added"),
            Kind::MethodAdded => ("D509", "method-added"),
            Kind::EnumValueAdded => ("D510", "enum-value-added"),
            Kind::DefaultChanged => ("D601", "default-changed"),
            Kind::EnvVarsChanged => ("D602", "env-vars-changed"),
            Kind::Deprecated => ("D603", "deprecated"),
            Kind::Undeprecated => ("D604", "undeprecated"),
            Kind::DescriptionChanged => ("D605", "description-changed"),
        }
    }

    /// The severity and bump a change of this kind usually has; the comparison overrides them
    /// where context decides (a token rename that every SDK spells the same, a required
    /// property added to a type only ever returned, …).
    pub fn default_rating(self) -> (Severity, Bump) {
        use Kind::*;
        match self {
            ResourceRemoved | FunctionRemoved | TypeRemoved | EnumRemoved | InputRemoved
            | OutputRemoved | PropertyRemoved | ConfigRemoved | MethodRemoved
            | EnumValueRemoved | PackageRenamed | TokenRenamed | SdkNameChanged
            | SdkPackageChanged | TypeChanged | EnumTypeChanged | ResultChanged
            | SignatureChanged | PlainChanged | InputNowRequired | RequiredInputAdded
            | OutputNowOptional | SecretRemoved | OutputOnlyAdded => {
                (Severity::Breaking, Bump::Major)
            }
            InputNowOptional | OutputNowRequired | ReplaceOnChangesAdded => {
                (Severity::Warning, Bump::Minor)
            }
            ResourceAdded | FunctionAdded | TypeAdded | EnumAdded | InputAdded | OutputAdded
            | PropertyAdded | ConfigAdded | MethodAdded | EnumValueAdded | Deprecated
            | OutputOnlyRemoved => (Severity::Info, Bump::Minor),
            SecretAdded
            | ReplaceOnChangesRemoved
            | DefaultChanged
            | EnvVarsChanged
            | Undeprecated
            | DescriptionChanged => (Severity::Info, Bump::Patch),
        }
    }
}

/// One difference between the two schemas.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Change {
    /// What kind of change.
    pub kind: Kind,
    /// How much it can hurt.
    pub severity: Severity,
    /// The version bump it needs on its own.
    pub bump: Bump,
    /// Where in the schema: a token, then `.inputs.x` / `.outputs.x` / `.properties.x` /
    /// `.methods.x` / `.values[x]`; `config.x` for configuration; `package.…` for the package.
    pub location: String,
    /// One line saying what changed.
    pub message: String,
    /// The affected names in each SDK (the old spelling for what was removed, the new one
    /// otherwise).
    pub names: Names,
}

impl Change {
    /// Whether this change only touches documentation (listed with `--verbose` only).
    pub fn is_description(&self) -> bool {
        self.kind == Kind::DescriptionChanged
    }
}

/// Compares two bound packages; the changes come sorted: by severity (breaking first), then
/// location, then code.
pub fn diff(old: &Package, new: &Package) -> Vec<Change> {
    let mut changes = compare::run(old, new);
    changes.sort_by(|a, b| {
        (a.severity, &a.location, a.kind, &a.message).cmp(&(
            b.severity,
            &b.location,
            b.kind,
            &b.message,
        ))
    });
    changes.dedup();
    changes
}
