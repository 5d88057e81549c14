package codegen

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/hashicorp/hcl/v2"
	"github.com/pulumi/pulumi/pkg/v3/codegen/pcl"
)

// crateVersions are the versions of the crates a program may use for PCL's functions.
var crateVersions = map[string]string{
	"base64":               "0.22",
	"sha1":                 "0.10",
	"sha2":                 "0.10",
	"unicode-segmentation": "1",
	"serde_json":           "1",
}

// Project is a program's project: its name and where its program lives (Pulumi.yaml's `main`).
type Project struct {
	Name string
	Main string
}

// GenerateProject writes a Rust project for program into dir: Pulumi.yaml, and the crate
// (Cargo.toml, src/main.rs, .gitignore) in dir or in its `main` directory.
func GenerateProject(dir string, project Project, program *pcl.Program, options Options) (hcl.Diagnostics, error) {
	s := newShared(options)
	sources, err := s.files(program)
	if err != nil || s.diags.HasErrors() {
		return s.diags, err
	}
	crateDir := dir
	pulumiYAML := fmt.Sprintf("name: %s\nruntime: rust\n", yamlString(project.Name))
	if project.Main != "" {
		crateDir = filepath.Join(dir, project.Main)
		pulumiYAML += fmt.Sprintf("main: %s\n", yamlString(project.Main))
	}
	files := map[string]string{
		filepath.Join(dir, "Pulumi.yaml"):     pulumiYAML,
		filepath.Join(crateDir, "Cargo.toml"): s.cargoToml(project.Name, program, sources),
		filepath.Join(crateDir, ".gitignore"): "/target\n",
	}
	for name, text := range sources {
		files[filepath.Join(crateDir, filepath.FromSlash(name))] = string(text)
	}
	for path, text := range files {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			return s.diags, err
		}
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			return s.diags, err
		}
	}
	return s.diags, nil
}

// cargoToml is the program crate's manifest: the runtime, the packages' crates and the crates
// PCL's functions need; local crates by path.
func (g *shared) cargoToml(projectName string, program *pcl.Program, sources map[string][]byte) string {
	var b strings.Builder
	fmt.Fprintf(&b, "[package]\nname = %s\nversion = \"0.1.0\"\nedition = \"2021\"\npublish = false\n\n",
		TomlString(crateName(projectName)))
	b.WriteString("[dependencies]\n")
	deps := map[string]string{"sdkgen-runtime": TomlString(g.options.RuntimeVersion)}
	for _, pkg := range program.PackageReferences() {
		names := g.options.Packages[pkg.Name()]
		if names == nil {
			continue
		}
		if local, ok := g.options.LocalDependencies[pkg.Name()]; ok {
			deps[names.Crate] = "{ path = " + TomlString(filepath.ToSlash(local)) + " }"
		} else {
			deps[names.Crate] = TomlString("=" + names.Version)
		}
	}
	for crate := range g.crates {
		deps[crate] = TomlString(crateVersions[crate])
	}
	for _, text := range sources {
		if strings.Contains(string(text), "use serde_json") {
			deps["serde_json"] = TomlString(crateVersions["serde_json"])
		}
	}
	writeTable(&b, deps)
	if len(g.options.LocalDependencies) > 0 {
		// Every crate resolves the runtime (and each package's crate) to the local copy.
		b.WriteString("\n[patch.crates-io]\n")
		patches := map[string]string{}
		for pkg, path := range g.options.LocalDependencies {
			crate := "sdkgen-runtime"
			if pkg != "pulumi" {
				names := g.options.Packages[pkg]
				if names == nil {
					continue
				}
				crate = names.Crate
			}
			patches[crate] = "{ path = " + TomlString(filepath.ToSlash(path)) + " }"
		}
		writeTable(&b, patches)
	}
	// The program is a workspace of its own, wherever it lies.
	b.WriteString("\n[workspace]\n")
	return b.String()
}

func writeTable(b *strings.Builder, entries map[string]string) {
	keys := make([]string, 0, len(entries))
	for key := range entries {
		keys = append(keys, key)
	}
	sort.Strings(keys)
	for _, key := range keys {
		fmt.Fprintf(b, "%s = %s\n", key, entries[key])
	}
}

// crateName makes a project name a valid crate name.
func crateName(name string) string {
	var b strings.Builder
	for _, r := range name {
		if r == '-' || r == '_' || r >= '0' && r <= '9' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' {
			b.WriteRune(r)
		} else {
			b.WriteByte('_')
		}
	}
	s := b.String()
	if s == "" || s[0] >= '0' && s[0] <= '9' {
		s = "program-" + s
	}
	return s
}

// TomlString is s as a TOML basic string.
func TomlString(s string) string {
	var b strings.Builder
	b.WriteByte('"')
	for _, r := range s {
		switch {
		case r == '"' || r == '\\':
			b.WriteByte('\\')
			b.WriteRune(r)
		case r < 0x20 || r == 0x7f:
			fmt.Fprintf(&b, "\\u%04X", r)
		default:
			b.WriteRune(r)
		}
	}
	b.WriteByte('"')
	return b.String()
}

// yamlString is s as a double-quoted YAML scalar when it needs quoting.
func yamlString(s string) string {
	plain := s != ""
	for _, r := range s {
		if !(r == '-' || r == '_' || r == '.' || r == '/' || r >= '0' && r <= '9' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z') {
			plain = false
		}
	}
	if plain {
		return s
	}
	return TomlString(s)
}
