//! A function call carried by anything that takes a function token and its arguments as
//! property-value JSON and answers with the result (an HTTP bridge, a test double): the
//! generated crates' `Transport` form of each function. Their engine forms go through
//! [`crate::Context`].

use std::fmt;

use serde::de::DeserializeOwned;

use crate::input::Encode;

/// Carries a function call.
pub trait Transport {
    /// Calls the function `token` with `args` (property-value JSON, secrets wrapped) and returns
    /// its result in the same encoding.
    fn invoke(&self, token: &str, args: serde_json::Value) -> Result<serde_json::Value>;
}

/// Why a call failed.
#[derive(Debug)]
pub enum Error {
    /// The transport failed, or an argument was an output not resolved yet.
    Transport(String),
    /// The arguments or the result do not match the function's types.
    Json(serde_json::Error),
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Transport(message) => write!(f, "transport error: {message}"),
            Error::Json(e) => write!(f, "invalid JSON for the function: {e}"),
        }
    }
}

impl std::error::Error for Error {}

impl From<serde_json::Error> for Error {
    fn from(e: serde_json::Error) -> Error {
        Error::Json(e)
    }
}

/// The arguments as property-value JSON, when every part of them is a value now.
pub fn plain_args<A: Encode + ?Sized>(token: &str, args: &A) -> Result<serde_json::Value> {
    match crate::input::encode_now(args) {
        Some(encoded) if !encoded.unknown => Ok(encoded.value),
        _ => Err(Error::Transport(format!(
            "the arguments of {token} hold an output that is not known yet; the Transport form \
             takes plain values"
        ))),
    }
}

/// What a call through a [`Transport`] gives.
pub type Result<T> = std::result::Result<T, Error>;

/// Calls `token` through `transport` with typed arguments and no result.
pub fn call_unit<T, A>(transport: &T, token: &str, args: &A) -> Result<()>
where
    T: Transport + ?Sized,
    A: Encode + ?Sized,
{
    transport.invoke(token, plain_args(token, args)?)?;
    Ok(())
}

/// Calls `token` through `transport` with typed arguments and a typed result.
pub fn call<T, A, R>(transport: &T, token: &str, args: &A) -> Result<R>
where
    T: Transport + ?Sized,
    A: Encode + ?Sized,
    R: DeserializeOwned,
{
    let result = transport.invoke(token, plain_args(token, args)?)?;
    Ok(serde_json::from_value(crate::wire::reveal(result))?)
}
