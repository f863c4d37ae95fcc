//! Processes around the end-to-end tests: signals sent with the system's `kill`, a
//! process's children and whether one still runs (from `/proc`), and an engine that only a
//! kill ends.

#![allow(dead_code)]

/// Sends `signal` (`TERM`, `HUP`) to the process `pid` with the system's `kill`.
pub fn kill(signal: &str, pid: u32) {
    let sent = std::process::Command::new("kill")
        .args([format!("-{signal}"), pid.to_string()])
        .status()
        .unwrap();
    assert!(sent.success());
}

/// The processes whose parent is `pid` (from `/proc`).
pub fn children(pid: u32) -> Vec<u32> {
    let mut out = Vec::new();
    for entry in std::fs::read_dir("/proc").unwrap().flatten() {
        let Ok(child) = entry.file_name().to_string_lossy().parse::<u32>() else {
            continue;
        };
        let Ok(stat) = std::fs::read_to_string(format!("/proc/{child}/stat")) else {
            continue;
        };
        // `pid (name) state ppid ...`: the name may hold spaces, so read after its `)`.
        let after = stat.rsplit_once(')').map_or("", |(_, rest)| rest);
        if after.split_whitespace().nth(1) == Some(pid.to_string().as_str()) {
            out.push(child);
        }
    }
    out
}

/// Whether process `pid` still runs (a zombie waiting for its reaper does not).
pub fn running(pid: u32) -> bool {
    std::fs::read_to_string(format!("/proc/{pid}/stat")).is_ok_and(|stat| {
        let after = stat.rsplit_once(')').map_or("", |(_, rest)| rest);
        after.split_whitespace().next() != Some("Z")
    })
}

/// An "engine" that never answers and ignores the end of its input and the hang-up of the
/// terminal: only a kill ends it.
pub fn deaf_engine() -> std::path::PathBuf {
    use std::os::unix::fs::PermissionsExt as _;
    let path = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("deaf-engine");
    std::fs::write(&path, "#!/bin/sh\ntrap '' HUP\nexec sleep 60\n").unwrap();
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).unwrap();
    path
}
