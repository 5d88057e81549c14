// Package gomocks runs the Go SDKs that sdkgen generates for the two seed packages
// (generated/streamcloud/go, generated/gatewaycloud/go) under Pulumi's Go mocks.
//
// Run from this folder (the Rust test suite does exactly this and requires exit 0):
//
//	go test -count=1 ./...
//
// add -v to see every test and the closing `gomocks: N checks passed, M failed` line. The seed
// schemas are read at test time from the first `schema/` folder above the working directory
// (or $SDKGEN_SCHEMA_DIR). go.mod points both seed modules at ../../../generated/<seed>/go.
//
// What is checked (the Go counterpart of tests/python/seed_mocks.py and
// tests/nodejs/mocks/seed_mocks.ts); expected: the exported API of Pulumi's own Go generator
// (pkg/codegen/go v3.259.0) for the same schemas, with sdkgen's outputOnly rule:
//
//   - api_test.go: compile-time signatures of every function, NewProvider and config getter,
//     and by reflection the exact shape (field names, `pulumi:"..."` tags, Go types) of every
//     function Args/OutputArgs/Result struct, every object type's plain struct and of its Args
//     and Output types where Pulumi's generator emits them, ProviderArgs and the provider's
//     outputs, all derived from the schema JSON, plus the schema facts the hand-written
//     expectations rest on;
//   - functions_test.go: every gatewaycloud function, called in both forms
//     (`GetX(ctx, &GetXArgs{...})` and `GetXOutput(ctx, GetXOutputArgs{...})`) with arguments
//     derived from the schema (nested filter objects, true and false booleans, Outputs and
//     secrets) and with hand-written typed arguments; checked: the invoke token, the exact wire
//     arguments the mock receives (camelCase, nested), the typed result (canned mock results,
//     camelCase keys -> Go fields, nested lists/maps/objects, optional pointers), and for the
//     Output form the resolved value, its secretness and every lifted accessor;
//   - provider_test.go: NewProvider of both seeds: type token, wire inputs (secrets arrive
//     wrapped, non-string inputs as their own kind), environment defaults (PLATFORM_TOKEN,
//     PLATFORM_SPAT, TABLEFLOW_API_KEY, TABLEFLOW_API_SECRET) and the maxRetries default 4,
//     explicit arguments winning over the environment, provider outputs, invokes through an
//     explicit provider;
//   - config_test.go: every `config.GetX(ctx)` getter with no config, with environment
//     variables, and with stack config (set through pulumi.RunInfo.Config and PULUMI_CONFIG);
//   - outputonly/: that every `"outputOnly": true` field of every streamcloud type is absent
//     from the type's Args input struct and present in its plain (output) struct and Output
//     accessors. It references the XArgs/XOutput types of streamcloud's unreferenced object
//     types, which Pulumi's own generator does not emit, so against Pulumi's output that
//     package does not compile; against sdkgen's it must pass.
package gomocks
