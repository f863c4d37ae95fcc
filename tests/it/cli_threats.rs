//! `kibitzer threats` from the command line: the table, totals and grid, JSON, crazyhouse
//! possess, the global rule option and bad input.

use std::process::Command;

fn kibitzer(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_kibitzer"))
        .args(args)
        .output()
        .expect("runs")
}

const T3: &str = "4k3/8/3p4/2B1n3/3P4/8/8/4K3 w - - 0 1";

#[test]
fn text_has_rows_totals_and_the_guard_grid() {
    let out = kibitzer(&["threats", T3]);
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        text.contains("W  Pd4 -> Ne5        300.00    270.00  yes       yes (200.00)"),
        "{text}"
    );
    assert!(
        text.contains("B  Pd6 -> Bc5        325.00    227.50  yes       no"),
        "{text}"
    );
    assert!(
        text.contains("net (W-B)    132.50    110.75    200.00"),
        "{text}"
    );
    assert!(
        text.contains("  8    0   0   0  -1   0  -1   0   0"),
        "{text}"
    );
    assert!(
        text.contains("       a   b   c   d   e   f   g   h"),
        "{text}"
    );
    assert!(!text.contains("Possess"));
}

#[test]
fn json_has_threats_totals_guard_and_possess() {
    let out = kibitzer(&[
        "threats",
        "--json",
        "4k3/6b1/8/3p4/1p2P3/2N5/8/3RK3 w - - 0 1",
    ]);
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert!(v["threats"].as_array().unwrap().len() >= 3);
    assert!(v["possess"].is_null());
    for side in ["white", "black", "net"] {
        for key in ["local", "global", "potent"] {
            assert!(v["totals"][side][key].is_number(), "{side}.{key}");
        }
    }
    // G2 of the spec: c3 is -14 and d5 +17 from White's point of view (rank 8 first).
    assert_eq!(v["guard"]["white_pov"][5][2], -14);
    assert_eq!(v["guard"]["white_pov"][3][3], 17);
    assert_eq!(v["guard"]["side_to_move"], v["guard"]["white_pov"]);
}

#[test]
fn crazyhouse_possess_and_the_paper_rule() {
    let out = kibitzer(&["threats", "--json", "4k3/8/8/8/8/8/8/4K3[N] w - - 0 1"]);
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let white = v["possess"]["white"].as_f64().unwrap();
    assert!((white - 21_880.0 / 62.0).abs() < 1e-6);
    let out = kibitzer(&[
        "threats",
        "--json",
        "--possess",
        "code",
        "4k3/8/8/8/8/8/8/4K3[N] w - - 0 1",
    ]);
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert!((v["possess"]["net"].as_f64().unwrap() - 341.875).abs() < 1e-6);
    let out = kibitzer(&["threats", "--json", "--global", "paper", T3]);
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert!((v["totals"]["net"]["global"].as_f64().unwrap() - 42.5).abs() < 1e-6);
}

#[test]
fn bad_input_is_refused() {
    let out = kibitzer(&["threats", "nonsense"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        String::from_utf8(out.stderr)
            .unwrap()
            .starts_with("error: invalid FEN: ")
    );
    let out = kibitzer(&["threats", "--global", "both", T3]);
    assert_eq!(out.status.code(), Some(2));
}
