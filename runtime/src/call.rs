//! Methods: [`Context::call`] calls a resource's method (a schema's `methods`), which its
//! provider runs (the resource monitor's `Call`). The resource is sent as the argument
//! `__self__`, a resource reference.

use std::collections::BTreeSet;

use pulumi_gestalt_proto::pulumi::pulumirpc as rpc;
use serde::de::DeserializeOwned;
use serde_json::Value;

use crate::context::{resolve_inputs, Context, Inputs};
use crate::options;
use crate::output::{Output, OutputData};
use crate::resource::{package_of, InvokeOptions, ResourceRef};
use crate::wire;

/// The argument that carries the resource a method is called on.
pub const SELF_ARGUMENT: &str = "__self__";

impl Context {
    /// Calls the method `token` (`<package>:<module>:<Type>/<method>`) on `this` (a component
    /// by [`ResourceRef::from`], a custom resource by [`ResourceRef::custom`], so its id goes
    /// too) with `args`. The provider is the options' (a provider's own method passes the
    /// provider itself there), else the one `this` hands its children for the package.
    ///
    /// The result, read as `R` from the returned object, is secret when an argument or a
    /// returned value is, and depends on what the arguments and the returned values depend on.
    /// A preview with an unknown argument gives an unknown result without a call.
    pub fn call<R>(
        &self,
        token: &'static str,
        args: impl Into<Inputs>,
        this: Option<ResourceRef>,
        options: InvokeOptions,
    ) -> Output<R>
    where
        R: DeserializeOwned + Clone + Send + Sync + 'static,
    {
        let context = self.clone();
        let args = args.into();
        let result = Output::from_future(async move {
            match context.call_now(token, args, this, options).await {
                Ok(data) => data,
                Err(message) => {
                    context.fail(format!("calling {token}: {message}"));
                    Output::unknown().data().await
                }
            }
        });
        // Tracked as pending so that a failure fails the program even if nothing awaits it.
        let driver = result.clone();
        self.spawn_pending(async move {
            driver.data().await;
        });
        result
    }

    /// [`Context::call`] of a method that returns nothing.
    pub fn call_unit(
        &self,
        token: &'static str,
        args: impl Into<Inputs>,
        this: Option<ResourceRef>,
        options: InvokeOptions,
    ) -> Output<()> {
        self.call::<Value>(token, args, this, options).map(|_| ())
    }

    async fn call_now<R: DeserializeOwned>(
        &self,
        token: &str,
        args: Inputs,
        this: Option<ResourceRef>,
        options: InvokeOptions,
    ) -> Result<OutputData<R>, String> {
        let (mut object, property_dependencies, mut dependencies) = resolve_inputs(args).await;
        let unknown_argument = object.values().any(|v| v.as_str() == Some(wire::UNKNOWN));
        let secret_argument = object.values().any(wire::is_secret);
        let mut provider_options = options.clone();
        if let Some(this) = &this {
            let urn = options::urn_of(this).await.unwrap_or_default();
            let id = match &this.id {
                Some(id) => Some(id.data().await.value.unwrap_or_default()),
                None => None,
            };
            object.insert(
                SELF_ARGUMENT.to_owned(),
                wire::resource_reference(&urn, id.as_deref()),
            );
            dependencies.insert(urn);
            if provider_options.provider.is_none() {
                provider_options.provider = this.providers.get(package_of(token)).cloned();
            }
        }
        if unknown_argument && self.is_dry_run() {
            return Ok(OutputData {
                value: None,
                secret: secret_argument,
                dependencies,
            });
        }
        let (provider, waited_for) = options::resolve_invoke(token, &provider_options).await;
        let package_ref = self.package_ref(token).await?;
        let request = rpc::ResourceCallRequest {
            package_ref,
            tok: token.to_owned(),
            args: Some(wire::to_struct(&object)),
            arg_dependencies: property_dependencies
                .into_iter()
                .map(|(name, urns)| {
                    let urns = urns.into_iter().collect();
                    (
                        name,
                        rpc::resource_call_request::ArgumentDependencies { urns },
                    )
                })
                .collect(),
            provider,
            version: options.version.clone().unwrap_or_default(),
            plugin_download_url: options.plugin_download_url.clone().unwrap_or_default(),
            ..Default::default()
        };
        let response = self
            .monitor()
            .call(request)
            .await
            .map_err(|status| status.message().to_owned())?
            .into_inner();
        if !response.failures.is_empty() {
            return Err(crate::context::failures(&response.failures));
        }
        let mut result_dependencies: BTreeSet<String> = waited_for.into_iter().collect();
        for urns in response.return_dependencies.into_values() {
            result_dependencies.extend(urns.urns);
        }
        let returned = response
            .r#return
            .as_ref()
            .map(wire::from_struct)
            .unwrap_or_default();
        let read = self.read_value::<R>(Value::Object(returned));
        let value = match read.value {
            Some(Ok(value)) => Some(value),
            Some(Err(e)) => return Err(format!("the result does not read: {e}")),
            None => None,
        };
        Ok(OutputData {
            value,
            secret: secret_argument || read.secret,
            dependencies: result_dependencies,
        })
    }
}

/// A value received from the engine, read as a program's type.
pub(crate) struct Read<T> {
    /// `None` when some part was unknown.
    pub value: Option<Result<T, serde_json::Error>>,
    pub secret: bool,
}

impl Context {
    /// Reads a value the engine sent (secrets, unknowns and resource references decoded).
    pub(crate) fn read_value<T: DeserializeOwned>(&self, value: Value) -> Read<T> {
        let decoded = wire::decode(value);
        let value = if decoded.unknown {
            None
        } else {
            Some(crate::reference::with_context(self, || {
                serde_json::from_value(decoded.value)
            }))
        };
        Read {
            value,
            secret: decoded.secret,
        }
    }

    /// Reads a function's result as `T`. A function whose schema returns a single value (not
    /// an object) still answers with an object of one property: when the object does not read
    /// as `T`, that property is read.
    pub(crate) fn read_result<T: DeserializeOwned>(&self, result: Value) -> Read<T> {
        let read = self.read_value(result.clone());
        match (&read.value, result) {
            (Some(Err(_)), Value::Object(map)) if map.len() == 1 => {
                let single =
                    self.read_value(map.into_iter().next().map(|(_, v)| v).unwrap_or_default());
                // Neither reads: the object's error says more.
                match single.value {
                    Some(Ok(_)) => single,
                    _ => read,
                }
            }
            _ => read,
        }
    }
}
