package main

import (
	"bytes"
	"context"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"

	pulumirpc "github.com/pulumi/pulumi/sdk/v3/proto/go"
)

// pulumiMetadata is a generated crate's `[package.metadata.pulumi]`: the Pulumi package it
// stands for, as sdkgen's Rust target writes it, so the engine installs the right plugin.
type pulumiMetadata struct {
	// Name and Version are the package's.
	Name    string `json:"name"`
	Version string `json:"version"`
	// Server is where the plugin is downloaded from, when not from Pulumi's default.
	Server string `json:"server"`
	// For a parameterized package: the plugin that serves it, and the parameter (base64).
	BaseProvider string `json:"base-provider"`
	BaseVersion  string `json:"base-version"`
	Parameter    string `json:"parameter"`
}

// dependency is the package the engine needs for the crate.
func (m *pulumiMetadata) dependency(crate string) (*pulumirpc.PackageDependency, error) {
	if m.BaseProvider == "" {
		return &pulumirpc.PackageDependency{Kind: "resource", Name: m.Name, Version: m.Version, Server: m.Server}, nil
	}
	value, err := base64.StdEncoding.DecodeString(m.Parameter)
	if err != nil {
		return nil, fmt.Errorf("crate %s: the parameter is not base64: %w", crate, err)
	}
	return &pulumirpc.PackageDependency{
		Kind: "resource", Name: m.BaseProvider, Version: m.BaseVersion, Server: m.Server,
		Parameterization: &pulumirpc.PackageParameterization{Name: m.Name, Version: m.Version, Value: value},
	}, nil
}

// cargoMetadata is what this host reads of `cargo metadata --format-version 1`.
type cargoMetadata struct {
	Packages []struct {
		ID       string `json:"id"`
		Name     string `json:"name"`
		Version  string `json:"version"`
		Metadata struct {
			Pulumi *pulumiMetadata `json:"pulumi"`
		} `json:"metadata"`
	} `json:"packages"`
	Resolve struct {
		Root  string `json:"root"`
		Nodes []struct {
			ID   string `json:"id"`
			Deps []struct {
				Pkg string `json:"pkg"`
			} `json:"deps"`
		} `json:"nodes"`
	} `json:"resolve"`
}

// pulumiCrate is a crate of the program's that stands for a Pulumi package.
type pulumiCrate struct {
	name   string
	plugin *pulumiMetadata
}

// pulumiCrates are the program's crates (not the program itself) with a
// `[package.metadata.pulumi]`.
func (m *cargoMetadata) pulumiCrates() []pulumiCrate {
	var crates []pulumiCrate
	for _, pkg := range m.Packages {
		plugin := pkg.Metadata.Pulumi
		if plugin != nil && plugin.Name != "" && pkg.ID != m.Resolve.Root {
			crates = append(crates, pulumiCrate{name: pkg.Name, plugin: plugin})
		}
	}
	return crates
}

// readCargoMetadata runs `cargo metadata` for the crate in dir (resolving its dependencies).
func readCargoMetadata(ctx context.Context, dir string) (*cargoMetadata, error) {
	cargo, err := cargoPath()
	if err != nil {
		return nil, err
	}
	cmd := exec.CommandContext(ctx, cargo, "metadata", "--format-version", "1")
	cmd.Dir = dir
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return nil, fmt.Errorf("cargo metadata in %s failed: %w\n%s", dir, err, stderr.String())
	}
	var metadata cargoMetadata
	if err := json.Unmarshal(out, &metadata); err != nil {
		return nil, fmt.Errorf("cannot read cargo metadata of %s: %w", dir, err)
	}
	return &metadata, nil
}

// GetRequiredPackages: the Pulumi packages of the program's crates, direct or not.
func (h *rustHost) GetRequiredPackages(
	ctx context.Context, req *pulumirpc.GetRequiredPackagesRequest,
) (*pulumirpc.GetRequiredPackagesResponse, error) {
	metadata, err := readCargoMetadata(ctx, programDirectory(req.GetInfo(), ""))
	if err != nil {
		return nil, err
	}
	var packages []*pulumirpc.PackageDependency
	for _, crate := range metadata.pulumiCrates() {
		dependency, err := crate.plugin.dependency(crate.name)
		if err != nil {
			return nil, err
		}
		packages = append(packages, dependency)
	}
	return &pulumirpc.GetRequiredPackagesResponse{Packages: packages}, nil
}

// GetRequiredPlugins is GetRequiredPackages for engines that ask for plugins only.
func (h *rustHost) GetRequiredPlugins(
	ctx context.Context, req *pulumirpc.GetRequiredPluginsRequest,
) (*pulumirpc.GetRequiredPluginsResponse, error) {
	packages, err := h.GetRequiredPackages(ctx, &pulumirpc.GetRequiredPackagesRequest{Info: req.GetInfo()})
	if err != nil {
		return nil, err
	}
	plugins := make([]*pulumirpc.PluginDependency, 0, len(packages.Packages))
	for _, pkg := range packages.Packages {
		if pkg.Parameterization != nil {
			continue // only GetRequiredPackages can say what a parameterized package needs
		}
		plugins = append(plugins, &pulumirpc.PluginDependency{
			Name: pkg.Name, Kind: pkg.Kind, Version: pkg.Version, Server: pkg.Server,
		})
	}
	return &pulumirpc.GetRequiredPluginsResponse{Plugins: plugins}, nil
}

// GetProgramDependencies: the program's crates (name and version), direct ones or all.
func (h *rustHost) GetProgramDependencies(
	ctx context.Context, req *pulumirpc.GetProgramDependenciesRequest,
) (*pulumirpc.GetProgramDependenciesResponse, error) {
	metadata, err := readCargoMetadata(ctx, programDirectory(req.GetInfo(), ""))
	if err != nil {
		return nil, err
	}
	wanted := map[string]bool{}
	for _, node := range metadata.Resolve.Nodes {
		if node.ID != metadata.Resolve.Root && !req.GetTransitiveDependencies() {
			continue
		}
		for _, dep := range node.Deps {
			wanted[dep.Pkg] = true
		}
	}
	var dependencies []*pulumirpc.DependencyInfo
	for _, pkg := range metadata.Packages {
		if wanted[pkg.ID] && pkg.ID != metadata.Resolve.Root {
			dependencies = append(dependencies, &pulumirpc.DependencyInfo{Name: pkg.Name, Version: pkg.Version})
		}
	}
	sort.Slice(dependencies, func(i, j int) bool {
		if dependencies[i].Name != dependencies[j].Name {
			return dependencies[i].Name < dependencies[j].Name
		}
		return dependencies[i].Version < dependencies[j].Version
	})
	return &pulumirpc.GetProgramDependenciesResponse{Dependencies: dependencies}, nil
}

// parameterizedPackagesVar is the variable that tells the program (sdkgen-runtime's `package`
// module) its parameterized packages, which it registers with the engine.
const parameterizedPackagesVar = "SDKGEN_RUST_PARAMETERIZED_PACKAGES"

// parameterizedPackage is one entry of parameterizedPackagesVar.
type parameterizedPackage struct {
	Name         string `json:"name"`
	Version      string `json:"version"`
	BaseProvider string `json:"base_provider"`
	BaseVersion  string `json:"base_version"`
	Parameter    []int  `json:"parameter"` // bytes, as the runtime reads them
	Server       string `json:"server,omitempty"`
}

// parameterizedPackages is the JSON of parameterizedPackagesVar for the program in dir: its
// crates' parameterized packages ("" when it has none).
func parameterizedPackages(ctx context.Context, dir string) (string, error) {
	if _, err := os.Stat(filepath.Join(dir, "Cargo.toml")); err != nil {
		return "", nil // a prebuilt program without its crate: nothing to read
	}
	metadata, err := readCargoMetadata(ctx, dir)
	if err != nil {
		return "", err
	}
	var list []parameterizedPackage
	for _, crate := range metadata.pulumiCrates() {
		plugin := crate.plugin
		if plugin.BaseProvider == "" {
			continue
		}
		value, err := base64.StdEncoding.DecodeString(plugin.Parameter)
		if err != nil {
			return "", fmt.Errorf("crate %s: the parameter is not base64: %w", crate.name, err)
		}
		parameter := make([]int, len(value))
		for i, b := range value {
			parameter[i] = int(b)
		}
		list = append(list, parameterizedPackage{
			Name: plugin.Name, Version: plugin.Version, BaseProvider: plugin.BaseProvider,
			BaseVersion: plugin.BaseVersion, Parameter: parameter, Server: plugin.Server,
		})
	}
	if len(list) == 0 {
		return "", nil
	}
	sort.Slice(list, func(i, j int) bool { return list[i].Name < list[j].Name })
	data, err := json.Marshal(list)
	return string(data), err
}
