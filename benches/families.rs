//! Families of hostile schemas whose size grows with one number: what `benches/cost.rs` times
//! at four sizes and `tests/cost.rs` runs at sizes that used to blow up (issue 33). Each
//! family is built to make one kind of cost grow faster than the input if the code has it:
//! type chains (depth), types that use the next one five ways (paths that multiply per type), many
//! misspelt references ("did you mean"), long tokens, many diagnostics, and every construct
//! nested as deep as a schema allows.

use serde_json::{json, Map, Value};

/// A family of schemas.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Family {
    /// `n` object types, each with an optional property of the next (and a `replaceOnChanges`
    /// one at the bottom), used by a resource's inputs and outputs.
    Chain,
    /// `n` object types nested as in [`Family::Chain`], each with every way of holding the next:
    /// a required property, an array, a map and a `plain` property, with defaults at the bottom
    /// (no `replaceOnChanges`: four ways down per type make 4^n paths, which validation refuses
    /// with E0330), used by a resource, a component, the provider, the configuration, functions and a method.
    Deep,
    /// `n` object types, each with two required and two optional properties of the next and
    /// an array of it: 5^k ways down from the top to the k-th type.
    Dag,
    /// `n` object types and `n` references to misspellings of them (invalid).
    Misspelt,
    /// A resource whose token and 100 references to a misspelt type are `n` bytes long each
    /// (invalid).
    LongTokens,
    /// A resource with a 1 KB token and `n` properties each with an error, its `required` list
    /// and a function's `multiArgumentInputs` naming `n` properties that do not exist (invalid).
    Diagnostics,
}

pub const FAMILIES: [Family; 6] = [
    Family::Chain,
    Family::Deep,
    Family::Dag,
    Family::Misspelt,
    Family::LongTokens,
    Family::Diagnostics,
];

impl Family {
    pub fn name(self) -> &'static str {
        match self {
            Family::Chain => "chain",
            Family::Deep => "deep",
            Family::Dag => "dag",
            Family::Misspelt => "misspelt",
            Family::LongTokens => "long-tokens",
            Family::Diagnostics => "diagnostics",
        }
    }

    pub fn parse(name: &str) -> Option<Family> {
        FAMILIES.into_iter().find(|f| f.name() == name)
    }

    /// Whether the family's schemas are valid (else every command exits with status 1).
    pub fn valid(self) -> bool {
        matches!(self, Family::Chain | Family::Deep | Family::Dag)
    }

    /// The schema of size `n`, as JSON text.
    pub fn schema(self, n: usize) -> Vec<u8> {
        let schema = match self {
            Family::Chain => chain(n),
            Family::Deep => deep(n),
            Family::Dag => dag(n),
            Family::Misspelt => misspelt(n),
            Family::LongTokens => long_tokens(n),
            Family::Diagnostics => diagnostics(n),
        };
        serde_json::to_vec(&schema).expect("a schema serializes")
    }
}

fn reference(token: &str) -> Value {
    json!({ "$ref": format!("#/types/{token}") })
}

fn package(name: &str, types: Map<String, Value>, resources: Value) -> Value {
    json!({
        "name": name,
        "version": "1.0.0",
        "description": "A schema that makes a cost grow.",
        "types": types,
        "resources": resources,
        "language": {
            "go": { "importBasePath": format!("github.com/example/{name}/sdk/go/{name}") }
        }
    })
}

fn chain(n: usize) -> Value {
    let mut types = Map::new();
    for i in 0..n {
        let mut properties = Map::new();
        properties.insert("value".into(), json!({ "type": "string" }));
        if i + 1 < n {
            properties.insert("next".into(), reference(&format!("chain:index:T{}", i + 1)));
        } else {
            properties.insert(
                "last".into(),
                json!({ "type": "string", "replaceOnChanges": true }),
            );
        }
        types.insert(
            format!("chain:index:T{i}"),
            json!({ "type": "object", "properties": properties }),
        );
    }
    let top = reference("chain:index:T0");
    package(
        "chain",
        types,
        json!({
            "chain:index:Res": { "inputProperties": { "t": top }, "properties": { "t": top } }
        }),
    )
}

fn deep(n: usize) -> Value {
    let mut types = Map::new();
    for i in 0..n {
        let mut properties = Map::new();
        let mut required = Vec::new();
        properties.insert(
            "value".into(),
            json!({ "type": "string", "description": "A value." }),
        );
        if i + 1 < n {
            let next = reference(&format!("deep:index:T{}", i + 1));
            properties.insert("next".into(), next.clone());
            required.push("next");
            properties.insert("list".into(), json!({ "type": "array", "items": next }));
            properties.insert(
                "byName".into(),
                json!({ "type": "object", "additionalProperties": next }),
            );
            let mut plain = next.clone();
            plain["plain"] = json!(true);
            properties.insert("plainNext".into(), plain);
            properties.insert(
                "secretValue".into(),
                json!({ "type": "string", "secret": true }),
            );
        } else {
            properties.insert("count".into(), json!({ "type": "integer", "default": 4 }));
            properties.insert(
                "fromEnv".into(),
                json!({ "type": "string", "default": "x", "defaultInfo": { "environment": ["DEEP_FROM_ENV"] } }),
            );
        }
        types.insert(
            format!("deep:index:T{i}"),
            json!({ "type": "object", "description": format!("Type {i}."), "properties": properties, "required": required }),
        );
    }
    let top = reference("deep:index:T0");
    let mut schema = package(
        "deep",
        types,
        json!({
            "deep:index:Res": {
                "description": "A resource.",
                "inputProperties": { "t": top }, "requiredInputs": ["t"],
                "properties": { "t": top }, "required": ["t"],
                "methods": { "call": "deep:index:Res/call" }
            },
            "deep:index:Component": {
                "isComponent": true,
                "inputProperties": { "t": top }, "properties": { "t": top }
            }
        }),
    );
    schema["config"] = json!({ "variables": { "setting": top } });
    schema["provider"] = json!({ "inputProperties": { "t": top } });
    schema["functions"] = json!({
        "deep:index:lookup": {
            "inputs": { "properties": { "t": top }, "required": ["t"] },
            "outputs": { "properties": { "t": top }, "required": ["t"] }
        },
        "deep:index:single": { "inputs": { "properties": { "t": top } }, "outputs": top },
        "deep:index:Res/call": {
            "inputs": { "properties": { "__self__": { "$ref": "#/resources/deep:index:Res" }, "t": top } },
            "outputs": { "properties": { "t": top } }
        }
    });
    schema
}

fn dag(n: usize) -> Value {
    let mut types = Map::new();
    for i in 0..n {
        let mut properties = Map::new();
        properties.insert("value".into(), json!({ "type": "string" }));
        let mut required = Vec::new();
        if i + 1 < n {
            let next = reference(&format!("dag:index:T{}", i + 1));
            properties.insert("left".into(), next.clone());
            properties.insert("right".into(), next.clone());
            properties.insert("maybeLeft".into(), next.clone());
            properties.insert("maybeRight".into(), next.clone());
            properties.insert("many".into(), json!({ "type": "array", "items": next }));
            required = vec!["left", "right"];
        }
        types.insert(
            format!("dag:index:T{i}"),
            json!({ "type": "object", "properties": properties, "required": required }),
        );
    }
    let top = reference("dag:index:T0");
    let mut schema = package(
        "dag",
        types,
        json!({
            "dag:index:Res": {
                "inputProperties": { "t": top }, "requiredInputs": ["t"],
                "properties": { "t": top }, "required": ["t"]
            }
        }),
    );
    schema["functions"] = json!({
        "dag:index:lookup": {
            "inputs": { "properties": { "t": top }, "required": ["t"] },
            "outputs": { "properties": { "t": top } }
        }
    });
    schema
}

fn misspelt(n: usize) -> Value {
    let mut types = Map::new();
    let mut properties = Map::new();
    for i in 0..n {
        types.insert(
            format!("misspelt:index:SomewhatLongTypeName{i:06}Settings"),
            json!({ "type": "object", "properties": { "value": { "type": "string" } } }),
        );
        properties.insert(
            format!("p{i}"),
            reference(&format!("misspelt:index:SomewhatLongTypeName{i:06}Setings")),
        );
    }
    package(
        "misspelt",
        types,
        json!({ "misspelt:index:Res": { "inputProperties": properties } }),
    )
}

fn long_tokens(n: usize) -> Value {
    let long = "Long".repeat(n / 4 + 1);
    let mut types = Map::new();
    types.insert(
        format!("long:index:{long}"),
        json!({ "type": "object", "properties": { "value": { "type": "string" } } }),
    );
    let mut properties = Map::new();
    for i in 0..100 {
        // A different slip in each: every one is a misspelling of its own.
        let mut slipped = long.clone().into_bytes();
        slipped[(i * 37) % long.len()] = b'X';
        let slipped = String::from_utf8(slipped).expect("ASCII");
        properties.insert(format!("p{i}"), reference(&format!("long:index:{slipped}")));
    }
    let mut resources = Map::new();
    resources.insert(
        format!("long:index:R{long}"),
        json!({ "inputProperties": properties }),
    );
    package("long", types, Value::Object(resources))
}

fn diagnostics(n: usize) -> Value {
    let token = format!("diagnostics:index:R{}", "r".repeat(1000));
    let mut properties = Map::new();
    let mut required = Vec::new();
    let mut arguments = Vec::new();
    for i in 0..n {
        properties.insert(
            format!("p{i}"),
            json!({ "type": "integer", "default": format!("not a number {i}") }),
        );
        required.push(format!("missing{i}"));
        arguments.push(format!("absent{i}"));
    }
    let mut resources = Map::new();
    resources.insert(
        token,
        json!({ "inputProperties": properties, "requiredInputs": required }),
    );
    let mut schema = package("diagnostics", Map::new(), Value::Object(resources));
    schema["functions"] = json!({
        "diagnostics:index:call": {
            "multiArgumentInputs": arguments,
            "inputs": { "properties": { "given": { "type": "string" } } }
        }
    });
    schema
}
