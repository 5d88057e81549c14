package main

import (
	"context"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/BurntSushi/toml"
	pulumirpc "github.com/pulumi/pulumi/sdk/v3/proto/go"
	"sdkgen.dev/pulumi-language-rust/codegen"
)

// runtimeCrate is the crate of the core SDK (Pulumi's "pulumi" package for Rust programs).
const runtimeCrate = "sdkgen-runtime"

// crateManifest is what this host reads of a Cargo.toml.
type crateManifest struct {
	Package struct {
		Name    string `toml:"name"`
		Version string `toml:"version"`
	} `toml:"package"`
}

func readManifest(dir string) (crateManifest, error) {
	var manifest crateManifest
	if _, err := toml.DecodeFile(filepath.Join(dir, "Cargo.toml"), &manifest); err != nil {
		return manifest, fmt.Errorf("cannot read the crate in %s: %w", dir, err)
	}
	if manifest.Package.Name == "" {
		return manifest, fmt.Errorf("%s has no [package] name", filepath.Join(dir, "Cargo.toml"))
	}
	return manifest, nil
}

// Pack copies a crate's sources to <destination>/<name>-<version>, the artifact a program
// depends on by path (cargo reads crates from source, so there is nothing to compile here).
func (h *rustHost) Pack(ctx context.Context, req *pulumirpc.PackRequest) (*pulumirpc.PackResponse, error) {
	manifest, err := readManifest(req.GetPackageDirectory())
	if err != nil {
		return nil, err
	}
	artifact := filepath.Join(req.GetDestinationDirectory(),
		manifest.Package.Name+"-"+manifest.Package.Version)
	if err := os.RemoveAll(artifact); err != nil {
		return nil, err
	}
	if err := copyCrate(req.GetPackageDirectory(), artifact); err != nil {
		return nil, err
	}
	return &pulumirpc.PackResponse{ArtifactPath: artifact}, nil
}

// copyCrate copies a crate's files, leaving out build output (`target/`).
func copyCrate(from, to string) error {
	return filepath.WalkDir(from, func(path string, entry fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, err := filepath.Rel(from, path)
		if err != nil {
			return err
		}
		if entry.IsDir() {
			if rel == "target" {
				return filepath.SkipDir
			}
			return os.MkdirAll(filepath.Join(to, rel), 0o755)
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		return os.WriteFile(filepath.Join(to, rel), data, 0o644)
	})
}

// Link makes a program use crates from local directories: each generated SDK becomes a path
// dependency, and every crate (the runtime too) is patched in, so the SDKs' own dependencies
// on it resolve to the same copy.
func (h *rustHost) Link(ctx context.Context, req *pulumirpc.LinkRequest) (*pulumirpc.LinkResponse, error) {
	dir := programDirectory(req.GetInfo(), "")
	manifestPath := filepath.Join(dir, "Cargo.toml")
	text, err := os.ReadFile(manifestPath)
	if err != nil {
		return nil, fmt.Errorf("cannot read the program's Cargo.toml: %w", err)
	}
	manifest := string(text)
	var instructions []string
	for _, dep := range req.GetPackages() {
		linked, err := readManifest(dep.GetPath())
		if err != nil {
			return nil, err
		}
		crate := linked.Package.Name
		path := pathValue(dep.GetPath())
		manifest = setTableEntry(manifest, "patch.crates-io", crate, path)
		if crate != runtimeCrate {
			manifest = setTableEntry(manifest, "dependencies", crate, path)
			instructions = append(instructions, fmt.Sprintf("use %s;", strings.ReplaceAll(crate, "-", "_")))
		}
	}
	if err := os.WriteFile(manifestPath, []byte(manifest), 0o644); err != nil {
		return nil, err
	}
	return &pulumirpc.LinkResponse{
		ImportInstructions: "The crates are dependencies of the program; use them as:\n\n" +
			strings.Join(instructions, "\n"),
	}, nil
}

// pathValue is a TOML inline table `{ path = "<dir>" }`.
func pathValue(dir string) string {
	return "{ path = " + codegen.TomlString(filepath.ToSlash(dir)) + " }"
}

// setTableEntry sets `key = value` in the TOML table `[table]` of text, replacing the key's
// line if the table has it, adding the table at the end if there is none. It keeps the rest
// of the file (comments, order) as it is; it only reads one-line entries, as Cargo.toml's
// dependency tables have them.
func setTableEntry(text, table, key, value string) string {
	lines := strings.Split(strings.TrimRight(text, "\n"), "\n")
	entry := tomlKey(key) + " = " + value
	start := -1
	for i, line := range lines {
		if strings.TrimSpace(line) == "["+table+"]" {
			start = i
			break
		}
	}
	if start < 0 {
		return strings.Join(lines, "\n") + "\n\n[" + table + "]\n" + entry + "\n"
	}
	end := len(lines)
	for i := start + 1; i < len(lines); i++ {
		trimmed := strings.TrimSpace(lines[i])
		if strings.HasPrefix(trimmed, "[") {
			end = i
			break
		}
		name, _, found := strings.Cut(trimmed, "=")
		if found && strings.Trim(strings.TrimSpace(name), `"`) == key {
			lines[i] = entry
			return strings.Join(lines, "\n") + "\n"
		}
	}
	// After the table's last entry, before the blank lines that end it.
	insert := end
	for insert > start+1 && strings.TrimSpace(lines[insert-1]) == "" {
		insert--
	}
	lines = append(lines[:insert], append([]string{entry}, lines[insert:]...)...)
	return strings.Join(lines, "\n") + "\n"
}

// tomlKey quotes a key that is not a bare TOML key.
func tomlKey(key string) string {
	for _, r := range key {
		if !(r == '-' || r == '_' || r >= '0' && r <= '9' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z') {
			return codegen.TomlString(key)
		}
	}
	return key
}
