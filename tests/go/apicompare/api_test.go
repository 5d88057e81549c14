package main

import (
	"compress/gzip"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A small package tree in the shape of a generated Pulumi Go SDK: a root package with a
// resource, its args and output types, an enum and a function; a config subpackage; an
// internal package that is not API.
var fixture = map[string]string{
	"go.mod": "module example.com/pulumi-thing/sdk/v2\n\ngo 1.23\n",
	"go/thing/resource.go": `package thing

import (
	"context"
	"reflect"

	"example.com/pulumi-thing/sdk/v2/go/thing/config"
	"example.com/pulumi-thing/sdk/v2/go/thing/internal"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

type Widget struct {
	pulumi.CustomResourceState

	Name   pulumi.StringOutput    ` + "`pulumi:\"name\"`" + `
	Size   pulumi.IntPtrOutput    ` + "`pulumi:\"size\"`" + `
	Labels pulumi.StringMapOutput ` + "`pulumi:\"labels\"`" + `
	secret string
}

func NewWidget(ctx *pulumi.Context, name string, args *WidgetArgs, opts ...pulumi.ResourceOption) (*Widget, error) {
	_ = internal.Version
	var resource Widget
	return &resource, nil
}

type WidgetArgs struct {
	Name pulumi.StringInput
	Size pulumi.IntPtrInput
	Auth config.AuthPtrInput
}

func (WidgetArgs) ElementType() reflect.Type { return nil }

type WidgetInput interface {
	pulumi.Input

	ToWidgetOutput() WidgetOutput
	ToWidgetOutputWithContext(ctx context.Context) WidgetOutput
}

func (*Widget) ElementType() reflect.Type { return nil }

func (i *Widget) ToWidgetOutput() WidgetOutput { return WidgetOutput{} }

type WidgetOutput struct{ *pulumi.OutputState }

func (o WidgetOutput) Name() pulumi.StringOutput { return pulumi.StringOutput{} }

func (o WidgetOutput) helper() {}

type Color string

const (
	ColorRed  = Color("red")
	ColorBlue = Color("blue")
)

type Level int

const (
	LevelLow Level = iota
	LevelHigh
)

var DefaultColor Color = ColorRed

func LookupWidget(ctx *pulumi.Context, args *LookupWidgetArgs, opts ...pulumi.InvokeOption) (*LookupWidgetResult, error) {
	return nil, nil
}

type LookupWidgetArgs struct {
	Name string ` + "`pulumi:\"name\"`" + `
}

type LookupWidgetResult struct {
	Id   string            ` + "`pulumi:\"id\"`" + `
	Tags map[string]string ` + "`pulumi:\"tags\"`" + `
}
`,
	"go/thing/config/config.go": `package config

import (
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func GetToken(ctx *pulumi.Context) string {
	return config.Get(ctx, "thing:token")
}

type AuthPtrInput interface {
	pulumi.Input
}
`,
	"go/thing/internal/internal.go": `package internal

const Version = "1.0.0"

func Exported() {}
`,
	"go/thing/resource_test.go": `package thing

func TestNothing() {}
`,
}

func writeTree(t *testing.T, files map[string]string) string {
	t.Helper()
	dir := t.TempDir()
	for name, text := range files {
		path := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// mutate returns a copy of the fixture with `old` replaced by `new` in `file` (which must
// contain it).
func mutate(t *testing.T, file, old, new string) map[string]string {
	t.Helper()
	files := map[string]string{}
	for name, text := range fixture {
		files[name] = text
	}
	if !strings.Contains(files[file], old) {
		t.Fatalf("%s does not contain %q", file, old)
	}
	files[file] = strings.Replace(files[file], old, new, 1)
	return files
}

func list(t *testing.T, dir string) []string {
	t.Helper()
	facts, err := ListAPI(dir)
	if err != nil {
		t.Fatal(err)
	}
	return facts
}

func contains(facts []string, fact string) bool {
	for _, f := range facts {
		if f == fact {
			return true
		}
	}
	return false
}

func TestListsTheExportedAPI(t *testing.T) {
	facts := list(t, writeTree(t, fixture))
	want := []string{
		"@ package thing",
		"@ type Widget struct",
		"@ embed Widget github.com/pulumi/pulumi/sdk/v3/go/pulumi.CustomResourceState",
		"@ field Widget.Name github.com/pulumi/pulumi/sdk/v3/go/pulumi.StringOutput `pulumi:\"name\"`",
		"@ field WidgetArgs.Auth @/config.AuthPtrInput",
		"@ func NewWidget(*github.com/pulumi/pulumi/sdk/v3/go/pulumi.Context, string, *WidgetArgs, ...github.com/pulumi/pulumi/sdk/v3/go/pulumi.ResourceOption) (*Widget, error)",
		"@ method (WidgetArgs).ElementType() reflect.Type",
		"@ method (*Widget).ToWidgetOutput() WidgetOutput",
		"@ type WidgetInput interface",
		"@ ifembed WidgetInput github.com/pulumi/pulumi/sdk/v3/go/pulumi.Input",
		"@ imethod WidgetInput.ToWidgetOutputWithContext(context.Context) WidgetOutput",
		"@ embed WidgetOutput *github.com/pulumi/pulumi/sdk/v3/go/pulumi.OutputState",
		"@ type Color string",
		"@ const ColorRed = Color(\"red\")",
		"@ const LevelHigh Level = iota (iota 1)",
		"@ var DefaultColor Color",
		"@ field LookupWidgetResult.Tags map[string]string `pulumi:\"tags\"`",
		"@/config package config",
		"@/config func GetToken(*github.com/pulumi/pulumi/sdk/v3/go/pulumi.Context) string",
	}
	for _, fact := range want {
		if !contains(facts, fact) {
			t.Errorf("missing fact %q in:\n%s", fact, strings.Join(facts, "\n"))
		}
	}
	for _, fact := range facts {
		for _, hidden := range []string{"secret", "helper", "internal", "TestNothing", "Version"} {
			if strings.Contains(fact, hidden) {
				t.Errorf("unexported, internal or test-only element listed: %q", fact)
			}
		}
	}
}

// Each mutation of the package must lower the coverage and show up as a missing fact.
func TestCatchesMutations(t *testing.T) {
	const resource = "go/thing/resource.go"
	cases := []struct {
		name, file, old, new string
		missing              string
	}{
		{"renamed method", resource, "func (o WidgetOutput) Name()", "func (o WidgetOutput) Nam()",
			"@ method (WidgetOutput).Name() github.com/pulumi/pulumi/sdk/v3/go/pulumi.StringOutput"},
		{"pointer receiver made a value receiver", resource, "func (i *Widget) ToWidgetOutput", "func (i Widget) ToWidgetOutput",
			"@ method (*Widget).ToWidgetOutput() WidgetOutput"},
		{"dropped struct field", resource, "\tSize pulumi.IntPtrInput\n", "",
			"@ field WidgetArgs.Size github.com/pulumi/pulumi/sdk/v3/go/pulumi.IntPtrInput"},
		{"changed field type", resource, "Size pulumi.IntPtrInput", "Size pulumi.IntInput",
			"@ field WidgetArgs.Size github.com/pulumi/pulumi/sdk/v3/go/pulumi.IntPtrInput"},
		{"changed struct tag", resource, "`pulumi:\"labels\"`", "`pulumi:\"label\"`",
			"@ field Widget.Labels github.com/pulumi/pulumi/sdk/v3/go/pulumi.StringMapOutput `pulumi:\"labels\"`"},
		{"dropped embedded field", resource, "pulumi.CustomResourceState\n", "\n",
			"@ embed Widget github.com/pulumi/pulumi/sdk/v3/go/pulumi.CustomResourceState"},
		{"removed type", resource, "type LookupWidgetArgs struct {\n\tName string `pulumi:\"name\"`\n}\n", "",
			"@ type LookupWidgetArgs struct"},
		{"changed function signature", resource, "opts ...pulumi.InvokeOption) (*LookupWidgetResult, error)", "opts ...pulumi.InvokeOption) (LookupWidgetResult, error)",
			"@ func LookupWidget(*github.com/pulumi/pulumi/sdk/v3/go/pulumi.Context, *LookupWidgetArgs, ...github.com/pulumi/pulumi/sdk/v3/go/pulumi.InvokeOption) (*LookupWidgetResult, error)"},
		{"variadic parameter made a slice", resource, "opts ...pulumi.ResourceOption", "opts []pulumi.ResourceOption",
			"@ func NewWidget(*github.com/pulumi/pulumi/sdk/v3/go/pulumi.Context, string, *WidgetArgs, ...github.com/pulumi/pulumi/sdk/v3/go/pulumi.ResourceOption) (*Widget, error)"},
		{"unexported-ified type", resource, "type WidgetOutput struct", "type widgetOutput struct",
			"@ type WidgetOutput struct"},
		{"unexported-ified function", resource, "func NewWidget(", "func newWidget(",
			"@ func NewWidget(*github.com/pulumi/pulumi/sdk/v3/go/pulumi.Context, string, *WidgetArgs, ...github.com/pulumi/pulumi/sdk/v3/go/pulumi.ResourceOption) (*Widget, error)"},
		{"unexported-ified field", resource, "\tName pulumi.StringInput\n", "\tname pulumi.StringInput\n",
			"@ field WidgetArgs.Name github.com/pulumi/pulumi/sdk/v3/go/pulumi.StringInput"},
		{"removed interface method", resource, "\tToWidgetOutput() WidgetOutput\n", "",
			"@ imethod WidgetInput.ToWidgetOutput() WidgetOutput"},
		{"changed enum value", resource, "Color(\"blue\")", "Color(\"Blue\")",
			"@ const ColorBlue = Color(\"blue\")"},
		{"changed underlying type", resource, "type Color string", "type Color int",
			"@ type Color string"},
		{"changed map element type", resource, "Tags map[string]string", "Tags map[string]interface{}",
			"@ field LookupWidgetResult.Tags map[string]string `pulumi:\"tags\"`"},
		{"changed package name", "go/thing/config/config.go", "package config", "package cfg",
			"@/config package config"},
		{"unexported-ified function of a subpackage", "go/thing/config/config.go", "func GetToken(", "func getToken(",
			"@/config func GetToken(*github.com/pulumi/pulumi/sdk/v3/go/pulumi.Context) string"},
	}
	reference := list(t, writeTree(t, fixture))
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if !contains(reference, c.missing) {
				t.Fatalf("the reference lacks the fact the mutation should remove: %q", c.missing)
			}
			ours := list(t, writeTree(t, mutate(t, c.file, c.old, c.new)))
			cmp := Compare(reference, ours)
			if cmp.Coverage() >= 100 || len(cmp.Missing) == 0 {
				t.Fatalf("mutation not caught: %s", cmp.Summary())
			}
			if !contains(cmp.Missing, c.missing) {
				t.Errorf("missing facts %q do not include %q", cmp.Missing, c.missing)
			}
		})
	}
}

// The same tree published under another module path, with other import aliases, in another
// layout above the package root and with its declarations moved between files, has the same
// API.
func TestSameAPIUnderAnotherModulePath(t *testing.T) {
	reference := list(t, writeTree(t, fixture))
	moved := map[string]string{}
	for name, text := range fixture {
		text = strings.ReplaceAll(text, "example.com/pulumi-thing/sdk/v2/go/thing", "git.example.org/other/sdk/v7/thing")
		text = strings.ReplaceAll(text, "module example.com/pulumi-thing/sdk/v2", "module git.example.org/other/sdk/v7")
		name = strings.Replace(name, "go/thing", "thing", 1)
		moved[name] = text
	}
	moved["thing/resource.go"] = strings.Replace(moved["thing/resource.go"],
		"\t\"github.com/pulumi/pulumi/sdk/v3/go/pulumi\"", "\tp \"github.com/pulumi/pulumi/sdk/v3/go/pulumi\"", 1)
	moved["thing/resource.go"] = strings.ReplaceAll(moved["thing/resource.go"], "pulumi.", "p.")
	// Split the file: the function moves to a file of its own.
	lookup := "func LookupWidget("
	i := strings.Index(moved["thing/resource.go"], lookup)
	j := strings.Index(moved["thing/resource.go"], "type LookupWidgetArgs")
	moved["thing/lookup.go"] = "package thing\n\nimport \"github.com/pulumi/pulumi/sdk/v3/go/pulumi\"\n\n" +
		moved["thing/resource.go"][i:j]
	moved["thing/lookup.go"] = strings.ReplaceAll(moved["thing/lookup.go"], "p.", "pulumi.")
	moved["thing/resource.go"] = moved["thing/resource.go"][:i] + moved["thing/resource.go"][j:]

	for _, dir := range []string{writeTree(t, moved), filepath.Join(writeTree(t, moved), "thing")} {
		ours := list(t, dir)
		cmp := Compare(reference, ours)
		if cmp.Coverage() != 100 || len(cmp.Missing) != 0 || len(cmp.Extra) != 0 {
			t.Errorf("%s: %s; missing %q; extra %q", dir, cmp.Summary(), cmp.Missing, cmp.Extra)
		}
	}
}

// A package tree without go.mod (e.g. a generator's output before a module is added) names
// its own packages from its imports of them.
func TestTreeWithoutGoMod(t *testing.T) {
	reference := list(t, writeTree(t, fixture))
	files := map[string]string{}
	for name, text := range fixture {
		if name != "go.mod" {
			files[strings.TrimPrefix(name, "go/thing/")] = text
		}
	}
	cmp := Compare(reference, list(t, writeTree(t, files)))
	if cmp.Coverage() != 100 || len(cmp.Extra) != 0 {
		t.Errorf("%s; missing %q; extra %q", cmp.Summary(), cmp.Missing, cmp.Extra)
	}
}

func TestExtraFactsDoNotLowerCoverage(t *testing.T) {
	reference := list(t, writeTree(t, fixture))
	ours := list(t, writeTree(t, mutate(t, "go/thing/resource.go", "type Color string", "type Extra int\n\ntype Color string")))
	cmp := Compare(reference, ours)
	if cmp.Coverage() != 100 || len(cmp.Extra) != 1 || cmp.Extra[0] != "@ type Extra int" {
		t.Errorf("%s; extra %q", cmp.Summary(), cmp.Extra)
	}
}

func TestCoverageIsRoundedDown(t *testing.T) {
	c := Comparison{Reference: 100000, Present: 99999}
	if c.Coverage() != 99.99 || c.Summary() != "api coverage: 99.99% (99999/100000)" {
		t.Errorf("%v %s", c.Coverage(), c.Summary())
	}
}

// A listing read back from a file (plain or gzip-compressed, with comments) equals the
// directory's.
func TestListingFiles(t *testing.T) {
	dir := writeTree(t, fixture)
	facts := list(t, dir)
	text := "# a comment\n" + strings.Join(facts, "\n") + "\n"
	plain := filepath.Join(t.TempDir(), "thing.api")
	if err := os.WriteFile(plain, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	zipped := plain + ".gz"
	f, err := os.Create(zipped)
	if err != nil {
		t.Fatal(err)
	}
	w := gzip.NewWriter(f)
	if _, err := w.Write([]byte(text)); err != nil {
		t.Fatal(err)
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	f.Close()
	for _, source := range []string{plain, zipped, dir} {
		read, err := ReadFacts(source)
		if err != nil {
			t.Fatal(err)
		}
		if strings.Join(read, "\n") != strings.Join(facts, "\n") {
			t.Errorf("%s reads back differently", source)
		}
	}
}

func TestErrors(t *testing.T) {
	if _, err := ListAPI(t.TempDir()); err == nil {
		t.Error("an empty directory has no API: want an error")
	}
	dir := writeTree(t, map[string]string{"a.go": "package a\n\nfunc (\n"})
	if _, err := ListAPI(dir); err == nil {
		t.Error("a syntax error must be an error")
	}
}
