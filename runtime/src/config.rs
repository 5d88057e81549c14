//! A program's configuration ([`Config`]: the project's values as a program declares them) and
//! its requirement on the Pulumi CLI's version ([`require_pulumi_version`]).

use pulumi_gestalt_proto::pulumi::pulumirpc as rpc;
use rpc::engine_client::EngineClient;
use serde::de::DeserializeOwned;
use serde_json::Value;

use crate::context::Context;
use crate::output::Output;
use crate::Error;

/// Fails unless the Pulumi CLI running the program is of a version in `range` (a semver range,
/// e.g. `>=3.100.0`), as the engine judges it.
pub async fn require_pulumi_version(range: &str) -> Result<(), Error> {
    let Some(address) = std::env::var("PULUMI_ENGINE")
        .ok()
        .filter(|a| !a.is_empty())
    else {
        return Err(Error::Program(
            "cannot check the Pulumi version: PULUMI_ENGINE is not set".to_owned(),
        ));
    };
    let mut engine = EngineClient::connect(format!("http://{address}")).await?;
    engine
        .require_pulumi_version(rpc::RequirePulumiVersionRequest {
            pulumi_version_range: range.to_owned(),
        })
        .await?;
    Ok(())
}

/// A program's configuration in one namespace (its project's name, or a package's), as
/// `pulumi config set` stored it: strings as they are, other values as JSON.
#[derive(Clone)]
pub struct Config {
    context: Context,
    namespace: String,
}

impl Config {
    /// The configuration under `namespace` (`<namespace>:<key>`).
    pub fn new(context: &Context, namespace: &str) -> Config {
        Config {
            context: context.clone(),
            namespace: namespace.to_owned(),
        }
    }

    fn full_key(&self, key: &str) -> String {
        format!("{}:{key}", self.namespace)
    }

    fn missing(&self, key: &str) -> Error {
        Error::Program(format!(
            "missing required configuration variable '{0}'\n\tplease set a value using the command \
             `pulumi config set {0} <value>`",
            self.full_key(key)
        ))
    }

    /// The value of `key` as a string, if set.
    pub fn get_string(&self, key: &str) -> Option<String> {
        self.context.config(&self.full_key(key)).map(str::to_owned)
    }

    /// The value of `key` as a string; an error names the key when it is not set.
    pub fn require_string(&self, key: &str) -> Result<String, Error> {
        self.get_string(key).ok_or_else(|| self.missing(key))
    }

    /// The value of `key` read as `T` (JSON: numbers, booleans, lists, maps and objects; a
    /// value that is not JSON reads as a string), if set.
    pub fn get<T: DeserializeOwned>(&self, key: &str) -> Result<Option<T>, Error> {
        let Some(raw) = self.get_string(key) else {
            return Ok(None);
        };
        // JSON first (`42`, `[1]`, `{"a": 1}`), then the text as a string (`hello`, or `42` read
        // as a String).
        if let Ok(value) = serde_json::from_str::<Value>(&raw) {
            if let Ok(read) = serde_json::from_value(value) {
                return Ok(Some(read));
            }
        }
        serde_json::from_value(Value::String(raw))
            .map(Some)
            .map_err(|e| {
                Error::Program(format!(
                    "configuration variable '{}' is not of the declared type: {e}",
                    self.full_key(key)
                ))
            })
    }

    /// The value of `key` read as `T` (see [`Config::get`]); an error names the key when it is
    /// not set.
    pub fn require<T: DeserializeOwned>(&self, key: &str) -> Result<T, Error> {
        self.get(key)?.ok_or_else(|| self.missing(key))
    }

    /// The value of `key` as a secret output, if set.
    pub fn get_secret<T>(&self, key: &str) -> Result<Option<Output<T>>, Error>
    where
        T: DeserializeOwned + Clone + Send + Sync + 'static,
    {
        Ok(self.get::<T>(key)?.map(Output::secret))
    }

    /// The value of `key` as a secret output; an error names the key when it is not set.
    pub fn require_secret<T>(&self, key: &str) -> Result<Output<T>, Error>
    where
        T: DeserializeOwned + Clone + Send + Sync + 'static,
    {
        Ok(Output::secret(self.require::<T>(key)?))
    }

    /// Whether the stack holds `key` as a secret.
    pub fn is_secret(&self, key: &str) -> bool {
        self.context.is_config_secret(&self.full_key(key))
    }
}
