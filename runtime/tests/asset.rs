//! Assets and archives: their wire form as inputs, and as the engine answers them (with a
//! hash, and fields left empty).

mod common;

use common::{context, field, spec, FakeEngine};
use sdkgen_runtime::wire::{ARCHIVE_SIGNATURE, ASSET_SIGNATURE, SIGNATURE_KEY};
use sdkgen_runtime::{Archive, Asset, AssetOrArchive, Output, ResourceOptions};
use serde_json::json;

#[test]
fn assets_and_archives_have_the_engines_wire_form() {
    let cases = [
        (
            serde_json::to_value(Asset::file("site/index.html")).unwrap(),
            json!({SIGNATURE_KEY: ASSET_SIGNATURE, "path": "site/index.html"}),
        ),
        (
            serde_json::to_value(Asset::string("hello")).unwrap(),
            json!({SIGNATURE_KEY: ASSET_SIGNATURE, "text": "hello"}),
        ),
        (
            serde_json::to_value(Asset::remote("https://example.test/a")).unwrap(),
            json!({SIGNATURE_KEY: ASSET_SIGNATURE, "uri": "https://example.test/a"}),
        ),
        (
            serde_json::to_value(Archive::file("lambda.zip")).unwrap(),
            json!({SIGNATURE_KEY: ARCHIVE_SIGNATURE, "path": "lambda.zip"}),
        ),
        (
            serde_json::to_value(Archive::remote("https://example.test/a.tgz")).unwrap(),
            json!({SIGNATURE_KEY: ARCHIVE_SIGNATURE, "uri": "https://example.test/a.tgz"}),
        ),
        (
            serde_json::to_value(Archive::assets([
                (
                    "index.js",
                    AssetOrArchive::from(Asset::string("exports.x = 1")),
                ),
                ("lib", Archive::file("lib").into()),
            ]))
            .unwrap(),
            json!({SIGNATURE_KEY: ARCHIVE_SIGNATURE, "assets": {
                "index.js": {SIGNATURE_KEY: ASSET_SIGNATURE, "text": "exports.x = 1"},
                "lib": {SIGNATURE_KEY: ARCHIVE_SIGNATURE, "path": "lib"},
            }}),
        ),
    ];
    for (written, expected) in cases {
        assert_eq!(written, expected);
        // And back: what the program wrote reads as what it was.
        let read: AssetOrArchive = serde_json::from_value(written.clone()).unwrap();
        assert_eq!(serde_json::to_value(read).unwrap(), written);
    }
}

#[test]
fn the_engines_answer_reads_back_with_its_hash_and_empty_fields() {
    let answer = json!({
        SIGNATURE_KEY: ASSET_SIGNATURE,
        "hash": "abc123",
        "path": "",
        "text": "hello",
        "uri": "",
    });
    let asset: Asset = serde_json::from_value(answer).unwrap();
    assert_eq!(asset, Asset::string("hello"));
    let not_an_asset = serde_json::from_value::<Asset>(json!({"text": "x"}));
    assert!(not_an_asset.is_err());
    let archive_as_asset =
        serde_json::from_value::<Asset>(json!({SIGNATURE_KEY: ARCHIVE_SIGNATURE, "path": "a"}));
    assert!(archive_as_asset
        .unwrap_err()
        .to_string()
        .contains("archive"));
}

#[tokio::test]
async fn an_asset_input_reaches_the_engine_and_comes_back() {
    let engine = FakeEngine::default();
    let ctx = context(&engine).await;
    let registration = ctx.register_resource(
        spec("object"),
        vec![
            ("source", Output::new(Asset::file("index.html")).to_json()),
            (
                "bundle",
                Output::secret(Archive::remote("https://x.test/b.zip")).to_json(),
            ),
        ],
        ResourceOptions::new(),
    );
    let source = registration.output::<Asset>("source").data().await;
    assert_eq!(source.value, Some(Asset::file("index.html")));
    let bundle = registration.output::<Archive>("bundle").data().await;
    assert_eq!(bundle.value, Some(Archive::remote("https://x.test/b.zip")));
    assert!(bundle.secret);
    ctx.finish().await.unwrap();
    let seen = engine.seen.lock().unwrap();
    assert_eq!(
        field(seen.registration("object"), "source"),
        json!({SIGNATURE_KEY: ASSET_SIGNATURE, "path": "index.html"})
    );
}
