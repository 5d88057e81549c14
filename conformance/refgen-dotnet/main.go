// refgen-dotnet runs the last Pulumi generator with C# support (pkg/v3 v3.225.1, the last with
// codegen/dotnet) on a package schema; see refgen.
package main

import (
	"bytes"
	"fmt"
	"io"
	"net/http"

	"github.com/pulumi/pulumi/pkg/v3/codegen/dotnet"
	"sdkgen.dev/conformance/refcommon"
)

// pulumiVersion is the pkg/v3 version go.mod pins: the last one with codegen/dotnet.
const pulumiVersion = "v3.225.1"

func main() { refcommon.Main(pulumiVersion, generate) }

// offline answers the generator's logo download with an empty body, so it runs without network.
type offline struct{}

func (offline) RoundTrip(r *http.Request) (*http.Response, error) {
	return &http.Response{
		StatusCode: http.StatusOK,
		Body:       io.NopCloser(bytes.NewReader(nil)),
		Header:     http.Header{},
		Request:    r,
	}, nil
}

func generate(lang, schemaPath, out string) error {
	if lang != "dotnet" {
		return fmt.Errorf("this build generates dotnet only, not %q", lang)
	}
	http.DefaultTransport = offline{}
	pkg, _, err := refcommon.Bind(schemaPath)
	if err != nil {
		return err
	}
	files, err := dotnet.GeneratePackage("pulumi-language-dotnet", pkg, nil, nil)
	if err != nil {
		return err
	}
	return refcommon.WriteFiles(out, files)
}
