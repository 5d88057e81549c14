package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"time"

	pulumirpc "github.com/pulumi/pulumi/sdk/v3/proto/go"
)

// exitLoggedError is the exit status of a program that reported its failure to the engine
// itself (as Pulumi's SDKs do): the host then adds nothing.
const exitLoggedError = 32

// Run builds the program with cargo and runs it, the engine's and monitor's addresses and the
// stack's settings in its environment (read by `sdkgen_runtime::run`).
func (h *rustHost) Run(ctx context.Context, req *pulumirpc.RunRequest) (*pulumirpc.RunResponse, error) {
	dir := programDirectory(req.GetInfo(), req.GetPwd())
	options := runtimeOptions(req.GetInfo())
	binary := options["binary"]
	if binary == "" {
		var buildLog bytes.Buffer
		built, err := cargoBuild(ctx, dir, true, os.Stderr, io.MultiWriter(os.Stderr, &buildLog))
		if err != nil {
			return &pulumirpc.RunResponse{Error: fmt.Sprintf("%v\n%s", err, lastLines(buildLog.String(), 60))}, nil
		}
		binary = built
	}
	env, err := h.programEnv(req)
	if err != nil {
		return nil, err
	}
	packages, err := parameterizedPackages(ctx, dir)
	if err != nil {
		return &pulumirpc.RunResponse{Error: err.Error()}, nil
	}
	if packages != "" {
		env = append(env, parameterizedPackagesVar+"="+packages)
	}
	runCtx, stop := context.WithCancel(h.cancelCtx)
	defer stop()
	context.AfterFunc(ctx, stop)
	cmd := exec.CommandContext(runCtx, binary)
	cmd.Dir = req.GetPwd()
	if cmd.Dir == "" {
		cmd.Dir = dir
	}
	cmd.Env = env
	cmd.Stdout = os.Stdout
	var stderr tailBuffer
	cmd.Stderr = io.MultiWriter(os.Stderr, &stderr)
	cmd.Cancel = func() error { return cmd.Process.Signal(os.Interrupt) }
	cmd.WaitDelay = 5 * time.Second
	return runResponse(cmd.Run(), stderr.String()), nil
}

// runResponse reads how the program ended.
func runResponse(err error, stderr string) *pulumirpc.RunResponse {
	if err == nil {
		return &pulumirpc.RunResponse{}
	}
	var exit *exec.ExitError
	if !errors.As(err, &exit) {
		return &pulumirpc.RunResponse{Error: fmt.Sprintf("cannot run the program: %v", err)}
	}
	if exit.ExitCode() == exitLoggedError {
		return &pulumirpc.RunResponse{Bail: true}
	}
	message := fmt.Sprintf("the Rust program exited with status %d", exit.ExitCode())
	if tail := strings.TrimSpace(stderr); tail != "" {
		message += ":\n" + tail
	}
	return &pulumirpc.RunResponse{Error: message}
}

// programEnv is the environment the program runs with: the host's own, plus the engine's
// settings under the names Pulumi's SDKs read.
func (h *rustHost) programEnv(req *pulumirpc.RunRequest) ([]string, error) {
	configMap := req.GetConfig()
	if configMap == nil {
		configMap = map[string]string{}
	}
	config, err := json.Marshal(configMap)
	if err != nil {
		return nil, err
	}
	secretKeys := req.GetConfigSecretKeys()
	if secretKeys == nil {
		secretKeys = []string{}
	}
	keys, err := json.Marshal(secretKeys)
	if err != nil {
		return nil, err
	}
	env := os.Environ()
	set := func(name, value string) {
		if value != "" {
			env = append(env, name+"="+value)
		}
	}
	set("PULUMI_ORGANIZATION", req.GetOrganization())
	set("PULUMI_PROJECT", req.GetProject())
	set("PULUMI_STACK", req.GetStack())
	set("PULUMI_ROOT_DIRECTORY", req.GetInfo().GetRootDirectory())
	set("PULUMI_CONFIG", string(config))
	set("PULUMI_CONFIG_SECRET_KEYS", string(keys))
	set("PULUMI_DRY_RUN", strconv.FormatBool(req.GetDryRun()))
	set("PULUMI_PARALLEL", strconv.Itoa(int(req.GetParallel())))
	set("PULUMI_MONITOR", req.GetMonitorAddress())
	set("PULUMI_ENGINE", h.engine())
	return env, nil
}

// runtimeOptions are Pulumi.yaml's `runtime.options`, as strings: `binary` (a program built
// already, run as it is).
func runtimeOptions(info *pulumirpc.ProgramInfo) map[string]string {
	options := map[string]string{}
	for key, value := range info.GetOptions().AsMap() {
		if s, ok := value.(string); ok {
			options[key] = s
		}
	}
	return options
}

// cargoBuild builds the binary of the crate in dir and returns its path. Compiler messages go
// to stderr as cargo renders them; cargo's progress too unless quiet.
func cargoBuild(ctx context.Context, dir string, quiet bool, stdout, stderr io.Writer) (string, error) {
	cargo, err := cargoPath()
	if err != nil {
		return "", err
	}
	args := []string{"build", "--message-format=json-render-diagnostics"}
	if quiet {
		args = append(args, "--quiet")
	}
	cmd := exec.CommandContext(ctx, cargo, args...)
	cmd.Dir = dir
	cmd.Stderr = stderr
	messages, err := cmd.StdoutPipe()
	if err != nil {
		return "", err
	}
	if err := cmd.Start(); err != nil {
		return "", fmt.Errorf("cannot run cargo: %w", err)
	}
	binaries, scanErr := executables(messages, stdout)
	if err := cmd.Wait(); err != nil {
		return "", fmt.Errorf("cargo build failed in %s: %w", dir, err)
	}
	if scanErr != nil {
		return "", scanErr
	}
	switch len(binaries) {
	case 0:
		return "", fmt.Errorf("cargo built no binary in %s (the program needs a `main`)", dir)
	case 1:
		return binaries[0], nil
	default:
		return "", fmt.Errorf("cargo built %d binaries in %s (%s): keep one, or name the one to run "+
			"with `runtime.options.binary`", len(binaries), dir, strings.Join(binaries, ", "))
	}
}

// executables reads cargo's JSON messages: the binaries the build produced. Lines that are not
// JSON messages (a build script's output) go to other.
func executables(messages io.Reader, other io.Writer) ([]string, error) {
	var binaries []string
	scanner := bufio.NewScanner(messages)
	scanner.Buffer(make([]byte, 1<<20), 64<<20)
	for scanner.Scan() {
		var message struct {
			Reason     string  `json:"reason"`
			Executable *string `json:"executable"`
			Target     struct {
				Kind []string `json:"kind"`
			} `json:"target"`
		}
		if json.Unmarshal(scanner.Bytes(), &message) != nil || message.Reason == "" {
			fmt.Fprintln(other, scanner.Text())
			continue
		}
		if message.Reason == "compiler-artifact" && message.Executable != nil && isBin(message.Target.Kind) {
			binaries = append(binaries, *message.Executable)
		}
	}
	return binaries, scanner.Err()
}

func isBin(kinds []string) bool {
	for _, kind := range kinds {
		if kind == "bin" {
			return true
		}
	}
	return false
}

// tailBuffer keeps the last 64 KiB written to it: what a failed program printed last.
type tailBuffer struct{ data []byte }

func (t *tailBuffer) Write(b []byte) (int, error) {
	const keep = 64 << 10
	t.data = append(t.data, b...)
	if len(t.data) > keep {
		t.data = t.data[len(t.data)-keep:]
	}
	return len(b), nil
}

func (t *tailBuffer) String() string { return string(t.data) }

// lastLines is the end of text, at most n lines.
func lastLines(text string, n int) string {
	lines := strings.Split(strings.TrimRight(text, "\n"), "\n")
	if len(lines) > n {
		lines = lines[len(lines)-n:]
	}
	return strings.Join(lines, "\n")
}
