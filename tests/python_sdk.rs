//! The generated Python SDKs in real interpreters: mypy, Pulumi mocks, API compatibility.
