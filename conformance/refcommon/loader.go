package refcommon

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/blang/semver"
	"github.com/pulumi/pulumi/pkg/v3/codegen/schema"
	"gopkg.in/yaml.v3"
)

// readSpec reads a JSON or YAML package schema.
func readSpec(path string) (schema.PackageSpec, error) {
	var spec schema.PackageSpec
	data, err := os.ReadFile(path)
	if err != nil {
		return spec, err
	}
	switch strings.ToLower(filepath.Ext(path)) {
	case ".yaml", ".yml":
		err = yaml.Unmarshal(data, &spec)
	default:
		err = json.Unmarshal(data, &spec)
	}
	if err != nil {
		return spec, fmt.Errorf("%s: %w", path, err)
	}
	return spec, nil
}

// Bind binds a schema as `pulumi package gen-sdk` does (dangling references allowed), then
// binds its JSON again, as the language host that receives it does.
func Bind(path string) (*schema.Package, schema.ReferenceLoader, error) {
	spec, err := readSpec(path)
	if err != nil {
		return nil, nil, err
	}
	loader := &fileLoader{dir: filepath.Dir(path), packages: map[string]*schema.Package{}}
	pkg, err := bindSpec(spec, loader)
	if err != nil {
		return nil, nil, err
	}
	data, err := pkg.MarshalJSON()
	if err != nil {
		return nil, nil, err
	}
	var hostSpec schema.PackageSpec
	if err := json.Unmarshal(data, &hostSpec); err != nil {
		return nil, nil, err
	}
	pkg, err = bindSpec(hostSpec, loader)
	return pkg, loader, err
}

func bindSpec(spec schema.PackageSpec, loader schema.Loader) (*schema.Package, error) {
	pkg, diags, err := schema.BindSpec(spec, loader, schema.ValidationOptions{AllowDanglingReferences: true})
	if err != nil {
		return nil, err
	}
	if diags.HasErrors() {
		return nil, diags
	}
	return pkg, nil
}

// fileLoader resolves a referenced package from `<name>-<version>.json`, `<name>.json` or
// `<name>/schema.json` in the referring schema's directory: the same files sdkgen reads.
type fileLoader struct {
	dir      string
	packages map[string]*schema.Package
}

var _ schema.ReferenceLoader = (*fileLoader)(nil)

func (l *fileLoader) LoadPackage(name string, version *semver.Version) (*schema.Package, error) {
	return l.LoadPackageV2(context.Background(), &schema.PackageDescriptor{Name: name, Version: version})
}

func (l *fileLoader) LoadPackageV2(ctx context.Context, d *schema.PackageDescriptor) (*schema.Package, error) {
	name := d.PackageName()
	version := d.PackageVersion()
	key := name
	if version != nil {
		key += "@" + version.String()
	}
	if pkg, ok := l.packages[key]; ok {
		if pkg == nil {
			return nil, fmt.Errorf("package %s refers to itself while loading", key)
		}
		return pkg, nil
	}
	var candidates []string
	if version != nil {
		candidates = append(candidates, fmt.Sprintf("%s-%s.json", name, version))
	}
	candidates = append(candidates, name+".json", filepath.Join(name, "schema.json"))
	for _, c := range candidates {
		path := filepath.Join(l.dir, c)
		if _, err := os.Stat(path); err != nil {
			continue
		}
		spec, err := readSpec(path)
		if err != nil {
			return nil, err
		}
		l.packages[key] = nil
		pkg, err := bindSpec(spec, l)
		if err != nil {
			delete(l.packages, key)
			return nil, fmt.Errorf("%s: %w", path, err)
		}
		l.packages[key] = pkg
		return pkg, nil
	}
	return nil, fmt.Errorf("no schema for package %s beside the schema (looked for %s)", key, strings.Join(candidates, ", "))
}

func (l *fileLoader) LoadPackageReference(name string, version *semver.Version) (schema.PackageReference, error) {
	return l.LoadPackageReferenceV2(context.Background(), &schema.PackageDescriptor{Name: name, Version: version})
}

func (l *fileLoader) LoadPackageReferenceV2(
	ctx context.Context, d *schema.PackageDescriptor,
) (schema.PackageReference, error) {
	pkg, err := l.LoadPackageV2(ctx, d)
	if err != nil {
		return nil, err
	}
	return pkg.Reference(), nil
}

// WriteFiles writes a generator's file map under dir.
func WriteFiles(dir string, files map[string][]byte) error {
	for name, data := range files {
		path := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			return err
		}
		if err := os.WriteFile(path, data, 0o644); err != nil {
			return err
		}
	}
	return nil
}
