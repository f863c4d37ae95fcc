//! The test engine answers the UCI handshake. Being an integration test of this crate, it also
//! makes `cargo test` build the `fake-uci-engine` executable that kibitzer's own tests drive.

use std::io::Write;
use std::process::{Command, Stdio};

#[test]
fn the_fake_engine_answers_uci_with_uciok() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_fake-uci-engine"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("the fake engine starts");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(b"uci\nquit\n")
        .unwrap();
    let out = child.wait_with_output().unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.lines().any(|l| l == "uciok"), "{text}");
}
