package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"

	pulumirpc "github.com/pulumi/pulumi/sdk/v3/proto/go"
	"google.golang.org/grpc"
	"google.golang.org/protobuf/types/known/emptypb"
)

// rustHost serves the LanguageRuntime service for Rust programs.
type rustHost struct {
	pulumirpc.UnimplementedLanguageRuntimeServer

	mu            sync.Mutex
	engineAddress string
	// cancel stops the programs and cargo runs under way (the engine's Cancel).
	cancelCtx context.Context
	cancel    context.CancelFunc
}

func newHost(engineAddress string) *rustHost {
	ctx, cancel := context.WithCancel(context.Background())
	return &rustHost{engineAddress: engineAddress, cancelCtx: ctx, cancel: cancel}
}

func (h *rustHost) engine() string {
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.engineAddress
}

// Handshake is how an engine that started the host itself (a debugger, `--attach`) tells it
// where the engine listens.
func (h *rustHost) Handshake(
	ctx context.Context, req *pulumirpc.LanguageHandshakeRequest,
) (*pulumirpc.LanguageHandshakeResponse, error) {
	if req.GetEngineAddress() == "" {
		return nil, errors.New("the handshake names no engine address")
	}
	h.mu.Lock()
	h.engineAddress = req.GetEngineAddress()
	h.mu.Unlock()
	return &pulumirpc.LanguageHandshakeResponse{}, nil
}

func (h *rustHost) GetPluginInfo(context.Context, *emptypb.Empty) (*pulumirpc.PluginInfo, error) {
	return &pulumirpc.PluginInfo{Version: version}, nil
}

func (h *rustHost) Cancel(context.Context, *emptypb.Empty) (*emptypb.Empty, error) {
	h.cancel()
	return &emptypb.Empty{}, nil
}

// RuntimeOptionsPrompts: a Rust project needs no choices at `pulumi new`.
func (h *rustHost) RuntimeOptionsPrompts(
	context.Context, *pulumirpc.RuntimeOptionsRequest,
) (*pulumirpc.RuntimeOptionsResponse, error) {
	return &pulumirpc.RuntimeOptionsResponse{}, nil
}

// Template: a template's files need nothing rewritten for Rust.
func (h *rustHost) Template(context.Context, *pulumirpc.TemplateRequest) (*pulumirpc.TemplateResponse, error) {
	return &pulumirpc.TemplateResponse{}, nil
}

// About names the toolchain the host drives.
func (h *rustHost) About(ctx context.Context, _ *pulumirpc.AboutRequest) (*pulumirpc.AboutResponse, error) {
	cargo, err := cargoPath()
	if err != nil {
		return nil, err
	}
	metadata := map[string]string{}
	for _, tool := range []struct{ name, bin string }{{"cargo", cargo}, {"rustc", "rustc"}} {
		out, err := exec.CommandContext(ctx, tool.bin, "--version").Output()
		if err != nil {
			return nil, fmt.Errorf("%s --version: %w", tool.name, err)
		}
		metadata[tool.name] = strings.TrimSpace(string(out))
	}
	rustcVersion := strings.Fields(metadata["rustc"])
	aboutVersion := ""
	if len(rustcVersion) > 1 {
		aboutVersion = rustcVersion[1]
	}
	return &pulumirpc.AboutResponse{Executable: cargo, Version: aboutVersion, Metadata: metadata}, nil
}

// InstallDependencies builds the program (fetching its crates), streaming cargo's output, so
// that `pulumi install` reports a program that does not compile and the first `up` starts at
// once.
func (h *rustHost) InstallDependencies(
	req *pulumirpc.InstallDependenciesRequest,
	server grpc.ServerStreamingServer[pulumirpc.InstallDependenciesResponse],
) error {
	dir := req.GetInfo().GetProgramDirectory()
	if dir == "" {
		dir = req.GetDirectory()
	}
	stdout := streamWriter(func(b []byte) error {
		return server.Send(&pulumirpc.InstallDependenciesResponse{Stdout: b})
	})
	stderr := streamWriter(func(b []byte) error {
		return server.Send(&pulumirpc.InstallDependenciesResponse{Stderr: b})
	})
	fmt.Fprintf(stdout, "Building the Rust program in %s with cargo\n", dir)
	_, err := cargoBuild(server.Context(), dir, false, stdout, stderr)
	return err
}

// streamWriter hands each write to send (an InstallDependencies stream).
type streamWriter func([]byte) error

func (w streamWriter) Write(b []byte) (int, error) {
	if err := w(append([]byte(nil), b...)); err != nil {
		return 0, err
	}
	return len(b), nil
}

// programDirectory is where a request's program lives.
func programDirectory(info *pulumirpc.ProgramInfo, fallback string) string {
	if dir := info.GetProgramDirectory(); dir != "" {
		return dir
	}
	return fallback
}

// sdkgenPath finds the sdkgen binary: SDKGEN if set, then beside this host (where
// `sdkgen language-host install` puts it by default), then PATH.
func sdkgenPath() (string, error) {
	if path := os.Getenv("SDKGEN"); path != "" {
		return path, nil
	}
	if self, err := os.Executable(); err == nil {
		beside := filepath.Join(filepath.Dir(self), "sdkgen")
		if info, err := os.Stat(beside); err == nil && !info.IsDir() {
			return beside, nil
		}
	}
	path, err := exec.LookPath("sdkgen")
	if err != nil {
		return "", errors.New("sdkgen is not beside pulumi-language-rust nor on PATH (set SDKGEN to its path)")
	}
	return path, nil
}

// cargoPath finds cargo: CARGO if set (as cargo sets it for build scripts), then PATH.
func cargoPath() (string, error) {
	if path := os.Getenv("CARGO"); path != "" {
		return path, nil
	}
	path, err := exec.LookPath("cargo")
	if err != nil {
		return "", errors.New("cargo is not on PATH: install Rust (https://rustup.rs)")
	}
	return path, nil
}
