//! The `kibitzer` binary: parses the command line and hands over to [`kibitzer::cli`].

fn main() -> std::process::ExitCode {
    kibitzer::cli::main()
}
