//! Resource and invoke options resolved into what the engine's requests carry: URNs once
//! known, providers as `urn::id` references, inherited from the parent where unset.

use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::sync::Arc;

use pulumi_gestalt_proto::pulumi::pulumirpc as rpc;

use crate::resource::{
    go_duration, package_of, Alias, InvokeOptions, ProviderMap, ProviderRef, ResourceOptions,
    ResourceRef,
};
use crate::wire;

/// The providers a resource registered with `options` hands its children: its parent's, then
/// its own (`providers`, and `provider`), by package.
pub(crate) fn inherited_providers(options: &ResourceOptions) -> ProviderMap {
    let own = options.providers.iter().chain(options.provider.as_ref());
    let parent = options.parent.as_ref().map(|p| p.providers.clone());
    if own.clone().next().is_none() {
        return parent.unwrap_or_default();
    }
    let mut map: BTreeMap<String, ProviderRef> = parent.map(|p| (*p).clone()).unwrap_or_default();
    for provider in own {
        map.insert(provider.package.clone(), provider.clone());
    }
    Arc::new(map)
}

/// A resource's options as its registration carries them.
pub(crate) struct Resolved {
    pub parent: String,
    pub depends_on: BTreeSet<String>,
    /// Some resource of `depends_on` has no URN (its registration failed, or was skipped).
    pub unregistered_dependency: bool,
    /// The provider of a custom resource (`urn::id`), empty for the default one.
    pub provider: String,
    /// A component's providers by package (`urn::id`).
    pub providers: HashMap<String, String>,
    pub aliases: Vec<rpc::Alias>,
    pub deleted_with: String,
    pub replace_with: Vec<String>,
}

/// Resolves `options` for a resource of `type_token`; the parent is the stack when unset.
pub(crate) async fn resolve(
    stack_urn: &str,
    type_token: &str,
    custom: bool,
    options: &ResourceOptions,
) -> Resolved {
    let parent = match &options.parent {
        Some(parent) => urn_of(parent).await.unwrap_or_default(),
        None => stack_urn.to_owned(),
    };
    let (provider, providers) = if custom {
        let provider = provider_for(
            type_token,
            options.provider.as_ref(),
            options.parent.as_ref(),
        )
        .await;
        (provider, HashMap::new())
    } else {
        let mut providers = HashMap::new();
        for provider in options.providers.iter().chain(options.provider.as_ref()) {
            providers.insert(provider.package.clone(), reference(provider).await);
        }
        (String::new(), providers)
    };
    let mut aliases = Vec::with_capacity(options.aliases.len());
    for alias in &options.aliases {
        aliases.push(alias_of(alias).await);
    }
    let deleted_with = match &options.deleted_with {
        Some(resource) => urn_of(resource).await.unwrap_or_default(),
        None => String::new(),
    };
    let dependencies = futures::future::join_all(options.depends_on.iter().map(urn_of)).await;
    Resolved {
        parent,
        unregistered_dependency: dependencies.iter().any(Option::is_none),
        depends_on: dependencies.into_iter().flatten().collect(),
        provider,
        providers,
        aliases,
        deleted_with,
        replace_with: urns_of(&options.replace_with).await.into_iter().collect(),
    }
}

/// The custom timeouts as the engine reads them.
pub(crate) fn custom_timeouts(
    options: &ResourceOptions,
) -> Option<rpc::register_resource_request::CustomTimeouts> {
    let timeouts = options.custom_timeouts?;
    let text = |d: Option<std::time::Duration>| d.map(go_duration).unwrap_or_default();
    Some(rpc::register_resource_request::CustomTimeouts {
        create: text(timeouts.create),
        update: text(timeouts.update),
        delete: text(timeouts.delete),
    })
}

/// An invoke's provider (`urn::id`, empty for the default one) and the URNs it waits for.
pub(crate) async fn resolve_invoke(token: &str, options: &InvokeOptions) -> (String, Vec<String>) {
    let provider = provider_for(token, options.provider.as_ref(), options.parent.as_ref()).await;
    (
        provider,
        urns_of(&options.depends_on).await.into_iter().collect(),
    )
}

/// The provider (`urn::id`) of a resource or function `token`: the explicit one, else the one
/// the parent hands its children for the token's package; empty for the default provider.
async fn provider_for(
    token: &str,
    explicit: Option<&ProviderRef>,
    parent: Option<&ResourceRef>,
) -> String {
    let inherited = || parent?.providers.get(package_of(token));
    match explicit.or_else(inherited) {
        Some(provider) => reference(provider).await,
        None => String::new(),
    }
}

pub(crate) async fn urn_of(resource: &ResourceRef) -> Option<String> {
    resource.urn.data().await.value
}

async fn urns_of(resources: &[ResourceRef]) -> BTreeSet<String> {
    let urns = futures::future::join_all(resources.iter().map(urn_of)).await;
    urns.into_iter().flatten().collect()
}

/// The engine's `urn::id` reference to a provider; the id is [`wire::UNKNOWN`] while a preview
/// does not know it.
pub(crate) async fn reference(provider: &ProviderRef) -> String {
    let urn = provider.urn.data().await.value.unwrap_or_default();
    let id = provider
        .id
        .data()
        .await
        .value
        .unwrap_or_else(|| wire::UNKNOWN.to_owned());
    format!("{urn}::{id}")
}

async fn alias_of(alias: &Alias) -> rpc::Alias {
    use rpc::alias::spec::Parent;
    let alias = match alias {
        Alias::Urn(urn) => rpc::alias::Alias::Urn(urn.clone()),
        Alias::Name(name) => rpc::alias::Alias::Spec(rpc::alias::Spec {
            name: name.clone(),
            ..Default::default()
        }),
        Alias::Spec(spec) => {
            let parent = match &spec.parent {
                None => None,
                Some(None) => Some(Parent::NoParent(true)),
                Some(Some(parent)) => {
                    Some(Parent::ParentUrn(urn_of(parent).await.unwrap_or_default()))
                }
            };
            rpc::alias::Alias::Spec(rpc::alias::Spec {
                name: spec.name.clone().unwrap_or_default(),
                r#type: spec.type_token.clone().unwrap_or_default(),
                stack: spec.stack.clone().unwrap_or_default(),
                project: spec.project.clone().unwrap_or_default(),
                parent,
            })
        }
    };
    rpc::Alias { alias: Some(alias) }
}
