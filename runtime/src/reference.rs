//! Resource references decoded to resources. The engine sends a resource as a reference (an
//! object holding [`wire::SIGNATURE_KEY`] = [`wire::RESOURCE_SIGNATURE`], `urn`, and `id` for a
//! custom resource); the program reads it as the resource type it names:
//!
//! - a generated resource type implements [`FromReference`], so a property of that type reads
//!   as the resource (its outputs come from the engine's state, `pulumi:pulumi:getResource`);
//! - [`AnyResource`] reads any reference, and builds the resource through the registry of
//!   resource types ([`ResourceType`]), which generated crates add their types to with
//!   [`register_resource_type!`](crate::register_resource_type) (collected at link time, as
//!   Go's generated `init` functions register theirs), or the program with
//!   [`register_resource_type`] at run time.
//!
//! A reference needs the program's [`Context`] to become a resource: values the runtime reads
//! from the engine (outputs, invoke and call results) are read with it.

use std::any::Any;
use std::cell::RefCell;
use std::collections::HashMap;
use std::sync::{Arc, OnceLock, RwLock};

use serde::de::Error as _;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use serde_json::Value;

use futures::FutureExt;

use crate::context::{Context, Registered, Registration};
use crate::input::{BoxFuture, Encoded};
use crate::output::Output;
use crate::resource::{CustomResource, Resource};
use crate::wire;

/// A reference to a resource, as the engine sends it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ResourceReference {
    /// The resource's URN.
    pub urn: String,
    /// Its id, for a custom resource.
    pub id: Option<String>,
    /// The version of the package that defines its type, when the engine says.
    pub package_version: Option<String>,
}

impl ResourceReference {
    /// The resource's type token, from its URN (`urn:pulumi:<stack>::<project>::<parent
    /// types>$<type>::<name>`).
    pub fn type_token(&self) -> &str {
        let qualified = self.urn.split("::").nth(2).unwrap_or_default();
        qualified.rsplit('$').next().unwrap_or(qualified)
    }

    /// The resource's name, from its URN.
    pub fn name(&self) -> &str {
        self.urn.splitn(4, "::").nth(3).unwrap_or_default()
    }

    /// A reference to `resource` once its URN is known (to pass a resource as an input).
    pub fn of(resource: &impl Resource) -> Output<ResourceReference> {
        resource.urn().clone().map(|urn| ResourceReference {
            urn,
            id: None,
            package_version: None,
        })
    }

    /// A reference to the custom resource `resource`, with its id, once both are known.
    pub fn of_custom(resource: &impl CustomResource) -> Output<ResourceReference> {
        resource
            .urn()
            .clone()
            .zip(resource.id().clone())
            .map(|(urn, id)| ResourceReference {
                urn,
                id: Some(id),
                package_version: None,
            })
    }

    fn from_value(value: Value) -> Result<ResourceReference, String> {
        let Value::Object(map) = value else {
            return Err(format!("not a resource reference: {value}"));
        };
        if map.get(wire::SIGNATURE_KEY).and_then(Value::as_str) != Some(wire::RESOURCE_SIGNATURE) {
            return Err(format!("not a resource reference: {}", Value::Object(map)));
        }
        let text = |key: &str| {
            map.get(key)
                .and_then(Value::as_str)
                .filter(|s| !s.is_empty())
                .map(str::to_owned)
        };
        Ok(ResourceReference {
            urn: text("urn").ok_or("a resource reference without a URN")?,
            id: text("id"),
            package_version: text("packageVersion"),
        })
    }
}

impl Serialize for ResourceReference {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut value = wire::resource_reference(&self.urn, self.id.as_deref());
        if let (Some(version), Value::Object(map)) = (&self.package_version, &mut value) {
            map.insert("packageVersion".to_owned(), Value::from(&**version));
        }
        value.serialize(serializer)
    }
}

impl<'de> Deserialize<'de> for ResourceReference {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<ResourceReference, D::Error> {
        ResourceReference::from_value(Value::deserialize(deserializer)?).map_err(D::Error::custom)
    }
}

/// A resource type that a reference can be read as (generated resource types implement it).
pub trait FromReference: Sized + Send + Sync + 'static {
    /// The type token.
    const TYPE: &'static str;

    /// The resource `reference` names, its outputs read from the engine's state.
    fn from_reference(ctx: &Context, reference: ResourceReference) -> Self;
}

/// Reads a resource reference as `R` (for a generated type's `Deserialize`): only while the
/// runtime reads a value from the engine, which gives it the program's context.
pub fn deserialize_resource<'de, D, R>(deserializer: D) -> Result<R, D::Error>
where
    D: Deserializer<'de>,
    R: FromReference,
{
    let reference = ResourceReference::deserialize(deserializer)?;
    let context = current().ok_or_else(|| {
        D::Error::custom(format!(
            "the resource reference {} can only be read by the runtime, from the engine",
            reference.urn
        ))
    })?;
    Ok(R::from_reference(&context, reference))
}

/// A resource as an input: a reference to it (its URN, and its id for a custom resource),
/// which the input then depends on (what a generated resource type's [`Encode`](crate::Encode) gives). An id
/// not known yet (a preview of its creation) goes as [`wire::UNKNOWN`]; a URN not known (its
/// registration failed) makes the whole reference unknown.
pub fn encode_resource<'a>(
    urn: &'a Output<String>,
    id: Option<&'a Output<String>>,
) -> BoxFuture<'a, Encoded> {
    async move {
        let urn = urn.data().await;
        let mut encoded = Encoded {
            dependencies: urn.dependencies,
            secret: urn.secret,
            ..Encoded::default()
        };
        let Some(urn) = urn.value else {
            encoded.value = Value::from(wire::UNKNOWN);
            encoded.unknown = true;
            return encoded;
        };
        let id = match id {
            Some(id) => {
                let id = id.data().await;
                encoded.unknown |= id.value.is_none();
                Some(id.value.unwrap_or_else(|| wire::UNKNOWN.to_owned()))
            }
            None => None,
        };
        encoded.value = wire::resource_reference(&urn, id.as_deref());
        encoded.dependencies.insert(urn);
        encoded
    }
    .boxed()
}

/// A resource type in the registry: its token and how a reference becomes one.
#[derive(Clone, Copy)]
pub struct ResourceType {
    /// The type token.
    pub token: &'static str,
    /// Builds the resource a reference names.
    pub construct: fn(&Context, ResourceReference) -> Arc<dyn Any + Send + Sync>,
}

fn construct<R: FromReference>(
    ctx: &Context,
    reference: ResourceReference,
) -> Arc<dyn Any + Send + Sync> {
    Arc::new(R::from_reference(ctx, reference))
}

impl ResourceType {
    /// The entry of `R`.
    pub const fn of<R: FromReference>() -> ResourceType {
        ResourceType {
            token: R::TYPE,
            construct: construct::<R>,
        }
    }
}

inventory::collect!(ResourceType);

/// The `inventory` crate, for [`register_resource_type!`](crate::register_resource_type).
#[doc(hidden)]
pub use inventory;

/// Adds a resource type to the registry when the program starts (a generated crate does it
/// for each of its resources): `sdkgen_runtime::register_resource_type!(Bucket);`.
#[macro_export]
macro_rules! register_resource_type {
    ($resource:ty) => {
        $crate::reference::inventory::submit! {
            $crate::reference::ResourceType::of::<$resource>()
        }
    };
}

fn registered() -> &'static RwLock<HashMap<&'static str, ResourceType>> {
    static REGISTERED: OnceLock<RwLock<HashMap<&'static str, ResourceType>>> = OnceLock::new();
    REGISTERED.get_or_init(Default::default)
}

/// Adds `R` to the registry at run time (it takes precedence over a type of the same token
/// registered at link time).
pub fn register_resource_type<R: FromReference>() {
    let entry = ResourceType::of::<R>();
    registered()
        .write()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
        .insert(entry.token, entry);
}

/// The registry's entry for `token`.
pub fn resource_type(token: &str) -> Option<ResourceType> {
    let at_run_time = registered()
        .read()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
        .get(token)
        .copied();
    at_run_time.or_else(|| {
        inventory::iter::<ResourceType>
            .into_iter()
            .find(|entry| entry.token == token)
            .copied()
    })
}

/// Any resource a reference names: the resource built through the registry when its type is
/// registered, and its reference either way.
#[derive(Clone)]
pub struct AnyResource {
    reference: ResourceReference,
    urn: Output<String>,
    instance: Option<Arc<dyn Any + Send + Sync>>,
}

impl AnyResource {
    /// The reference.
    pub fn reference(&self) -> &ResourceReference {
        &self.reference
    }

    /// The resource's type token.
    pub fn type_token(&self) -> &str {
        self.reference.type_token()
    }

    /// The resource as `R`, when the registry built one of that type.
    pub fn downcast<R: Clone + 'static>(&self) -> Option<R> {
        self.instance.as_ref()?.downcast_ref::<R>().cloned()
    }

    /// The resource as `R`, built from the reference when the registry did not build it.
    pub fn to<R: FromReference + Clone>(&self, ctx: &Context) -> R {
        self.downcast()
            .unwrap_or_else(|| R::from_reference(ctx, self.reference.clone()))
    }
}

impl std::fmt::Debug for AnyResource {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("AnyResource")
            .field("reference", &self.reference)
            .field("built", &self.instance.is_some())
            .finish()
    }
}

impl PartialEq for AnyResource {
    fn eq(&self, other: &AnyResource) -> bool {
        self.reference == other.reference
    }
}

impl Resource for AnyResource {
    fn urn(&self) -> &Output<String> {
        &self.urn
    }
}

impl Serialize for AnyResource {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        self.reference.serialize(serializer)
    }
}

impl<'de> Deserialize<'de> for AnyResource {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<AnyResource, D::Error> {
        let reference = ResourceReference::deserialize(deserializer)?;
        let instance = current().and_then(|context| {
            let entry = resource_type(reference.type_token())?;
            Some((entry.construct)(&context, reference.clone()))
        });
        Ok(AnyResource {
            urn: Output::new(reference.urn.clone()),
            reference,
            instance,
        })
    }
}

/// The engine's function that gives a registered resource's state by its URN.
const GET_RESOURCE: &str = "pulumi:pulumi:getResource";

impl Context {
    /// The resource `reference` names, its outputs read from the engine's state (what a
    /// generated type's [`FromReference`] builds on).
    pub fn resource_from_reference(&self, reference: ResourceReference) -> Registration {
        let context = self.clone();
        let future = async move {
            let args = serde_json::json!({ "urn": reference.urn });
            let answer = context
                .invoke_json(GET_RESOURCE, "", args, &Default::default())
                .await;
            match answer {
                Ok((Value::Object(mut answer), _)) => {
                    let outputs = match answer.remove("state") {
                        Some(Value::Object(state)) => state,
                        _ => Default::default(),
                    };
                    let id = answer
                        .get("id")
                        .and_then(Value::as_str)
                        .filter(|id| !id.is_empty())
                        .map(str::to_owned)
                        .or(reference.id);
                    Some(Registered {
                        urn: reference.urn,
                        id,
                        outputs,
                        secret_outputs: Vec::new(),
                    })
                }
                Ok((other, _)) => {
                    context.fail(format!("{GET_RESOURCE} answered {other}"));
                    None
                }
                Err(e) => {
                    context.fail(format!("reading the resource {}: {e}", reference.urn));
                    None
                }
            }
        };
        self.registration(Box::pin(future), Default::default())
    }
}

thread_local! {
    /// The context of the program whose values are being read, innermost last.
    static READING: RefCell<Vec<Context>> = const { RefCell::new(Vec::new()) };
}

/// The context values are being read for.
fn current() -> Option<Context> {
    READING.with(|reading| reading.borrow().last().cloned())
}

/// Runs `read` (a synchronous deserialization) with `context` as the one references become
/// resources of.
pub(crate) fn with_context<T>(context: &Context, read: impl FnOnce() -> T) -> T {
    struct Pop;
    impl Drop for Pop {
        fn drop(&mut self) {
            READING.with(|reading| reading.borrow_mut().pop());
        }
    }
    READING.with(|reading| reading.borrow_mut().push(context.clone()));
    let _pop = Pop;
    read()
}
