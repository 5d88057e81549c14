//! The seed crates' environment defaults (a binary of its own: it sets variables).

use serde_json::json;

#[test]
fn config_reads_the_environment_then_defaults() {
    // The only test of its binary: no other test reads or changes this process's environment.
    for (name, value) in [
        ("TABLEFLOW_API_KEY", "tf-key"),
        ("TABLEFLOW_API_SECRET", "tf-secret"),
        ("PLATFORM_TOKEN", "pat"),
        ("PLATFORM_SPAT", "spat"),
    ] {
        std::env::set_var(name, value);
    }

    let config = streamcloud::Config::from_env();
    assert_eq!(config.max_retries, Some(4));
    assert_eq!(
        config
            .tableflow_api_key
            .as_ref()
            .map(|s| s.expose().as_str()),
        Some("tf-key")
    );
    assert_eq!(
        config
            .tableflow_api_secret
            .as_ref()
            .map(|s| s.expose().as_str()),
        Some("tf-secret")
    );
    assert!(!format!("{config:?}").contains("tf-secret"));
    assert_eq!(config.cloud_api_key, None);

    // Explicit values win over the environment and the default.
    let explicit: streamcloud::Config =
        serde_json::from_value(json!({ "maxRetries": 9, "tableflowApiKey": "mine" })).unwrap();
    let explicit = explicit.with_defaults();
    assert_eq!(explicit.max_retries, Some(9));
    assert_eq!(
        explicit
            .tableflow_api_key
            .as_ref()
            .map(|s| s.expose().as_str()),
        Some("mine")
    );

    let gateway = gatewaycloud::Config::from_env();
    assert_eq!(
        gateway
            .personal_access_token
            .as_ref()
            .map(|s| s.expose().as_str()),
        Some("pat")
    );
    assert_eq!(
        gateway
            .system_account_access_token
            .as_ref()
            .map(|s| s.expose().as_str()),
        Some("spat")
    );
    assert_eq!(gateway.platform_access_token, None);

    for name in [
        "TABLEFLOW_API_KEY",
        "TABLEFLOW_API_SECRET",
        "PLATFORM_TOKEN",
        "PLATFORM_SPAT",
    ] {
        std::env::remove_var(name);
    }
    assert_eq!(streamcloud::Config::from_env().tableflow_api_key, None);
}
