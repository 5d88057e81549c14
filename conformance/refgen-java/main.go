// refgen-java runs Pulumi's Java generator (pkg/codegen/java of github.com/pulumi/pulumi-java,
// pinned by exact version in go.mod: the module proxy serves no version list for it) on a
// package schema, as the Java language host's GeneratePackage does; see refgen.
package main

import (
	"encoding/json"
	"fmt"

	javagen "github.com/pulumi/pulumi-java/pkg/codegen/java"
	"github.com/pulumi/pulumi/pkg/v3/codegen/schema"
	"sdkgen.dev/conformance/refcommon"
)

// javaVersion is the pulumi-java version go.mod pins; the cache of reference output is keyed by
// this build's sources, go.mod included.
const javaVersion = "pulumi-java v1.34.0"

func main() { refcommon.Main(javaVersion, generate) }

// generate hands the generator the schema the CLI would send the language host (the package
// refcommon binds, marshalled), merges types whose tokens differ only in case as the host does,
// binds that with dangling references allowed and generates with the host's arguments.
func generate(lang, schemaPath, out string) error {
	if lang != "java" {
		return fmt.Errorf("this build generates java only, not %q", lang)
	}
	pkg, loader, err := refcommon.Bind(schemaPath)
	if err != nil {
		return err
	}
	data, err := pkg.MarshalJSON()
	if err != nil {
		return err
	}
	var spec schema.PackageSpec
	if err := json.Unmarshal(data, &spec); err != nil {
		return err
	}
	deduped, diags, err := javagen.DeduplicateTypes(&spec)
	if err != nil {
		return err
	}
	if diags.HasErrors() {
		return diags
	}
	bound, diags, err := schema.BindSpec(*deduped, loader, schema.ValidationOptions{
		AllowDanglingReferences: true,
	})
	if err != nil {
		return err
	}
	if diags.HasErrors() {
		return diags
	}
	files, err := javagen.GeneratePackage("pulumi-language-java", bound, nil, nil, false /*local*/, false /*legacyBuildFiles*/)
	if err != nil {
		return err
	}
	return refcommon.WriteFiles(out, files)
}
