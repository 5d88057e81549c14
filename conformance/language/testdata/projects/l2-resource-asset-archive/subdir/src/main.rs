use sdkgen_runtime::{Archive, Asset, AssetOrArchive, Context, Error, Output, ResourceOptions};
use std::collections::BTreeMap;

async fn program(ctx: Context) -> Result<(), Error> {
    let ass = asset_archive::resources::AssetResource::new(
        &ctx,
        "ass",
        asset_archive::resources::AssetResourceArgs::new(AssetOrArchive::from(Asset::file(
            "../test.txt",
        ))),
        ResourceOptions::new(),
    );
    let arc = asset_archive::resources::ArchiveResource::new(
        &ctx,
        "arc",
        asset_archive::resources::ArchiveResourceArgs::new(Archive::file("../archive.tar")),
        ResourceOptions::new(),
    );
    let dir = asset_archive::resources::ArchiveResource::new(
        &ctx,
        "dir",
        asset_archive::resources::ArchiveResourceArgs::new(Archive::file("../folder")),
        ResourceOptions::new(),
    );
    let assarc = asset_archive::resources::ArchiveResource::new(
        &ctx,
        "assarc",
        asset_archive::resources::ArchiveResourceArgs::new(Archive::assets([
            (
                "string",
                AssetOrArchive::from(Asset::string("file contents")),
            ),
            ("file", AssetOrArchive::from(Asset::file("../test.txt"))),
            ("folder", AssetOrArchive::from(Archive::file("../folder"))),
            (
                "archive",
                AssetOrArchive::from(Archive::file("../archive.tar")),
            ),
        ])),
        ResourceOptions::new(),
    );
    let remoteass = asset_archive::resources::AssetResource::new(
        &ctx,
        "remoteass",
        asset_archive::resources::AssetResourceArgs::new(AssetOrArchive::from(Asset::remote("https://raw.githubusercontent.com/pulumi/pulumi/7b0eb7fb10694da2f31c0d15edf671df843e0d4c/cmd/pulumi-test-language/tests/testdata/l2-resource-asset-archive/test.txt"))),
        ResourceOptions::new(),
    );
    let remotearc = asset_archive::resources::ArchiveResource::new(
        &ctx,
        "remotearc",
        asset_archive::resources::ArchiveResourceArgs::new(Archive::remote("https://raw.githubusercontent.com/pulumi/pulumi/7b0eb7fb10694da2f31c0d15edf671df843e0d4c/cmd/pulumi-test-language/tests/testdata/l2-resource-asset-archive/archive.tar")),
        ResourceOptions::new(),
    );
    ctx.export("assetOutput", Output::new(Asset::file("../test.txt")));
    ctx.export(
        "archiveOutput",
        Output::new(Archive::file("../archive.tar")),
    );
    ctx.export(
        "assetList",
        Output::new(vec![
            Asset::file("../test.txt"),
            Asset::string("file contents"),
        ]),
    );
    ctx.export(
        "archiveList",
        Output::new(vec![
            Archive::file("../archive.tar"),
            Archive::file("../folder"),
        ]),
    );
    ctx.export(
        "assetMap",
        Output::new(BTreeMap::from([
            (String::from("file"), Asset::file("../test.txt")),
            (String::from("string"), Asset::string("file contents")),
        ])),
    );
    ctx.export(
        "archiveMap",
        Output::new(BTreeMap::from([
            (String::from("tar"), Archive::file("../archive.tar")),
            (String::from("folder"), Archive::file("../folder")),
        ])),
    );
    Ok(())
}

fn main() {
    sdkgen_runtime::run(program)
}
