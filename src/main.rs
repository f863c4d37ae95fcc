//! The `kibitzer` binary: parses the command line and hands over to [`kibitzer_cli`].

fn main() -> std::process::ExitCode {
    kibitzer_cli::main()
}
