//! The seed schemas say what the seed documents say: a broad sample of facts, read through the
//! bound IR (so the binder's view of flags, defaults and env vars is checked too).

use std::path::PathBuf;

use sdkgen::ir::{FunctionOutputs, ObjectType, Package, Property, Type};
use sdkgen::spec::ScalarValue;
use sdkgen::workspace::check_files;

fn seed(name: &str) -> Package {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(format!("schema/{name}.json"));
    let mut outcome = check_files(&[path]);
    assert!(!outcome.has_errors(), "{:?}", outcome.diagnostics);
    outcome.packages.remove(0).package
}

fn object<'a>(package: &'a Package, name: &str) -> &'a ObjectType {
    package
        .objects
        .iter()
        .find(|o| o.token.name == name)
        .unwrap_or_else(|| panic!("no type {name}"))
}

fn prop<'a>(properties: &'a [Property], name: &str) -> &'a Property {
    properties
        .iter()
        .find(|p| p.name == name)
        .unwrap_or_else(|| panic!("no property {name}"))
}

fn go_import_path(package: &Package) -> String {
    package.settings.go.import_base_path.clone().unwrap()
}

#[test]
fn streamcloud_configuration() {
    let p = seed("streamcloud");
    assert_eq!(p.name, "streamcloud");
    assert_eq!(p.license.as_deref(), Some("Apache-2.0"));
    assert!(
        go_import_path(&p).contains("/sdk/v2/"),
        "Go major version 2"
    );
    assert_eq!(p.config.len(), 23, "every provider configuration variable");
    let secrets: Vec<&str> = p
        .config
        .iter()
        .filter(|v| v.secret)
        .map(|v| v.name.as_str())
        .collect();
    assert_eq!(
        secrets,
        [
            "cloudApiKey",
            "cloudApiSecret",
            "flinkApiKey",
            "flinkApiSecret",
            "kafkaApiKey",
            "kafkaApiSecret",
            "schemaRegistryApiKey",
            "schemaRegistryApiSecret",
            "tableflowApiKey",
            "tableflowApiSecret"
        ]
    );
    let retries = prop(&p.config, "maxRetries");
    assert_eq!(retries.type_, Type::Integer);
    assert_eq!(retries.default, Some(ScalarValue::Number(4.into())));
    assert_eq!(
        prop(&p.config, "tableflowApiKey").default_env,
        ["TABLEFLOW_API_KEY"]
    );
    assert_eq!(
        prop(&p.config, "tableflowApiSecret").default_env,
        ["TABLEFLOW_API_SECRET"]
    );
    assert!(prop(&p.config, "cloudApiKey").default_env.is_empty());
    let oauth = prop(&p.config, "oauth");
    let Type::Object(oauth_id) = oauth.type_ else {
        panic!("oauth is an object")
    };
    assert_eq!(p.object(oauth_id).token.name, "ProviderOauth");
    // The provider's inputs mirror the configuration, flags and defaults included.
    let inputs = &p.provider.input_properties;
    assert_eq!(inputs.len(), 23);
    assert_eq!(prop(inputs, "maxRetries").default, retries.default);
    assert!(prop(inputs, "kafkaApiSecret").secret);
    assert_eq!(
        prop(inputs, "tableflowApiKey").default_env,
        ["TABLEFLOW_API_KEY"]
    );
    let description = p.description.as_deref().unwrap();
    for fact in [
        "Option #2",
        "TABLEFLOW_API_KEY",
        "precedence",
        "OAuth",
        "5000",
        "major version 2",
    ] {
        assert!(
            description.contains(fact),
            "package description mentions {fact}"
        );
    }
}

#[test]
fn streamcloud_object_types() {
    let p = seed("streamcloud");
    let oauth = object(&p, "ProviderOauth");
    assert!(prop(&oauth.properties, "oauthIdentityPoolId").required);
    assert!(prop(&oauth.properties, "oauthExternalClientSecret").secret);
    assert!(prop(&oauth.properties, "oauthExternalAccessToken").secret);
    assert!(!prop(&oauth.properties, "oauthExternalTokenUrl").required);

    let egress = object(&p, "AccessPointCloudAEgressPrivateLinkEndpoint");
    let service = prop(&egress.properties, "vpcEndpointServiceName");
    assert!(service.required && service.replace_on_changes && !service.output_only);
    let ha = prop(&egress.properties, "enableHighAvailability");
    assert_eq!(ha.default, Some(ScalarValue::Bool(false)));
    assert!(ha.replace_on_changes && !ha.required);
    let dns = prop(&egress.properties, "vpcEndpointDnsName");
    assert!(dns.output_only && !dns.required);
    // The input view leaves output-only fields out; the output view keeps them.
    let input: Vec<&str> = egress.input_properties().map(|p| p.name.as_str()).collect();
    assert_eq!(input, ["enableHighAvailability", "vpcEndpointServiceName"]);
    assert_eq!(egress.output_properties().count(), 4);
    // No resource is shown, so nested types are unreferenced and get both shapes.
    assert!(egress.usage.needs_input() && egress.usage.needs_output());

    let network = object(&p, "AccessPointCloudAPrivateNetworkInterface");
    assert_eq!(
        prop(&network.properties, "networkInterfaces").type_,
        Type::Array(Box::new(Type::String))
    );

    for role in ["Destination", "Local", "Remote", "Source"] {
        let cluster = object(&p, &format!("ClusterLink{role}KafkaCluster"));
        let id = prop(&cluster.properties, "id");
        assert!(id.required && id.replace_on_changes);
        let credentials = prop(&cluster.properties, "credentials");
        assert!(credentials.secret);
        let Type::Object(cid) = credentials.type_ else {
            panic!("credentials is an object")
        };
        let creds = p.object(cid);
        assert_eq!(
            creds.token.name,
            format!("ClusterLink{role}KafkaClusterCredentials")
        );
        for field in ["key", "secret"] {
            let f = prop(&creds.properties, field);
            assert!(f.required && f.secret, "{role} credentials {field}");
        }
    }

    let reference_objects = [
        "AccessPointEnvironment",
        "AccessPointGateway",
        "CatalogIntegrationEnvironment",
        "CatalogIntegrationKafkaCluster",
        "ConnectArtifactEnvironment",
        "ConnectorEnvironment",
        "ConnectorKafkaCluster",
        "CertificatePoolCertificateAuthority",
        "BusinessMetadataBindingSchemaRegistryCluster",
        "BusinessMetadataSchemaRegistryCluster",
        "CatalogEntityAttributesSchemaRegistryCluster",
        "ApiKeyManagedResourceEnvironment",
    ];
    for name in reference_objects {
        let o = object(&p, name);
        assert_eq!(o.properties.len(), 1, "{name}");
        let id = prop(&o.properties, "id");
        assert!(id.required && id.replace_on_changes, "{name}");
    }

    let attribute = object(&p, "BusinessMetadataAttributeDefinition");
    let options = prop(&attribute.properties, "options");
    assert!(options.output_only);
    assert_eq!(options.type_, Type::Map(Box::new(Type::String)));
    assert_eq!(
        prop(&attribute.properties, "isOptional").default,
        Some(ScalarValue::Bool(false))
    );
    assert!(prop(&attribute.properties, "name").required);

    let warehouse = object(&p, "CatalogIntegrationWarehouse");
    let required: Vec<&str> = warehouse
        .properties
        .iter()
        .filter(|p| p.required)
        .map(|p| p.name.as_str())
        .collect();
    assert_eq!(
        required,
        [
            "allowedScope",
            "clientId",
            "clientSecret",
            "endpoint",
            "warehouse"
        ]
    );
    assert!(prop(&warehouse.properties, "clientId").secret);

    let byok_b = object(&p, "ByokKeyCloudB");
    assert!(prop(&byok_b.properties, "applicationId").output_only);
    assert!(prop(&byok_b.properties, "tenantId").replace_on_changes);

    let offset = object(&p, "ConnectorOffset");
    assert_eq!(
        prop(&offset.properties, "offset").type_,
        Type::Map(Box::new(Type::String))
    );
    assert!(
        p.resources.is_empty(),
        "resources are not shown in the seed"
    );
}

#[test]
fn gatewaycloud_configuration() {
    let p = seed("gatewaycloud");
    assert!(
        go_import_path(&p).contains("/sdk/v3/"),
        "Go major version 3"
    );
    let names: Vec<&str> = p.config.iter().map(|v| v.name.as_str()).collect();
    assert_eq!(
        names,
        [
            "personalAccessToken",
            "platformAccessToken",
            "serverUrl",
            "serviceAccessToken",
            "systemAccountAccessToken"
        ]
    );
    for v in &p.config {
        assert_eq!(v.secret, v.name != "serverUrl", "{}", v.name);
        assert_eq!(v.type_, Type::String);
    }
    assert_eq!(
        prop(&p.config, "personalAccessToken").default_env,
        ["PLATFORM_TOKEN"]
    );
    assert_eq!(
        prop(&p.config, "systemAccountAccessToken").default_env,
        ["PLATFORM_SPAT"]
    );
    assert_eq!(
        prop(&p.provider.input_properties, "systemAccountAccessToken").default_env,
        ["PLATFORM_SPAT"]
    );
}

#[test]
fn gatewaycloud_functions() {
    let p = seed("gatewaycloud");
    let names: Vec<&str> = p.functions.iter().map(|f| f.token.name.as_str()).collect();
    assert_eq!(
        names,
        [
            "getCloudGatewayNetwork",
            "getCloudGatewayProviderAccountList",
            "getGatewayControlPlane",
            "getGatewayControlPlaneList",
            "getMeshControlPlanes",
            "getPlatformIpAddresses",
            "getPortal",
            "getPortalClassicList",
            "getSystemAccount"
        ]
    );
    for f in &p.functions {
        assert_eq!(
            f.token.raw,
            format!("gatewaycloud:index/{0}:{0}", f.token.name),
            "token shape"
        );
        assert_eq!(f.token.module, "", "root module");
    }
    let function = |name: &str| p.functions.iter().find(|f| f.token.name == name).unwrap();
    let outputs = |name: &str| match &function(name).outputs {
        FunctionOutputs::Object { properties, .. } => properties.clone(),
        other => panic!("{name} returns {other:?}"),
    };

    // getCloudGatewayNetwork: filter.name has five operators, filter.state only `oeq`.
    let network = function("getCloudGatewayNetwork");
    let Type::Object(filter) = prop(&network.inputs, "filter").type_ else {
        panic!("filter is an object")
    };
    let filter = p.object(filter);
    let operators = |field: &str| -> Vec<String> {
        let Type::Object(id) = prop(&filter.properties, field).type_ else {
            panic!("{field} is an operator object")
        };
        p.object(id)
            .properties
            .iter()
            .map(|p| p.name.clone())
            .collect()
    };
    assert_eq!(
        operators("name"),
        ["contains", "eq", "neq", "ocontains", "oeq"]
    );
    assert_eq!(operators("state"), ["oeq"]);
    assert!(
        filter.usage.input && filter.usage.output,
        "filter is echoed back"
    );
    let record = outputs("getCloudGatewayNetwork");
    for field in [
        "id",
        "name",
        "availabilityZones",
        "cidrBlock",
        "default",
        "region",
    ] {
        assert!(prop(&record, field).required, "{field} is always present");
    }
    assert!(!prop(&record, "filter").required);
    assert_eq!(prop(&record, "entityVersion").type_, Type::Number);
    assert_eq!(prop(&record, "default").type_, Type::Boolean);

    let control_plane = function("getGatewayControlPlane");
    for input in ["filter", "filterLabels", "sort"] {
        prop(&control_plane.inputs, input);
    }
    let list = outputs("getGatewayControlPlaneList");
    for field in ["datas", "id", "filter", "filterLabels", "sort"] {
        prop(&list, field);
    }
    assert!(prop(&list, "datas").required && prop(&list, "id").required);

    let ips = outputs("getPlatformIpAddresses");
    let array_of_strings = Type::Array(Box::new(Type::String));
    assert_eq!(
        prop(&ips, "egressIps").type_,
        Type::Map(Box::new(array_of_strings.clone()))
    );
    assert_eq!(
        prop(&ips, "regions").type_,
        Type::Map(Box::new(Type::Map(Box::new(array_of_strings))))
    );
    assert!(!function("getMeshControlPlanes").has_inputs);

    let system = function("getSystemAccount");
    let Type::Object(filter) = prop(&system.inputs, "filter").type_ else {
        panic!("filter is an object")
    };
    let filter = p.object(filter);
    assert_eq!(
        prop(&filter.properties, "platformManaged").type_,
        Type::Boolean
    );
    let portal = outputs("getPortal");
    assert_eq!(portal.len(), 19, "every portal field");
}
