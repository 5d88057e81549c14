//! [`Output<T>`]: a value that a resource or function produces later, which may stay unknown
//! during a preview, may be secret, and remembers the resources (URNs) it came from, so that a
//! resource given it as an input depends on them.

use std::collections::BTreeSet;
use std::future::Future;

use futures::future::{BoxFuture, FutureExt, Shared};
use serde::Serialize;

use crate::secret::Secret;

/// What an [`Output`] resolves to.
#[derive(Clone, Debug, PartialEq)]
pub struct OutputData<T> {
    /// The value, or `None` when it is unknown (a preview, or a failed upstream step).
    pub value: Option<T>,
    /// Whether the value is secret.
    pub secret: bool,
    /// URNs of the resources the value comes from.
    pub dependencies: BTreeSet<String>,
}

impl<T> OutputData<T> {
    /// A known, non-secret value without dependencies.
    pub fn known(value: T) -> OutputData<T> {
        OutputData {
            value: Some(value),
            secret: false,
            dependencies: BTreeSet::new(),
        }
    }
}

/// A value produced later. Cloning is cheap: clones share one computation, which runs at most
/// once. Transformations ([`Output::map`], [`Output::apply`], [`zip`](Output::zip), [`all`])
/// keep the secret flag and the dependencies of every output they read, and are skipped when a
/// value they need is unknown.
pub struct Output<T> {
    future: Shared<BoxFuture<'static, OutputData<T>>>,
}

impl<T> Clone for Output<T> {
    fn clone(&self) -> Output<T> {
        Output {
            future: self.future.clone(),
        }
    }
}

impl<T> std::fmt::Debug for Output<T> {
    // The value may be secret and is not resolved yet: an output never prints it.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Output(..)")
    }
}

impl<T: Clone + Send + Sync + 'static> Output<T> {
    /// An output of what `future` resolves to.
    pub fn from_future(future: impl Future<Output = OutputData<T>> + Send + 'static) -> Output<T> {
        Output {
            future: future.boxed().shared(),
        }
    }

    /// An output resolved to `data`.
    pub fn from_data(data: OutputData<T>) -> Output<T> {
        Output::from_future(futures::future::ready(data))
    }

    /// A known, non-secret value.
    pub fn new(value: T) -> Output<T> {
        Output::from_data(OutputData::known(value))
    }

    /// A known secret value.
    pub fn secret(value: T) -> Output<T> {
        Output::from_data(OutputData {
            secret: true,
            ..OutputData::known(value)
        })
    }

    /// A value that is not known (what a preview gives for values computed on creation).
    pub fn unknown() -> Output<T> {
        Output::from_data(OutputData {
            value: None,
            secret: false,
            dependencies: BTreeSet::new(),
        })
    }

    /// Waits for the value, its secret flag and dependencies.
    pub async fn data(&self) -> OutputData<T> {
        self.future.clone().await
    }

    /// The same value, marked secret.
    pub fn into_secret(self) -> Output<T> {
        Output::from_future(async move {
            let mut data = self.data().await;
            data.secret = true;
            data
        })
    }

    /// The same value, no longer secret (PCL's `unsecret`).
    pub fn unsecret(self) -> Output<T> {
        Output::from_future(async move {
            let mut data = self.data().await;
            data.secret = false;
            data
        })
    }

    /// The same value, depending also on `urns`.
    pub fn with_dependencies(self, urns: impl IntoIterator<Item = String>) -> Output<T> {
        let urns: Vec<String> = urns.into_iter().collect();
        Output::from_future(async move {
            let mut data = self.data().await;
            data.dependencies.extend(urns);
            data
        })
    }

    /// The value transformed by `f`, which runs only when the value is known.
    pub fn map<U, F>(self, f: F) -> Output<U>
    where
        U: Clone + Send + Sync + 'static,
        F: FnOnce(T) -> U + Send + 'static,
    {
        Output::from_future(async move {
            let data = self.data().await;
            OutputData {
                value: data.value.map(f),
                secret: data.secret,
                dependencies: data.dependencies,
            }
        })
    }

    /// The output `f` makes of the value; the result is secret if either is, and depends on
    /// both. `f` runs only when the value is known.
    pub fn apply<U, F>(self, f: F) -> Output<U>
    where
        U: Clone + Send + Sync + 'static,
        F: FnOnce(T) -> Output<U> + Send + 'static,
    {
        Output::from_future(async move {
            let data = self.data().await;
            let Some(value) = data.value else {
                return OutputData {
                    value: None,
                    secret: data.secret,
                    dependencies: data.dependencies,
                };
            };
            let mut inner = f(value).data().await;
            inner.secret |= data.secret;
            inner.dependencies.extend(data.dependencies);
            inner
        })
    }

    /// Both values as a pair: known when both are, secret when either is.
    pub fn zip<U: Clone + Send + Sync + 'static>(self, other: Output<U>) -> Output<(T, U)> {
        Output::from_future(async move {
            let (a, b) = futures::join!(self.data(), other.data());
            let mut dependencies = a.dependencies;
            dependencies.extend(b.dependencies);
            OutputData {
                value: a.value.zip(b.value),
                secret: a.secret || b.secret,
                dependencies,
            }
        })
    }
}

impl<T: Serialize + Clone + Send + Sync + 'static> Output<T> {
    /// The value as property-value JSON (see [`crate::wire`]).
    pub fn to_json(self) -> Output<serde_json::Value> {
        self.map(|value| {
            // The generated types serialize to JSON without fail (their map keys are strings).
            serde_json::to_value(value).unwrap_or(serde_json::Value::Null)
        })
    }
}

impl<T: Serialize + Clone + Send + Sync + 'static> Output<T> {
    /// The value as property-value JSON, secret as a whole: nested secret envelopes (from
    /// `Secret` fields) are removed, as the outer one covers them and the engine stores a secret
    /// property's value as one ciphertext.
    pub fn to_secret_json(self) -> Output<serde_json::Value> {
        self.to_json().map(crate::wire::reveal).into_secret()
    }
}

/// Every value as a list: known when all are, secret when any is.
pub fn all<T: Clone + Send + Sync + 'static>(outputs: Vec<Output<T>>) -> Output<Vec<T>> {
    Output::from_future(async move {
        let resolved = futures::future::join_all(outputs.iter().map(Output::data)).await;
        let mut secret = false;
        let mut dependencies = BTreeSet::new();
        let mut values = Some(Vec::with_capacity(resolved.len()));
        for data in resolved {
            secret |= data.secret;
            dependencies.extend(data.dependencies);
            values = values.zip(data.value).map(|(mut values, value)| {
                values.push(value);
                values
            });
        }
        OutputData {
            value: values,
            secret,
            dependencies,
        }
    })
}

impl<T: Clone + Send + Sync + 'static> From<T> for Output<T> {
    fn from(value: T) -> Output<T> {
        Output::new(value)
    }
}

impl<T: Clone + Send + Sync + 'static> From<Secret<T>> for Output<T> {
    fn from(value: Secret<T>) -> Output<T> {
        Output::secret(value.into_inner())
    }
}

impl From<&str> for Output<String> {
    fn from(value: &str) -> Output<String> {
        Output::new(value.to_owned())
    }
}

impl<T: Clone + Send + Sync + 'static> From<&Output<T>> for Output<T> {
    fn from(value: &Output<T>) -> Output<T> {
        value.clone()
    }
}
