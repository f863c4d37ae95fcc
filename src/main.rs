//! The `kibitzer` binary: parses the command line and hands over to [`kibitzer_cli`].

/// mimalloc instead of the system's allocator: a million-game database import takes 11% less
/// time with it (see the workspace's `Cargo.toml`).
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() -> std::process::ExitCode {
    kibitzer_cli::main()
}
