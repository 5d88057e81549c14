//! Resources as a program holds them, and the options of a registration.

use crate::output::Output;

/// Any resource: what options and other resources refer to it by.
pub trait Resource {
    /// The resource's URN.
    fn urn(&self) -> &Output<String>;
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

/// A reference to a resource: its URN.
#[derive(Clone, Debug)]
pub struct ResourceRef {
    pub(crate) urn: Output<String>,
}

impl<R: Resource> From<&R> for ResourceRef {
    fn from(resource: &R) -> ResourceRef {
        ResourceRef {
            urn: resource.urn().clone(),
        }
    }
}

/// A reference to a provider resource: its URN and id (the engine's `urn::id` form).
#[derive(Clone, Debug)]
pub struct ProviderRef {
    pub(crate) urn: Output<String>,
    pub(crate) id: Output<String>,
}

impl<P: ProviderResource> From<&P> for ProviderRef {
    fn from(provider: &P) -> ProviderRef {
        ProviderRef {
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
}

/// How a resource is registered.
#[derive(Clone, Debug, Default)]
pub struct ResourceOptions {
    /// The resource's parent (the stack when unset).
    pub parent: Option<ResourceRef>,
    /// Resources this one is created after, beyond those its inputs come from.
    pub depends_on: Vec<ResourceRef>,
    /// The provider that manages it (the package's default provider when unset).
    pub provider: Option<ProviderRef>,
    /// Whether the engine refuses to delete it.
    pub protect: bool,
    /// Input properties whose changes the engine ignores.
    pub ignore_changes: Vec<String>,
    /// Earlier names of the resource.
    pub aliases: Vec<Alias>,
    /// Input properties whose changes replace the resource.
    pub replace_on_changes: Vec<String>,
    /// Output properties to keep secret, beyond those the schema marks.
    pub additional_secret_outputs: Vec<String>,
    /// Delete the old resource before creating its replacement.
    pub delete_before_replace: bool,
    /// Leave the cloud resource in place when the engine deletes it.
    pub retain_on_delete: bool,
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

    /// Sets whether the resource is protected.
    pub fn protect(mut self, protect: bool) -> ResourceOptions {
        self.protect = protect;
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
}

/// How a function is invoked.
#[derive(Clone, Debug, Default)]
pub struct InvokeOptions {
    /// The provider that answers (the package's default provider when unset).
    pub provider: Option<ProviderRef>,
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
}
