package main

import (
	"fmt"
	"path"
	"strings"

	"github.com/pulumi/pulumi/pkg/v3/codegen/schema"

	gogen "github.com/pulumi/pulumi/pkg/v3/codegen/go"
	"github.com/pulumi/pulumi/pkg/v3/codegen/nodejs"
	"github.com/pulumi/pulumi/pkg/v3/codegen/python"
	"sdkgen.dev/conformance/refcommon"
)

// pulumiVersion is the pkg/v3 version go.mod pins; the cache of reference output is keyed by it.
const pulumiVersion = "v3.274.1"

// generate calls each language's GeneratePackage with the arguments its language host passes.
func generate(lang, schemaPath, out string) error {
	pkg, loader, err := refcommon.Bind(schemaPath)
	if err != nil {
		return err
	}
	var files map[string][]byte
	switch lang {
	case "python":
		files, err = python.GeneratePackage("pulumi-language-python", pkg, nil, loader)
	case "nodejs":
		files, err = nodejs.GeneratePackage("pulumi-language-nodejs", pkg, nil, nil, false, loader)
	case "go":
		files, err = gogen.GeneratePackage("pulumi-language-go", pkg, nil)
		if err == nil {
			addGoMod(pkg, files)
		}
	default:
		return fmt.Errorf("this build generates python, nodejs and go, not %q (dotnet: refgen-dotnet)", lang)
	}
	if err != nil {
		return err
	}
	return refcommon.WriteFiles(out, files)
}

// addGoMod adds the go.mod a provider repository keeps beside its Go SDK (the generator writes
// none), so that the SDK's own packages are told apart from other modules by their import path.
func addGoMod(pkg *schema.Package, files map[string][]byte) {
	if _, ok := files["go.mod"]; ok {
		return
	}
	base := gogen.ExtractImportBasePath(pkg.Reference())
	if info, ok := pkg.Language["go"].(gogen.GoPackageInfo); ok && info.ImportBasePath != "" {
		base = info.ImportBasePath
	}
	module := base
	for name := range files {
		if dir, _, ok := strings.Cut(name, "/"); ok && path.Ext(name) == ".go" {
			module = strings.TrimSuffix(base, "/"+dir)
			break
		}
	}
	files["go.mod"] = []byte("module " + module + "\n")
}
