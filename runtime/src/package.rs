//! Parameterized packages: a package that another provider plugin serves with a parameter
//! (Pulumi's parameterization). The engine knows such a package only once the program has
//! registered it (the resource monitor's `RegisterPackage`); the program's resources, reads,
//! invokes and calls of its tokens then name it by the reference that returns.
//!
//! The language host tells the program which of its packages are parameterized: the variable
//! [`PACKAGES_VAR`] holds them as a JSON array (see [`Parameterized`]), read from the crates'
//! `[package.metadata.pulumi]`. A program run otherwise (an inline program) registers none.

use std::collections::HashMap;
use std::sync::Mutex;

use futures::future::{BoxFuture, FutureExt, Shared};
use pulumi_gestalt_proto::pulumi::pulumirpc as rpc;
use serde::Deserialize;

use crate::context::Context;
use crate::resource::package_of;

/// The variable the language host sets: the program's parameterized packages.
pub const PACKAGES_VAR: &str = "SDKGEN_RUST_PARAMETERIZED_PACKAGES";

/// A parameterized package, as the language host describes it.
#[derive(Clone, Debug, Deserialize, PartialEq, Eq)]
pub struct Parameterized {
    /// The package's name (its tokens' first part) and version.
    pub name: String,
    pub version: String,
    /// The provider plugin that serves it, and that plugin's version.
    pub base_provider: String,
    pub base_version: String,
    /// The parameter the plugin is given.
    pub parameter: Vec<u8>,
    /// Where the plugin is downloaded from, when not from Pulumi's default.
    #[serde(default)]
    pub server: String,
}

/// A package's registration: its reference, once the engine answers.
type PackageRegistration = Shared<BoxFuture<'static, Result<String, String>>>;

/// The program's parameterized packages and their registrations (each registered once, when
/// first needed).
#[derive(Default)]
pub(crate) struct Packages {
    known: HashMap<String, Parameterized>,
    registered: Mutex<HashMap<String, PackageRegistration>>,
}

impl Packages {
    /// The packages [`PACKAGES_VAR`] names (none when it is unset).
    pub(crate) fn from_env() -> Result<Packages, String> {
        let Some(text) = std::env::var(PACKAGES_VAR).ok().filter(|t| !t.is_empty()) else {
            return Ok(Packages::default());
        };
        let list: Vec<Parameterized> = serde_json::from_str(&text)
            .map_err(|e| format!("{PACKAGES_VAR} is not a list of packages: {e}"))?;
        Ok(Packages {
            known: list.into_iter().map(|p| (p.name.clone(), p)).collect(),
            registered: Mutex::default(),
        })
    }
}

impl Context {
    /// The reference of the package of `token` for the engine's requests: empty for a package
    /// that is not parameterized; else the package is registered (once) and its reference is
    /// returned.
    pub(crate) async fn package_ref(&self, token: &str) -> Result<String, String> {
        let name = package_of(token);
        let packages = self.packages();
        let Some(package) = packages.known.get(name).cloned() else {
            return Ok(String::new());
        };
        let registration = {
            let mut registered = packages
                .registered
                .lock()
                .unwrap_or_else(|e| e.into_inner());
            let monitor = self.monitor();
            registered
                .entry(package.name.clone())
                .or_insert_with(|| register(monitor, package).boxed().shared())
                .clone()
        };
        registration.await
    }
}

async fn register(
    mut monitor: rpc::resource_monitor_client::ResourceMonitorClient<tonic::transport::Channel>,
    package: Parameterized,
) -> Result<String, String> {
    let request = rpc::RegisterPackageRequest {
        name: package.base_provider.clone(),
        version: package.base_version.clone(),
        download_url: package.server.clone(),
        parameterization: Some(rpc::Parameterization {
            name: package.name.clone(),
            version: package.version.clone(),
            value: package.parameter.clone(),
        }),
        ..Default::default()
    };
    match monitor.register_package(request).await {
        Ok(response) => Ok(response.into_inner().r#ref),
        Err(status) => Err(format!(
            "registering the package {} ({} {}): {}",
            package.name,
            package.base_provider,
            package.base_version,
            status.message()
        )),
    }
}
