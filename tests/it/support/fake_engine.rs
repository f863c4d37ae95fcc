//! Where the test engine `fake-uci-engine` is: the workspace member `crates/fake-uci-engine`,
//! built by `cargo test` at the root beside the `kibitzer` binary.

#![allow(dead_code)]

use std::path::Path;
use std::sync::OnceLock;

/// The path of the `fake-uci-engine` executable.
pub fn fake_engine() -> &'static str {
    static PATH: OnceLock<String> = OnceLock::new();
    PATH.get_or_init(|| {
        let name = format!("fake-uci-engine{}", std::env::consts::EXE_SUFFIX);
        let path = Path::new(env!("CARGO_BIN_EXE_kibitzer")).with_file_name(name);
        assert!(
            path.exists(),
            "{} is missing: run `cargo test` at the workspace root, which builds it",
            path.display()
        );
        path.to_string_lossy().into_owned()
    })
}

/// The path of `fake-uci-engine` where a `&str` or a format argument is wanted: `&FAKE`,
/// `{FAKE}`.
pub const FAKE: FakeEngine = FakeEngine;

/// [`fake_engine`] as a value that reads as the path.
pub struct FakeEngine;

impl std::ops::Deref for FakeEngine {
    type Target = str;
    fn deref(&self) -> &str {
        fake_engine()
    }
}

impl std::fmt::Display for FakeEngine {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(fake_engine())
    }
}
