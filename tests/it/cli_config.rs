//! `kibitzer config`: the configuration in force as commented TOML that reads back to the same
//! config, `--path`, and a file that cannot be used (the error on stderr, the defaults out).
//! The environment is set for each run, so the person's own config is never read.

use std::path::Path;
use std::process::{Command, Output};

use kibitzer::config::{Config, ConfigLocation};

const DATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/config");

/// Runs `kibitzer` with `args`, `XDG_CONFIG_HOME` set to `xdg`.
fn kibitzer(args: &[&str], xdg: &str) -> Output {
    Command::new(env!("CARGO_BIN_EXE_kibitzer"))
        .args(args)
        .env("XDG_CONFIG_HOME", xdg)
        .env("HOME", "/nonexistent-home")
        .output()
        .expect("runs")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

#[test]
fn the_printed_config_reads_back_the_same() {
    let file = format!("{DATA}/full.toml");
    let location = ConfigLocation {
        path: file.clone().into(),
        explicit: true,
    };
    let expected = Config::load(&location).unwrap();
    for args in [
        vec!["config", "--config", &file],
        vec!["--config", &file, "config"],
    ] {
        let out = kibitzer(&args, "/nonexistent-xdg");
        assert!(out.status.success(), "{}", text(&out.stderr));
        assert_eq!(text(&out.stderr), "");
        let printed = text(&out.stdout);
        assert_eq!(Config::parse(&printed), Ok(expected.clone()), "{printed}");
        assert!(
            printed.contains("# Transposition table size in MB"),
            "{printed}"
        );
    }
}

#[test]
fn without_a_file_it_prints_the_defaults() {
    let out = kibitzer(&["config"], &format!("{DATA}/no-home"));
    assert!(out.status.success());
    assert_eq!(text(&out.stderr), "");
    assert_eq!(Config::parse(&text(&out.stdout)), Ok(Config::default()));
}

#[test]
fn path_names_the_file_that_would_be_read() {
    let out = kibitzer(&["config", "--path"], "/some/xdg");
    assert_eq!(text(&out.stdout), "/some/xdg/kibitzer/config.toml\n");
    let out = kibitzer(&["config", "--path", "--config", "my.toml"], "/some/xdg");
    assert_eq!(text(&out.stdout), "my.toml\n");
    let out = kibitzer(&["config", "--path"], "");
    assert_eq!(
        text(&out.stdout),
        "/nonexistent-home/.config/kibitzer/config.toml\n"
    );
}

#[test]
fn an_invalid_file_is_reported_with_its_place_and_the_defaults_are_printed() {
    let file = Path::new(DATA).join("invalid.toml");
    let out = kibitzer(&["config", "--config", file.to_str().unwrap()], "/x");
    assert!(out.status.success());
    let stderr = text(&out.stderr);
    assert!(
        stderr.contains("invalid.toml:2:9: lines must be 1 to 8, not 12; using the defaults"),
        "{stderr}"
    );
    assert_eq!(Config::parse(&text(&out.stdout)), Ok(Config::default()));
}

#[test]
fn a_named_file_that_is_missing_is_an_error_on_stderr() {
    let out = kibitzer(&["config", "--config", "/nonexistent/kibitzer.toml"], "/x");
    let stderr = text(&out.stderr);
    assert!(
        stderr.contains("config: cannot read /nonexistent/kibitzer.toml"),
        "{stderr}"
    );
}
