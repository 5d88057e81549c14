package conformance

// Pulumi's language conformance suite against pulumi-language-rust, driven as Pulumi drives it
// for its own hosts: the suite's server (pulumi-test-language's runner, in this process) is
// asked to prepare the tests against the host (a separate process, the installed binary), then
// to run each test; the server generates the SDKs and the program through the host, snapshots
// them (testdata/), runs the program through the engine and checks the state.
//
// Inputs (environment):
//   - SDKGEN_LANGUAGE_HOST: the pulumi-language-rust binary (required);
//   - SDKGEN_CONFORMANCE_WORK: a scratch directory (default: a temporary one);
//   - SDKGEN_CONFORMANCE_TESTS: which tests: `all`, a file listing test names (one a line), or
//     names separated by commas (default: all);
//   - SDKGEN_CONFORMANCE_REPORT: a directory to write the results into: results.json and
//     table.txt, the table this test prints (optional);
//   - PULUMI_ACCEPT=1: write the snapshots instead of comparing them.
//
// The tests run in child processes of this test binary (child_test.go): the suite's test
// providers run inside the suite's process, and one that panics ends it.
//
// expected-failures.txt lists the tests that do not pass yet, each with its reason. The test
// fails when a test fails that is not listed, and when a listed test passes (the list can only
// shrink).

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/pulumi/pulumi/pkg/v3/testing/pulumi-test-language/tests"
)

// result is one test's outcome.
type result struct {
	Test     string   `json:"test"`
	Passed   bool     `json:"passed"`
	Expected string   `json:"expected_failure,omitempty"`
	Messages []string `json:"messages,omitempty"`
	// Output is the end of what the engine printed, for a failed test.
	Output   string        `json:"output,omitempty"`
	Duration time.Duration `json:"duration_ns"`
}

func TestLanguage(t *testing.T) {
	if os.Getenv(childTestsVar) != "" {
		t.Skip("a child run (TestLanguageChild) of the suite")
	}
	if os.Getenv("SDKGEN_LANGUAGE_HOST") == "" {
		t.Fatal("SDKGEN_LANGUAGE_HOST is not set: it names the pulumi-language-rust binary to test " +
			"(cargo test --test suite language_conformance:: builds and sets it)")
	}
	expected, err := readExpectedFailures("expected-failures.txt")
	if err != nil {
		t.Fatal(err)
	}
	var all []string
	for name := range tests.LanguageTests {
		if !strings.HasPrefix(name, "internal-") {
			all = append(all, name)
		}
	}
	for name := range expected {
		if !contains(all, name) {
			t.Errorf("expected-failures.txt lists %s, which the suite does not have", name)
		}
	}
	selected, err := selectTests(all, os.Getenv("SDKGEN_CONFORMANCE_TESTS"))
	if err != nil {
		t.Fatal(err)
	}
	work := os.Getenv("SDKGEN_CONFORMANCE_WORK")
	if work == "" {
		work = t.TempDir()
	}
	results := runInChildren(t, work, selected)
	t.Run("tests", func(t *testing.T) {
		for i := range results {
			results[i].Expected = expected[results[i].Test]
			logResult(t, results[i])
		}
	})
	report(t, results, len(all))
}

// logResult logs a test's messages (and output, when it failed) under a subtest of its name,
// which fails unless the test did what expected-failures.txt says.
func logResult(t *testing.T, r result) {
	t.Run(r.Test, func(t *testing.T) {
		for _, message := range r.Messages {
			t.Log(message)
		}
		if r.Output != "" {
			t.Log(r.Output)
		}
		switch {
		case !r.Passed && r.Expected == "":
			t.Error("fails, and expected-failures.txt does not list it")
		case r.Passed && r.Expected != "":
			t.Error("passes, but expected-failures.txt lists it: remove it from the list")
		}
	})
}

// report prints the table of results and fails on any test that did not do as the list of
// expected failures says.
func report(t *testing.T, results []result, total int) {
	var table strings.Builder
	passed, failedAsExpected := 0, 0
	var unexpected []string
	fmt.Fprintf(&table, "\n%-58s %-8s %s\n", "test", "result", "note")
	for _, r := range results {
		outcome, note := "pass", ""
		switch {
		case r.Passed && r.Expected != "":
			outcome, note = "PASS", "listed in expected-failures.txt: remove it"
			unexpected = append(unexpected, r.Test+" passes but is listed as an expected failure")
		case r.Passed:
			passed++
		case r.Expected != "":
			outcome, note = "fail", "expected: "+r.Expected
			failedAsExpected++
		default:
			outcome, note = "FAIL", firstLine(r.Messages)
			unexpected = append(unexpected, r.Test+" fails: "+firstLine(r.Messages))
		}
		fmt.Fprintf(&table, "%-58s %-8s %s\n", r.Test, outcome, note)
	}
	fmt.Fprintf(&table, "\n%d of %d selected tests pass (%d listed as expected failures); the suite has %d\n",
		passed, len(results), failedAsExpected, total)
	fmt.Fprint(os.Stdout, table.String())
	if dir := os.Getenv("SDKGEN_CONFORMANCE_REPORT"); dir != "" {
		data, err := json.MarshalIndent(results, "", "  ")
		if err == nil {
			err = os.WriteFile(filepath.Join(dir, "results.json"), data, 0o644)
		}
		if err == nil {
			err = os.WriteFile(filepath.Join(dir, "table.txt"), []byte(table.String()), 0o644)
		}
		if err != nil {
			t.Errorf("cannot write the report into %s: %v", dir, err)
		}
	}
	if len(unexpected) > 0 {
		t.Errorf("%d test(s) did not do what expected-failures.txt says:\n%s",
			len(unexpected), strings.Join(unexpected, "\n"))
	}
}

// readExpectedFailures reads `name: reason` lines (`#` starts a comment line).
func readExpectedFailures(path string) (map[string]string, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	expected := map[string]string{}
	for i, line := range strings.Split(string(data), "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		name, reason, found := strings.Cut(line, ":")
		reason = strings.TrimSpace(reason)
		if !found || reason == "" {
			return nil, fmt.Errorf("%s:%d: expected `test-name: reason`", path, i+1)
		}
		if _, twice := expected[name]; twice {
			return nil, fmt.Errorf("%s:%d: %s is listed twice", path, i+1, name)
		}
		expected[strings.TrimSpace(name)] = reason
	}
	return expected, nil
}

// selectTests picks the tests to run: all of them, or those a file lists.
func selectTests(all []string, selection string) ([]string, error) {
	sort.Strings(all)
	if selection == "" || selection == "all" {
		return all, nil
	}
	names := strings.Split(selection, ",")
	if data, err := os.ReadFile(selection); err == nil {
		names = strings.Split(string(data), "\n")
	}
	var selected []string
	for _, line := range names {
		name := strings.TrimSpace(line)
		if name == "" || strings.HasPrefix(name, "#") {
			continue
		}
		if !contains(all, name) {
			return nil, fmt.Errorf("%s lists %s, which the suite does not have", selection, name)
		}
		selected = append(selected, name)
	}
	return selected, nil
}

func contains(list []string, name string) bool {
	for _, item := range list {
		if item == name {
			return true
		}
	}
	return false
}

// firstLine is the gist of a test's messages: the first line that says something (testify's
// messages start with a location, then `Error:`).
func firstLine(messages []string) string {
	if len(messages) == 0 {
		return "(no message)"
	}
	lines := strings.Split(messages[0], "\n")
	line := strings.TrimSpace(lines[0])
	for i, l := range lines {
		if text, ok := strings.CutPrefix(strings.TrimSpace(l), "Error:"); ok {
			line = strings.TrimSpace(text)
			// "Received unexpected error:", "Not equal:": what follows says which.
			if (line == "" || strings.HasSuffix(line, ":")) && i+1 < len(lines) {
				line = strings.TrimSpace(line + " " + strings.TrimSpace(lines[i+1]))
			}
			break
		}
	}
	if len(line) > 160 {
		line = line[:160] + "…"
	}
	return line
}
