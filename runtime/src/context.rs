//! [`Context`]: a running program's connection to the engine. It registers resources (their
//! inputs encoded as the engine expects, see [`crate::wire`]), reads existing ones, invokes
//! functions, holds the stack's configuration and collects the stack's exports.

use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::sync::{Arc, Mutex, PoisonError};

use futures::future::{BoxFuture, FutureExt, Shared};
use pulumi_gestalt_proto::pulumi::pulumirpc as rpc;
use rpc::engine_client::EngineClient;
use rpc::resource_monitor_client::ResourceMonitorClient;
use serde::de::DeserializeOwned;
use serde::Serialize;
use serde_json::{Map, Value};
use tokio::task::JoinHandle;
use tonic::transport::Channel;

use crate::output::{Output, OutputData};
use crate::resource::{Alias, InvokeOptions, ProviderRef, ResourceOptions, ResourceRef};
use crate::wire;
use crate::Error;

/// The type of the stack's root resource.
const STACK_TYPE: &str = "pulumi:pulumi:Stack";

/// What the engine tells a program when it runs it (the language runtime's `RunRequest`).
#[derive(Clone, Debug, Default)]
pub struct RunInfo {
    /// The project name.
    pub project: String,
    /// The stack name.
    pub stack: String,
    /// The organization.
    pub organization: String,
    /// Where the resource monitor listens.
    pub monitor_address: String,
    /// Where the engine service listens (for logging and the root resource), when given.
    pub engine_address: Option<String>,
    /// Whether this is a preview.
    pub dry_run: bool,
    /// The stack's configuration (`<namespace>:<key>` to its value, secrets decrypted).
    pub config: BTreeMap<String, String>,
    /// Keys of `config` whose values are secret.
    pub config_secret_keys: BTreeSet<String>,
}

/// A program's connection to the engine. Cloning is cheap.
#[derive(Clone)]
pub struct Context {
    inner: Arc<Inner>,
}

struct Inner {
    info: RunInfo,
    monitor: ResourceMonitorClient<Channel>,
    engine: Option<EngineClient<Channel>>,
    stack_urn: String,
    /// Registrations and invokes still running; the program is done when they are.
    pending: Mutex<Vec<JoinHandle<()>>>,
    /// What failed: the program fails with these.
    errors: Mutex<Vec<String>>,
    exports: Mutex<Vec<(String, Output<Value>)>>,
}

/// What a resource's registration left: its URN, id and output properties.
#[derive(Clone, Debug)]
struct Registered {
    urn: String,
    id: Option<String>,
    outputs: Map<String, Value>,
}

/// A resource registration under way: its outputs, available as the engine answers.
#[derive(Clone)]
pub struct Registration {
    /// The resource's URN.
    pub urn: Output<String>,
    /// The provider-assigned id (unknown during a preview of a creation; empty for a component).
    pub id: Output<String>,
    state: Shared<BoxFuture<'static, Option<Registered>>>,
    dry_run: bool,
}

impl Registration {
    /// The output property `name`, read as `T`. It is unknown when the registration failed, when
    /// a preview does not know it, or when it does not read as `T`.
    pub fn output<T>(&self, name: &str) -> Output<T>
    where
        T: DeserializeOwned + Clone + Send + Sync + 'static,
    {
        let state = self.state.clone();
        let name = name.to_owned();
        let dry_run = self.dry_run;
        Output::from_future(async move {
            let Some(registered) = state.await else {
                return OutputData {
                    value: None,
                    secret: false,
                    dependencies: BTreeSet::new(),
                };
            };
            let dependencies = BTreeSet::from([registered.urn.clone()]);
            let raw = registered.outputs.get(&name).cloned();
            // A preview leaves out what it does not know yet.
            if raw.is_none() && dry_run {
                return OutputData {
                    value: None,
                    secret: false,
                    dependencies,
                };
            }
            let decoded = wire::decode(raw.unwrap_or(Value::Null));
            let value = if decoded.unknown {
                None
            } else {
                serde_json::from_value(decoded.value).ok()
            };
            OutputData {
                value,
                secret: decoded.secret,
                dependencies,
            }
        })
    }
}

/// A resource to register: its type, name and what the schema says about it.
#[derive(Clone, Debug)]
pub struct ResourceSpec {
    /// The type token.
    pub type_token: &'static str,
    /// The resource name.
    pub name: String,
    /// Whether a provider manages it (not a component).
    pub custom: bool,
    /// The package version, so the engine loads the matching provider plugin.
    pub version: &'static str,
    /// Output properties the schema marks secret.
    pub secret_outputs: &'static [&'static str],
    /// Input properties whose changes replace it, from the schema.
    pub replace_on_changes: &'static [&'static str],
}

/// A resource's inputs: wire name and value; unset inputs are left out.
pub type Inputs = Vec<(&'static str, Output<Value>)>;

impl Context {
    /// Connects to the engine named in `info` and registers the stack's root resource.
    pub async fn connect(info: RunInfo) -> Result<Context, Error> {
        let mut monitor = ResourceMonitorClient::new(connect(&info.monitor_address).await?);
        let engine = match &info.engine_address {
            Some(address) if !address.is_empty() => {
                Some(EngineClient::new(connect(address).await?))
            }
            _ => None,
        };
        // The encoding below relies on these; an engine without them would misread inputs.
        for feature in ["secrets", "resourceReferences"] {
            let supported = monitor
                .supports_feature(rpc::SupportsFeatureRequest {
                    id: feature.to_owned(),
                })
                .await?
                .into_inner()
                .has_support;
            if !supported {
                return Err(Error::Engine(format!(
                    "the engine does not support `{feature}`"
                )));
            }
        }
        let stack = monitor
            .register_resource(rpc::RegisterResourceRequest {
                r#type: STACK_TYPE.to_owned(),
                name: format!("{}-{}", info.project, info.stack),
                custom: false,
                object: Some(prost_types::Struct::default()),
                accept_secrets: true,
                accept_resources: true,
                ..Default::default()
            })
            .await?
            .into_inner();
        if let Some(engine) = &engine {
            let set = engine
                .clone()
                .set_root_resource(rpc::SetRootResourceRequest {
                    urn: stack.urn.clone(),
                })
                .await;
            // An engine that does not keep a root resource (Pulumi's conformance test engine)
            // says so; the program runs on.
            match set {
                Err(status) if status.code() != tonic::Code::Unimplemented => {
                    return Err(status.into())
                }
                _ => {}
            }
        }
        Ok(Context {
            inner: Arc::new(Inner {
                info,
                monitor,
                engine,
                stack_urn: stack.urn,
                pending: Mutex::default(),
                errors: Mutex::default(),
                exports: Mutex::default(),
            }),
        })
    }

    /// The project name.
    pub fn project(&self) -> &str {
        &self.inner.info.project
    }

    /// The stack name.
    pub fn stack(&self) -> &str {
        &self.inner.info.stack
    }

    /// The organization.
    pub fn organization(&self) -> &str {
        &self.inner.info.organization
    }

    /// Whether this run is a preview (values computed on creation are unknown).
    pub fn is_dry_run(&self) -> bool {
        self.inner.info.dry_run
    }

    /// The configuration value `key` (`<namespace>:<name>`, e.g. `random:seed`), if set.
    pub fn config(&self, key: &str) -> Option<&str> {
        self.inner.info.config.get(key).map(String::as_str)
    }

    /// Whether the configuration value `key` is secret.
    pub fn is_config_secret(&self, key: &str) -> bool {
        self.inner.info.config_secret_keys.contains(key)
    }

    /// The configuration value `key` as an output: secret when the stack holds it as a secret.
    pub fn config_output(&self, key: &str) -> Option<Output<String>> {
        let value = self.config(key)?.to_owned();
        Some(if self.is_config_secret(key) {
            Output::secret(value)
        } else {
            Output::new(value)
        })
    }

    /// Exports `value` from the stack as `name`.
    pub fn export<T>(&self, name: &str, value: Output<T>)
    where
        T: Serialize + Clone + Send + Sync + 'static,
    {
        lock(&self.inner.exports).push((name.to_owned(), value.to_json()));
    }

    /// Registers a resource; the engine creates, updates or keeps it.
    pub fn register_resource(
        &self,
        spec: ResourceSpec,
        inputs: Inputs,
        options: ResourceOptions,
    ) -> Registration {
        let context = self.clone();
        let future = async move {
            let (object, property_dependencies, mut dependencies) = resolve_inputs(inputs).await;
            let common = context.common_options(&options).await;
            dependencies.extend(common.depends_on);
            let mut secret_outputs: Vec<String> = spec
                .secret_outputs
                .iter()
                .map(|s| (*s).to_owned())
                .collect();
            secret_outputs.extend(options.additional_secret_outputs.iter().cloned());
            let mut replace_on_changes: Vec<String> = spec
                .replace_on_changes
                .iter()
                .map(|s| (*s).to_owned())
                .collect();
            replace_on_changes.extend(options.replace_on_changes.iter().cloned());
            let alias_specs = !options.aliases.is_empty();
            let request = rpc::RegisterResourceRequest {
                r#type: spec.type_token.to_owned(),
                name: spec.name.clone(),
                parent: common.parent,
                custom: spec.custom,
                object: Some(wire::to_struct(&object)),
                protect: Some(options.protect),
                dependencies: dependencies.into_iter().collect(),
                provider: common.provider,
                property_dependencies: property_dependencies
                    .into_iter()
                    .map(|(k, urns)| {
                        let urns = urns.into_iter().collect();
                        (
                            k,
                            rpc::register_resource_request::PropertyDependencies { urns },
                        )
                    })
                    .collect::<HashMap<_, _>>(),
                delete_before_replace: options.delete_before_replace,
                delete_before_replace_defined: options.delete_before_replace,
                version: spec.version.to_owned(),
                ignore_changes: options.ignore_changes.clone(),
                accept_secrets: true,
                accept_resources: true,
                additional_secret_outputs: secret_outputs,
                replace_on_changes,
                retain_on_delete: Some(options.retain_on_delete),
                aliases: options.aliases.iter().map(alias).collect(),
                alias_specs,
                supports_partial_values: true,
                ..Default::default()
            };
            let response = context
                .inner
                .monitor
                .clone()
                .register_resource(request)
                .await
                .map(tonic::Response::into_inner);
            match response {
                Ok(response) => Some(Registered {
                    urn: response.urn,
                    id: Some(response.id).filter(|id| !id.is_empty()),
                    outputs: response
                        .object
                        .as_ref()
                        .map(wire::from_struct)
                        .unwrap_or_default(),
                }),
                Err(status) => {
                    context.fail(format!(
                        "registering {} `{}`: {}",
                        spec.type_token,
                        spec.name,
                        status.message()
                    ));
                    None
                }
            }
        };
        self.registration(future.boxed())
    }

    /// Reads the existing resource `id` into the program without managing it.
    pub fn read_resource(
        &self,
        spec: ResourceSpec,
        id: Output<String>,
        options: ResourceOptions,
    ) -> Registration {
        let context = self.clone();
        let future = async move {
            let id = id.data().await;
            let common = context.common_options(&options).await;
            let Some(id) = id.value else {
                // An id unknown during a preview: so is everything read by it.
                return None;
            };
            let request = rpc::ReadResourceRequest {
                id: id.clone(),
                r#type: spec.type_token.to_owned(),
                name: spec.name.clone(),
                parent: common.parent,
                properties: Some(prost_types::Struct::default()),
                dependencies: common.depends_on.into_iter().collect(),
                provider: common.provider,
                version: spec.version.to_owned(),
                accept_secrets: true,
                accept_resources: true,
                additional_secret_outputs: spec
                    .secret_outputs
                    .iter()
                    .map(|s| (*s).to_owned())
                    .chain(options.additional_secret_outputs.iter().cloned())
                    .collect(),
                ..Default::default()
            };
            match context.inner.monitor.clone().read_resource(request).await {
                Ok(response) => {
                    let response = response.into_inner();
                    Some(Registered {
                        urn: response.urn,
                        id: Some(id),
                        outputs: response
                            .properties
                            .as_ref()
                            .map(wire::from_struct)
                            .unwrap_or_default(),
                    })
                }
                Err(status) => {
                    context.fail(format!(
                        "reading {} `{}`: {}",
                        spec.type_token,
                        spec.name,
                        status.message()
                    ));
                    None
                }
            }
        };
        self.registration(future.boxed())
    }

    /// Runs a registration now (not when an output is first awaited), tracked as pending.
    fn registration(&self, future: BoxFuture<'static, Option<Registered>>) -> Registration {
        let state = future.shared();
        let driver = state.clone();
        lock(&self.inner.pending).push(tokio::spawn(async move {
            driver.await;
        }));
        let urn_state = state.clone();
        let urn = Output::from_future(async move {
            match urn_state.await {
                Some(r) => OutputData {
                    dependencies: BTreeSet::from([r.urn.clone()]),
                    ..OutputData::known(r.urn)
                },
                None => Output::unknown().data().await,
            }
        });
        let id_state = state.clone();
        let id = Output::from_future(async move {
            match id_state.await {
                Some(Registered { urn, id, .. }) => OutputData {
                    value: id,
                    secret: false,
                    dependencies: BTreeSet::from([urn]),
                },
                None => Output::unknown().data().await,
            }
        });
        Registration {
            urn,
            id,
            state,
            dry_run: self.is_dry_run(),
        }
    }

    /// Invokes the function `token` with plain arguments.
    pub async fn invoke<A, R>(
        &self,
        token: &str,
        version: &str,
        args: &A,
        options: InvokeOptions,
    ) -> Result<R, Error>
    where
        A: Serialize,
        R: DeserializeOwned,
    {
        let args = serde_json::to_value(args)?;
        let decoded = self.invoke_json(token, version, args, &options).await?;
        Ok(serde_json::from_value(decoded.value)?)
    }

    /// Invokes the function `token` once its arguments are known; the result is secret when the
    /// arguments or the result are, and depends on what the arguments depend on. A preview with
    /// unknown arguments gives an unknown result without a call.
    pub fn invoke_output<A, R>(
        &self,
        token: &'static str,
        version: &'static str,
        args: Output<A>,
        options: InvokeOptions,
    ) -> Output<R>
    where
        A: Serialize + Clone + Send + Sync + 'static,
        R: DeserializeOwned + Clone + Send + Sync + 'static,
    {
        let context = self.clone();
        let result = Output::from_future(async move {
            let args = args.to_json().data().await;
            let Some(value) = args.value else {
                return OutputData {
                    value: None,
                    secret: args.secret,
                    dependencies: args.dependencies,
                };
            };
            match context.invoke_json(token, version, value, &options).await {
                Ok(decoded) => match serde_json::from_value(decoded.value) {
                    Ok(value) => OutputData {
                        value: Some(value),
                        secret: args.secret || decoded.secret,
                        dependencies: args.dependencies,
                    },
                    Err(e) => {
                        context.fail(format!("the result of {token}: {e}"));
                        Output::unknown().data().await
                    }
                },
                Err(e) => {
                    context.fail(format!("invoking {token}: {e}"));
                    Output::unknown().data().await
                }
            }
        });
        // Tracked as pending so that a failure fails the program even if nothing awaits it.
        let driver = result.clone();
        lock(&self.inner.pending).push(tokio::spawn(async move {
            driver.data().await;
        }));
        result
    }

    async fn invoke_json(
        &self,
        token: &str,
        version: &str,
        args: Value,
        options: &InvokeOptions,
    ) -> Result<wire::Decoded, Error> {
        let Value::Object(args) = args else {
            return Err(Error::Engine(format!(
                "the arguments of {token} are not an object"
            )));
        };
        let provider = match &options.provider {
            Some(provider) => provider_reference(provider).await,
            None => String::new(),
        };
        let response = self
            .inner
            .monitor
            .clone()
            .invoke(rpc::ResourceInvokeRequest {
                tok: token.to_owned(),
                args: Some(wire::to_struct(&args)),
                provider,
                version: version.to_owned(),
                accept_resources: true,
                ..Default::default()
            })
            .await?
            .into_inner();
        if !response.failures.is_empty() {
            let reasons: Vec<String> = response
                .failures
                .iter()
                .map(|f| format!("{}: {}", f.property, f.reason))
                .collect();
            return Err(Error::Engine(format!(
                "{token} failed: {}",
                reasons.join("; ")
            )));
        }
        let result = response
            .r#return
            .as_ref()
            .map(wire::from_struct)
            .unwrap_or_default();
        Ok(wire::decode(Value::Object(result)))
    }

    /// Records a failure; the program ends with it.
    pub fn fail(&self, message: String) {
        lock(&self.inner.errors).push(message.clone());
        if let Some(engine) = &self.inner.engine {
            let mut engine = engine.clone();
            let request = rpc::LogRequest {
                severity: rpc::LogSeverity::Error as i32,
                message,
                ..Default::default()
            };
            tokio::spawn(async move {
                let _ = engine.log(request).await;
            });
        }
    }

    /// Waits for every registration and invoke, registers the stack's exports and reports what
    /// failed.
    pub async fn finish(&self) -> Result<(), Error> {
        loop {
            let pending: Vec<JoinHandle<()>> = std::mem::take(&mut *lock(&self.inner.pending));
            if pending.is_empty() {
                break;
            }
            for task in pending {
                if let Err(e) = task.await {
                    self.fail(format!("a registration task failed: {e}"));
                }
            }
        }
        let exports = std::mem::take(&mut *lock(&self.inner.exports));
        let mut outputs = Map::new();
        for (name, output) in exports {
            outputs.insert(name, encode_input(output.data().await));
        }
        self.inner
            .monitor
            .clone()
            .register_resource_outputs(rpc::RegisterResourceOutputsRequest {
                urn: self.inner.stack_urn.clone(),
                outputs: Some(wire::to_struct(&outputs)),
            })
            .await?;
        let errors = std::mem::take(&mut *lock(&self.inner.errors));
        if errors.is_empty() {
            Ok(())
        } else {
            Err(Error::Program(errors.join("\n")))
        }
    }

    async fn common_options(&self, options: &ResourceOptions) -> CommonOptions {
        let parent = match &options.parent {
            Some(parent) => parent.urn.data().await.value.unwrap_or_default(),
            None => self.inner.stack_urn.clone(),
        };
        let mut depends_on = BTreeSet::new();
        for resource in &options.depends_on {
            if let Some(urn) = resource_urn(resource).await {
                depends_on.insert(urn);
            }
        }
        let provider = match &options.provider {
            Some(provider) => provider_reference(provider).await,
            None => String::new(),
        };
        CommonOptions {
            parent,
            depends_on,
            provider,
        }
    }
}

struct CommonOptions {
    parent: String,
    depends_on: BTreeSet<String>,
    provider: String,
}

async fn resource_urn(resource: &ResourceRef) -> Option<String> {
    resource.urn.data().await.value
}

/// The engine's `urn::id` reference to a provider; the id is [`wire::UNKNOWN`] while a preview
/// does not know it.
async fn provider_reference(provider: &ProviderRef) -> String {
    let urn = provider.urn.data().await.value.unwrap_or_default();
    let id = provider
        .id
        .data()
        .await
        .value
        .unwrap_or_else(|| wire::UNKNOWN.to_owned());
    format!("{urn}::{id}")
}

fn alias(alias: &Alias) -> rpc::Alias {
    rpc::Alias {
        alias: Some(match alias {
            Alias::Urn(urn) => rpc::alias::Alias::Urn(urn.clone()),
            Alias::Name(name) => rpc::alias::Alias::Spec(rpc::alias::Spec {
                name: name.clone(),
                ..Default::default()
            }),
        }),
    }
}

/// A resolved input as the engine receives it: unknown as [`wire::UNKNOWN`], secret wrapped.
pub fn encode_input(data: OutputData<Value>) -> Value {
    let value = data
        .value
        .unwrap_or_else(|| Value::String(wire::UNKNOWN.to_owned()));
    if data.secret {
        wire::secret(value)
    } else {
        value
    }
}

/// The inputs resolved: the object to send, each property's dependencies and all of them.
pub async fn resolve_inputs(
    inputs: Inputs,
) -> (
    Map<String, Value>,
    BTreeMap<String, BTreeSet<String>>,
    BTreeSet<String>,
) {
    let resolved = futures::future::join_all(inputs.iter().map(|(_, output)| output.data())).await;
    let mut object = Map::new();
    let mut property_dependencies = BTreeMap::new();
    let mut dependencies = BTreeSet::new();
    for ((name, _), data) in inputs.iter().zip(resolved) {
        dependencies.extend(data.dependencies.iter().cloned());
        property_dependencies.insert((*name).to_owned(), data.dependencies.clone());
        object.insert((*name).to_owned(), encode_input(data));
    }
    (object, property_dependencies, dependencies)
}

async fn connect(address: &str) -> Result<Channel, Error> {
    let endpoint = tonic::transport::Endpoint::from_shared(format!("http://{address}"))
        .map_err(|e| Error::Engine(format!("bad engine address `{address}`: {e}")))?;
    Ok(endpoint.connect().await?)
}

fn lock<T>(mutex: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    mutex.lock().unwrap_or_else(PoisonError::into_inner)
}
