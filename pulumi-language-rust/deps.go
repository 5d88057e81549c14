package main

import (
	"bytes"
	"context"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"os/exec"
	"sort"

	pulumirpc "github.com/pulumi/pulumi/sdk/v3/proto/go"
)

// pulumiMetadata is a generated crate's `[package.metadata.pulumi]`: the Pulumi package it
// stands for, so the engine installs the right plugin. sdkgen writes it; the fields mirror
// Pulumi's pulumi-plugin.json.
type pulumiMetadata struct {
	// Resource is true for a crate of a resource provider's package.
	Resource bool `json:"resource"`
	// Name and Version are the plugin's (for a parameterized package: its base plugin's).
	Name    string `json:"name"`
	Version string `json:"version"`
	// Server is where the plugin is downloaded from, when not from Pulumi's default.
	Server string `json:"server"`
	// Parameterization is set for a package that a base plugin serves parameterized.
	Parameterization *struct {
		Name    string `json:"name"`
		Version string `json:"version"`
		// Value is the parameter, base64-encoded.
		Value string `json:"value"`
	} `json:"parameterization"`
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
	for _, pkg := range metadata.Packages {
		plugin := pkg.Metadata.Pulumi
		if plugin == nil || !plugin.Resource || pkg.ID == metadata.Resolve.Root {
			continue
		}
		dependency := &pulumirpc.PackageDependency{
			Kind: "resource", Name: plugin.Name, Version: plugin.Version, Server: plugin.Server,
		}
		if p := plugin.Parameterization; p != nil {
			value, err := base64.StdEncoding.DecodeString(p.Value)
			if err != nil {
				return nil, fmt.Errorf("crate %s: the parameterization's value is not base64: %w", pkg.Name, err)
			}
			dependency.Parameterization = &pulumirpc.PackageParameterization{
				Name: p.Name, Version: p.Version, Value: value,
			}
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
