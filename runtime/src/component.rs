//! Components of the program's own: a resource that groups others (its children, registered
//! with it as their `parent`) and has no provider. The engine shows the children under it, and
//! records the outputs it registers with [`ComponentResource::register_outputs`].
//!
//! A component type wraps a [`ComponentResource`] and hands on its URN and providers:
//!
//! ```no_run
//! use sdkgen_runtime::{ComponentResource, Context, Output, ProviderMap, Resource, ResourceOptions};
//!
//! struct Website {
//!     base: ComponentResource,
//!     /// Where the site is served.
//!     pub url: Output<String>,
//! }
//!
//! impl Website {
//!     fn new(ctx: &Context, name: &str, options: ResourceOptions) -> Website {
//!         let base = ComponentResource::new(ctx, "acme:web:Website", name, options);
//!         // Children: `ResourceOptions::new().parent(&base)`.
//!         let url = Output::new(format!("https://{name}.example.com"));
//!         base.register_outputs([("url", url.clone().to_json())]);
//!         Website { base, url }
//!     }
//! }
//!
//! impl Resource for Website {
//!     fn urn(&self) -> &Output<String> {
//!         self.base.urn()
//!     }
//!     fn providers(&self) -> ProviderMap {
//!         self.base.providers()
//!     }
//! }
//! ```

use serde_json::Value;

use crate::context::{Context, Inputs, Registration, Spec};
use crate::output::Output;
use crate::resource::{ProviderMap, Resource, ResourceOptions};

/// A component resource of the program's own.
#[derive(Clone)]
pub struct ComponentResource {
    context: Context,
    registration: Registration,
}

impl ComponentResource {
    /// Registers the component `name` of type `type_token` (`<package>:<module>:<type>`).
    /// Its `providers` option (and its parent's) are what its children of each package use.
    pub fn new(
        ctx: &Context,
        type_token: impl Into<String>,
        name: impl Into<String>,
        options: ResourceOptions,
    ) -> ComponentResource {
        ComponentResource::with_inputs(ctx, type_token, name, Inputs::new(), options)
    }

    /// [`ComponentResource::new`], recording `inputs` (wire name and value) as the component's
    /// inputs, which the engine keeps in the state and shows.
    pub fn with_inputs(
        ctx: &Context,
        type_token: impl Into<String>,
        name: impl Into<String>,
        inputs: impl Into<Inputs>,
        options: ResourceOptions,
    ) -> ComponentResource {
        let spec = Spec {
            type_token: type_token.into(),
            name: name.into(),
            custom: false,
            remote: false,
            version: String::new(),
            secret_outputs: Vec::new(),
            replace_on_changes: Vec::new(),
        };
        ComponentResource {
            context: ctx.clone(),
            registration: ctx.register(spec, inputs.into(), options),
        }
    }

    /// Records the component's outputs (shown by `pulumi stack`, kept in the state) once they
    /// are known; a component calls it once, after registering its children. The program
    /// waits for it before it ends.
    pub fn register_outputs<'a>(
        &self,
        outputs: impl IntoIterator<Item = (&'a str, Output<Value>)>,
    ) {
        let outputs: Vec<(String, Output<Value>)> = outputs
            .into_iter()
            .map(|(name, output)| (name.to_owned(), output))
            .collect();
        let context = self.context.clone();
        let urn = self.registration.urn.clone();
        self.context.spawn_pending(async move {
            // A registration that failed has failed the program already.
            let Some(urn) = urn.data().await.value else {
                return;
            };
            if let Err(e) = context.register_outputs_now(&urn, outputs).await {
                context.fail(format!("registering the outputs of {urn}: {e}"));
            }
        });
    }

    /// The registration, for reading outputs the engine recorded.
    pub fn registration(&self) -> &Registration {
        &self.registration
    }
}

impl Resource for ComponentResource {
    fn urn(&self) -> &Output<String> {
        &self.registration.urn
    }

    fn providers(&self) -> ProviderMap {
        self.registration.providers()
    }
}
