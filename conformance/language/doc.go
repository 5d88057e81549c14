// Package conformance runs Pulumi's language conformance suite (pulumi-test-language) against
// pulumi-language-rust; see language_test.go.
package conformance
