//go:build tools

// The Pulumi CLI the end-to-end tests run is built from Pulumi's own module at the version
// go.mod pins (`go build github.com/pulumi/pulumi/pkg/v3/cmd/pulumi`); this import keeps that
// package's dependencies in go.mod and go.sum.
package engine

import _ "github.com/pulumi/pulumi/pkg/v3/cmd/pulumi"
