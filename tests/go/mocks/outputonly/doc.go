// Package outputonly checks sdkgen's `"outputOnly": true` schema extension in the generated
// streamcloud Go SDK (generated/streamcloud/go): an outputOnly field is computed by the
// service, so it is absent from the type's input struct XArgs (no field of that name, no
// field tagged with its wire name) and kept in the plain struct X (the output form, used
// for results) and in the accessors of XOutput.
//
// The list of outputOnly fields is read from schema/streamcloud.json at test time (and
// compared with a hand-written list, so the check cannot pass vacuously); every other field
// of every type must be in XArgs with the Input type Pulumi's Go generator gives it (the
// positive control), and a type without outputOnly fields (ProviderOauth) keeps them all.
//
// streamcloud's object types are referenced by no resource or function, so Pulumi's own Go
// generator emits only their plain structs; sdkgen generates their input (XArgs, XInput)
// and output (XOutput) forms too. Against Pulumi's output this package therefore does not
// compile (undefined: sc.XArgs); against sdkgen's it must compile and pass. Run with
// `go test -count=1 ./...` from tests/go/mocks (this package is one of ./...).
package outputonly
