//! Every name `sdkgen diff` prints is one the generated SDK has, in every language, as the docs'
//! names are held (`docs_site::seed_docs_names_are_the_sdks_names`): for each item of a package
//! (the package, each configuration variable, the provider, each resource, function, object
//! type and enum, and each of their members), the names `diff` would print for it are resolved
//! in that package's SDKs as a user's program would: the module path to a module, package or
//! namespace that exists, the name to a class, function, struct or enum declared there, and a
//! member to a word of the file that declares it.

use std::collections::BTreeMap;
use std::path::PathBuf;

use sdkgen::diff::names::{Item, Member, Speller};
use sdkgen::generate::{render, Target, Templates};
use sdkgen::ir::{FunctionOutputs, Package};
use sdkgen::naming::Lang;

use crate::support::{root, testdata};

/// One SDK's files: path → text.
type Files = BTreeMap<String, String>;

/// Whether an SDK's files have a name.
type Resolver = fn(&Files, &str) -> bool;

fn schemas() -> Vec<PathBuf> {
    let mut schemas: Vec<PathBuf> = [
        "schema/streamcloud.json",
        "schema/gatewaycloud.json",
        "tests/fixtures/diff_names.json",
        "tests/fixtures/go_names.json",
        "tests/fixtures/csharp_names.json",
        "tests/fixtures/python_names.json",
        "../shared/corpus/real/random-4.21.1.json",
    ]
    .iter()
    .map(|p| root().join(p))
    .collect();
    schemas.push(testdata("naming-collisions"));
    schemas.push(testdata("nested-module"));
    schemas
}

fn bind(schema: &PathBuf) -> Package {
    let mut outcome = sdkgen::workspace::check_files(std::slice::from_ref(schema));
    assert!(
        !outcome.has_errors(),
        "{}: {:?}",
        schema.display(),
        outcome.diagnostics
    );
    outcome.packages.remove(0).package
}

/// The SDK's files; `None` when the backend refuses the package (its names are then moot).
fn try_sdk(package: &Package, target: Target) -> Option<Files> {
    let output = render(package, target, &Templates::builtin()).ok()?;
    Some(
        output
            .files
            .into_iter()
            .map(|f| (f.path, f.contents))
            .collect(),
    )
}

fn sdk(package: &Package, target: Target) -> Files {
    try_sdk(package, target).unwrap()
}

fn has_word(text: &str, word: &str) -> bool {
    let is_ident = |c: char| c.is_alphanumeric() || c == '_';
    !word.is_empty()
        && text.match_indices(word).any(|(i, _)| {
            let before = text[..i].chars().next_back();
            let after = text[i + word.len()..].chars().next();
            !before.is_some_and(is_ident) && !after.is_some_and(is_ident)
        })
}

/// Whether a line of `text` starts (after indentation and the given prefixes) with `word`
/// followed by something that is no identifier character.
fn declares(text: &str, prefixes: &[&str], word: &str) -> bool {
    text.lines().any(|line| {
        let line = line.trim_start();
        prefixes.iter().any(|p| {
            line.strip_prefix(p).is_some_and(|rest| {
                rest.strip_prefix(word).is_some_and(|after| {
                    !after.starts_with(|c: char| c.is_alphanumeric() || c == '_')
                })
            })
        })
    })
}

/// The text of the files directly in `dir` (`""` is the root) with one of `extensions`.
fn files_in<'f>(files: &'f Files, dir: &str, extensions: &[&str]) -> Vec<(&'f str, &'f str)> {
    files
        .iter()
        .filter(|(path, _)| {
            let (parent, name) = path.rsplit_once('/').unwrap_or(("", path));
            parent == dir && extensions.iter().any(|e| name.ends_with(e))
        })
        .map(|(p, t)| (p.as_str(), t.as_str()))
        .collect()
}

/// Python: `root.module.Name.member`, `root.module.function(argument)`.
fn python_has(files: &Files, name: &str) -> bool {
    let (path, argument) = match name.strip_suffix(')').and_then(|n| n.split_once('(')) {
        Some((path, argument)) => (path, Some(argument)),
        None => (name, None),
    };
    let segments: Vec<&str> = path.split('.').collect();
    // Any prefix that is a package (a directory with `__init__.py`) or a module file, and in
    // which the rest is declared (`root.mod.get_x` is the function of `get_x.py`, re-exported).
    (1..=segments.len()).rev().any(|n| {
        let dir = segments[..n].join("/");
        let module_files = if files.contains_key(&format!("{dir}/__init__.py")) {
            files_in(files, &dir, &[".py", ".pyi"])
        } else if let Some((p, t)) = files.get_key_value(&format!("{dir}.py")) {
            vec![(p.as_str(), t.as_str())]
        } else {
            return false;
        };
        let Some((first, members)) = segments[n..].split_first() else {
            return argument.is_none();
        };
        let declaring: Vec<&str> = module_files
            .iter()
            .filter(|(_, t)| declares(t, &["class ", "def ", ""], first))
            .map(|(_, t)| *t)
            .collect();
        !declaring.is_empty()
            && members
                .iter()
                .chain(argument.as_ref())
                .all(|m| declaring.iter().any(|t| has_word(t, m)))
    })
}

/// Node.js: `alias.module.Name.member`, `alias.types.input.module.Name`, or the npm package.
fn nodejs_has(files: &Files, name: &str) -> bool {
    if name.starts_with('@') || !name.contains('.') {
        return files
            .get("package.json")
            .is_some_and(|p| p.contains(&format!("\"name\": \"{name}\"")));
    }
    let segments: Vec<&str> = name.split('.').skip(1).collect();
    let exported = |text: &str, word: &str| {
        declares(
            text,
            &[
                "export class ",
                "export interface ",
                "export function ",
                "export const ",
                "export declare const ",
                "export type ",
                "export namespace ",
                "export declare namespace ",
                "export enum ",
                "export let ",
            ],
            word,
        ) || text.lines().any(|l| {
            l.trim_start().starts_with("export {") && has_word(l, word)
                || l.trim_start().starts_with("import * as ") && has_word(l, word)
        })
    };
    if segments.first() == Some(&"types") {
        // `types.input.a.b.Name` or `types.enums.a.Name`.
        let Some(kind) = segments.get(1) else {
            return false;
        };
        let rest = &segments[2..];
        let Some((last, namespaces)) = rest.split_last() else {
            return false;
        };
        let text: String = if *kind == "enums" {
            // Each namespace is a directory its parent's index imports.
            let mut dir = "types/enums".to_owned();
            for ns in namespaces {
                let index = files
                    .get(&format!("{dir}/index.ts"))
                    .cloned()
                    .unwrap_or_default();
                let Some(child) = index.lines().find_map(|l| {
                    let rest = l
                        .trim()
                        .strip_prefix(&format!("import * as {ns} from \"./"))?;
                    Some(rest.trim_end_matches(['"', ';']).to_owned())
                }) else {
                    return false;
                };
                dir = format!("{dir}/{child}");
            }
            files_in(files, &dir, &[".ts"])
                .iter()
                .map(|(_, t)| *t)
                .collect()
        } else {
            files
                .get(&format!("types/{kind}.ts"))
                .cloned()
                .unwrap_or_default()
        };
        let namespaces_ok = *kind == "enums"
            || namespaces
                .iter()
                .enumerate()
                .all(|(i, ns)| exported(&text, ns) || i + 1 == namespaces.len());
        return namespaces_ok && (exported(&text, last) || has_word(&text, last));
    }
    // Walk the namespaces down the directories: each must be exported by its parent's index.
    let mut dir = String::new();
    let mut i = 0;
    while i < segments.len() {
        let index = files
            .get(&if dir.is_empty() {
                "index.ts".to_owned()
            } else {
                format!("{dir}/index.ts")
            })
            .cloned()
            .unwrap_or_default();
        let segment = segments[i];
        // A child module: `import * as segment from "./dir"` in the index.
        let child = index.lines().find_map(|l| {
            let rest = l
                .trim()
                .strip_prefix(&format!("import * as {segment} from \"./"))?;
            Some(rest.trim_end_matches(['"', ';']).to_owned())
        });
        match child {
            Some(child) => {
                dir = if dir.is_empty() {
                    child
                } else {
                    format!("{dir}/{child}")
                };
                i += 1;
            }
            None => {
                let text: String = files_in(files, &dir, &[".ts"])
                    .iter()
                    .map(|(_, t)| *t)
                    .collect();
                return exported(&index, segment)
                    && segments[i + 1..].iter().all(|m| has_word(&text, m));
            }
        }
    }
    false
}

/// Go: `qualifier.Name.Member`, or an import path.
fn go_has(files: &Files, name: &str) -> bool {
    if name.contains('/') {
        let module = files
            .get("go.mod")
            .and_then(|m| m.lines().find_map(|l| l.strip_prefix("module ")))
            .map(|m| m.trim().to_owned())
            .unwrap_or_default();
        return name.strip_prefix(&module).is_some_and(|rest| {
            let dir = rest.trim_start_matches('/');
            files
                .keys()
                .any(|p| p.ends_with(".go") && p.rsplit_once('/').map_or("", |(d, _)| d) == dir)
        });
    }
    let mut segments = name.split('.');
    let qualifier = segments.next().unwrap();
    let Some(first) = segments.next() else {
        // The package itself.
        return files
            .values()
            .any(|t| t.lines().any(|l| l == format!("package {qualifier}")));
    };
    let members: Vec<&str> = segments.collect();
    // Every directory whose package clause is the qualifier.
    let mut dirs: Vec<&str> = files
        .iter()
        .filter(|(p, t)| {
            p.ends_with(".go") && t.lines().any(|l| l == format!("package {qualifier}"))
        })
        .map(|(p, _)| p.rsplit_once('/').map_or("", |(d, _)| d))
        .collect();
    dirs.dedup();
    dirs.iter().any(|dir| {
        let texts: Vec<&str> = files_in(files, dir, &[".go"])
            .iter()
            .map(|(_, t)| *t)
            .collect();
        let declaring: Vec<&&str> = texts
            .iter()
            .filter(|t| declares(t, &["type ", "func ", "const ", "var "], first))
            .collect();
        !declaring.is_empty() && members.iter().all(|m| texts.iter().any(|t| has_word(t, m)))
    })
}

/// C#: `Namespace.Class.Member`.
fn csharp_has(files: &Files, name: &str) -> bool {
    let segments: Vec<&str> = name.split('.').collect();
    let in_namespace = |ns: &str| -> Vec<&str> {
        files
            .iter()
            .filter(|(p, t)| {
                p.ends_with(".cs") && t.lines().any(|l| l == format!("namespace {ns}"))
            })
            .map(|(_, t)| t.as_str())
            .collect()
    };
    for n in (1..segments.len()).rev() {
        let texts = in_namespace(&segments[..n].join("."));
        if texts.is_empty() {
            continue;
        }
        let rest = &segments[n..];
        let class_words = [
            "public static class ",
            "public partial class ",
            "public sealed class ",
            "public class ",
            "public readonly struct ",
            "public enum ",
            "public static partial class ",
        ];
        let declaring: Vec<&&str> = texts
            .iter()
            .filter(|t| declares(t, &class_words, rest[0]))
            .collect();
        return !declaring.is_empty()
            && rest[1..]
                .iter()
                .all(|m| declaring.iter().any(|t| has_word(t, m)));
    }
    // The root namespace alone.
    segments.len() == 1 || !in_namespace(name).is_empty()
}

/// Rust: `crate::module::Item.field` or `crate::module::function`.
fn rust_has(files: &Files, name: &str) -> bool {
    let (path, field) = match name.split_once('.') {
        Some((path, field)) => (path, Some(field)),
        None => (name, None),
    };
    let segments: Vec<&str> = path.split("::").skip(1).collect();
    let Some((item, modules)) = segments.split_last() else {
        return true; // the crate itself
    };
    // The module's text: `src/a/b.rs`, `src/a/b/mod.rs`, or inline `pub mod b {` blocks; at the
    // root, every file of `src/` (the crate re-exports its items).
    let mut text: String = files_in(files, "src", &[".rs"])
        .iter()
        .map(|(_, t)| *t)
        .collect();
    let mut file = String::from("src");
    for module in modules {
        file = format!("{file}/{module}");
        if let Some(t) = files
            .get(&format!("{file}.rs"))
            .or_else(|| files.get(&format!("{file}/mod.rs")))
        {
            text = t.clone();
        } else if let Some(at) = text.find(&format!("pub mod {module} {{")) {
            text = text[at..].to_owned();
        } else {
            return false;
        }
    }
    let declared = declares(
        &text,
        &["pub struct ", "pub enum ", "pub fn ", "pub async fn "],
        item,
    );
    declared && field.is_none_or(|f| has_word(&text, f))
}

/// Java: `package.Class.member` (the class's file must declare the member) or a package.
fn java_has(files: &Files, name: &str) -> bool {
    let segments: Vec<&str> = name.split('.').collect();
    for n in (1..=segments.len()).rev() {
        let path = format!("src/main/java/{}.java", segments[..n].join("/"));
        if let Some(text) = files.get(&path) {
            return segments[n..].iter().all(|m| has_word(text, m));
        }
    }
    // A package: a directory of sources.
    let dir = format!("src/main/java/{}/", segments.join("/"));
    files.keys().any(|p| p.starts_with(&dir))
}

/// Every item of `package` whose names `diff` prints, each with a label for failures.
fn items(package: &Package) -> Vec<(String, Item<'_>)> {
    let mut out = vec![("package".to_owned(), Item::Package)];
    for p in &package.config {
        out.push((format!("config {}", p.name), Item::Config(&p.name)));
    }
    for r in std::iter::once(&package.provider).chain(&package.resources) {
        if r.is_overlay {
            continue;
        }
        out.push((r.token.raw.clone(), Item::Resource(r, Member::Whole)));
        for p in &r.input_properties {
            let label = format!("{} input {}", r.token.raw, p.name);
            out.push((label, Item::Resource(r, Member::Input(&p.name))));
        }
        for p in &r.properties {
            let label = format!("{} output {}", r.token.raw, p.name);
            out.push((label, Item::Resource(r, Member::Output(&p.name))));
        }
        for m in &r.methods {
            let label = format!("{} method {}", r.token.raw, m.name);
            out.push((label, Item::Resource(r, Member::Method(&m.name))));
        }
    }
    for f in package
        .functions
        .iter()
        .filter(|f| !f.is_overlay && f.method_of.is_none())
    {
        out.push((f.token.raw.clone(), Item::Function(f, Member::Whole)));
        out.push((
            format!("{} result", f.token.raw),
            Item::Function(f, Member::Result),
        ));
        for p in &f.inputs {
            let label = format!("{} input {}", f.token.raw, p.name);
            out.push((label, Item::Function(f, Member::Input(&p.name))));
        }
        if let FunctionOutputs::Object { properties, .. } = &f.outputs {
            for p in properties {
                let label = format!("{} output {}", f.token.raw, p.name);
                out.push((label, Item::Function(f, Member::Output(&p.name))));
            }
        }
    }
    for o in package.objects.iter().filter(|o| !o.is_overlay) {
        out.push((o.token.raw.clone(), Item::Object(o, None)));
        for p in &o.properties {
            let label = format!("{} property {}", o.token.raw, p.name);
            out.push((label, Item::Object(o, Some(&p.name))));
        }
    }
    for e in package.enums.iter().filter(|e| !e.is_overlay) {
        out.push((e.token.raw.clone(), Item::Enum(e)));
    }
    out
}

/// The names of `package` that `diff` prints and its SDKs do not have: (language, item, name).
fn unknown_names(package: &Package) -> Vec<String> {
    let sdks: Vec<(Lang, Files, Resolver)> = [
        (Lang::Python, Target::Python, python_has as Resolver),
        (Lang::NodeJs, Target::Nodejs, nodejs_has),
        (Lang::Go, Target::Go, go_has),
        (Lang::CSharp, Target::Csharp, csharp_has),
        (Lang::Rust, Target::Rust, rust_has),
        (Lang::Java, Target::Java, java_has),
    ]
    .into_iter()
    .filter_map(|(lang, target, has)| Some((lang, try_sdk(package, target)?, has)))
    .collect();
    let speller = Speller::new(package);
    let mut unknown = Vec::new();
    let mut checked = 0;
    for (label, item) in items(package) {
        let names = speller.names(item);
        for (lang, files, has) in &sdks {
            for name in names.of(*lang) {
                checked += 1;
                if !has(files, name) {
                    unknown.push(format!("{}: {label}: {name}", lang.title()));
                }
            }
        }
    }
    let packages = speller.package_names();
    for (lang, files, has) in &sdks {
        for name in packages.of(*lang) {
            if !has(files, name) {
                unknown.push(format!("{}: the package: {name}", lang.title()));
            }
        }
    }
    assert!(checked > 20, "{}: only {checked} names", package.name);
    unknown
}

#[test]
fn every_name_diff_prints_is_in_the_generated_sdks() {
    let mut unknown = Vec::new();
    for schema in schemas() {
        let package = bind(&schema);
        for u in unknown_names(&package) {
            unknown.push(format!("{}: {u}", package.name));
        }
    }
    assert!(
        unknown.is_empty(),
        "{} names diff prints are not in the SDKs:\n{}",
        unknown.len(),
        unknown.join("\n")
    );
}

/// The resolvers themselves: a name the SDK has is found, a misspelt one is not.
#[test]
fn the_resolvers_tell_names_apart() {
    let package = bind(&root().join("tests/fixtures/diff_names.json"));
    let python = sdk(&package, Target::Python);
    assert!(python_has(&python, "pulumi_acme._1password.Vault"));
    assert!(python_has(&python, "pulumi_acme._1password.VaultArgs.name"));
    assert!(python_has(
        &python,
        "pulumi_acme._1password.get_vault(name)"
    ));
    assert!(!python_has(&python, "pulumi_acme.1password.Vault"));
    assert!(!python_has(&python, "pulumi_acme._1password.Vaults"));
    let go = sdk(&package, Target::Go);
    assert!(go_has(&go, "pkg1password.Vault.Uuid"));
    assert!(!go_has(&go, "1password.Vault"));
    let csharp = sdk(&package, Target::Csharp);
    assert!(csharp_has(&csharp, "Pulumi.Acme._1password.VaultArgs.Name"));
    assert!(!csharp_has(&csharp, "Pulumi.Acme.1password.Vault"));
    let nodejs = sdk(&package, Target::Nodejs);
    assert!(nodejs_has(&nodejs, "acme._1password.Vault"));
    assert!(nodejs_has(&nodejs, "acme.types.input._1password.ItemArgs"));
    assert!(!nodejs_has(&nodejs, "acme.onepassword.Vault"));
    let rust = sdk(&package, Target::Rust);
    assert!(rust_has(&rust, "acme::types::_1password::ItemArgs.title"));
    assert!(!rust_has(&rust, "acme::types::m1password::ItemArgs"));
    let java = sdk(&package, Target::Java);
    assert!(java_has(&java, "com.pulumi.acme._1password.VaultArgs.name"));
    assert!(!java_has(
        &java,
        "com.pulumi.acme._1password.VaultArgs.nome"
    ));
    assert!(!java_has(&java, "com.pulumi.acme.onepassword.Vault"));
    assert!(java_has(&java, "com.pulumi.acme"));
}
