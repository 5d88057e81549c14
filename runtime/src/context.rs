//! [`Context`]: a running program's connection to the engine. It registers resources (their
//! inputs encoded as the engine expects, see [`crate::wire`]), reads existing ones, invokes
//! functions, holds the stack's configuration and collects the stack's exports.

use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::future::Future;
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

use crate::input::{Encode, Fields, Input};
use crate::log::{self, Log, Severity};
use crate::options;
use crate::output::{Output, OutputData};
use crate::package::Packages;
use crate::resource::{InvokeOptions, ProviderMap, ResourceOptions};
use crate::transform::{CallbackServer, Transform};
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
    /// How many resource operations the engine runs at once (`--parallel`), when it says.
    pub parallel: Option<u32>,
    /// The directory holding `Pulumi.yaml`, when the engine says.
    pub root_directory: Option<std::path::PathBuf>,
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
    log: Mutex<log::Sink>,
    /// The transforms' callback server, started by the first transform.
    callbacks: tokio::sync::OnceCell<CallbackServer>,
    exports: Mutex<Vec<(String, Output<Value>)>>,
    /// The program's parameterized packages (see [`crate::package`]).
    packages: Packages,
    /// In a preview, the URNs of the custom resources the engine is yet to create.
    not_created: Mutex<BTreeSet<String>>,
}

/// What a resource's registration left: its URN, id and output properties.
#[derive(Clone, Debug)]
pub(crate) struct Registered {
    pub urn: String,
    pub id: Option<String>,
    pub outputs: Map<String, Value>,
    /// Outputs that are secret whatever the engine sends (the schema's and the options'):
    /// also when a preview leaves them out.
    pub secret_outputs: Vec<String>,
}

/// A resource registration under way: its outputs, available as the engine answers.
#[derive(Clone)]
pub struct Registration {
    /// The resource's URN.
    pub urn: Output<String>,
    /// The provider-assigned id (unknown during a preview of a creation; empty for a component).
    pub id: Output<String>,
    state: Shared<BoxFuture<'static, Option<Registered>>>,
    context: Context,
    providers: ProviderMap,
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
        let context = self.context.clone();
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
            let secret = registered.secret_outputs.contains(&name);
            // A preview leaves out what it does not know yet.
            if raw.is_none() && context.is_dry_run() {
                return OutputData {
                    value: None,
                    secret,
                    dependencies,
                };
            }
            let read = context.read_value(raw.unwrap_or(Value::Null));
            OutputData {
                value: read.value.and_then(Result::ok),
                secret: secret || read.secret,
                dependencies,
            }
        })
    }
}

impl Registration {
    /// The output property `name` as the engine sent it (secrets and references not decoded),
    /// `Null` when absent; unknown when the registration failed.
    pub(crate) fn raw_output(&self, name: &str) -> Output<Value> {
        let state = self.state.clone();
        let name = name.to_owned();
        Output::from_future(async move {
            match state.await {
                Some(registered) => OutputData {
                    value: Some(
                        registered
                            .outputs
                            .get(&name)
                            .cloned()
                            .unwrap_or(Value::Null),
                    ),
                    secret: false,
                    dependencies: BTreeSet::from([registered.urn]),
                },
                None => OutputData {
                    value: None,
                    secret: false,
                    dependencies: BTreeSet::new(),
                },
            }
        })
    }

    /// The program's context.
    pub(crate) fn context(&self) -> &Context {
        &self.context
    }
}

impl crate::resource::Resource for Registration {
    fn urn(&self) -> &Output<String> {
        &self.urn
    }

    fn providers(&self) -> ProviderMap {
        self.providers.clone()
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

/// Inputs already encoded as property-value JSON outputs, by wire name (what the runtime's own
/// resources, such as stack references, and hand-written registrations give).
impl From<Vec<(&'static str, Output<Value>)>> for Inputs {
    fn from(inputs: Vec<(&'static str, Output<Value>)>) -> Inputs {
        inputs
            .into_iter()
            .fold(Inputs::new(), |all, (name, value)| {
                all.input(name, Some(Input::<Value>::from(value)))
            })
    }
}

/// A function's result on its way: what [`Context::invoke`] (and the generated plain forms of
/// functions) give, to be awaited.
pub type Invoked<'a, R> = BoxFuture<'a, Result<R, Error>>;

/// A resource's inputs, by wire name; unset inputs are left out. Each is encoded (every output
/// inside it resolved) when the registration runs.
#[derive(Default)]
pub struct Inputs {
    inputs: Vec<(&'static str, bool, Box<dyn Encode + Send>)>,
}

impl Inputs {
    /// No inputs.
    pub fn new() -> Inputs {
        Inputs::default()
    }

    /// Adds the input `name` when it is set.
    pub fn input<T>(mut self, name: &'static str, value: Option<T>) -> Inputs
    where
        T: Encode + Send + 'static,
    {
        if let Some(value) = value {
            self.inputs.push((name, false, Box::new(value)));
        }
        self
    }

    /// Adds the input `name`, which the schema marks secret, when it is set.
    pub fn secret_input<T>(mut self, name: &'static str, value: Option<T>) -> Inputs
    where
        T: Encode + Send + 'static,
    {
        if let Some(value) = value {
            self.inputs.push((name, true, Box::new(value)));
        }
        self
    }

    pub(crate) fn fields(&self) -> Fields<'_> {
        self.inputs
            .iter()
            .fold(Fields::new(), |fields, (name, secret, value)| {
                fields.push(name, *secret, value.as_ref())
            })
    }
}

impl Context {
    /// Connects to the engine named in `info` and registers the stack's root resource.
    pub async fn connect(info: RunInfo) -> Result<Context, Error> {
        let packages = Packages::from_env().map_err(Error::Program)?;
        // Property values may be larger than tonic's default limit of 4 MiB (the engine's own
        // limit is far higher).
        let mut monitor = ResourceMonitorClient::new(connect(&info.monitor_address).await?)
            .max_decoding_message_size(usize::MAX)
            .max_encoding_message_size(usize::MAX);
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
                engine: engine.clone(),
                stack_urn: stack.urn,
                pending: Mutex::default(),
                errors: Mutex::default(),
                log: Mutex::new(log::Sink::start(engine.clone())),
                callbacks: tokio::sync::OnceCell::new(),
                exports: Mutex::default(),
                packages,
                not_created: Mutex::default(),
            }),
        })
    }

    /// Whether a preview is yet to create one of the resources `urns`.
    fn not_created_yet(&self, urns: &BTreeSet<String>) -> bool {
        let not_created = lock(&self.inner.not_created);
        urns.iter().any(|urn| not_created.contains(urn))
    }

    /// The program's parameterized packages.
    pub(crate) fn packages(&self) -> &Packages {
        &self.inner.packages
    }

    /// The resource monitor.
    pub(crate) fn monitor(&self) -> ResourceMonitorClient<Channel> {
        self.inner.monitor.clone()
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

    /// The project's directory (where Pulumi.yaml is), when the engine said.
    pub fn root_directory(&self) -> Option<&std::path::Path> {
        self.inner.info.root_directory.as_deref()
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
        inputs: impl Into<Inputs>,
        options: ResourceOptions,
    ) -> Registration {
        self.register(spec.into(), inputs.into(), options)
    }

    /// Registers a component that a provider implements (a schema's `isComponent` resource):
    /// the provider constructs its children.
    pub fn register_remote_component(
        &self,
        spec: ResourceSpec,
        inputs: impl Into<Inputs>,
        options: ResourceOptions,
    ) -> Registration {
        let mut spec = Spec::from(spec);
        spec.custom = false;
        spec.remote = true;
        self.register(spec, inputs.into(), options)
    }

    pub(crate) fn register(
        &self,
        spec: Spec,
        inputs: Inputs,
        options: ResourceOptions,
    ) -> Registration {
        let context = self.clone();
        let providers = options::inherited_providers(&options);
        let future = async move {
            let (object, property_dependencies, mut dependencies) = resolve_inputs(inputs).await;
            if context.skips_after_failure(&object) {
                context.fail(format!(
                    "`{}` was not registered: an input comes from a resource that failed",
                    spec.name
                ));
                return None;
            }
            let resolved = options::resolve(
                &context.inner.stack_urn,
                &spec.type_token,
                spec.custom,
                &options,
            )
            .await;
            if resolved.unregistered_dependency && context.failed_outside_preview() {
                context.fail(format!(
                    "`{}` was not registered: it depends on a resource that failed",
                    spec.name
                ));
                return None;
            }
            dependencies.extend(resolved.depends_on);
            let transforms = match context
                .transform_callbacks(options.transforms.clone())
                .await
            {
                Ok(callbacks) => callbacks,
                Err(e) => {
                    context.fail(format!("the transforms of `{}`: {e}", spec.name));
                    return None;
                }
            };
            let package_ref = match context.package_ref(&spec.type_token).await {
                Ok(package_ref) => package_ref,
                Err(e) => {
                    context.fail(e);
                    return None;
                }
            };
            let replacement_trigger = match &options.replacement_trigger {
                Some(trigger) => Some(wire::to_protobuf(&trigger_value(trigger).await)),
                None => None,
            };
            let request = rpc::RegisterResourceRequest {
                package_ref,
                replacement_trigger,
                transforms,
                r#type: spec.type_token.clone(),
                name: spec.name.clone(),
                parent: resolved.parent,
                custom: spec.custom,
                remote: spec.remote,
                object: Some(wire::to_struct(&object)),
                protect: options.protect,
                dependencies: dependencies.into_iter().collect(),
                provider: resolved.provider,
                providers: resolved.providers,
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
                delete_before_replace: options.delete_before_replace.unwrap_or(false),
                delete_before_replace_defined: options.delete_before_replace.is_some(),
                version: options
                    .version
                    .clone()
                    .unwrap_or_else(|| spec.version.clone()),
                plugin_download_url: options.plugin_download_url.clone().unwrap_or_default(),
                ignore_changes: options.ignore_changes.clone(),
                accept_secrets: true,
                accept_resources: true,
                additional_secret_outputs: joined(
                    &spec.secret_outputs,
                    &options.additional_secret_outputs,
                ),
                replace_on_changes: joined(&spec.replace_on_changes, &options.replace_on_changes),
                retain_on_delete: options.retain_on_delete,
                aliases: resolved.aliases,
                alias_specs: true,
                import_id: options.import.clone().unwrap_or_default(),
                custom_timeouts: options::custom_timeouts(&options),
                deleted_with: resolved.deleted_with,
                replace_with: resolved.replace_with,
                hide_diffs: options.hide_diffs.clone(),
                env_var_mappings: options.env_var_mappings.clone().into_iter().collect(),
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
            if let Ok(response) = &response {
                if spec.custom && response.id.is_empty() && context.is_dry_run() {
                    lock(&context.inner.not_created).insert(response.urn.clone());
                }
            }
            match response {
                Ok(response) => Some(Registered {
                    urn: response.urn,
                    id: Some(response.id).filter(|id| !id.is_empty()),
                    outputs: response
                        .object
                        .as_ref()
                        .map(wire::from_struct)
                        .unwrap_or_default(),
                    secret_outputs: joined(
                        &spec.secret_outputs,
                        &options.additional_secret_outputs,
                    ),
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
        self.registration(future.boxed(), providers)
    }

    /// Reads the existing resource `id` into the program without managing it.
    pub fn read_resource(
        &self,
        spec: ResourceSpec,
        id: Output<String>,
        options: ResourceOptions,
    ) -> Registration {
        self.read_resource_with(spec, id, Inputs::new(), options)
    }

    /// Reads the existing resource `id`, identified further by `inputs` (the state the
    /// provider's read needs besides the id), without managing it.
    pub fn read_resource_with(
        &self,
        spec: ResourceSpec,
        id: Output<String>,
        inputs: impl Into<Inputs>,
        options: ResourceOptions,
    ) -> Registration {
        self.read(spec.into(), id, inputs.into(), options)
    }

    pub(crate) fn read(
        &self,
        spec: Spec,
        id: Output<String>,
        inputs: Inputs,
        options: ResourceOptions,
    ) -> Registration {
        let context = self.clone();
        let providers = options::inherited_providers(&options);
        let future = async move {
            let id = id.data().await;
            let (object, _, mut dependencies) = resolve_inputs(inputs).await;
            let resolved =
                options::resolve(&context.inner.stack_urn, &spec.type_token, true, &options).await;
            let unregistered = resolved.unregistered_dependency || id.value.is_none();
            if (unregistered || context.skips_after_failure(&object))
                && context.failed_outside_preview()
            {
                context.fail(format!(
                    "`{}` was not read: it depends on a resource that failed",
                    spec.name
                ));
                return None;
            }
            let Some(id) = id.value else {
                // An id unknown during a preview: so is everything read by it.
                return None;
            };
            dependencies.extend(resolved.depends_on);
            let package_ref = match context.package_ref(&spec.type_token).await {
                Ok(package_ref) => package_ref,
                Err(e) => {
                    context.fail(e);
                    return None;
                }
            };
            let request = rpc::ReadResourceRequest {
                package_ref,
                id: id.clone(),
                r#type: spec.type_token.clone(),
                name: spec.name.clone(),
                parent: resolved.parent,
                properties: Some(wire::to_struct(&object)),
                dependencies: dependencies.into_iter().collect(),
                provider: resolved.provider,
                version: options
                    .version
                    .clone()
                    .unwrap_or_else(|| spec.version.clone()),
                plugin_download_url: options.plugin_download_url.clone().unwrap_or_default(),
                accept_secrets: true,
                accept_resources: true,
                additional_secret_outputs: joined(
                    &spec.secret_outputs,
                    &options.additional_secret_outputs,
                ),
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
                        secret_outputs: joined(
                            &spec.secret_outputs,
                            &options.additional_secret_outputs,
                        ),
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
        self.registration(future.boxed(), providers)
    }

    /// The callbacks the engine calls `transforms` by (none for none).
    pub(crate) async fn transform_callbacks(
        &self,
        transforms: Vec<Transform>,
    ) -> Result<Vec<rpc::Callback>, Error> {
        if transforms.is_empty() {
            return Ok(Vec::new());
        }
        let server = self
            .inner
            .callbacks
            .get_or_try_init(|| async {
                let supported = self
                    .monitor()
                    .supports_feature(rpc::SupportsFeatureRequest {
                        id: "transforms".to_owned(),
                    })
                    .await?
                    .into_inner()
                    .has_support;
                if !supported {
                    return Err(Error::Engine(
                        "the engine does not support transforms (Pulumi 3.112 or later does)"
                            .to_owned(),
                    ));
                }
                CallbackServer::start().await
            })
            .await?;
        Ok(transforms.into_iter().map(|t| server.callback(t)).collect())
    }

    /// Runs `task` now, tracked as pending: the program ends after it.
    pub(crate) fn spawn_pending(&self, task: impl Future<Output = ()> + Send + 'static) {
        lock(&self.inner.pending).push(tokio::spawn(task));
    }

    /// Runs a registration now (not when an output is first awaited), tracked as pending.
    pub(crate) fn registration(
        &self,
        future: BoxFuture<'static, Option<Registered>>,
        providers: ProviderMap,
    ) -> Registration {
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
            context: self.clone(),
            providers,
        }
    }

    /// Invokes the function `token`, once every output in its arguments is resolved and the
    /// options' `depends_on` are registered.
    pub fn invoke<'a, A, R>(
        &'a self,
        token: &'a str,
        version: &'a str,
        args: &'a A,
        options: InvokeOptions,
    ) -> Invoked<'a, R>
    where
        A: Encode + ?Sized,
        R: DeserializeOwned + 'a,
    {
        async move {
            let args = args.encode().await;
            let (result, _) = self
                .invoke_json(token, version, args.value, &options)
                .await?;
            match self.read_result(result).value {
                Some(read) => Ok(read?),
                None => Err(Error::Engine(format!("{token} returned an unknown value"))),
            }
        }
        .boxed()
    }

    /// Invokes the function `token` once its arguments are known; the result is secret when the
    /// arguments or the result are, and depends on what the arguments depend on and on the
    /// options' `depends_on`. A preview with unknown arguments gives an unknown result without a
    /// call.
    pub fn invoke_output<A, R>(
        &self,
        token: &'static str,
        version: &'static str,
        args: Input<A>,
        options: InvokeOptions,
    ) -> Output<R>
    where
        A: Encode + Clone + Send + Sync + 'static,
        R: DeserializeOwned + Clone + Send + Sync + 'static,
    {
        let context = self.clone();
        let result = Output::from_future(async move {
            let args = args.encode().await;
            // A preview does not call a function whose arguments come from a resource it has
            // not created yet (the provider could not find it): the result is unknown.
            if args.unknown || context.not_created_yet(&args.dependencies) {
                return OutputData {
                    value: None,
                    secret: args.secret,
                    dependencies: args.dependencies,
                };
            }
            match context
                .invoke_json(token, version, args.value, &options)
                .await
            {
                Ok((result, waited_for)) => {
                    let read = context.read_result(result);
                    match read.value {
                        Some(Err(e)) => {
                            context.fail(format!("the result of {token}: {e}"));
                            Output::unknown().data().await
                        }
                        value => OutputData {
                            value: value.and_then(Result::ok),
                            secret: args.secret || read.secret,
                            dependencies: args.dependencies.into_iter().chain(waited_for).collect(),
                        },
                    }
                }
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

    pub(crate) async fn invoke_json(
        &self,
        token: &str,
        version: &str,
        args: Value,
        options: &InvokeOptions,
    ) -> Result<(Value, Vec<String>), Error> {
        let Value::Object(args) = args else {
            return Err(Error::Engine(format!(
                "the arguments of {token} are not an object"
            )));
        };
        let (provider, waited_for) = options::resolve_invoke(token, options).await;
        let response = self
            .inner
            .monitor
            .clone()
            .invoke(rpc::ResourceInvokeRequest {
                package_ref: self.package_ref(token).await.map_err(Error::Engine)?,
                tok: token.to_owned(),
                args: Some(wire::to_struct(&args)),
                provider,
                version: options
                    .version
                    .clone()
                    .unwrap_or_else(|| version.to_owned()),
                plugin_download_url: options.plugin_download_url.clone().unwrap_or_default(),
                accept_resources: true,
                ..Default::default()
            })
            .await?
            .into_inner();
        if !response.failures.is_empty() {
            return Err(Error::Engine(format!(
                "{token} failed: {}",
                failures(&response.failures)
            )));
        }
        let result = response
            .r#return
            .as_ref()
            .map(wire::from_struct)
            .unwrap_or_default();
        Ok((Value::Object(result), waited_for))
    }

    /// Whether a registration with `inputs` is skipped: outside a preview, once something
    /// failed, an unknown input is one that comes from what failed (a failed registration's
    /// outputs are unknown), and a provider must not be sent it.
    fn skips_after_failure(&self, inputs: &Map<String, Value>) -> bool {
        self.failed_outside_preview() && inputs.values().any(wire::contains_unknown)
    }

    /// Whether something failed, outside a preview (what failed then has no URN, no outputs).
    fn failed_outside_preview(&self) -> bool {
        !self.is_dry_run() && !lock(&self.inner.errors).is_empty()
    }

    /// Records a failure: it goes to the engine's log, and the program ends with it.
    pub fn fail(&self, message: String) {
        lock(&self.inner.errors).push(message.clone());
        self.send_log(log::Entry {
            severity: Severity::Error,
            message,
            urn: None,
        });
    }

    /// The program's log, shown by the CLI.
    pub fn log(&self) -> Log {
        Log::new(self.clone())
    }

    pub(crate) fn send_log(&self, entry: log::Entry) {
        lock(&self.inner.log).send(entry);
    }

    /// Whether failures reach the engine's log (then the engine need not print them again).
    pub fn logs_to_engine(&self) -> bool {
        self.inner.engine.is_some()
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
                    let reason = if e.is_panic() {
                        crate::run::panic_message(e.into_panic())
                    } else {
                        e.to_string()
                    };
                    self.fail(format!("a registration task failed: {reason}"));
                }
            }
        }
        // Every registration has returned: the engine calls no more transforms.
        if let Some(callbacks) = self.inner.callbacks.get() {
            callbacks.stop();
        }
        let exports = std::mem::take(&mut *lock(&self.inner.exports));
        let registered = self
            .register_outputs_now(&self.inner.stack_urn, exports)
            .await;
        if let Err(e) = registered {
            self.fail(format!("registering the stack's outputs: {e}"));
        }
        // Every message written so far reaches the engine before the program ends.
        let sending = lock(&self.inner.log).close();
        if let Some(sending) = sending {
            let _ = sending.await;
        }
        let errors = std::mem::take(&mut *lock(&self.inner.errors));
        if errors.is_empty() {
            Ok(())
        } else {
            Err(Error::Program(errors.join("\n")))
        }
    }

    /// Registers `outputs` as the outputs of the resource `urn` once they are known.
    pub(crate) async fn register_outputs_now(
        &self,
        urn: &str,
        outputs: Vec<(String, Output<Value>)>,
    ) -> Result<(), Error> {
        let resolved =
            futures::future::join_all(outputs.iter().map(|(_, output)| output.data())).await;
        let object: Map<String, Value> = outputs
            .into_iter()
            .zip(resolved)
            .map(|((name, _), data)| (name, encode_input(data)))
            .collect();
        self.inner
            .monitor
            .clone()
            .register_resource_outputs(rpc::RegisterResourceOutputsRequest {
                urn: urn.to_owned(),
                outputs: Some(wire::to_struct(&object)),
            })
            .await?;
        Ok(())
    }
}

/// A provider's argument failures as one line.
pub(crate) fn failures(failures: &[rpc::CheckFailure]) -> String {
    let reasons: Vec<String> = failures
        .iter()
        .map(|f| format!("{}: {}", f.property, f.reason))
        .collect();
    reasons.join("; ")
}

/// What the schema lists, then what the options add.
fn joined<S: AsRef<str>>(schema: &[S], added: &[String]) -> Vec<String> {
    schema
        .iter()
        .map(|s| s.as_ref().to_owned())
        .chain(added.iter().cloned())
        .collect()
}

/// A resource to register, however the program named its type.
#[derive(Clone, Debug)]
pub(crate) struct Spec {
    pub type_token: String,
    pub name: String,
    pub custom: bool,
    pub remote: bool,
    pub version: String,
    pub secret_outputs: Vec<String>,
    pub replace_on_changes: Vec<String>,
}

impl From<ResourceSpec> for Spec {
    fn from(spec: ResourceSpec) -> Spec {
        let owned = |list: &[&str]| list.iter().map(|s| (*s).to_owned()).collect();
        Spec {
            type_token: spec.type_token.to_owned(),
            name: spec.name,
            custom: spec.custom,
            remote: false,
            version: spec.version.to_owned(),
            secret_outputs: owned(spec.secret_outputs),
            replace_on_changes: owned(spec.replace_on_changes),
        }
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
    let mut object = Map::new();
    let mut property_dependencies = BTreeMap::new();
    let mut dependencies = BTreeSet::new();
    for (name, mut encoded) in inputs.fields().encode_each().await {
        // The engine keeps a secret input as one ciphertext: envelopes inside it go.
        if encoded.secret && wire::is_secret(&encoded.value) {
            encoded = encoded.into_secret();
        }
        dependencies.extend(encoded.dependencies.iter().cloned());
        property_dependencies.insert(name.to_owned(), encoded.dependencies);
        object.insert(name.to_owned(), encoded.value);
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

/// A replacement trigger as a property value: unknown, secret or plain.
async fn trigger_value(trigger: &Output<Value>) -> Value {
    let data = trigger.clone().data().await;
    match data.value {
        None => Value::String(wire::UNKNOWN.to_owned()),
        Some(value) if data.secret => wire::secret(value),
        Some(value) => value,
    }
}
