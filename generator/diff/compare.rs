//! The comparison of two bound packages.
//!
//! Definitions are matched by token (with the package part rewritten when the package was
//! renamed). A removed and an added definition of the same collection are taken to be one
//! renamed definition when the new one lists the old token as an alias, or has the same name
//! in another module, or has the same body (properties, types and requiredness) — the last
//! two only when the match is unique, so unrelated look-alikes are never paired. Renamed
//! pairs are compared like matched ones, and references to a renamed type count as the same
//! type, so one rename is reported once, not at every property that uses the type.

use std::collections::{BTreeMap, BTreeSet};

use super::names::{Item, Member, Names, Speller};
use super::{Bump, Change, Kind, Severity};
use crate::ir::{
    EnumType, Function, FunctionOutputs, ObjectType, Package, Property, Resource, Token, Type,
};
use crate::naming::Lang;
use crate::spec::ScalarValue;

pub(super) fn run(old: &Package, new: &Package) -> Vec<Change> {
    let mut cx = Cx {
        old,
        new,
        old_sp: Speller::new(old),
        new_sp: Speller::new(new),
        map: BTreeMap::new(),
        changes: Vec::new(),
    };
    cx.package();
    // Types first: property comparisons need to know which types were renamed.
    let objects = cx.pair(
        &old.objects,
        &new.objects,
        |o| &o.token,
        |_| &[],
        object_signature,
    );
    let enums = cx.pair(
        &old.enums,
        &new.enums,
        |e| &e.token,
        |_| &[],
        enum_signature,
    );
    let resources = cx.pair(
        &old.resources,
        &new.resources,
        |r| &r.token,
        |r| &r.aliases,
        resource_signature,
    );
    let old_functions: Vec<&Function> = old
        .functions
        .iter()
        .filter(|f| f.method_of.is_none())
        .collect();
    let new_functions: Vec<&Function> = new
        .functions
        .iter()
        .filter(|f| f.method_of.is_none())
        .collect();
    let functions = cx.pair(
        &old_functions,
        &new_functions,
        |f| &f.token,
        |_| &[],
        function_signature,
    );

    cx.definitions(&objects);
    for &(o, n) in objects.matched.iter().chain(objects.renamed_pairs()) {
        cx.object(o, n);
    }

    cx.definitions(&enums);
    for &(o, n) in enums.matched.iter().chain(enums.renamed_pairs()) {
        cx.enumeration(o, n);
    }

    cx.definitions(&resources);
    for &(o, n) in resources.matched.iter().chain(resources.renamed_pairs()) {
        cx.resource(o, n);
    }
    cx.resource(&old.provider, &new.provider);

    cx.definitions(&functions);
    for &(&o, &n) in functions.matched.iter().chain(functions.renamed_pairs()) {
        let location = n.token.raw.clone();
        cx.function(o, n, &location, Owner::Function(o), Owner::Function(n));
    }

    cx.props(
        Owner::Config,
        Owner::Config,
        Side::Config,
        &old.config,
        &new.config,
        "config",
    );
    cx.changes
}

/// Why a removed and an added definition are taken to be one renamed definition.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Why {
    Alias,
    SameName,
    SameBody,
}

/// How the definitions of one collection correspond.
struct Pairing<'a, T> {
    matched: Vec<(&'a T, &'a T)>,
    /// `renamed` without the reasons.
    renamed_view: Vec<(&'a T, &'a T)>,
    renamed: Vec<(&'a T, &'a T, Why)>,
    removed: Vec<&'a T>,
    added: Vec<&'a T>,
}

impl<'a, T> Pairing<'a, T> {
    fn renamed_pairs(&self) -> impl Iterator<Item = &(&'a T, &'a T)> + '_ {
        self.renamed_view.iter()
    }
}

/// A kind of definition paired by token (types, enums, resources, functions): what its
/// removal and addition are called and how each SDK names it.
trait Definition {
    /// `type`, `resource`, ... in messages.
    const NOUN: &'static str;
    const REMOVED: Kind;
    const ADDED: Kind;
    fn token(&self) -> &Token;
    fn item(&self) -> Item<'_>;
    /// The old tokens it answers to; only resources have any.
    fn aliases(&self) -> Option<&[String]> {
        None
    }
}

impl Definition for ObjectType {
    const NOUN: &'static str = "type";
    const REMOVED: Kind = Kind::TypeRemoved;
    const ADDED: Kind = Kind::TypeAdded;
    fn token(&self) -> &Token {
        &self.token
    }
    fn item(&self) -> Item<'_> {
        Item::Object(self, None)
    }
}

impl Definition for EnumType {
    const NOUN: &'static str = "enum";
    const REMOVED: Kind = Kind::EnumRemoved;
    const ADDED: Kind = Kind::EnumAdded;
    fn token(&self) -> &Token {
        &self.token
    }
    fn item(&self) -> Item<'_> {
        Item::Enum(self)
    }
}

impl Definition for Resource {
    const NOUN: &'static str = "resource";
    const REMOVED: Kind = Kind::ResourceRemoved;
    const ADDED: Kind = Kind::ResourceAdded;
    fn token(&self) -> &Token {
        &self.token
    }
    fn item(&self) -> Item<'_> {
        Item::Resource(self, Member::Whole)
    }
    fn aliases(&self) -> Option<&[String]> {
        Some(&self.aliases)
    }
}

impl Definition for Function {
    const NOUN: &'static str = "function";
    const REMOVED: Kind = Kind::FunctionRemoved;
    const ADDED: Kind = Kind::FunctionAdded;
    fn token(&self) -> &Token {
        &self.token
    }
    fn item(&self) -> Item<'_> {
        Item::Function(self, Member::Whole)
    }
}

/// Functions are paired through a filtered list of references.
impl<D: Definition> Definition for &D {
    const NOUN: &'static str = D::NOUN;
    const REMOVED: Kind = D::REMOVED;
    const ADDED: Kind = D::ADDED;
    fn token(&self) -> &Token {
        (**self).token()
    }
    fn item(&self) -> Item<'_> {
        (**self).item()
    }
    fn aliases(&self) -> Option<&[String]> {
        (**self).aliases()
    }
}

/// What a property belongs to, to name it in each SDK.
#[derive(Clone, Copy)]
enum Owner<'a> {
    Resource(&'a Resource),
    Function(&'a Function),
    /// A method's function: its members are named as the method.
    Method(&'a Resource, &'a str),
    Object(&'a ObjectType),
    Config,
}

impl<'a> Owner<'a> {
    fn item(self, side: Side, wire: &'a str) -> Item<'a> {
        match self {
            Owner::Resource(r) => Item::Resource(
                r,
                if side == Side::Input {
                    Member::Input(wire)
                } else {
                    Member::Output(wire)
                },
            ),
            Owner::Function(f) => Item::Function(
                f,
                if side == Side::Input {
                    Member::Input(wire)
                } else {
                    Member::Output(wire)
                },
            ),
            Owner::Method(r, m) => Item::Resource(r, Member::Method(m)),
            Owner::Object(o) => Item::Object(o, Some(wire)),
            Owner::Config => Item::Config(wire),
        }
    }

    fn whole(self) -> Item<'a> {
        match self {
            Owner::Resource(r) => Item::Resource(r, Member::Whole),
            Owner::Function(f) => Item::Function(f, Member::Whole),
            Owner::Method(r, m) => Item::Resource(r, Member::Method(m)),
            Owner::Object(o) => Item::Object(o, None),
            Owner::Config => Item::Package,
        }
    }

    fn result(self) -> Item<'a> {
        match self {
            Owner::Function(f) => Item::Function(f, Member::Result),
            other => other.whole(),
        }
    }
}

/// Which bag of properties is compared.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Side {
    /// Resource or provider inputs, function arguments.
    Input,
    /// Resource outputs, function result properties.
    Output,
    /// An object type's properties; which of its forms exist decides what a change means.
    Object { input: bool, output: bool },
    /// Configuration variables (read like inputs).
    Config,
}

struct Cx<'a> {
    old: &'a Package,
    new: &'a Package,
    old_sp: Speller<'a>,
    new_sp: Speller<'a>,
    /// Old token (package part rewritten) → new token, for every renamed definition.
    map: BTreeMap<String, String>,
    changes: Vec<Change>,
}

impl<'a> Cx<'a> {
    /// An old token as the new package would spell it if nothing but the package name changed.
    fn key(&self, token: &Token) -> String {
        if self.old.name != self.new.name && token.package == self.old.name {
            format!("{}{}", self.new.name, &token.raw[self.old.name.len()..])
        } else {
            token.raw.clone()
        }
    }

    /// The new token an old one corresponds to.
    fn mapped(&self, token: &Token) -> String {
        let key = self.key(token);
        self.map.get(&key).cloned().unwrap_or(key)
    }

    fn push(&mut self, kind: Kind, location: String, message: String, names: Names) {
        let (severity, bump) = kind.default_rating();
        self.push_rated(kind, severity, bump, location, message, names);
    }

    fn push_rated(
        &mut self,
        kind: Kind,
        severity: Severity,
        bump: Bump,
        location: String,
        message: String,
        names: Names,
    ) {
        self.changes.push(Change {
            kind,
            severity,
            bump,
            location,
            message,
            names,
        });
    }

    /// The removed, added and renamed definitions of one kind.
    fn definitions<T: Definition>(&mut self, pairing: &Pairing<'_, T>) {
        for d in &pairing.removed {
            let token = &d.token().raw;
            let message = format!("{} `{token}` was removed", T::NOUN);
            self.push_old(T::REMOVED, token.clone(), message, d.item());
        }
        for d in &pairing.added {
            let token = &d.token().raw;
            let message = format!("{} `{token}` was added", T::NOUN);
            self.push_new(T::ADDED, token.clone(), message, d.item());
        }
        for (o, n, why) in &pairing.renamed {
            let names = self.rename_names(o.item(), n.item());
            let aliased = n.aliases().map(|aliases| {
                aliases.contains(&o.token().raw) || aliases.contains(&self.key(o.token()))
            });
            self.renamed(o.token(), n.token(), *why, names, aliased);
        }
    }

    fn push_old(&mut self, kind: Kind, location: String, message: String, item: Item<'_>) {
        let names = self.old_sp.names(item);
        self.push(kind, location, message, names);
    }

    fn push_new(&mut self, kind: Kind, location: String, message: String, item: Item<'_>) {
        let names = self.new_sp.names(item);
        self.push(kind, location, message, names);
    }

    // --- matching ----------------------------------------------------------------------------

    fn pair<'b, T>(
        &mut self,
        old: &'b [T],
        new: &'b [T],
        token: fn(&T) -> &Token,
        aliases: fn(&T) -> &[String],
        signature: fn(&Package, &T) -> Option<String>,
    ) -> Pairing<'b, T> {
        let new_by_token: BTreeMap<&str, &'b T> =
            new.iter().map(|n| (token(n).raw.as_str(), n)).collect();
        let mut matched = Vec::new();
        let mut removed = Vec::new();
        let mut seen = BTreeSet::new();
        for o in old {
            let key = self.key(token(o));
            match new_by_token.get(key.as_str()) {
                Some(n) => {
                    seen.insert(key);
                    matched.push((o, *n));
                }
                None => removed.push(o),
            }
        }
        let mut added: Vec<&'b T> = new
            .iter()
            .filter(|n| !seen.contains(&token(n).raw))
            .collect();

        let mut renamed = Vec::new();
        // 1. The new definition names the old token as an alias.
        let mut unaliased = Vec::new();
        for o in removed {
            let old_raw = &token(o).raw;
            let key = self.key(token(o));
            match added
                .iter()
                .position(|n| aliases(n).iter().any(|a| a == old_raw || *a == key))
            {
                Some(i) => renamed.push((o, added.remove(i), Why::Alias)),
                None => unaliased.push(o),
            }
        }
        removed = unaliased;
        // 2. The same name in another module; 3. the same body. Only one-to-one matches count.
        for why in [Why::SameName, Why::SameBody] {
            let key_of = |package: &Package, t: &T| match why {
                Why::SameBody => signature(package, t),
                _ => Some(token(t).name.clone()),
            };
            let count = |package: &Package, items: &[&'b T]| {
                let mut counts: BTreeMap<String, usize> = BTreeMap::new();
                for t in items {
                    if let Some(k) = key_of(package, t) {
                        *counts.entry(k).or_default() += 1;
                    }
                }
                counts
            };
            let old_counts = count(self.old, &removed);
            let new_counts = count(self.new, &added);
            let mut still_removed = Vec::new();
            for o in removed {
                let unique = key_of(self.old, o)
                    .filter(|k| old_counts.get(k) == Some(&1) && new_counts.get(k) == Some(&1));
                let index = unique.and_then(|k| {
                    added
                        .iter()
                        .position(|n| key_of(self.new, n).as_deref() == Some(k.as_str()))
                });
                match index {
                    Some(i) => renamed.push((o, added.remove(i), why)),
                    None => still_removed.push(o),
                }
            }
            removed = still_removed;
        }
        for (o, n, _) in &renamed {
            let key = self.key(token(o));
            self.map.insert(key, token(n).raw.clone());
        }
        renamed.sort_by(|a, b| token(a.0).raw.cmp(&token(b.0).raw));
        Pairing {
            renamed_view: renamed.iter().map(|(o, n, _)| (*o, *n)).collect(),
            matched,
            renamed,
            removed,
            added,
        }
    }

    /// Per SDK: the old name, `old → new` when it differs.
    fn rename_names(&self, old: Item<'_>, new: Item<'_>) -> Names {
        let before = self.old_sp.names(old);
        let after = self.new_sp.names(new);
        let mut names = Names::default();
        for lang in Lang::ALL {
            let (b, a) = (before.of(lang), after.of(lang));
            let list: Vec<String> = if b == a {
                b.to_vec()
            } else if b.len() == a.len() {
                b.iter()
                    .zip(a)
                    .map(|(x, y)| {
                        if x == y {
                            x.clone()
                        } else {
                            format!("{x} → {y}")
                        }
                    })
                    .collect()
            } else {
                vec![format!("{} → {}", b.join(", "), a.join(", "))]
            };
            match lang {
                Lang::Python => names.python = list,
                Lang::NodeJs => names.nodejs = list,
                Lang::Go => names.go = list,
                Lang::CSharp => names.csharp = list,
                Lang::Rust => names.rust = list,
                Lang::Java => names.java = list,
            }
        }
        names
    }

    /// A token rename. It is breaking when any SDK spells the definition differently now
    /// (programs name the old class or function). When every SDK spells it the same, only the
    /// wire token changed: harmless for types and functions (the provider answers the new
    /// token), and for a resource harmless only if the new token lists the old one as an
    /// alias — without one the engine sees a different type and replaces existing resources.
    fn renamed(&mut self, old: &Token, new: &Token, why: Why, names: Names, aliased: Option<bool>) {
        let spelled_alike = Lang::ALL
            .iter()
            .all(|l| names.of(*l).iter().all(|n| !n.contains(" → ")));
        let how = match why {
            Why::Alias => "it lists the old token as an alias",
            Why::SameName if old.module != new.module => "same name in another module",
            Why::SameName => "same name and module, another token",
            Why::SameBody => "same definition under another name",
        };
        let (severity, bump, consequence) = match (spelled_alike, aliased) {
            (true, None) => (
                Severity::Info,
                Bump::Patch,
                "every SDK spells it as before".to_owned(),
            ),
            (true, Some(true)) => (
                Severity::Info,
                Bump::Patch,
                "every SDK spells it as before, and the alias keeps existing resources".to_owned(),
            ),
            (true, Some(false)) => (
                Severity::Breaking,
                Bump::Major,
                "no alias names the old token, so existing resources would be replaced".to_owned(),
            ),
            (false, Some(true)) => (
                Severity::Breaking,
                Bump::Major,
                "its SDK names change (the alias keeps existing resources)".to_owned(),
            ),
            (false, _) => (
                Severity::Breaking,
                Bump::Major,
                "its SDK names change".to_owned(),
            ),
        };
        self.push_rated(
            Kind::TokenRenamed,
            severity,
            bump,
            old.raw.clone(),
            format!("`{}` is now `{}` ({how}); {consequence}", old.raw, new.raw),
            names,
        );
    }

    // --- package -----------------------------------------------------------------------------

    fn package(&mut self) {
        if self.old.name != self.new.name {
            let names = self.rename_names(Item::Package, Item::Package);
            self.push(
                Kind::PackageRenamed,
                "package.name".into(),
                format!(
                    "the package was renamed from `{}` to `{}`; every token and import changes",
                    self.old.name, self.new.name
                ),
                names,
            );
            return;
        }
        let before = self.old_sp.package_names();
        let after = self.new_sp.package_names();
        let mut moved = Vec::new();
        let mut names = Names::default();
        for lang in Lang::ALL {
            if before.of(lang) != after.of(lang) {
                let entry = format!("{} → {}", before.of(lang).join(""), after.of(lang).join(""));
                moved.push(lang.as_str());
                let list = vec![entry];
                match lang {
                    Lang::Python => names.python = list,
                    Lang::NodeJs => names.nodejs = list,
                    Lang::Go => names.go = list,
                    Lang::CSharp => names.csharp = list,
                    Lang::Rust => names.rust = list,
                    Lang::Java => names.java = list,
                }
            }
        }
        if !moved.is_empty() {
            self.push(
                Kind::SdkPackageChanged,
                "package.language".into(),
                format!(
                    "the SDK package moved in {}; every import of it changes",
                    moved.join(", ")
                ),
                names,
            );
        }
        if self.old.description != self.new.description {
            let names = self.new_sp.names(Item::Package);
            self.push(
                Kind::DescriptionChanged,
                "package.description".into(),
                "the package's description changed".into(),
                names,
            );
        }
    }

    // --- definitions -------------------------------------------------------------------------

    fn resource(&mut self, o: &'a Resource, n: &'a Resource) {
        let location = n.token.raw.clone();
        self.flags_of_definition(
            &location,
            (&o.deprecation_message, &n.deprecation_message),
            (&o.description, &n.description),
            Item::Resource(n, Member::Whole),
            "resource",
        );
        self.props(
            Owner::Resource(o),
            Owner::Resource(n),
            Side::Input,
            &o.input_properties,
            &n.input_properties,
            &format!("{location}.inputs"),
        );
        self.props(
            Owner::Resource(o),
            Owner::Resource(n),
            Side::Output,
            &o.properties,
            &n.properties,
            &format!("{location}.outputs"),
        );
        // Replace-on-change is a property of the resource, whichever list the flag is on.
        let replaces = |r: &Resource| -> BTreeSet<String> {
            r.input_properties
                .iter()
                .chain(&r.properties)
                .filter(|p| p.replace_on_changes)
                .map(|p| p.name.clone())
                .collect()
        };
        let has = |r: &Resource, name: &str| {
            r.input_properties
                .iter()
                .chain(&r.properties)
                .any(|p| p.name == name)
        };
        let (before, after) = (replaces(o), replaces(n));
        for name in after.difference(&before) {
            if has(o, name) {
                let names = self
                    .new_sp
                    .names(Item::Resource(n, Member::Input(name.as_str())));
                self.push(
                    Kind::ReplaceOnChangesAdded,
                    format!("{location}.inputs.{name}"),
                    format!("changing `{name}` now replaces the resource instead of updating it"),
                    names,
                );
            }
        }
        for name in before.difference(&after) {
            if has(n, name) {
                let names = self
                    .new_sp
                    .names(Item::Resource(n, Member::Input(name.as_str())));
                self.push(
                    Kind::ReplaceOnChangesRemoved,
                    format!("{location}.inputs.{name}"),
                    format!("changing `{name}` no longer replaces the resource"),
                    names,
                );
            }
        }
        // Methods, by name.
        let old_methods: BTreeMap<&str, &Function> = o
            .methods
            .iter()
            .map(|m| (m.name.as_str(), self.old.function(m.function)))
            .collect();
        let new_methods: BTreeMap<&str, &Function> = n
            .methods
            .iter()
            .map(|m| (m.name.as_str(), self.new.function(m.function)))
            .collect();
        for (name, of) in &old_methods {
            let at = format!("{location}.methods.{name}");
            match new_methods.get(name) {
                None => self.push_old(
                    Kind::MethodRemoved,
                    at,
                    format!("method `{name}` was removed"),
                    Item::Resource(o, Member::Method(name)),
                ),
                Some(nf) => {
                    self.function(of, nf, &at, Owner::Method(o, name), Owner::Method(n, name))
                }
            }
        }
        for name in new_methods.keys() {
            if !old_methods.contains_key(name) {
                self.push_new(
                    Kind::MethodAdded,
                    format!("{location}.methods.{name}"),
                    format!("method `{name}` was added"),
                    Item::Resource(n, Member::Method(name)),
                );
            }
        }
    }

    fn function(
        &mut self,
        o: &'a Function,
        n: &'a Function,
        location: &str,
        old_owner: Owner<'a>,
        new_owner: Owner<'a>,
    ) {
        let what = if n.method_of.is_some() {
            "method"
        } else {
            "function"
        };
        self.flags_of_definition(
            location,
            (&o.deprecation_message, &n.deprecation_message),
            (&o.description, &n.description),
            new_owner.whole(),
            what,
        );
        if o.has_inputs != n.has_inputs {
            let message = if n.has_inputs {
                format!("the {what} now takes an arguments object; Go calls (and TypeScript calls that pass invoke options) must change")
            } else {
                format!("the {what} no longer takes an arguments object; calls that pass one break")
            };
            let names = self.new_sp.names(new_owner.whole());
            self.push(Kind::SignatureChanged, location.to_owned(), message, names);
        }
        if o.multi_argument_inputs != n.multi_argument_inputs {
            let show = |m: &Option<Vec<String>>| match m {
                Some(list) => format!("({})", list.join(", ")),
                None => "one arguments object".to_owned(),
            };
            let names = self.new_sp.names(new_owner.whole());
            self.push(
                Kind::SignatureChanged,
                location.to_owned(),
                format!(
                    "the {what}'s arguments changed from {} to {}",
                    show(&o.multi_argument_inputs),
                    show(&n.multi_argument_inputs)
                ),
                names,
            );
        }
        self.props(
            old_owner,
            new_owner,
            Side::Input,
            &o.inputs,
            &n.inputs,
            &format!("{location}.inputs"),
        );
        let result_at = format!("{location}.outputs");
        if o.return_plain != n.return_plain {
            let how = |plain: bool| if plain { "a plain value" } else { "an Output" };
            let names = self.new_sp.names(new_owner.result());
            self.push(
                Kind::ResultChanged,
                result_at.clone(),
                format!(
                    "the result is now returned as {} instead of {}",
                    how(n.return_plain),
                    how(o.return_plain)
                ),
                names,
            );
        }
        match (&o.outputs, &n.outputs) {
            (FunctionOutputs::None, FunctionOutputs::None) => {}
            (
                FunctionOutputs::Object { properties: a, .. },
                FunctionOutputs::Object { properties: b, .. },
            ) => self.props(old_owner, new_owner, Side::Output, a, b, &result_at),
            (FunctionOutputs::Value(a), FunctionOutputs::Value(b)) => {
                if !self.same_type(a, b) {
                    let message = format!("result {}", self.type_change(a, b));
                    let names = self.new_sp.names(new_owner.result());
                    self.push(Kind::ResultChanged, result_at, message, names);
                }
            }
            (a, b) => {
                let message = format!(
                    "the result changed from {} to {}",
                    self.result_text(self.old, a),
                    self.result_text(self.new, b)
                );
                let names = self.new_sp.names(new_owner.result());
                self.push(Kind::ResultChanged, result_at, message, names);
            }
        }
    }

    fn result_text(&self, package: &Package, outputs: &FunctionOutputs) -> String {
        match outputs {
            FunctionOutputs::None => "nothing".to_owned(),
            FunctionOutputs::Object { .. } => "an object of properties".to_owned(),
            FunctionOutputs::Value(t) => format!("a single `{}`", type_text(package, t)),
        }
    }

    fn object(&mut self, o: &'a ObjectType, n: &'a ObjectType) {
        let location = n.token.raw.clone();
        if o.description != n.description {
            let names = self.new_sp.names(Item::Object(n, None));
            self.push(
                Kind::DescriptionChanged,
                location.clone(),
                "the type's description changed".into(),
                names,
            );
        }
        let side = Side::Object {
            input: n.usage.needs_input(),
            output: n.usage.needs_output(),
        };
        self.props(
            Owner::Object(o),
            Owner::Object(n),
            side,
            &o.properties,
            &n.properties,
            &format!("{location}.properties"),
        );
    }

    fn enumeration(&mut self, o: &'a EnumType, n: &'a EnumType) {
        let location = n.token.raw.clone();
        let enum_names = self.new_sp.names(Item::Enum(n));
        let names = || enum_names.clone();
        if o.element_type != n.element_type {
            let message = format!(
                "the enum's underlying type changed from `{}` to `{}`",
                type_text(self.old, &o.element_type),
                type_text(self.new, &n.element_type)
            );
            let names = names();
            self.push(Kind::EnumTypeChanged, location.clone(), message, names);
        }
        if o.description != n.description {
            let names = names();
            self.push(
                Kind::DescriptionChanged,
                location.clone(),
                "the enum's description changed".into(),
                names,
            );
        }
        let value_key = |v: &ScalarValue| match v {
            ScalarValue::String(s) => s.clone(),
            other => other.to_string(),
        };
        let new_values: BTreeMap<String, &crate::ir::EnumValue> =
            n.values.iter().map(|v| (value_key(&v.value), v)).collect();
        let old_values: BTreeMap<String, &crate::ir::EnumValue> =
            o.values.iter().map(|v| (value_key(&v.value), v)).collect();
        for (key, ov) in &old_values {
            let at = format!("{location}.values[{key}]");
            let Some(nv) = new_values.get(key) else {
                let names = self.old_sp.names(Item::Enum(o));
                self.push(
                    Kind::EnumValueRemoved,
                    at,
                    format!("value {} was removed", ov.value),
                    names,
                );
                continue;
            };
            if ov.name != nv.name {
                let show = |n: &Option<String>| match n {
                    Some(n) => format!("`{n}`"),
                    None => "derived from the value".to_owned(),
                };
                let names = names();
                self.push(
                    Kind::SdkNameChanged,
                    at.clone(),
                    format!(
                        "value {}'s member name changed from {} to {}, so its member in every SDK is renamed",
                        nv.value,
                        show(&ov.name),
                        show(&nv.name)
                    ),
                    names,
                );
            }
            self.deprecation(
                &at,
                &ov.deprecation_message,
                &nv.deprecation_message,
                &format!("value {}", nv.value),
                names(),
            );
            if ov.description != nv.description {
                let names = names();
                self.push(
                    Kind::DescriptionChanged,
                    at,
                    format!("value {}'s description changed", nv.value),
                    names,
                );
            }
        }
        for (key, nv) in &new_values {
            if !old_values.contains_key(key) {
                let names = names();
                self.push(
                    Kind::EnumValueAdded,
                    format!("{location}.values[{key}]"),
                    format!("value {} was added", nv.value),
                    names,
                );
            }
        }
    }

    /// Deprecation and description of a resource or function.
    fn flags_of_definition(
        &mut self,
        location: &str,
        deprecation: (&Option<String>, &Option<String>),
        description: (&Option<String>, &Option<String>),
        item: Item<'_>,
        what: &str,
    ) {
        let names = self.new_sp.names(item);
        self.deprecation(
            location,
            deprecation.0,
            deprecation.1,
            &format!("the {what}"),
            names.clone(),
        );
        if description.0 != description.1 {
            self.push(
                Kind::DescriptionChanged,
                location.to_owned(),
                format!("the {what}'s description changed"),
                names,
            );
        }
    }

    fn deprecation(
        &mut self,
        location: &str,
        old: &Option<String>,
        new: &Option<String>,
        what: &str,
        names: Names,
    ) {
        match (old, new) {
            (None, Some(message)) => self.push(
                Kind::Deprecated,
                location.to_owned(),
                format!("{what} is now deprecated: {}", first_line(message)),
                names,
            ),
            (Some(_), None) => self.push(
                Kind::Undeprecated,
                location.to_owned(),
                format!("{what} is no longer deprecated"),
                names,
            ),
            _ => {}
        }
    }

    // --- properties --------------------------------------------------------------------------

    fn props(
        &mut self,
        old_owner: Owner<'a>,
        new_owner: Owner<'a>,
        side: Side,
        old: &'a [Property],
        new: &'a [Property],
        location: &str,
    ) {
        let new_by_name: BTreeMap<&str, &'a Property> =
            new.iter().map(|p| (p.name.as_str(), p)).collect();
        let old_by_name: BTreeMap<&str, &'a Property> =
            old.iter().map(|p| (p.name.as_str(), p)).collect();
        for (name, op) in &old_by_name {
            let at = format!("{location}.{name}");
            match new_by_name.get(name) {
                None => self.removed_prop(old_owner, new_owner, side, op, at),
                Some(np) => self.changed_prop(new_owner, side, op, np, at),
            }
        }
        for (name, np) in &new_by_name {
            if !old_by_name.contains_key(name) {
                self.added_prop(old_owner, new_owner, side, np, format!("{location}.{name}"));
            }
        }
    }

    fn removed_prop(
        &mut self,
        old_owner: Owner<'a>,
        new_owner: Owner<'a>,
        side: Side,
        p: &'a Property,
        at: String,
    ) {
        let name = &p.name;
        let names = self.old_sp.names(old_owner.item(side, name));
        let (kind, message) = match side {
            Side::Input => {
                // A resource input that stays an output was made output-only (or dropped
                // from the inputs): programs that set it break either way.
                let still_output = match new_owner {
                    Owner::Resource(r) => r.properties.iter().find(|q| q.name == *name),
                    _ => None,
                };
                match still_output {
                    Some(q) if q.output_only => (
                        Kind::OutputOnlyAdded,
                        format!("`{name}` is now output-only: it can no longer be set"),
                    ),
                    Some(_) => (
                        Kind::InputRemoved,
                        format!("input `{name}` was removed (it is still an output)"),
                    ),
                    None => (Kind::InputRemoved, format!("input `{name}` was removed")),
                }
            }
            Side::Output => (Kind::OutputRemoved, format!("output `{name}` was removed")),
            Side::Object { .. } => (
                Kind::PropertyRemoved,
                format!("property `{name}` was removed"),
            ),
            Side::Config => (
                Kind::ConfigRemoved,
                format!("configuration variable `{name}` was removed"),
            ),
        };
        self.push(kind, at, message, names);
    }

    fn added_prop(
        &mut self,
        old_owner: Owner<'a>,
        new_owner: Owner<'a>,
        side: Side,
        p: &'a Property,
        at: String,
    ) {
        let name = &p.name;
        let names = self.new_sp.names(new_owner.item(side, name));
        let defaulted = p.default.is_some() || !p.default_env.is_empty();
        let must_set = p.required && !defaulted;
        let (kind, message) = match side {
            Side::Input | Side::Config => {
                let what = if side == Side::Config {
                    "configuration variable"
                } else {
                    "input"
                };
                let was_output_only = match old_owner {
                    Owner::Resource(r) => r
                        .properties
                        .iter()
                        .any(|q| q.name == *name && q.output_only),
                    _ => false,
                };
                if was_output_only {
                    let (severity, bump) = if must_set {
                        (Severity::Breaking, Bump::Major)
                    } else {
                        Kind::OutputOnlyRemoved.default_rating()
                    };
                    let message = if must_set {
                        format!("`{name}` is no longer output-only and must now be set")
                    } else {
                        format!("`{name}` is no longer output-only: it can be set")
                    };
                    self.push_rated(Kind::OutputOnlyRemoved, severity, bump, at, message, names);
                    return;
                }
                if must_set {
                    (
                        Kind::RequiredInputAdded,
                        format!(
                            "required {what} `{name}` was added; programs that do not set it fail"
                        ),
                    )
                } else if p.required {
                    (
                        if side == Side::Config {
                            Kind::ConfigAdded
                        } else {
                            Kind::InputAdded
                        },
                        format!("required {what} `{name}` was added, with a default"),
                    )
                } else {
                    (
                        if side == Side::Config {
                            Kind::ConfigAdded
                        } else {
                            Kind::InputAdded
                        },
                        format!("optional {what} `{name}` was added"),
                    )
                }
            }
            Side::Output => (Kind::OutputAdded, format!("output `{name}` was added")),
            Side::Object { input, .. } => {
                if input && must_set && !p.output_only {
                    (
                        Kind::RequiredInputAdded,
                        format!("required property `{name}` was added to a type used as an input; values that lack it are rejected"),
                    )
                } else {
                    let how = if p.required { "required" } else { "optional" };
                    (
                        Kind::PropertyAdded,
                        format!("{how} property `{name}` was added"),
                    )
                }
            }
        };
        self.push(kind, at, message, names);
    }

    fn changed_prop(
        &mut self,
        new_owner: Owner<'a>,
        side: Side,
        o: &'a Property,
        n: &'a Property,
        at: String,
    ) {
        let name = &n.name;
        let names = self.new_sp.names(new_owner.item(side, name));
        let (input_like, output_like) = match side {
            Side::Input | Side::Config => (true, false),
            Side::Output => (false, true),
            Side::Object { input, output } => (input && !n.output_only, output),
        };

        if !self.same_type(&o.type_, &n.type_) {
            let message = format!("`{name}`: {}", self.type_change(&o.type_, &n.type_));
            self.push(Kind::TypeChanged, at.clone(), message, names.clone());
        }
        if o.const_value != n.const_value {
            let show = |v: &Option<ScalarValue>| {
                v.as_ref().map_or("none".to_owned(), |v| format!("`{v}`"))
            };
            self.push(
                Kind::TypeChanged,
                at.clone(),
                format!(
                    "`{name}`: its constant changed from {} to {}",
                    show(&o.const_value),
                    show(&n.const_value)
                ),
                names.clone(),
            );
        }

        // Requiredness: one change per property, the one that matters for how it is used.
        let defaulted = n.default.is_some() || !n.default_env.is_empty();
        if !o.required && n.required {
            if input_like {
                if defaulted {
                    self.push_rated(
                        Kind::InputNowRequired,
                        Severity::Warning,
                        Bump::Minor,
                        at.clone(),
                        format!("`{name}` is now required, but has a default, so programs that leave it out still work"),
                        names.clone(),
                    );
                } else {
                    self.push(
                        Kind::InputNowRequired,
                        at.clone(),
                        format!("`{name}` is now required; programs that leave it out fail"),
                        names.clone(),
                    );
                }
            } else if output_like {
                self.push(
                    Kind::OutputNowRequired,
                    at.clone(),
                    format!("`{name}` is now always present; Go and Rust spell it without the pointer / Option"),
                    names.clone(),
                );
            }
        } else if o.required && !n.required {
            if output_like {
                self.push(
                    Kind::OutputNowOptional,
                    at.clone(),
                    format!("`{name}` may now be absent; code that reads it must handle a missing value"),
                    names.clone(),
                );
            } else if input_like {
                self.push(
                    Kind::InputNowOptional,
                    at.clone(),
                    format!("`{name}` is now optional; Go and Rust argument types change to a pointer / Option"),
                    names.clone(),
                );
            }
        }

        if o.secret && !n.secret {
            self.push(
                Kind::SecretRemoved,
                at.clone(),
                format!("`{name}` is no longer secret: its values would be stored in plain text in state and shown in logs"),
                names.clone(),
            );
        } else if !o.secret && n.secret {
            self.push(
                Kind::SecretAdded,
                at.clone(),
                format!("`{name}` is now secret"),
                names.clone(),
            );
        }

        if let Side::Object { input, .. } = side {
            if o.replace_on_changes != n.replace_on_changes {
                if n.replace_on_changes {
                    self.push(
                        Kind::ReplaceOnChangesAdded,
                        at.clone(),
                        format!("changing `{name}` now replaces the resource that holds it"),
                        names.clone(),
                    );
                } else {
                    self.push(
                        Kind::ReplaceOnChangesRemoved,
                        at.clone(),
                        format!("changing `{name}` no longer replaces the resource that holds it"),
                        names.clone(),
                    );
                }
            }
            if !o.output_only && n.output_only {
                let (severity, bump) = if input {
                    Kind::OutputOnlyAdded.default_rating()
                } else {
                    (Severity::Info, Bump::Patch)
                };
                // Named as the old package had it: where it could still be set.
                let names = self.old_sp.names(new_owner.item(side, name));
                self.push_rated(
                    Kind::OutputOnlyAdded,
                    severity,
                    bump,
                    at.clone(),
                    format!("`{name}` is now output-only: it can no longer be set"),
                    names,
                );
            } else if o.output_only && !n.output_only {
                let must_set = input && n.required && !defaulted;
                let (severity, bump) = if must_set {
                    (Severity::Breaking, Bump::Major)
                } else {
                    Kind::OutputOnlyRemoved.default_rating()
                };
                let message = if must_set {
                    format!("`{name}` is no longer output-only and must now be set")
                } else {
                    format!("`{name}` is no longer output-only: it can be set")
                };
                self.push_rated(
                    Kind::OutputOnlyRemoved,
                    severity,
                    bump,
                    at.clone(),
                    message,
                    names.clone(),
                );
            }
        }

        if input_like && o.plain != n.plain {
            let message = if n.plain {
                format!("`{name}` now takes a plain value, not an Output")
            } else {
                format!("`{name}` now takes an Input (it took a plain value); Go and C# argument types change")
            };
            self.push(Kind::PlainChanged, at.clone(), message, names.clone());
        }

        if input_like || matches!(side, Side::Object { .. }) {
            if o.default != n.default {
                let message = match (&o.default, &n.default) {
                    (None, Some(v)) => format!("`{name}` now defaults to `{v}`"),
                    (Some(v), None) => format!("`{name}` no longer defaults to `{v}`"),
                    (Some(a), Some(b)) => {
                        format!("`{name}`'s default changed from `{a}` to `{b}`")
                    }
                    (None, None) => unreachable!("defaults differ"),
                };
                self.push(Kind::DefaultChanged, at.clone(), message, names.clone());
            }
            if o.default_env != n.default_env {
                let show = |v: &[String]| {
                    if v.is_empty() {
                        "none".to_owned()
                    } else {
                        v.join(", ")
                    }
                };
                self.push(
                    Kind::EnvVarsChanged,
                    at.clone(),
                    format!(
                        "`{name}`'s environment variables changed from {} to {}",
                        show(&o.default_env),
                        show(&n.default_env)
                    ),
                    names.clone(),
                );
            }
        }

        self.deprecation(
            &at,
            &o.deprecation_message,
            &n.deprecation_message,
            &format!("`{name}`"),
            names.clone(),
        );
        if o.description != n.description {
            self.push(
                Kind::DescriptionChanged,
                at,
                format!("`{name}`'s description changed"),
                names,
            );
        }
    }

    // --- types -------------------------------------------------------------------------------

    /// Whether old type `a` and new type `b` are the same (renamed definitions count as the
    /// same; an external reference's version and availability do not matter).
    fn same_type(&self, a: &Type, b: &Type) -> bool {
        match (a, b) {
            (Type::Array(x), Type::Array(y)) | (Type::Map(x), Type::Map(y)) => self.same_type(x, y),
            (Type::Object(x), Type::Object(y)) => {
                self.mapped(&self.old.object(*x).token) == self.new.object(*y).token.raw
            }
            (Type::Enum(x), Type::Enum(y)) => {
                self.mapped(&self.old.enum_type(*x).token) == self.new.enum_type(*y).token.raw
            }
            (Type::Resource(x), Type::Resource(y)) => {
                self.mapped(&self.old.resource(*x).token) == self.new.resource(*y).token.raw
            }
            (Type::External(x), Type::External(y)) => {
                x.package == y.package && x.kind == y.kind && x.token == y.token
            }
            (Type::Union(x), Type::Union(y)) => {
                x.elements.len() == y.elements.len()
                    && x.elements
                        .iter()
                        .zip(&y.elements)
                        .all(|(p, q)| self.same_type(p, q))
            }
            (Type::Token(x), Type::Token(y)) => {
                x.token == y.token && self.same_type(&x.underlying, &y.underlying)
            }
            _ => {
                std::mem::discriminant(a) == std::mem::discriminant(b)
                    && !matches!(
                        a,
                        Type::Array(_)
                            | Type::Map(_)
                            | Type::Object(_)
                            | Type::Enum(_)
                            | Type::Resource(_)
                            | Type::External(_)
                            | Type::Union(_)
                            | Type::Token(_)
                    )
            }
        }
    }

    /// "type changed from `array<string>` to `array<integer>` (array items: `string` →
    /// `integer`)": the whole types, and where inside them they differ.
    fn type_change(&self, a: &Type, b: &Type) -> String {
        let whole = format!(
            "type changed from `{}` to `{}`",
            type_text(self.old, a),
            type_text(self.new, b)
        );
        let mut path = Vec::new();
        let (mut x, mut y) = (a, b);
        loop {
            match (x, y) {
                (Type::Array(p), Type::Array(q)) => {
                    path.push("array items");
                    (x, y) = (p, q);
                }
                (Type::Map(p), Type::Map(q)) => {
                    path.push("map values");
                    (x, y) = (p, q);
                }
                _ => break,
            }
        }
        let detail = match (x, y) {
            (Type::Array(p), _) if self.same_type(p, y) => Some("no longer an array".to_owned()),
            (_, Type::Array(q)) if self.same_type(x, q) => Some("now an array of it".to_owned()),
            (Type::Map(p), _) if self.same_type(p, y) => Some("no longer a map".to_owned()),
            (_, Type::Map(q)) if self.same_type(x, q) => Some("now a map of it".to_owned()),
            (Type::Object(_), Type::Object(_)) => Some("refers to another type".to_owned()),
            _ if !path.is_empty() => Some(format!(
                "`{}` → `{}`",
                type_text(self.old, x),
                type_text(self.new, y)
            )),
            _ => None,
        };
        let prefix = path.join(" → ");
        match (detail, prefix.is_empty()) {
            (Some(d), true) => format!("{whole} ({d})"),
            (Some(d), false) => format!("{whole} ({prefix}: {d})"),
            (None, _) => whole,
        }
    }
}

/// A type as the schema would name it: `string`, `array<integer>`, `map<…>`, a token.
fn type_text(package: &Package, ty: &Type) -> String {
    type_text_with(package, ty, &|t: &Token| t.raw.clone())
}

fn type_text_with(package: &Package, ty: &Type, token: &dyn Fn(&Token) -> String) -> String {
    match ty {
        Type::Boolean => "boolean".into(),
        Type::Integer => "integer".into(),
        Type::Number => "number".into(),
        Type::String => "string".into(),
        Type::Any => "pulumi.json#/Any".into(),
        Type::Json => "pulumi.json#/Json".into(),
        Type::Asset => "pulumi.json#/Asset".into(),
        Type::Archive => "pulumi.json#/Archive".into(),
        Type::Array(t) => format!("array<{}>", type_text_with(package, t, token)),
        Type::Map(t) => format!("map<{}>", type_text_with(package, t, token)),
        Type::Object(id) => token(&package.object(*id).token),
        Type::Enum(id) => token(&package.enum_type(*id).token),
        Type::Resource(id) => token(&package.resource(*id).token),
        Type::Provider => format!("pulumi:providers:{}", package.name),
        Type::External(e) => {
            if e.token.is_empty() {
                format!("pulumi:providers:{}", e.package)
            } else {
                e.token.clone()
            }
        }
        Type::Union(u) => format!(
            "oneOf<{}>",
            u.elements
                .iter()
                .map(|t| type_text_with(package, t, token))
                .collect::<Vec<_>>()
                .join(" | ")
        ),
        Type::Token(t) => t.token.clone(),
    }
}

/// A definition's body for rename matching: property names, types (definitions by name
/// only, so a module move does not hide the match) and requiredness. `None` when there is
/// nothing to recognise it by.
fn props_signature(package: &Package, props: &[Property]) -> String {
    let short = |t: &Token| t.name.clone();
    let mut parts: Vec<String> = props
        .iter()
        .map(|p| {
            format!(
                "{}:{}:{}",
                p.name,
                type_text_with(package, &p.type_, &short),
                p.required
            )
        })
        .collect();
    parts.sort();
    parts.join(",")
}

fn object_signature(package: &Package, o: &ObjectType) -> Option<String> {
    (!o.properties.is_empty()).then(|| props_signature(package, &o.properties))
}

fn enum_signature(package: &Package, e: &EnumType) -> Option<String> {
    let values: Vec<String> = e.values.iter().map(|v| v.value.to_string()).collect();
    (!values.is_empty()).then(|| {
        format!(
            "{}:{}",
            type_text(package, &e.element_type),
            values.join(",")
        )
    })
}

fn resource_signature(package: &Package, r: &Resource) -> Option<String> {
    (!r.properties.is_empty() || !r.input_properties.is_empty()).then(|| {
        format!(
            "in[{}]out[{}]",
            props_signature(package, &r.input_properties),
            props_signature(package, &r.properties)
        )
    })
}

fn function_signature(package: &Package, f: &&Function) -> Option<String> {
    let outputs = match &f.outputs {
        FunctionOutputs::None => String::new(),
        FunctionOutputs::Object { properties, .. } => props_signature(package, properties),
        FunctionOutputs::Value(t) => type_text_with(package, t, &|t: &Token| t.name.clone()),
    };
    (!f.inputs.is_empty() || !outputs.is_empty())
        .then(|| format!("in[{}]out[{outputs}]", props_signature(package, &f.inputs)))
}

fn first_line(text: &str) -> &str {
    text.lines()
        .find(|l| !l.trim().is_empty())
        .unwrap_or("")
        .trim()
}
