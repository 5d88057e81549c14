//! Assets (a file's contents, a string, a URL's contents) and archives (a file, a URL, or a
//! set of named assets and archives), as resource inputs and outputs. On the wire each is an
//! object holding [`wire::SIGNATURE_KEY`] = [`wire::ASSET_SIGNATURE`] (or
//! [`wire::ARCHIVE_SIGNATURE`]) and one of `path`, `text`, `uri` (an archive: `path`, `uri`,
//! `assets`); the engine reads the file or URL and adds a `hash`.

use std::collections::BTreeMap;
use std::path::PathBuf;

use serde::de::Error as _;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use serde_json::{Map, Value};

use crate::input::{serialized, BoxFuture, Encode, Encoded, Input};
use crate::wire;

/// A blob of data the engine hands a provider.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Asset {
    /// The contents of a local file (relative paths from the program's working directory).
    File(PathBuf),
    /// A string.
    String(String),
    /// The contents of a `file://`, `http://` or `https://` URL.
    Remote(String),
}

/// A set of files the engine hands a provider.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Archive {
    /// A local `.tar`, `.tgz`, `.tar.gz`, `.zip` or `.jar` file, or a directory.
    File(PathBuf),
    /// An archive file at a `file://`, `http://` or `https://` URL.
    Remote(String),
    /// Named assets and archives.
    Assets(BTreeMap<String, AssetOrArchive>),
}

/// An asset or an archive (the members of [`Archive::Assets`], and a schema's
/// `pulumi.json#/Asset` which admits either).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AssetOrArchive {
    /// An asset.
    Asset(Asset),
    /// An archive.
    Archive(Archive),
}

impl Asset {
    /// The contents of the local file `path`.
    pub fn file(path: impl Into<PathBuf>) -> Asset {
        Asset::File(path.into())
    }

    /// The string `text`.
    pub fn string(text: impl Into<String>) -> Asset {
        Asset::String(text.into())
    }

    /// The contents of `uri`.
    pub fn remote(uri: impl Into<String>) -> Asset {
        Asset::Remote(uri.into())
    }
}

impl Archive {
    /// The local archive file or directory `path`.
    pub fn file(path: impl Into<PathBuf>) -> Archive {
        Archive::File(path.into())
    }

    /// The archive file at `uri`.
    pub fn remote(uri: impl Into<String>) -> Archive {
        Archive::Remote(uri.into())
    }

    /// An archive of `members`, by name.
    pub fn assets<N, M>(members: impl IntoIterator<Item = (N, M)>) -> Archive
    where
        N: Into<String>,
        M: Into<AssetOrArchive>,
    {
        Archive::Assets(
            members
                .into_iter()
                .map(|(name, member)| (name.into(), member.into()))
                .collect(),
        )
    }
}

impl From<Asset> for AssetOrArchive {
    fn from(asset: Asset) -> AssetOrArchive {
        AssetOrArchive::Asset(asset)
    }
}

impl From<Archive> for AssetOrArchive {
    fn from(archive: Archive) -> AssetOrArchive {
        AssetOrArchive::Archive(archive)
    }
}

fn envelope(signature: &str, key: &str, value: Value) -> Value {
    let mut map = Map::new();
    map.insert(wire::SIGNATURE_KEY.to_owned(), Value::from(signature));
    map.insert(key.to_owned(), value);
    Value::Object(map)
}

fn path_value(path: &std::path::Path) -> Value {
    Value::from(path.to_string_lossy().into_owned())
}

impl Asset {
    fn to_wire(&self) -> Value {
        match self {
            Asset::File(path) => envelope(wire::ASSET_SIGNATURE, "path", path_value(path)),
            Asset::String(text) => envelope(wire::ASSET_SIGNATURE, "text", Value::from(&**text)),
            Asset::Remote(uri) => envelope(wire::ASSET_SIGNATURE, "uri", Value::from(&**uri)),
        }
    }

    fn from_wire(map: &Map<String, Value>) -> Result<Asset, String> {
        let text = |key: &str| map.get(key).and_then(Value::as_str).map(str::to_owned);
        // The engine may leave every field but the hash empty; the first set one says which.
        if let Some(path) = text("path").filter(|p| !p.is_empty()) {
            Ok(Asset::File(path.into()))
        } else if let Some(uri) = text("uri").filter(|u| !u.is_empty()) {
            Ok(Asset::Remote(uri))
        } else if let Some(text) = text("text") {
            Ok(Asset::String(text))
        } else {
            Err("an asset without `path`, `text` or `uri`".to_owned())
        }
    }
}

impl Archive {
    fn to_wire(&self) -> Value {
        match self {
            Archive::File(path) => envelope(wire::ARCHIVE_SIGNATURE, "path", path_value(path)),
            Archive::Remote(uri) => envelope(wire::ARCHIVE_SIGNATURE, "uri", Value::from(&**uri)),
            Archive::Assets(members) => envelope(
                wire::ARCHIVE_SIGNATURE,
                "assets",
                Value::Object(
                    members
                        .iter()
                        .map(|(name, member)| (name.clone(), member.to_wire()))
                        .collect(),
                ),
            ),
        }
    }

    fn from_wire(map: &Map<String, Value>) -> Result<Archive, String> {
        let text = |key: &str| map.get(key).and_then(Value::as_str).map(str::to_owned);
        if let Some(path) = text("path").filter(|p| !p.is_empty()) {
            Ok(Archive::File(path.into()))
        } else if let Some(uri) = text("uri").filter(|u| !u.is_empty()) {
            Ok(Archive::Remote(uri))
        } else if let Some(Value::Object(members)) = map.get("assets") {
            let members = members
                .iter()
                .map(|(name, member)| Ok((name.clone(), AssetOrArchive::from_value(member)?)))
                .collect::<Result<_, String>>()?;
            Ok(Archive::Assets(members))
        } else {
            Err("an archive without `path`, `uri` or `assets`".to_owned())
        }
    }
}

impl AssetOrArchive {
    fn to_wire(&self) -> Value {
        match self {
            AssetOrArchive::Asset(asset) => asset.to_wire(),
            AssetOrArchive::Archive(archive) => archive.to_wire(),
        }
    }

    fn from_value(value: &Value) -> Result<AssetOrArchive, String> {
        let map = value
            .as_object()
            .ok_or_else(|| format!("not an asset or archive: {value}"))?;
        match map.get(wire::SIGNATURE_KEY).and_then(Value::as_str) {
            Some(wire::ASSET_SIGNATURE) => Asset::from_wire(map).map(AssetOrArchive::Asset),
            Some(wire::ARCHIVE_SIGNATURE) => Archive::from_wire(map).map(AssetOrArchive::Archive),
            _ => Err(format!("not an asset or archive: {value}")),
        }
    }
}

impl Serialize for Asset {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        self.to_wire().serialize(serializer)
    }
}

impl Serialize for Archive {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        self.to_wire().serialize(serializer)
    }
}

impl Serialize for AssetOrArchive {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        self.to_wire().serialize(serializer)
    }
}

impl<'de> Deserialize<'de> for AssetOrArchive {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<AssetOrArchive, D::Error> {
        let value = Value::deserialize(deserializer)?;
        AssetOrArchive::from_value(&value).map_err(D::Error::custom)
    }
}

impl<'de> Deserialize<'de> for Asset {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Asset, D::Error> {
        match AssetOrArchive::deserialize(deserializer)? {
            AssetOrArchive::Asset(asset) => Ok(asset),
            AssetOrArchive::Archive(_) => Err(D::Error::custom("an archive, not an asset")),
        }
    }
}

impl<'de> Deserialize<'de> for Archive {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Archive, D::Error> {
        match AssetOrArchive::deserialize(deserializer)? {
            AssetOrArchive::Archive(archive) => Ok(archive),
            AssetOrArchive::Asset(_) => Err(D::Error::custom("an asset, not an archive")),
        }
    }
}

/// An asset or archive input (generated crates type `pulumi.json#/Asset` inputs so), given
/// an asset.
impl From<Asset> for Input<AssetOrArchive> {
    fn from(asset: Asset) -> Input<AssetOrArchive> {
        Input::value(AssetOrArchive::Asset(asset))
    }
}

/// An asset or archive input, given an archive.
impl From<Archive> for Input<AssetOrArchive> {
    fn from(archive: Archive) -> Input<AssetOrArchive> {
        Input::value(AssetOrArchive::Archive(archive))
    }
}

impl Encode for Asset {
    fn encode(&self) -> BoxFuture<'_, Encoded> {
        serialized(self)
    }
}

impl Encode for Archive {
    fn encode(&self) -> BoxFuture<'_, Encoded> {
        serialized(self)
    }
}

impl Encode for AssetOrArchive {
    fn encode(&self) -> BoxFuture<'_, Encoded> {
        serialized(self)
    }
}
