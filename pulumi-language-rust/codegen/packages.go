package codegen

// PackageNames are the Rust names sdkgen gives a package's crate and its members
// (`sdkgen language-host names SCHEMA`).
type PackageNames struct {
	// Crate is the crate's name (as Cargo.toml spells it).
	Crate string `json:"crate"`
	// Version is the crate's version.
	Version string `json:"version"`
}
