package conformance

// The child runs of the suite (see TestLanguage): each starts the suite's server and the host,
// prepares the tests and runs those its parent names, writing an event line per test start and
// result.

import (
	"bufio"
	"encoding/json"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/pulumi/pulumi/pkg/v3/testing/pulumi-test-language/runner"
	"github.com/pulumi/pulumi/pkg/v3/testing/pulumi-test-language/tests"
	testingrpc "github.com/pulumi/pulumi/sdk/v3/proto/go/testing"
)

// The variables a child run reads: the tests to run (comma-separated) and the file it appends
// its events to.
const (
	childTestsVar  = "SDKGEN_CONFORMANCE_CHILD_TESTS"
	childEventsVar = "SDKGEN_CONFORMANCE_CHILD_EVENTS"
)

// event is a line a child writes: a test started, or its result.
type event struct {
	Started string  `json:"started,omitempty"`
	Result  *result `json:"result,omitempty"`
}

// runInChildren runs the tests in child processes, one after another. When a child ends with
// tests unfinished, those it had started run again, alone, and a test that ends its process
// alone fails with what the process printed last; the tests it had not started go to the next
// child.
func runInChildren(t *testing.T, work string, selected []string) []result {
	done := map[string]result{}
	suspect := map[string]bool{}
	pending := selected
	for len(pending) > 0 {
		batch := pending
		for _, name := range pending {
			if suspect[name] {
				batch = []string{name}
				break
			}
		}
		started, finished, tail := runChild(work, batch)
		for _, r := range finished {
			done[r.Test] = r
		}
		for _, name := range started {
			if _, ok := done[name]; ok {
				continue
			}
			if len(batch) == 1 {
				done[name] = result{Test: name, Messages: []string{
					"the suite's process ended while the test ran (a test provider panicked?); it printed last:\n" + tail,
				}}
			}
			suspect[name] = true
		}
		var next []string
		for _, name := range pending {
			if _, ok := done[name]; !ok {
				next = append(next, name)
			}
		}
		if len(started) == 0 && len(finished) == 0 {
			t.Fatalf("a child run of the suite ran no test; it printed last:\n%s", tail)
		}
		pending = next
	}
	results := make([]result, len(selected))
	for i, name := range selected {
		results[i] = done[name]
	}
	return results
}

// runChild runs tests in one child process; returns the tests it started, the results it
// wrote and the end of what it printed.
func runChild(work string, names []string) ([]string, []result, string) {
	events := filepath.Join(work, "events.jsonl")
	_ = os.MkdirAll(work, 0o755)
	_ = os.Remove(events)
	cmd := exec.Command(os.Args[0], "-test.run", "^TestLanguageChild$", "-test.count", "1", "-test.timeout", "0")
	cmd.Env = append(os.Environ(), childTestsVar+"="+strings.Join(names, ","), childEventsVar+"="+events)
	var tail tailWriter
	cmd.Stdout = io.MultiWriter(os.Stdout, &tail)
	cmd.Stderr = io.MultiWriter(os.Stderr, &tail)
	// The child's processes (the host, cargo, a program) share its process group, so those a
	// child that ended leaves behind are ended with it; and Wait stops waiting for the output
	// they still hold open.
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	cmd.WaitDelay = 10 * time.Second
	if cmd.Start() == nil {
		_ = cmd.Wait()
		_ = syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
	}
	data, _ := os.ReadFile(events)
	var started []string
	var finished []result
	for _, line := range strings.Split(string(data), "\n") {
		var e event
		if json.Unmarshal([]byte(line), &e) != nil {
			continue
		}
		if e.Started != "" {
			started = append(started, e.Started)
		}
		if e.Result != nil {
			finished = append(finished, *e.Result)
		}
	}
	return started, finished, lastLines(tail.String(), 40)
}

// TestLanguageChild runs the tests its parent names, as many at once as the suite's server
// allows (one per core), writing an event per test start and result.
func TestLanguageChild(t *testing.T) {
	names := os.Getenv(childTestsVar)
	if names == "" {
		t.Skip("run by TestLanguage")
	}
	eventsFile, err := os.OpenFile(os.Getenv(childEventsVar), os.O_CREATE|os.O_WRONLY|os.O_APPEND, 0o644)
	if err != nil {
		t.Fatal(err)
	}
	defer eventsFile.Close()
	var mu sync.Mutex
	write := func(e event) {
		mu.Lock()
		defer mu.Unlock()
		data, _ := json.Marshal(e)
		_, _ = eventsFile.Write(append(data, '\n'))
		_ = eventsFile.Sync()
	}
	server, token := prepare(t)
	t.Run("tests", func(t *testing.T) {
		for _, name := range strings.Split(names, ",") {
			t.Run(name, func(t *testing.T) {
				t.Parallel()
				write(event{Started: name})
				r := runOne(t, server, token, name)
				write(event{Result: &r})
			})
		}
	})
}

// prepare starts the suite's server and the host, and prepares the tests.
func prepare(t *testing.T) (runner.LanguageTestServer, string) {
	server, err := runner.Start(t.Context(), tests.LanguageTestdata, tests.LanguageTests)
	if err != nil {
		t.Fatalf("cannot start the conformance server: %v", err)
	}
	t.Cleanup(func() { server.Cancel() })
	hostAddress := startHost(t, os.Getenv("SDKGEN_LANGUAGE_HOST"), server.Address())
	work := os.Getenv("SDKGEN_CONFORMANCE_WORK")
	if work == "" {
		work = t.TempDir()
	}
	root := filepath.Join(work, "run")
	runtimeDir, err := filepath.Abs(filepath.Join("..", "..", "runtime"))
	if err != nil {
		t.Fatal(err)
	}
	prepared, err := server.PrepareLanguageTests(t.Context(), &testingrpc.PrepareLanguageTestsRequest{
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
	return server, prepared.Token
}

// runOne runs one test.
func runOne(t *testing.T, server runner.LanguageTestServer, token, name string) result {
	start := time.Now()
	response, err := server.RunLanguageTest(t.Context(), &testingrpc.RunLanguageTestRequest{Token: token, Test: name})
	r := result{Test: name, Duration: time.Since(start)}
	removeProgramBinary(name)
	if err != nil {
		r.Messages = []string{err.Error()}
		return r
	}
	r.Passed = response.Success
	r.Messages = response.Messages
	if !response.Success {
		r.Output = outputTail(response.Stdout, response.Stderr)
	}
	return r
}

// removeProgramBinary removes the test program's executable from the shared cargo target
// directory (CARGO_TARGET_DIR): each is tens of megabytes, is run once, and two hundred of them
// would fill a CI disk. The libraries they share stay.
func removeProgramBinary(test string) {
	dir := os.Getenv("CARGO_TARGET_DIR")
	if dir == "" {
		return
	}
	profile := filepath.Join(dir, "debug")
	crate := strings.ReplaceAll(test, "-", "_")
	paths, _ := filepath.Glob(filepath.Join(profile, "deps", crate+"-*"))
	paths = append(paths, filepath.Join(profile, test), filepath.Join(profile, test+".d"))
	for _, path := range paths {
		_ = os.Remove(path)
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

// outputTail is the end of what the engine printed for a failed test.
func outputTail(stdout, stderr string) string {
	var parts []string
	for _, stream := range []struct{ name, text string }{{"stdout", stdout}, {"stderr", stderr}} {
		if text := strings.TrimSpace(stream.text); text != "" {
			parts = append(parts, stream.name+":\n"+lastLines(text, 80))
		}
	}
	return strings.Join(parts, "\n")
}

// lastLines is the end of text, at most n lines.
func lastLines(text string, n int) string {
	lines := strings.Split(strings.TrimRight(text, "\n"), "\n")
	if len(lines) > n {
		lines = lines[len(lines)-n:]
	}
	return strings.Join(lines, "\n")
}

// tailWriter keeps the last 256 KiB written to it.
type tailWriter struct {
	mu   sync.Mutex
	data []byte
}

func (w *tailWriter) Write(b []byte) (int, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	w.data = append(w.data, b...)
	if len(w.data) > 256<<10 {
		w.data = w.data[len(w.data)-256<<10:]
	}
	return len(b), nil
}

func (w *tailWriter) String() string {
	w.mu.Lock()
	defer w.mu.Unlock()
	return string(w.data)
}
