// refgen runs Pulumi's own code generator (pkg/v3, version pinned in go.mod) on a package
// schema, the way `pulumi package gen-sdk` and the language hosts do, but offline: referenced
// packages load from schema files beside the schema, never from plugins.
package main

import "sdkgen.dev/conformance/refcommon"

func main() { refcommon.Main(pulumiVersion, generate) }
