//! The `sdkgen` command.

fn main() -> std::process::ExitCode {
    sdkgen::cli::main()
}
