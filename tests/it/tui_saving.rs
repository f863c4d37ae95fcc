//! Saving from the workstation through `App::update`: `:save FILE` writes the shown game
//! losslessly with our `[%eval]`s on the nodes we analysed; `:save!` writes the collection the
//! game came from with the edited game in place, the other games verbatim.

use crate::support::keys;

use std::path::{Path, PathBuf};

use crossterm::event::KeyCode;
use keys::{app_on, app_on_pgn, command, key, main_line};
use kibitzer::game::SearchedEval;
use kibitzer::pgn::{PgnIndex, read_game, write_game};
use kibitzer::text_file::TextFile;
use kibitzer::{Score, game::Game};
use kibitzer_tui::{App, Effect, Msg, Saving};

const OPERA: &str = include_str!("../data/opera.pgn");

/// The workstation with game `number` of the Opera file opened from its list.
fn opened(number: usize) -> App {
    let mut app = app_on(Game::default());
    let _ = app.update(Msg::FileLoaded {
        path: PathBuf::from("opera.pgn"),
        text: Ok(TextFile::decode(Path::new("opera.pgn"), OPERA)),
    });
    for _ in 1..number {
        key(&mut app, KeyCode::Down);
    }
    key(&mut app, KeyCode::Enter);
    app
}

/// The file and text of the one `SaveFile` in `effects`.
fn saved(effects: &[Effect]) -> (PathBuf, String) {
    match effects {
        [Effect::SaveFile(save)] => (save.path.clone(), save.text.clone()),
        other => panic!("expected one save, got {other:?}"),
    }
}

#[test]
fn save_writes_the_game_losslessly_with_our_evals() {
    let mut app = opened(1);
    let entry = PgnIndex::scan(OPERA).entries()[0].clone();
    let original = read_game(OPERA, &entry).unwrap();
    // No change: the game as read.
    let (path, text) = saved(&command(&mut app, "save out.pgn"));
    assert_eq!(path, PathBuf::from("out.pgn"));
    assert_eq!(text, write_game(&original));
    // Our analysis of a node replaces its [%eval] and keeps its [%clk]; a new variation is
    // kept too.
    key(&mut app, KeyCode::Home);
    key(&mut app, KeyCode::Right);
    let e4 = app.game.current();
    app.evals.insert(e4, SearchedEval::new(Score::cp(-12), 20));
    // The start position has no move to carry an [%eval]: its analysis is not written.
    app.evals.insert(
        kibitzer::game::NodeId::ROOT,
        SearchedEval::new(Score::cp(5), 20),
    );
    command(&mut app, "move c5");
    let (_, text) = saved(&command(&mut app, "save out.pgn"));
    let flat = text.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(
        flat.contains("1. e4 { [%eval -0.12,20] [%clk 0:10:00] } 1... e5 (1... c5)"),
        "{text}"
    );
    assert!(flat.contains("[Opening \"Philidor Defense\"]"), "{text}");
    assert!(text.contains("\n\n{ The Opera Game, played"), "{text}");
    assert!(flat.contains("9. Bg5 b5 $2 (9... Qb4"), "{text}");
    assert!(text.ends_with("1-0\n"), "{text}");
    // Read back, it is the same game.
    let _ = app.update(Msg::FileLoaded {
        path: path.clone(),
        text: Ok(TextFile::decode(&path, text.clone())),
    });
    assert_eq!(app.game.headers().get("White"), Some("Paul Morphy"));
    assert_eq!(app.game_pgn(), text);
    assert_eq!(app.line_evals()[1], Some(Score::cp(-12)));
}

#[test]
fn save_bang_writes_the_collection_with_the_game_in_place() {
    let mut app = opened(2);
    assert_eq!(main_line(&app), ["d4", "d5", "c4", "c6", "Nf3"]);
    command(&mut app, "move Bg4");
    let (path, text) = saved(&command(&mut app, "save!"));
    assert_eq!(path, PathBuf::from("opera.pgn"), "the file it came from");
    let index = PgnIndex::scan(&text);
    assert_eq!(index.entries().len(), 4);
    let old = PgnIndex::scan(OPERA);
    for number in [1, 3, 4] {
        assert_eq!(
            index.entries()[number - 1].text(&text),
            old.entries()[number - 1].text(OPERA),
            "game {number} is kept verbatim"
        );
    }
    let edited = read_game(&text, &index.entries()[1]).unwrap();
    assert_eq!(edited.san_line(&edited.main_line()).len(), 6);
    // To another file, and again there after a second edit (once the first is written).
    let (path, _) = saved(&command(&mut app, "save! copy.pgn"));
    assert_eq!(path, PathBuf::from("copy.pgn"));
    let _ = app.update(Msg::FileSaved {
        path,
        result: Ok(()),
        saving: Saving::Collection {
            from: Some(PathBuf::from("opera.pgn")),
        },
    });
    command(&mut app, "move e4");
    let (path, text) = saved(&command(&mut app, "save!"));
    assert_eq!(path, PathBuf::from("copy.pgn"));
    let index = PgnIndex::scan(&text);
    assert_eq!(index.entries().len(), 4);
    assert!(
        index.entries()[1].text(&text).contains("3. Nf3 Bg4 4. e4"),
        "{text}"
    );
}

#[test]
fn save_without_a_name_points_to_save_bang() {
    let mut app = app_on(Game::default());
    assert!(command(&mut app, "save").is_empty());
    let (message, error) = app.status.clone().unwrap();
    assert!(
        error
            && message
                == ":save needs a new file's name (:save! writes the file the game came from)",
        "{message}"
    );
}

#[test]
fn save_bang_needs_a_file_for_a_game_from_nowhere() {
    let mut app = app_on(Game::default());
    command(&mut app, "move e4");
    assert!(command(&mut app, "save!").is_empty());
    let (message, error) = app.status.clone().unwrap();
    assert!(error && message.contains("needs a file name"), "{message}");
    let (path, text) = saved(&command(&mut app, "save! mine.pgn"));
    assert_eq!(path, PathBuf::from("mine.pgn"));
    assert!(text.contains("1. e4"));
    // Pasted games have no file either.
    let _ = app.update(Msg::Paste(OPERA.to_owned()));
    key(&mut app, KeyCode::Enter);
    assert!(command(&mut app, "save!").is_empty());
    assert!(app.status.clone().unwrap().0.contains("pasted"));
}

#[test]
fn save_bang_refuses_a_file_whose_bytes_were_replaced_when_read() {
    let latin1 = b"[Event \"Bj\xF6rk open\"]\n\n1. e4 *\n\n[Event \"Second\"]\n\n1. d4 *\n";
    let mut app = app_on(Game::default());
    let _ = app.update(Msg::FileLoaded {
        path: PathBuf::from("bjork.pgn"),
        text: Ok(TextFile::decode(Path::new("bjork.pgn"), latin1.to_vec())),
    });
    key(&mut app, KeyCode::Enter);
    assert_eq!(main_line(&app), ["e4"], "{:?}", app.status);
    let effects = command(&mut app, "save!");
    assert!(effects.is_empty(), "{effects:?}");
    let (message, error) = app.status.clone().unwrap();
    assert!(error);
    assert!(message.contains("not valid UTF-8"), "{message}");
    // The game alone can still be saved.
    let (_, text) = saved(&command(&mut app, "save bjork-e4.pgn"));
    assert!(text.contains("1. e4"), "{text}");
}

/// The game as `:save` writes it, flattened to single spaces.
fn saved_flat(app: &mut App) -> String {
    let (_, text) = saved(&command(app, "save out.pgn"));
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

#[test]
fn a_game_played_to_mate_is_saved_with_its_result_and_a_signed_mate_zero() {
    let mut app = app_on(Game::default());
    for san in ["f3", "e5", "g4", "Qh4"] {
        command(&mut app, &format!("move {san}"));
    }
    // Our analysis of the mated position: White, to move, is mated.
    app.evals.insert(
        app.game.current(),
        SearchedEval::new(Score::mated_in_plies(0), 20),
    );
    let flat = saved_flat(&mut app);
    assert!(flat.contains("[Result \"0-1\"]"), "{flat}");
    assert!(
        flat.ends_with("2. g4 Qh4# { [%eval #-0,20] } 0-1"),
        "{flat}"
    );
    // Read back, the mated side is still White.
    let _ = app.update(Msg::Paste(flat.clone()));
    key(&mut app, KeyCode::Enter);
    assert_eq!(
        app.line_evals().last(),
        Some(&Some(Score::mated_in_plies(0)))
    );
}

#[test]
fn a_rules_result_fills_only_an_unknown_one() {
    // Stalemate after the last move, with `*` in the tag and the movetext.
    let stalemate = "[Event \"x\"]\n[Result \"*\"]\n[SetUp \"1\"]\n\
                     [FEN \"7k/8/6K1/5Q2/8/8/8/8 w - - 0 1\"]\n\n1. Qf7 *\n";
    let mut app = app_on_pgn(stalemate);
    let flat = saved_flat(&mut app);
    assert!(flat.contains("[Result \"1/2-1/2\"]"), "{flat}");
    assert!(flat.ends_with("1. Qf7 1/2-1/2"), "{flat}");
    // A result the file had stays, even one the rules would not give.
    let resigned = "[Event \"x\"]\n[Result \"1-0\"]\n\n1. f3 e5 2. g4 Qh4# 1-0\n";
    let mut app = app_on_pgn(resigned);
    let flat = saved_flat(&mut app);
    assert!(flat.contains("[Result \"1-0\"]"), "{flat}");
    assert!(flat.ends_with("Qh4# 1-0"), "{flat}");
    // A game that goes on stays unfinished; so does one whose variation (not main line) mates.
    let mut app = app_on_pgn("1. f3 e5 2. g4 (2. Nc3 Nc6) 2... Qh4# *\n");
    let flat = saved_flat(&mut app);
    assert!(flat.ends_with("2... Qh4# 0-1"), "{flat}");
    let mut app = app_on_pgn("1. f3 e5 2. Nc3 (2. g4 Qh4#) 2... Nc6 *\n");
    assert!(saved_flat(&mut app).ends_with("2... Nc6 *"));
}
