//! What the project file (`.csproj`) says beyond the code: the NuGet packages it references.

use super::literals;
use crate::bind::{is_nuget_id, is_nuget_version};
use crate::ir::Package;

/// The `Pulumi` NuGet versions the generated code works with (`InvokeOutputOptions`).
const PULUMI_PACKAGE_VERSION: &str = "[3.71.1.0,4)";
/// The SourceLink packages' version (build-time only: `PrivateAssets="All"`).
const SOURCELINK_VERSION: &str = "8.0.0";

/// The SourceLink package for the host of the schema's `repository` (GitHub, GitLab, Azure
/// Repos, Bitbucket), as a reference; none for another host or no repository.
pub fn sourcelink(repository: Option<&str>) -> Option<Reference> {
    let repository = repository?;
    let host = repository
        .split("://")
        .nth(1)?
        .split(['/', ':'])
        .next()?
        .rsplit('@')
        .next()?
        .to_ascii_lowercase();
    let name = match host.as_str() {
        "github.com" => "Microsoft.SourceLink.GitHub",
        "gitlab.com" => "Microsoft.SourceLink.GitLab",
        "dev.azure.com" => "Microsoft.SourceLink.AzureRepos.Git",
        "bitbucket.org" => "Microsoft.SourceLink.Bitbucket.Git",
        _ => return None,
    };
    Some(Reference {
        name: name.to_owned(),
        version: SOURCELINK_VERSION.to_owned(),
    })
}
/// The release [`PULUMI_PACKAGE_VERSION`] starts at.
const PULUMI_MINIMUM: (u64, u64, u64) = (3, 71, 1);

/// One `<PackageReference>`, its values written for the project file.
#[derive(serde::Serialize)]
pub struct Reference {
    pub name: String,
    pub version: String,
}

/// The packages the project references: `Pulumi`, then the schema's `packageReferences` (any
/// package, with its version as given), sorted by name. The schema's `Pulumi` version is kept
/// unless it admits a release older than the generated code needs (judged by the lowest version
/// it names; a floating `3.*` takes the newest).
pub fn references(package: &Package) -> Result<Vec<Reference>, String> {
    let mut pulumi = PULUMI_PACKAGE_VERSION.to_owned();
    let mut others = Vec::new();
    for (name, version) in &package.settings.csharp.package_references {
        // Bind refuses both (E0324, where the setting is); an IR built otherwise is checked too.
        if !is_nuget_id(name) || !is_nuget_version(version) {
            return Err(format!(
                "`language.csharp.packageReferences` gives `{}` the version `{}`, not a NuGet \
                 package ID and version",
                name.escape_debug(),
                version.escape_debug()
            ));
        }
        if name.eq_ignore_ascii_case("Pulumi") {
            let floating = version.contains('*');
            if floating || lowest_version(version).is_some_and(|v| v >= PULUMI_MINIMUM) {
                pulumi = version.clone();
            }
        } else {
            others.push((name.clone(), version.clone()));
        }
    }
    others.sort();
    Ok(std::iter::once(("Pulumi".to_owned(), pulumi))
        .chain(others)
        .map(|(name, version)| Reference {
            // An ID's characters are plain in MSBuild; escaped all the same, as every value.
            name: literals::msbuild_text(&name),
            // A range's characters (`*` floats) are not MSBuild's specials but for `*`, which
            // MSBuild expands only in an item's Include: written as they are.
            version: literals::xml_text(&version),
        })
        .collect())
}

/// The lowest release a NuGet version or range admits (`3.50.0` and `[3.50,4)` from 3.50.0);
/// `None` for one without a lower bound (`(,4.0)`). (A floating version, `3.*`, takes the
/// newest release: its caller keeps it.)
fn lowest_version(version: &str) -> Option<(u64, u64, u64)> {
    let lower = version
        .trim()
        .trim_start_matches(['[', '('])
        .split(',')
        .next()?
        .trim();
    let mut parts = lower.split(['.', '-', '+']).map(|p| p.parse::<u64>().ok());
    let major = parts.next().flatten()?;
    Some((
        major,
        parts.next().flatten().unwrap_or(0),
        parts.next().flatten().unwrap_or(0),
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lowest_versions_of_nuget_ranges() {
        assert_eq!(lowest_version("3.50.0"), Some((3, 50, 0)));
        assert_eq!(lowest_version("[3.71.1.0,4)"), Some((3, 71, 1)));
        assert_eq!(lowest_version("(3.80,)"), Some((3, 80, 0)));
        assert_eq!(lowest_version("(,4.0)"), None);
    }

    #[test]
    fn sourcelink_by_repository_host() {
        let name = |url: Option<&str>| sourcelink(url).map(|r| r.name);
        assert_eq!(name(None), None);
        for (url, expected) in [
            (
                "https://github.com/pulumi/pulumi-x",
                Some("Microsoft.SourceLink.GitHub"),
            ),
            (
                "https://GitLab.com/a/b",
                Some("Microsoft.SourceLink.GitLab"),
            ),
            (
                "ssh://git@github.com:a/b",
                Some("Microsoft.SourceLink.GitHub"),
            ),
            ("https://example.com/a/b", None),
            ("github.com/a/b", None),
        ] {
            assert_eq!(name(Some(url)).as_deref(), expected, "{url}");
        }
    }
}
