// Command pulumi-language-rust is the Pulumi language host for Rust: the plugin the Pulumi CLI
// starts for a project whose Pulumi.yaml says `runtime: rust`. It serves the engine's
// LanguageRuntime service: it builds the program with cargo and runs it against the engine,
// reports the Pulumi packages the program's crates stand for, packs and links crates, generates
// SDK crates through sdkgen's Rust target and converts PCL programs to Rust.
//
// Like Pulumi's own hosts, it takes the engine's address as its argument, serves on a free
// loopback port and prints that port on stdout.
package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"time"

	"github.com/pulumi/pulumi/sdk/v3/go/common/util/rpcutil"
	pulumirpc "github.com/pulumi/pulumi/sdk/v3/proto/go"
	"google.golang.org/grpc"
)

// version is the host's version, set at build time (`-X main.version=...`) by
// `sdkgen language-host install` to sdkgen's own.
var version = "0.0.0-dev"

func main() {
	if err := serve(os.Args[1:]); err != nil {
		fmt.Fprintf(os.Stderr, "pulumi-language-rust: %v\n", err)
		os.Exit(1)
	}
}

func serve(args []string) error {
	flags := flag.NewFlagSet("pulumi-language-rust", flag.ContinueOnError)
	showVersion := flags.Bool("version", false, "print the host's version and exit")
	// The CLI passes these to every language host; this one has no use for them.
	flags.String("tracing", "", "tracing endpoint (unused)")
	flags.String("root", "", "project root (unused: each request carries it)")
	if err := flags.Parse(args); err != nil {
		return err
	}
	if *showVersion {
		fmt.Println(version)
		return nil
	}
	engineAddress := ""
	if flags.NArg() > 0 {
		engineAddress = flags.Arg(0)
	}
	host := newHost(engineAddress)
	if engineAddress != "" {
		// The CLI gone, the host goes too.
		ctx, cancel := context.WithCancel(context.Background())
		defer cancel()
		if err := rpcutil.Healthcheck(ctx, engineAddress, 5*time.Minute, func() { os.Exit(0) }); err != nil {
			return fmt.Errorf("cannot watch the engine: %w", err)
		}
	}
	cancel := make(chan bool)
	handle, err := rpcutil.ServeWithOptions(rpcutil.ServeOptions{
		Cancel: cancel,
		Init: func(srv *grpc.Server) error {
			pulumirpc.RegisterLanguageRuntimeServer(srv, host)
			return nil
		},
	})
	if err != nil {
		return fmt.Errorf("cannot serve: %w", err)
	}
	fmt.Printf("%d\n", handle.Port)
	return <-handle.Done
}
