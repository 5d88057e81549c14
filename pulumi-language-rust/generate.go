package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"

	"github.com/pulumi/pulumi/pkg/v3/codegen/hcl2/syntax"
	"github.com/pulumi/pulumi/pkg/v3/codegen/pcl"
	"github.com/pulumi/pulumi/pkg/v3/codegen/schema"
	"github.com/pulumi/pulumi/pkg/v3/resource/plugin"
	pulumirpc "github.com/pulumi/pulumi/sdk/v3/proto/go"
	"sdkgen.dev/pulumi-language-rust/codegen"
)

// GeneratePackage writes a package's SDK crate with sdkgen's Rust target.
func (h *rustHost) GeneratePackage(
	ctx context.Context, req *pulumirpc.GeneratePackageRequest,
) (*pulumirpc.GeneratePackageResponse, error) {
	scratch, err := os.MkdirTemp("", "pulumi-language-rust-package-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(scratch)
	schemaPath := filepath.Join(scratch, "schema.json")
	if err := os.WriteFile(schemaPath, []byte(req.GetSchema()), 0o600); err != nil {
		return nil, err
	}
	out := filepath.Join(scratch, "out")
	if _, err := runSdkgen(ctx, "generate", schemaPath, "--lang", "rust", "--out", out, "--quiet",
		"--color", "never"); err != nil {
		return nil, err
	}
	packages, err := os.ReadDir(out)
	if err != nil || len(packages) != 1 {
		return nil, fmt.Errorf("sdkgen wrote no single package into %s", out)
	}
	if err := copyCrate(filepath.Join(out, packages[0].Name(), "rust"), req.GetDirectory()); err != nil {
		return nil, err
	}
	for name, data := range req.GetExtraFiles() {
		path := filepath.Join(req.GetDirectory(), name)
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			return nil, err
		}
		if err := os.WriteFile(path, data, 0o644); err != nil {
			return nil, err
		}
	}
	return &pulumirpc.GeneratePackageResponse{}, nil
}

// runSdkgen runs sdkgen with args; its diagnostics make the error.
func runSdkgen(ctx context.Context, args ...string) ([]byte, error) {
	sdkgen, err := sdkgenPath()
	if err != nil {
		return nil, err
	}
	var stderr bytes.Buffer
	cmd := exec.CommandContext(ctx, sdkgen, args...)
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return nil, fmt.Errorf("sdkgen %s failed: %w\n%s", args[0], err, stderr.String())
	}
	return out, nil
}

// GenerateProject converts a directory of PCL into a Rust project.
func (h *rustHost) GenerateProject(
	ctx context.Context, req *pulumirpc.GenerateProjectRequest,
) (*pulumirpc.GenerateProjectResponse, error) {
	loader, err := schema.NewLoaderClient(req.GetLoaderTarget())
	if err != nil {
		return nil, err
	}
	defer loader.Close()
	options := []pcl.BindOption{pcl.PreferOutputVersionedInvokes}
	if !req.GetStrict() {
		options = append(options, pcl.NonStrictBindOptions()...)
	}
	program, diags, err := pcl.BindDirectory(req.GetSourceDirectory(), schema.NewCachedLoader(loader), options...)
	if err != nil {
		return nil, err
	}
	if diags.HasErrors() {
		return &pulumirpc.GenerateProjectResponse{Diagnostics: plugin.HclDiagnosticsToRPCDiagnostics(diags)}, nil
	}
	var project struct {
		Name string `json:"name"`
		Main string `json:"main"`
	}
	if err := json.Unmarshal([]byte(req.GetProject()), &project); err != nil {
		return nil, fmt.Errorf("the project is not valid JSON: %w", err)
	}
	generateOptions, err := h.generateOptions(ctx, program, req.GetLocalDependencies())
	if err != nil {
		return nil, err
	}
	genDiags, err := codegen.GenerateProject(req.GetTargetDirectory(),
		codegen.Project{Name: project.Name, Main: project.Main}, program, generateOptions)
	diags = append(diags, genDiags...)
	if err != nil {
		return nil, err
	}
	if !diags.HasErrors() {
		sources, _ := filepath.Glob(filepath.Join(req.GetTargetDirectory(), project.Main, "src", "*.rs"))
		for _, source := range sources {
			rustfmt(ctx, source)
		}
	}
	return &pulumirpc.GenerateProjectResponse{Diagnostics: plugin.HclDiagnosticsToRPCDiagnostics(diags)}, nil
}

// GenerateProgram converts PCL source files into a Rust program's files.
func (h *rustHost) GenerateProgram(
	ctx context.Context, req *pulumirpc.GenerateProgramRequest,
) (*pulumirpc.GenerateProgramResponse, error) {
	loader, err := schema.NewLoaderClient(req.GetLoaderTarget())
	if err != nil {
		return nil, err
	}
	defer loader.Close()
	parser := syntax.NewParser()
	for path, contents := range req.GetSource() {
		if err := parser.ParseFile(strings.NewReader(contents), path); err != nil {
			return nil, err
		}
		if parser.Diagnostics.HasErrors() {
			return &pulumirpc.GenerateProgramResponse{
				Diagnostics: plugin.HclDiagnosticsToRPCDiagnostics(parser.Diagnostics),
			}, nil
		}
	}
	options := []pcl.BindOption{pcl.PreferOutputVersionedInvokes}
	if !req.GetStrict() {
		options = append(options, pcl.NonStrictBindOptions()...)
	}
	program, diags, err := pcl.BindProgram(parser.Files, schema.NewCachedLoader(loader), options...)
	if err != nil {
		return nil, err
	}
	if diags.HasErrors() {
		return &pulumirpc.GenerateProgramResponse{Diagnostics: plugin.HclDiagnosticsToRPCDiagnostics(diags)}, nil
	}
	generateOptions, err := h.generateOptions(ctx, program, nil)
	if err != nil {
		return nil, err
	}
	files, genDiags, err := codegen.GenerateProgram(program, generateOptions)
	diags = append(diags, genDiags...)
	if err != nil {
		return nil, err
	}
	for name, text := range files {
		files[name] = rustfmtText(ctx, text)
	}
	return &pulumirpc.GenerateProgramResponse{
		Source: files, Diagnostics: plugin.HclDiagnosticsToRPCDiagnostics(diags),
	}, nil
}

// generateOptions: the crates of the program's packages, named by sdkgen.
func (h *rustHost) generateOptions(
	ctx context.Context, program *pcl.Program, localDependencies map[string]string,
) (codegen.Options, error) {
	options := codegen.Options{
		RuntimeVersion:    runtimeRequirement(),
		LocalDependencies: localDependencies,
		Packages:          map[string]*codegen.PackageNames{},
	}
	for _, ref := range program.PackageReferences() {
		if ref.Name() == "pulumi" {
			continue
		}
		pkg, err := ref.Definition()
		if err != nil {
			return options, err
		}
		names, err := packageNames(ctx, pkg)
		if err != nil {
			return options, err
		}
		options.Packages[ref.Name()] = names
	}
	return options, nil
}

// packageNames asks sdkgen how it names the crate of pkg and its members.
func packageNames(ctx context.Context, pkg *schema.Package) (*codegen.PackageNames, error) {
	spec, err := pkg.MarshalJSON()
	if err != nil {
		return nil, err
	}
	scratch, err := os.MkdirTemp("", "pulumi-language-rust-names-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(scratch)
	path := filepath.Join(scratch, "schema.json")
	if err := os.WriteFile(path, spec, 0o600); err != nil {
		return nil, err
	}
	out, err := runSdkgen(ctx, "language-host", "names", path)
	if err != nil {
		return nil, err
	}
	var names codegen.PackageNames
	if err := json.Unmarshal(out, &names); err != nil {
		return nil, fmt.Errorf("cannot read sdkgen's names of %s: %w", pkg.Name, err)
	}
	return &names, nil
}

// runtimeRequirement is the sdkgen-runtime versions a program accepts: those compatible with
// this host's (sdkgen's) version.
func runtimeRequirement() string {
	major, rest, _ := strings.Cut(version, ".")
	minor, _, _ := strings.Cut(rest, ".")
	if major == "0" {
		return "0." + minor
	}
	return major
}

// rustfmt formats a generated file in place when rustfmt is installed (the program is valid
// Rust without it, only less tidy).
func rustfmt(ctx context.Context, path string) {
	text, err := os.ReadFile(path)
	if err != nil {
		return
	}
	_ = os.WriteFile(path, rustfmtText(ctx, text), 0o644)
}

func rustfmtText(ctx context.Context, text []byte) []byte {
	cmd := exec.CommandContext(ctx, "rustfmt", "--edition", "2021")
	cmd.Stdin = bytes.NewReader(text)
	out, err := cmd.Output()
	if err != nil || len(out) == 0 {
		return text
	}
	return out
}
