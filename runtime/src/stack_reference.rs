//! [`StackReference`]: the outputs of another stack (the engine's built-in
//! `pulumi:pulumi:StackReference` resource, read by the stack's name). An output the other
//! stack holds as a secret is a secret output here.

use serde::de::DeserializeOwned;
use serde_json::Value;

use crate::context::{Context, Inputs, Registration, Spec};
use crate::input::Input;
use crate::output::{Output, OutputData};
use crate::resource::{CustomResource, Resource, ResourceOptions};

/// The type token of a stack reference.
pub const STACK_REFERENCE_TYPE: &str = "pulumi:pulumi:StackReference";

/// Another stack's outputs.
#[derive(Clone)]
pub struct StackReference {
    registration: Registration,
    /// The referenced stack's name (`<organization>/<project>/<stack>`).
    pub name: Output<String>,
}

impl StackReference {
    /// References the stack `stack` (`<organization>/<project>/<stack>`, or `<stack>` of the
    /// same project) as the resource `name`.
    pub fn new(
        ctx: &Context,
        name: impl Into<String>,
        stack: impl Into<Output<String>>,
        options: ResourceOptions,
    ) -> StackReference {
        let stack: Output<String> = stack.into();
        let spec = Spec {
            type_token: STACK_REFERENCE_TYPE.to_owned(),
            name: name.into(),
            custom: true,
            remote: false,
            version: String::new(),
            secret_outputs: Vec::new(),
            replace_on_changes: Vec::new(),
        };
        let inputs = Inputs::new().input("name", Some(Input::<String>::from(stack.clone())));
        let registration = ctx.read(spec, stack.clone(), inputs, options);
        StackReference {
            name: registration.output("name"),
            registration,
        }
    }

    /// The output `name` of the other stack: secret when that stack holds it as a secret,
    /// `Null` when it has no such output.
    pub fn output(&self, name: &str) -> Output<Value> {
        self.output_as(name)
    }

    /// The output `name`, read as `T` (unknown when it does not read as `T`).
    pub fn output_as<T>(&self, name: &str) -> Output<T>
    where
        T: DeserializeOwned + Clone + Send + Sync + 'static,
    {
        let outputs = self.registration.raw_output("outputs");
        let secret_names = self.registration.output::<Vec<String>>("secretOutputNames");
        let context: Context = self.registration.context().clone();
        let name = name.to_owned();
        Output::from_future(async move {
            let (outputs, secret_names) = futures::join!(outputs.data(), secret_names.data());
            let dependencies = outputs.dependencies;
            let Some(outputs) = outputs.value else {
                return OutputData {
                    value: None,
                    secret: false,
                    dependencies,
                };
            };
            let raw = outputs.get(&name).cloned().unwrap_or(Value::Null);
            let read = context.read_value::<T>(raw);
            let listed = secret_names
                .value
                .is_some_and(|names| names.contains(&name));
            OutputData {
                value: read.value.and_then(Result::ok),
                secret: read.secret || listed,
                dependencies,
            }
        })
    }

    /// The names of the other stack's outputs.
    pub fn output_names(&self) -> Output<Vec<String>> {
        self.registration
            .output::<serde_json::Map<String, Value>>("outputs")
            .map(|outputs| outputs.keys().cloned().collect())
    }
}

impl Resource for StackReference {
    fn urn(&self) -> &Output<String> {
        &self.registration.urn
    }
}

impl CustomResource for StackReference {
    fn id(&self) -> &Output<String> {
        &self.registration.id
    }
}
