//! Which names look like credentials (rule L0601).
//!
//! A name is split into lower-case words (`cloudApiSecret` → cloud, api, secret;
//! `TABLEFLOW_API_KEY` → tableflow, api, key). It looks like a credential when its *last* words
//! name one: the last word names what the value is (`oauthExternalTokenUrl` is a URL,
//! `secretName` a name, `tokenType` a type), so only the tail is matched. A few trailing words
//! that do not change what the value is (`…SecretValue`, `…PasswordWo`, `…PrivateKeyPem`) are
//! skipped first. Pagination and idempotency tokens (`nextPageToken`) are not credentials, and a
//! bare `key` is too often a map or tag key to count.

/// Single words that name a credential.
const WORDS: &[&str] = &[
    "apikey",
    "credential",
    "credentials",
    "passphrase",
    "passwd",
    "password",
    "passwords",
    "privatekey",
    "secret",
    "secrets",
    "token",
    "tokens",
];

/// Two-word phrases (`…ApiKey`) that name a credential.
const PHRASES: &[(&str, &str)] = &[
    ("access", "key"),
    ("account", "key"),
    ("api", "key"),
    ("auth", "key"),
    ("master", "key"),
    ("private", "key"),
    ("secret", "key"),
    ("shared", "key"),
    ("signing", "key"),
];

/// Trailing words that leave the credential a credential (`clientSecretValue`, Terraform's
/// write-only `passwordWo`, `privateKeyPem`).
const NEUTRAL_TAILS: &[&str] = &["b64", "base64", "pem", "plaintext", "string", "value", "wo"];

/// Words before `token` that make it a cursor or a request id, not a credential.
const NOT_CREDENTIAL_TOKENS: &[&str] = &[
    "continuation",
    "idempotency",
    "next",
    "page",
    "pagination",
    "resume",
    "sync",
];

/// The credential a name ends with (`"api key"`), if it looks like one.
pub fn credential_in(name: &str) -> Option<String> {
    let mut words = words(name);
    while words.len() > 1 && NEUTRAL_TAILS.contains(&words[words.len() - 1].as_str()) {
        words.pop();
    }
    let last = words.last()?.as_str();
    let before = words.len().checked_sub(2).map(|i| words[i].as_str());
    if let Some(first) = before {
        if PHRASES.contains(&(first, last)) {
            return Some(format!("{first} {last}"));
        }
    }
    if !WORDS.contains(&last) {
        return None;
    }
    if matches!(last, "token" | "tokens")
        && before.is_some_and(|w| NOT_CREDENTIAL_TOKENS.contains(&w))
    {
        return None;
    }
    Some(last.to_owned())
}

/// The lower-case words of a camelCase, PascalCase, snake_case, kebab-case or SCREAMING_CASE
/// name (an acronym is one word: `APIKey` → api, key).
fn words(name: &str) -> Vec<String> {
    use heck::ToSnakeCase;
    name.to_snake_case()
        .split('_')
        .filter(|w| !w.is_empty())
        .map(str::to_owned)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::credential_in;

    #[test]
    fn credentials_are_found_by_their_last_words() {
        for (name, found) in [
            ("cloudApiSecret", "secret"),
            ("kafkaApiKey", "api key"),
            ("apiKey", "api key"),
            ("api_key", "api key"),
            ("APIKey", "api key"),
            ("apikey", "apikey"),
            ("password", "password"),
            ("adminPasswordWo", "password"),
            ("db_passwd", "passwd"),
            ("oauthExternalAccessToken", "token"),
            ("oauthExternalClientSecret", "secret"),
            ("privateKeyPem", "private key"),
            ("secretAccessKey", "access key"),
            ("credentials", "credentials"),
            ("TABLEFLOW_API_KEY", "api key"),
            ("PLATFORM_TOKEN", "token"),
            ("secretString", "secret"),
        ] {
            assert_eq!(credential_in(name).as_deref(), Some(found), "{name}");
        }
    }

    #[test]
    fn names_about_credentials_are_not_credentials() {
        for name in [
            "oauthStsTokenExpiredInSeconds",
            "oauthExternalTokenUrl",
            "oauthExternalTokenScope",
            "tokenType",
            "secretName",
            "secretArn",
            "passwordPolicy",
            "minPasswordLength",
            "apiKeyId",
            "credentialsFile",
            "nextPageToken",
            "idempotencyToken",
            "key",
            "keyArn",
            "tags",
            "value",
            "",
        ] {
            assert_eq!(credential_in(name), None, "{name}");
        }
    }
}
