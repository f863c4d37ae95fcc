//! A FEN that reads but describes an impossible position (here: castling rights with no rook
//! to castle with) is refused with the true reason wherever a FEN is read: a paste, `:fen`,
//! `--fen`, a command's FEN argument, an EPD suite and `position fen` of the UCI server.
//! Before, a paste was tried as PGN next and reported "unreadable token `4k3/8/...`".

use crate::support::fen_refusals;
use crate::support::uci_engine;

use fen_refusals::{app, error_status, kibitzer, suite};
use kibitzer_tui::Msg;

/// The king's side rook is there, the queen's side one is not.
const BAD_CASTLING: &str = "4k3/8/8/8/8/8/8/4K2R w KQ - 0 1";
const REASON: &str = "invalid FEN: illegal position: invalid castling rights";

#[test]
fn a_paste_names_the_fen_error_not_the_pgn_one() {
    for pasted in [
        BAD_CASTLING.to_owned(),
        // Four fields (as in EPD), surrounding blank lines, the URL form.
        "4k3/8/8/8/8/8/8/4K2R w KQ -".to_owned(),
        format!("\n  {BAD_CASTLING}  \n"),
        BAD_CASTLING.replace(' ', "_"),
    ] {
        let mut app = app();
        let before = app.game.fen();
        let _ = app.update(Msg::Paste(pasted.clone()));
        assert_eq!(error_status(&app), REASON, "{pasted:?}");
        assert_eq!(app.game.fen(), before);
    }
}

#[test]
fn a_paste_of_a_board_with_a_bad_rank_is_a_fen_error() {
    let mut app = app();
    let _ = app.update(Msg::Paste("4k3/8/8/8/8/8/8/4K2R9 w - - 0 1".to_owned()));
    let status = error_status(&app);
    assert!(status.starts_with("invalid FEN: "), "{status}");
}

#[test]
fn a_paste_that_is_no_fen_is_still_read_as_pgn() {
    let mut opened = app();
    let _ = opened.update(Msg::Paste("1. e4 e5 2. Nf3 *".to_owned()));
    // The root and three moves.
    assert_eq!(opened.game.main_line().len(), 4);
    let mut refused = app();
    let _ = refused.update(Msg::Paste("1. e4 e5 2. Bx *".to_owned()));
    let status = error_status(&refused);
    assert!(status.contains("unreadable token `Bx`"), "{status}");
}

#[test]
fn the_fen_command_names_it() {
    let mut app = app();
    crate::support::keys::command(&mut app, &format!("fen {BAD_CASTLING}"));
    assert_eq!(error_status(&app), REASON);
}

#[test]
fn the_command_line_names_it() {
    let out = kibitzer(&["--fen", BAD_CASTLING]);
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        String::from_utf8(out.stderr).unwrap().trim_end(),
        format!("error: {REASON}")
    );
    for args in [
        vec!["eval", BAD_CASTLING],
        vec!["analyse", "--depth", "1", BAD_CASTLING],
        vec!["compare", BAD_CASTLING, "Kd1", BAD_CASTLING, "Kf1"],
    ] {
        let out = kibitzer(&args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert_eq!(
            String::from_utf8(out.stderr).unwrap().trim_end(),
            format!("error: {REASON}"),
            "{args:?}"
        );
    }
}

#[test]
fn an_epd_suite_names_it() {
    let out = suite(
        "fen-errors",
        "4k3/8/8/8/8/8/8/4K2R w KQ - bm Kd1; id \"bad\";\n",
        "1",
    );
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(
        err.contains("warning: bad: invalid position: illegal position: invalid castling rights"),
        "{err}"
    );
}

#[test]
fn the_uci_server_names_it() {
    let mut engine = uci_engine::Engine::start();
    engine.send(&format!("position fen {BAD_CASTLING}"));
    let lines = engine.sync();
    assert_eq!(
        lines,
        [format!(
            "info string invalid FEN {BAD_CASTLING}: illegal position: invalid castling rights; \
             the position stays"
        )]
    );
}
