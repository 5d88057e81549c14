//! Resources as a program holds them, and the options of a registration or an invoke.

use std::collections::BTreeMap;
use std::sync::Arc;
use std::time::Duration;

use crate::output::Output;

/// Any resource: what options and other resources refer to it by.
pub trait Resource {
    /// The resource's URN.
    fn urn(&self) -> &Output<String>;

    /// The providers its children use, by package: its `providers` and `provider` options
    /// and its parent's (a generated resource hands them on; a method called on it goes to
    /// its provider); empty by default.
    fn providers(&self) -> ProviderMap {
        ProviderMap::default()
    }
}

/// A resource a provider manages, with its provider-assigned id.
pub trait CustomResource: Resource {
    /// The provider-assigned id (unknown during a preview of its creation).
    fn id(&self) -> &Output<String>;
}

/// A provider resource, which other resources and invokes can be given explicitly.
pub trait ProviderResource: CustomResource {
    /// The package the provider serves (`random` for `pulumi:providers:random`).
    fn package(&self) -> &str;
}

/// Providers by package name, shared cheaply.
pub type ProviderMap = Arc<BTreeMap<String, ProviderRef>>;

/// A reference to a resource: its URN, its id for a custom resource, and the providers its
/// children inherit.
#[derive(Clone, Debug)]
pub struct ResourceRef {
    pub(crate) urn: Output<String>,
    pub(crate) id: Option<Output<String>>,
    pub(crate) providers: ProviderMap,
}

impl ResourceRef {
    /// A reference to the resource `urn`.
    pub fn from_urn(urn: Output<String>) -> ResourceRef {
        ResourceRef {
            urn,
            id: None,
            providers: ProviderMap::default(),
        }
    }

    /// A reference to a custom resource, with its id (what a method called on it sends as
    /// `__self__`).
    pub fn custom<R: CustomResource>(resource: &R) -> ResourceRef {
        ResourceRef {
            id: Some(resource.id().clone()),
            ..ResourceRef::from(resource)
        }
    }

    /// The resource's URN.
    pub fn urn(&self) -> &Output<String> {
        &self.urn
    }
}

impl<R: Resource> From<&R> for ResourceRef {
    fn from(resource: &R) -> ResourceRef {
        ResourceRef {
            urn: resource.urn().clone(),
            id: None,
            providers: resource.providers(),
        }
    }
}

/// A reference to a provider resource: its package, URN and id (the engine's `urn::id` form).
#[derive(Clone, Debug)]
pub struct ProviderRef {
    pub(crate) package: String,
    pub(crate) urn: Output<String>,
    pub(crate) id: Output<String>,
}

impl ProviderRef {
    /// The package the provider serves.
    pub fn package(&self) -> &str {
        &self.package
    }
}

impl<P: ProviderResource> From<&P> for ProviderRef {
    fn from(provider: &P) -> ProviderRef {
        ProviderRef {
            package: provider.package().to_owned(),
            urn: provider.urn().clone(),
            id: provider.id().clone(),
        }
    }
}

/// A name the resource had before: the engine treats a resource registered under an alias as
/// the same resource rather than replacing it.
#[derive(Clone, Debug)]
pub enum Alias {
    /// The old URN.
    Urn(String),
    /// The old name (same type and parent).
    Name(String),
    /// Whatever of the name, type, parent, stack and project differed.
    Spec(AliasSpec),
}

/// The parts of an earlier identity that differ from the current one (unset: the same).
#[derive(Clone, Debug, Default)]
pub struct AliasSpec {
    /// The old name.
    pub name: Option<String>,
    /// The old type token.
    pub type_token: Option<String>,
    /// The old parent; `Some(None)` when it had no parent (was a child of the stack).
    pub parent: Option<Option<ResourceRef>>,
    /// The old stack.
    pub stack: Option<String>,
    /// The old project.
    pub project: Option<String>,
}

/// How long the engine waits for a provider's create, update or delete before failing it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CustomTimeouts {
    /// For a create.
    pub create: Option<Duration>,
    /// For an update.
    pub update: Option<Duration>,
    /// For a delete.
    pub delete: Option<Duration>,
}

/// A duration as the engine parses it (Go's `time.ParseDuration`).
pub(crate) fn go_duration(duration: Duration) -> String {
    if duration.subsec_nanos() == 0 {
        format!("{}s", duration.as_secs())
    } else {
        format!("{}ns", duration.as_nanos())
    }
}

/// How a resource is registered. Unset options take the engine's defaults (a `protect` unset
/// lets the engine decide, where `protect(false)` says no).
#[derive(Clone, Debug, Default)]
pub struct ResourceOptions {
    /// The resource's parent (the stack when unset).
    pub parent: Option<ResourceRef>,
    /// Resources this one is created after, beyond those its inputs come from.
    pub depends_on: Vec<ResourceRef>,
    /// The provider that manages it (its parent's for its package, else the package's default
    /// provider, when unset). For a component, it joins `providers`.
    pub provider: Option<ProviderRef>,
    /// A component's providers by package, inherited by its children.
    pub providers: Vec<ProviderRef>,
    /// Whether the engine refuses to delete it.
    pub protect: Option<bool>,
    /// Input properties whose changes the engine ignores.
    pub ignore_changes: Vec<String>,
    /// Earlier names of the resource.
    pub aliases: Vec<Alias>,
    /// Input properties whose changes replace the resource.
    pub replace_on_changes: Vec<String>,
    /// Output properties to keep secret, beyond those the schema marks.
    pub additional_secret_outputs: Vec<String>,
    /// Delete the old resource before creating its replacement.
    pub delete_before_replace: Option<bool>,
    /// Leave the cloud resource in place when the engine deletes it.
    pub retain_on_delete: Option<bool>,
    /// Skip the provider's delete when this resource is deleted because that one was.
    pub deleted_with: Option<ResourceRef>,
    /// Replace this resource whenever one of these is replaced.
    pub replace_with: Vec<ResourceRef>,
    /// Input properties whose diffs the CLI does not show.
    pub hide_diffs: Vec<String>,
    /// For a provider: environment variables it reads under another name (the variable the
    /// program's environment has → the one the provider reads).
    pub env_var_mappings: BTreeMap<String, String>,
    /// A value whose change replaces the resource (any value; unknown in a preview, it
    /// replaces it too).
    pub replacement_trigger: Option<Output<serde_json::Value>>,
    /// The provider plugin's version, instead of the package's.
    pub version: Option<String>,
    /// Where the engine downloads the provider plugin from.
    pub plugin_download_url: Option<String>,
    /// Adopt the existing cloud resource with this id instead of creating one.
    pub import: Option<String>,
    /// How long the provider's operations may take.
    pub custom_timeouts: Option<CustomTimeouts>,
    /// Changes to its inputs and options (and its children's) before the engine registers it
    /// (see [`crate::transform`]).
    pub transforms: Vec<crate::transform::Transform>,
}

impl ResourceOptions {
    /// No options.
    pub fn new() -> ResourceOptions {
        ResourceOptions::default()
    }

    /// Sets the parent.
    pub fn parent(mut self, parent: impl Into<ResourceRef>) -> ResourceOptions {
        self.parent = Some(parent.into());
        self
    }

    /// Adds a resource this one depends on.
    pub fn depends_on(mut self, resource: impl Into<ResourceRef>) -> ResourceOptions {
        self.depends_on.push(resource.into());
        self
    }

    /// Sets the provider.
    pub fn provider(mut self, provider: impl Into<ProviderRef>) -> ResourceOptions {
        self.provider = Some(provider.into());
        self
    }

    /// Adds a provider for a component's children of its package.
    pub fn providers(mut self, provider: impl Into<ProviderRef>) -> ResourceOptions {
        self.providers.push(provider.into());
        self
    }

    /// Sets whether the resource is protected.
    pub fn protect(mut self, protect: bool) -> ResourceOptions {
        self.protect = Some(protect);
        self
    }

    /// Adds an input whose changes are ignored.
    pub fn ignore_changes(mut self, property: impl Into<String>) -> ResourceOptions {
        self.ignore_changes.push(property.into());
        self
    }

    /// Adds an alias.
    pub fn alias(mut self, alias: Alias) -> ResourceOptions {
        self.aliases.push(alias);
        self
    }

    /// Adds an input whose changes replace the resource.
    pub fn replace_on_changes(mut self, property: impl Into<String>) -> ResourceOptions {
        self.replace_on_changes.push(property.into());
        self
    }

    /// Adds an output to keep secret.
    pub fn additional_secret_output(mut self, property: impl Into<String>) -> ResourceOptions {
        self.additional_secret_outputs.push(property.into());
        self
    }

    /// Sets whether a replacement deletes the old resource first.
    pub fn delete_before_replace(mut self, delete_first: bool) -> ResourceOptions {
        self.delete_before_replace = Some(delete_first);
        self
    }

    /// Sets whether the cloud resource stays when the engine deletes it.
    pub fn retain_on_delete(mut self, retain: bool) -> ResourceOptions {
        self.retain_on_delete = Some(retain);
        self
    }

    /// Sets the resource whose deletion deletes this one too.
    pub fn deleted_with(mut self, resource: impl Into<ResourceRef>) -> ResourceOptions {
        self.deleted_with = Some(resource.into());
        self
    }

    /// Adds a resource whose replacement replaces this one.
    pub fn replace_with(mut self, resource: impl Into<ResourceRef>) -> ResourceOptions {
        self.replace_with.push(resource.into());
        self
    }

    /// Adds an input whose diffs are hidden.
    pub fn hide_diff(mut self, property: impl Into<String>) -> ResourceOptions {
        self.hide_diffs.push(property.into());
        self
    }

    /// Replaces the resource whenever `value` changes.
    pub fn replacement_trigger(
        mut self,
        value: impl Into<Output<serde_json::Value>>,
    ) -> ResourceOptions {
        self.replacement_trigger = Some(value.into());
        self
    }

    /// For a provider: has it read the environment variable `from` as `to`.
    pub fn env_var_mapping(
        mut self,
        from: impl Into<String>,
        to: impl Into<String>,
    ) -> ResourceOptions {
        self.env_var_mappings.insert(from.into(), to.into());
        self
    }

    /// Sets the provider plugin's version.
    pub fn version(mut self, version: impl Into<String>) -> ResourceOptions {
        self.version = Some(version.into());
        self
    }

    /// Sets where the provider plugin is downloaded from.
    pub fn plugin_download_url(mut self, url: impl Into<String>) -> ResourceOptions {
        self.plugin_download_url = Some(url.into());
        self
    }

    /// Imports the existing cloud resource `id`.
    pub fn import(mut self, id: impl Into<String>) -> ResourceOptions {
        self.import = Some(id.into());
        self
    }

    /// Sets the provider operations' timeouts.
    pub fn custom_timeouts(mut self, timeouts: CustomTimeouts) -> ResourceOptions {
        self.custom_timeouts = Some(timeouts);
        self
    }

    /// Adds a transform of this resource and its children (see [`crate::transform`]).
    pub fn transform(mut self, transform: crate::transform::Transform) -> ResourceOptions {
        self.transforms.push(transform);
        self
    }
}

/// How a function is invoked.
#[derive(Clone, Debug, Default)]
pub struct InvokeOptions {
    /// The provider that answers (the parent's for the package, else the package's default
    /// provider, when unset).
    pub provider: Option<ProviderRef>,
    /// A resource whose providers the invoke inherits.
    pub parent: Option<ResourceRef>,
    /// Resources whose registration the invoke waits for; its result depends on them.
    pub depends_on: Vec<ResourceRef>,
    /// The provider plugin's version, instead of the package's.
    pub version: Option<String>,
    /// Where the engine downloads the provider plugin from.
    pub plugin_download_url: Option<String>,
}

impl InvokeOptions {
    /// No options.
    pub fn new() -> InvokeOptions {
        InvokeOptions::default()
    }

    /// Sets the provider.
    pub fn provider(mut self, provider: impl Into<ProviderRef>) -> InvokeOptions {
        self.provider = Some(provider.into());
        self
    }

    /// Sets the parent, whose providers the invoke inherits.
    pub fn parent(mut self, parent: impl Into<ResourceRef>) -> InvokeOptions {
        self.parent = Some(parent.into());
        self
    }

    /// Adds a resource the invoke waits for.
    pub fn depends_on(mut self, resource: impl Into<ResourceRef>) -> InvokeOptions {
        self.depends_on.push(resource.into());
        self
    }

    /// Sets the provider plugin's version.
    pub fn version(mut self, version: impl Into<String>) -> InvokeOptions {
        self.version = Some(version.into());
        self
    }

    /// Sets where the provider plugin is downloaded from.
    pub fn plugin_download_url(mut self, url: impl Into<String>) -> InvokeOptions {
        self.plugin_download_url = Some(url.into());
        self
    }
}

/// The package of a type or function token (`aws` for `aws:s3/bucket:Bucket`; `random` for
/// the provider type `pulumi:providers:random`).
pub fn package_of(token: &str) -> &str {
    match token.strip_prefix("pulumi:providers:") {
        // A provider's method: `pulumi:providers:aws/terraformConfig`.
        Some(package) => package.split('/').next().unwrap_or(package),
        None => token.split(':').next().unwrap_or(token),
    }
}
