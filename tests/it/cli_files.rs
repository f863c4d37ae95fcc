//! Files named on the command line (`kibitzer FILE.pgn`, `kibitzer suite FILE`): what is not a
//! regular file is refused at once, text that is not UTF-8 is read with a warning, and text from
//! the file is printed with its control characters escaped. Searches are limited by depth.

use std::path::PathBuf;
use std::process::Command;

fn kibitzer(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_kibitzer"))
        .args(args)
        .output()
        .expect("runs")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8(bytes.to_vec()).unwrap()
}

/// A fresh directory for one test.
fn scratch(name: &str) -> PathBuf {
    let dir =
        std::env::temp_dir().join(format!("kibitzer-cli-files-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

#[test]
fn suite_refuses_a_device_a_directory_and_a_fifo_at_once() {
    let out = kibitzer(&["suite", "/dev/zero", "--depth", "1"]);
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        text(&out.stderr),
        "error: cannot read /dev/zero: it is a device, not a regular file\n"
    );
    let dir = scratch("suite-kinds");
    let out = kibitzer(&["suite", dir.to_str().unwrap(), "--depth", "1"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        text(&out.stderr).contains("it is a directory, not a regular file"),
        "{out:?}"
    );
    let fifo = dir.join("pipe.epd");
    if Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .is_ok_and(|s| s.success())
    {
        let out = kibitzer(&["suite", fifo.to_str().unwrap(), "--depth", "1"]);
        assert_eq!(out.status.code(), Some(2));
        assert!(
            text(&out.stderr).contains("it is a named pipe (FIFO), not a regular file"),
            "{out:?}"
        );
    } else {
        println!("skipped the FIFO: mkfifo is not available");
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn the_workstation_refuses_a_pgn_that_is_not_a_regular_file() {
    let out = kibitzer(&["/dev/zero"]);
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        text(&out.stderr),
        "error: cannot read /dev/zero: it is a device, not a regular file\n"
    );
}

#[test]
fn suite_reads_latin1_with_a_warning() {
    let dir = scratch("latin1");
    let file = dir.join("latin1.epd");
    std::fs::write(
        &file,
        b"6k1/5ppp/8/8/8/8/8/R5K1 w - - bm Ra8#; id \"Bj\xF6rk\";\n",
    )
    .unwrap();
    let out = kibitzer(&["suite", file.to_str().unwrap(), "--depth", "2"]);
    assert!(out.status.success(), "{out:?}");
    assert!(
        text(&out.stdout).contains("++ Bj\u{FFFD}rk solved"),
        "{out:?}"
    );
    assert!(
        text(&out.stderr).contains("latin1.epd is not valid UTF-8; 1 byte was replaced"),
        "{out:?}"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn suite_prints_control_characters_of_the_file_escaped() {
    let dir = scratch("escapes");
    let file = dir.join("hostile.epd");
    std::fs::write(
        &file,
        "6k1/5ppp/8/8/8/8/8/R5K1 w - - bm Ra8#; id \"\x1b]0;pwned\x07\x1b[2J\";\n\
         6k1/5ppp/8/8/8/8/8/R5K1 w - - bm Qh7\u{9b}2J; id \"bad\";\n\
         \x1b[2J not epd\n",
    )
    .unwrap();
    let out = kibitzer(&["suite", file.to_str().unwrap(), "--depth", "2"]);
    assert!(out.status.success(), "{out:?}");
    let (stdout, stderr) = (text(&out.stdout), text(&out.stderr));
    assert!(
        stdout.starts_with("++ \\x1b]0;pwned\\x07\\x1b[2J solved\n"),
        "{stdout}"
    );
    assert!(stderr.contains("\"Qh7\\u{9b}2J\""), "{stderr}");
    assert!(stderr.contains("\"\\x1b[2J not epd\""), "{stderr}");
    for printed in [&stdout, &stderr] {
        assert!(
            !printed.chars().any(|c| c.is_control() && c != '\n'),
            "{printed:?}"
        );
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn errors_quoting_the_input_escape_its_control_characters() {
    let dir = scratch("error-path");
    let missing = dir.join("x\x1b[2J.pgn");
    let out = kibitzer(&[missing.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2));
    let stderr = text(&out.stderr);
    assert!(stderr.contains("x\\x1b[2J.pgn"), "{stderr:?}");
    assert!(!stderr.contains('\x1b'), "{stderr:?}");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_quoted_tilde_in_a_file_argument_is_the_home_directory() {
    let dir = scratch("home");
    std::fs::write(
        dir.join("mate.epd"),
        "6k1/5ppp/8/8/8/8/8/R5K1 w - - bm Ra8#; id \"mate\";\n",
    )
    .unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_kibitzer"))
        .args(["suite", "~/mate.epd", "--depth", "2"])
        .env("HOME", &dir)
        .output()
        .unwrap();
    assert!(out.status.success(), "{out:?}");
    assert!(text(&out.stdout).starts_with("++ mate solved\n"), "{out:?}");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn the_shipped_suites_run_from_the_repository() {
    let suites =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("crates/kibitzer/assets/suites");
    let bk = suites.join("bk.epd");
    let out = kibitzer(&["suite", bk.to_str().unwrap(), "--nodes", "200"]);
    assert!(out.status.success(), "{out:?}");
    assert_eq!(text(&out.stderr), "", "bk.epd reads without warnings");
    let stdout = text(&out.stdout);
    assert_eq!(stdout.lines().count(), 25, "{stdout}");
    // Solved or not depends on the search; that every position was read and run does not.
    assert!(
        stdout.contains(" BK.01 ") && stdout.contains(" BK.24 "),
        "{stdout}"
    );
    assert!(
        stdout.lines().last().unwrap().contains(" out of 24 solved"),
        "{stdout}"
    );
    // The first three positions of Win at Chess.
    let wac = std::fs::read_to_string(suites.join("wac.epd")).unwrap();
    let dir = scratch("wac");
    let first = dir.join("wac3.epd");
    std::fs::write(&first, wac.lines().take(3).collect::<Vec<_>>().join("\n")).unwrap();
    let out = kibitzer(&["suite", first.to_str().unwrap(), "--nodes", "200"]);
    assert!(out.status.success(), "{out:?}");
    let stdout = text(&out.stdout);
    assert!(
        stdout.contains(" WAC.001 ") && stdout.contains(" WAC.003 "),
        "{stdout}"
    );
    assert!(
        stdout.lines().last().unwrap().contains(" out of 3 solved"),
        "{stdout}"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn an_unknown_board_size_is_refused_with_the_choices() {
    let out = kibitzer(&["--board", "huge"]);
    assert_eq!(out.status.code(), Some(2));
    let error = text(&out.stderr);
    assert!(error.contains("small, large or auto"), "{error}");
}
