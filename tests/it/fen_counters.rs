//! A FEN whose halfmove clock or fullmove number is too large for shakmaty (more than
//! 4294967295) is refused, naming the field, wherever a FEN is read: the command line, `:fen`,
//! a paste, a PGN `[FEN]` tag, an EPD suite and `position fen` of the UCI server. Before, the
//! number was silently clamped to 4294967295.

use crate::support::fen_refusals;
use crate::support::uci_engine;

use fen_refusals::{app, error_status, kibitzer, suite};
use kibitzer::pgn::read_pgn;
use kibitzer_tui::Msg;

const TOO_LARGE: &str = "8/8/8/8/8/8/8/K1k5 w - - 99999999999 1";
const REASON: &str = "the halfmove clock 99999999999 is too large (at most 4294967295)";

#[test]
fn the_command_line_refuses_it() {
    let out = kibitzer(&["eval", TOO_LARGE]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8(out.stderr).unwrap();
    assert_eq!(err.trim_end(), format!("error: invalid FEN: {REASON}"));
    let out = kibitzer(&["eval", "8/8/8/8/8/8/8/K1k5 w - - 0 5000000000"]);
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(
        err.contains("the fullmove number 5000000000 is too large"),
        "{err}"
    );
}

#[test]
fn the_fen_command_and_a_paste_refuse_it_and_keep_the_game() {
    let mut app = app();
    let before = app.game.fen();
    crate::support::keys::command(&mut app, &format!("fen {TOO_LARGE}"));
    assert_eq!(error_status(&app), format!("invalid FEN: {REASON}"));
    assert_eq!(app.game.fen(), before);
    // Any board key clears the error, so the next one is seen to be new.
    let _ = app.update(Msg::press(crossterm::event::KeyCode::Esc));
    assert!(app.status.is_none());
    let _ = app.update(Msg::Paste(TOO_LARGE.to_owned()));
    assert_eq!(error_status(&app), format!("invalid FEN: {REASON}"));
    assert_eq!(app.game.fen(), before);
}

#[test]
fn a_pgn_fen_tag_refuses_it() {
    let error = read_pgn(&format!(
        "[SetUp \"1\"]\n[FEN \"{TOO_LARGE}\"]\n\n1. Kb2 *\n"
    ))
    .unwrap_err();
    assert!(error.reason.ends_with(REASON), "{}", error.reason);
}

#[test]
fn an_epd_suite_reports_the_record_and_runs_the_others() {
    let out = suite(
        "fen-counters",
        "6k1/5ppp/8/8/8/8/8/R5K1 w - - bm Ra8#; hmvc 99999999999; id \"big\";\n\
         6k1/5ppp/8/8/8/8/8/R5K1 w - - bm Ra8#; id \"fine\";\n",
        "2",
    );
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(
        err.contains(&format!("warning: big: invalid position: {REASON}")),
        "{err}"
    );
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.contains("1 out of 1 solved"), "{text}");
}

#[test]
fn the_uci_server_refuses_it_and_keeps_its_position() {
    let mut engine = uci_engine::Engine::start();
    engine.send("position fen 8/8/8/8/8/8/8/K1k5 w - - 7 9");
    engine.send(&format!("position fen {TOO_LARGE}"));
    let lines = engine.sync();
    assert_eq!(lines.len(), 1, "{lines:#?}");
    assert!(
        lines[0].starts_with("info string invalid FEN"),
        "{lines:#?}"
    );
    assert!(lines[0].contains(REASON), "{lines:#?}");
    engine.send("d");
    let lines = engine.sync();
    assert!(
        lines.contains(&"Fen: 8/8/8/8/8/8/8/K1k5 w - - 7 9".to_owned()),
        "{lines:#?}"
    );
}
