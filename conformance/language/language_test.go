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
// expected-failures.txt lists the tests that do not pass yet, each with its reason. The test
// fails when a test fails that is not listed, and when a listed test passes (the list can only
// shrink).

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/pulumi/pulumi/pkg/v3/testing/pulumi-test-language/runner"
	"github.com/pulumi/pulumi/pkg/v3/testing/pulumi-test-language/tests"
	testingrpc "github.com/pulumi/pulumi/sdk/v3/proto/go/testing"
)

// result is one test's outcome.
type result struct {
	Test     string        `json:"test"`
	Passed   bool          `json:"passed"`
	Expected string        `json:"expected_failure,omitempty"`
	Messages []string      `json:"messages,omitempty"`
	Duration time.Duration `json:"duration_ns"`
}

func TestLanguage(t *testing.T) {
	hostBinary := os.Getenv("SDKGEN_LANGUAGE_HOST")
	if hostBinary == "" {
		t.Fatal("SDKGEN_LANGUAGE_HOST is not set: it names the pulumi-language-rust binary to test " +
			"(cargo test --test suite language_conformance:: builds and sets it)")
	}
	expected, err := readExpectedFailures("expected-failures.txt")
	if err != nil {
		t.Fatal(err)
	}
	work := os.Getenv("SDKGEN_CONFORMANCE_WORK")
	if work == "" {
		work = t.TempDir()
	}

	server, err := runner.Start(t.Context(), tests.LanguageTestdata, tests.LanguageTests)
	if err != nil {
		t.Fatalf("cannot start the conformance server: %v", err)
	}
	t.Cleanup(func() { server.Cancel() })
	hostAddress := startHost(t, hostBinary, server.Address())

	all, err := server.GetLanguageTests(t.Context(), &testingrpc.GetLanguageTestsRequest{})
	if err != nil {
		t.Fatal(err)
	}
	selected, err := selectTests(all.Tests, os.Getenv("SDKGEN_CONFORMANCE_TESTS"))
	if err != nil {
		t.Fatal(err)
	}
	for name := range expected {
		if !contains(all.Tests, name) {
			t.Errorf("expected-failures.txt lists %s, which the suite does not have", name)
		}
	}

	root := filepath.Join(work, "run")
	runtimeDir, err := filepath.Abs(filepath.Join("..", "..", "runtime"))
	if err != nil {
		t.Fatal(err)
	}
	prepare, err := server.PrepareLanguageTests(t.Context(), &testingrpc.PrepareLanguageTestsRequest{
		LanguagePluginName:   "rust",
		LanguagePluginTarget: hostAddress,
		TemporaryDirectory:   root,
		SnapshotDirectory:    "./testdata",
		CoreSdkDirectory:     runtimeDir,
		// The program's Cargo.toml names the local crates by path: the snapshots show them
		// under /ROOT/.
		SnapshotEdits: []*testingrpc.PrepareLanguageTestsRequest_Replacement{{
			Path:        `(.+/)?Cargo\.toml`,
			Pattern:     root + "/",
			Replacement: "/ROOT/",
		}},
	})
	if err != nil {
		t.Fatalf("PrepareLanguageTests: %v", err)
	}

	results := runTests(t, server, prepare.Token, selected, expected)
	report(t, results, len(all.Tests))
}

// runTests runs the selected tests two at a time (the server runs as many as the machine has
// cores), each as a subtest, and returns their results in the order given.
func runTests(
	t *testing.T, server runner.LanguageTestServer, token string, selected []string, expected map[string]string,
) []result {
	results := make([]result, len(selected))
	var mu sync.Mutex
	t.Run("tests", func(t *testing.T) {
		for i, name := range selected {
			t.Run(name, func(t *testing.T) {
				t.Parallel()
				start := time.Now()
				response, err := server.RunLanguageTest(t.Context(), &testingrpc.RunLanguageTestRequest{
					Token: token, Test: name,
				})
				r := result{Test: name, Expected: expected[name], Duration: time.Since(start)}
				switch {
				case err != nil:
					r.Messages = []string{err.Error()}
				default:
					r.Passed = response.Success
					r.Messages = response.Messages
					if !response.Success {
						logOutput(t, response.Stdout, response.Stderr)
					}
				}
				for _, message := range r.Messages {
					t.Log(message)
				}
				switch {
				case !r.Passed && r.Expected == "":
					t.Error("fails, and expected-failures.txt does not list it")
				case r.Passed && r.Expected != "":
					t.Error("passes, but expected-failures.txt lists it: remove it from the list")
				}
				mu.Lock()
				results[i] = r
				mu.Unlock()
			})
		}
	})
	return results
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

// startHost runs the language host as the CLI does (the engine's address as its argument) and
// returns the address it serves on (the port it prints).
func startHost(t *testing.T, binary, engineAddress string) string {
	cmd := exec.Command(binary, engineAddress)
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	cmd.Stderr = os.Stderr
	if err := cmd.Start(); err != nil {
		t.Fatalf("cannot start %s: %v", binary, err)
	}
	t.Cleanup(func() {
		_ = cmd.Process.Kill()
		_ = cmd.Wait()
	})
	reader := bufio.NewReader(stdout)
	port, err := reader.ReadString('\n')
	if err != nil {
		t.Fatalf("%s printed no port: %v", binary, err)
	}
	go func() { _, _ = io.Copy(os.Stdout, reader) }()
	return "127.0.0.1:" + strings.TrimSpace(port)
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

func firstLine(messages []string) string {
	if len(messages) == 0 {
		return "(no message)"
	}
	line, _, _ := strings.Cut(messages[0], "\n")
	if len(line) > 160 {
		line = line[:160] + "…"
	}
	return line
}

// logOutput logs the end of what the engine printed for a failed test.
func logOutput(t *testing.T, stdout, stderr string) {
	for _, stream := range []struct{ name, text string }{{"stdout", stdout}, {"stderr", stderr}} {
		text := strings.TrimSpace(stream.text)
		if text == "" {
			continue
		}
		lines := strings.Split(text, "\n")
		if len(lines) > 80 {
			lines = lines[len(lines)-80:]
		}
		t.Logf("%s:\n%s", stream.name, strings.Join(lines, "\n"))
	}
}
