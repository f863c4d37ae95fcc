//! A PGN file too large to read whole, in the workstation through `App::update`: its
//! streamed index opens a game list whose rows are read from the disk around the selection,
//! a typed number goes to that game, Enter opens the game read at its offset (the same game as
//! read from the whole text), and `:save!` streams the file with only that game changed. The
//! file is generated from the repository's test games; the index is made in small chunks.

use crate::support::keys;

use std::fmt::Write as _;
use std::ops::ControlFlow;
use std::path::{Path, PathBuf};

use crossterm::event::KeyCode;
use keys::{app_on, command, key, typed};
use kibitzer::game::Game;
use kibitzer::pgn::{PgnIndex, StreamedPgn, WriteRule, read_game, replace_game, write_game};
use kibitzer_tui::{App, Effect, ListGames, Msg, Saving};

/// The repository's test games again and again, numbered by their `Round`, to over `bytes`.
fn collection(bytes: usize) -> String {
    let games = [
        include_str!("../data/opera.pgn"),
        include_str!("../data/pgn/lichess.pgn"),
        include_str!("../data/pgn/edge_cases.pgn"),
    ];
    let mut out = String::new();
    let mut round = 0;
    while out.len() < bytes {
        for text in games {
            out.push_str(text.trim_end());
            out.push_str("\n\n");
        }
        writeln!(
            out,
            "[Event \"Round {round}\"]\n[White \"W{round}\"]\n[Black \"B{round}\"]\n\n1. e4 e5 2. Nf3 *\n"
        )
        .unwrap();
        round += 1;
    }
    out
}

/// `text` written to a fresh file, and its streamed index.
fn streamed(name: &str, text: &str) -> (PathBuf, StreamedPgn) {
    let dir = std::env::temp_dir().join(format!(
        "kibitzer-tui-streamed-{}-{name}",
        std::process::id()
    ));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("big.pgn");
    std::fs::write(&path, text).unwrap();
    let pgn = StreamedPgn::index(&path, 4096, &mut |_, _| ControlFlow::Continue(())).unwrap();
    (path, pgn)
}

fn status(app: &App) -> (String, bool) {
    app.status.clone().unwrap_or_default()
}

fn opened(name: &str, text: &str) -> (App, PathBuf) {
    let (path, pgn) = streamed(name, text);
    let mut app = app_on(Game::default());
    let effects = app.update(Msg::PgnStreamed(Ok(pgn)));
    assert!(effects.is_empty());
    (app, path)
}

#[test]
fn a_streamed_list_reads_its_rows_from_the_disk_and_goes_to_a_typed_number() {
    let text = collection(1024 * 1024);
    let whole = PgnIndex::scan(&text);
    let games = whole.entries().len();
    let (mut app, _) = opened("list", &text);
    assert!(
        status(&app).0.contains(&format!("{games} games")),
        "{:?}",
        status(&app)
    );
    let list = app.game_list().expect("a list");
    assert!(matches!(list.games, ListGames::Streamed(_)));
    assert_eq!((list.games(), list.match_count()), (games, games));
    let check = |app: &App| {
        let list = app.game_list().unwrap();
        let first = list.selected.saturating_sub(40);
        let rows = list.rows(first, 41);
        assert_eq!(rows.len(), 41.min(list.games() - first));
        for (i, entry) in rows {
            let entry = entry.expect("the rows around the selection are read");
            let wanted = &whole.entries()[i];
            assert_eq!(entry.number, i + 1);
            assert_eq!((&entry.white, &entry.black), (&wanted.white, &wanted.black));
            assert_eq!((entry.line, entry.plies), (wanted.line, wanted.plies));
        }
    };
    check(&app);
    for _ in 0..25 {
        key(&mut app, KeyCode::PageDown);
    }
    assert_eq!(app.game_list().unwrap().selected, 250);
    check(&app);
    // A number goes to that game; a letter says why it cannot search.
    typed(&mut app, "1234");
    assert_eq!(app.game_list().unwrap().selected, 1233);
    check(&app);
    typed(&mut app, "x");
    assert_eq!(
        status(&app),
        (
            "this file is too large to search by player: type a game number to go to it".to_owned(),
            true
        )
    );
    key(&mut app, KeyCode::Backspace);
    assert_eq!(app.game_list().unwrap().selected, 122);
    key(&mut app, KeyCode::End);
    assert_eq!(app.game_list().unwrap().selected, games - 1);
    check(&app);
    // Clear the number, then open a game (one that reads) by its number.
    for _ in 0..4 {
        key(&mut app, KeyCode::Backspace);
    }
    let number = (200..games)
        .find(|&n| read_game(&text, &whole.entries()[n - 1]).is_ok())
        .unwrap();
    typed(&mut app, &number.to_string());
    key(&mut app, KeyCode::Enter);
    assert!(app.game_list().is_none());
    let wanted = read_game(&text, &whole.entries()[number - 1]).unwrap();
    assert_eq!(write_game(&app.game), write_game(&wanted));
    assert!(
        status(&app)
            .0
            .ends_with(&format!("big.pgn: game {number} of {games}")),
        "{:?}",
        status(&app)
    );
}

/// What a `:save!` asked for, carried out as the runtime does (into memory).
fn saved(effects: &[Effect]) -> (PathBuf, Vec<u8>) {
    match effects {
        [
            Effect::SaveStreamed {
                path,
                pgn,
                number,
                game,
                ..
            },
        ] => {
            let mut out = Vec::new();
            pgn.write_replaced(*number, game, &mut out).unwrap();
            (path.clone(), out)
        }
        other => panic!("expected one streamed save, not {other:?}"),
    }
}

#[test]
fn save_bang_on_a_streamed_file_keeps_every_other_game_byte_for_byte() {
    let text = collection(512 * 1024);
    let (mut app, path) = opened("save", &text);
    typed(&mut app, "500");
    key(&mut app, KeyCode::Enter);
    command(&mut app, "move a3");
    let (to, written) = saved(&command(&mut app, "save!"));
    assert_eq!(to, path, "the file it came from");
    let whole = PgnIndex::scan(&text);
    let expected = replace_game(&text, &whole.entries()[499], &app.game);
    assert_eq!(String::from_utf8(written).unwrap(), expected);
    // To another file: the same bytes, and once written the game keeps that file as where
    // it came from.
    let effects = command(&mut app, "save! copy.pgn");
    assert!(
        matches!(&effects[..], [Effect::SaveStreamed { rule: WriteRule::New, saving, .. }]
            if *saving == Saving::Collection { from: Some(path.clone()) }),
        "a new file only: {effects:?}"
    );
    let (to, _) = saved(&effects);
    assert_eq!(to, Path::new("copy.pgn"));
    assert_eq!(
        app.source.as_ref().unwrap().path.as_deref(),
        Some(path.as_path())
    );
    let _ = app.update(Msg::FileSaved {
        path: to,
        result: Ok(()),
        saving: Saving::Collection { from: Some(path) },
    });
    assert_eq!(
        app.source.as_ref().unwrap().path.as_deref(),
        Some(Path::new("copy.pgn"))
    );
}

#[test]
fn a_streamed_file_that_changed_is_an_error_not_a_wrong_game() {
    let text = collection(256 * 1024);
    let (mut app, path) = opened("changed", &text);
    std::fs::write(&path, "[White \"x\"]\n\n1. e4 *\n").unwrap();
    let before = write_game(&app.game);
    typed(&mut app, "40");
    key(&mut app, KeyCode::Enter);
    assert!(status(&app).1, "an error");
    assert!(
        status(&app)
            .0
            .ends_with("big.pgn changed since it was opened; open it again"),
        "{:?}",
        status(&app)
    );
    assert_eq!(write_game(&app.game), before);
}
