//! Games no one plays but a file can hold: 100,000 plies on the main line, and variations
//! nested 10,000 deep (each a branch inside the one before, 40,000 plies down). Reading,
//! writing, walking, the workstation's panes and dropping the game must neither overflow the
//! stack nor take more than linear time. The texts are made here, not kept in the repository.

use crate::support::screen;

use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use kibitzer::game::Game;
use kibitzer::pgn::{read_pgn, write_game};
use kibitzer_tui::{AnalysisLimits, App, Msg};

/// `plies` plies of knights going out and back (`Nf3 Nf6 Ng1 Ng8 ...`), as movetext.
fn shuffle(plies: usize) -> String {
    let cycle = ["Nf3", "Nf6", "Ng1", "Ng8"];
    let mut text = String::with_capacity(plies * 5);
    for ply in 0..plies {
        text.push_str(cycle[ply % 4]);
        text.push(' ');
    }
    text
}

/// Variations nested `depth` deep: `Nf3 Nf6 Ng1 Ng8 Nc3 ( Nf3 Nf6 Ng1 Ng8 Nc3 ( ... ) )`;
/// each `(` is the other choice to the `Nc3` before it, from the same position.
fn nested(depth: usize) -> String {
    let mut text = String::with_capacity(depth * 26);
    for _ in 0..depth {
        text.push_str("Nf3 Nf6 Ng1 Ng8 Nc3 ( ");
    }
    text.push_str("Nf3");
    for _ in 0..depth {
        text.push_str(" )");
    }
    text.push_str(" *\n");
    text
}

fn app_on(game: Game) -> App {
    let mut app = App::new(game, AnalysisLimits::default(), true);
    app.start();
    app
}

fn key(app: &mut App, code: KeyCode) {
    let _ = app.update(Msg::Key(KeyEvent::new(code, KeyModifiers::NONE)));
}

#[test]
fn a_game_of_100000_plies_reads_writes_walks_and_draws() {
    let text = format!("{}*\n", shuffle(100_000));
    let game = read_pgn(&text).unwrap();
    assert_eq!(game.main_line().len(), 100_001);
    let written = write_game(&game);
    assert!(
        written.contains("50000. Ng1 Ng8"),
        "{}",
        &written[written.len() - 200..]
    );
    assert_eq!(read_pgn(&written).unwrap().main_line().len(), 100_001);
    let mut app = app_on(game);
    key(&mut app, KeyCode::End);
    assert_eq!(app.game.cursor(), 100_000);
    for size in [(160, 50), (80, 24)] {
        let rows = screen::screen_rows(&app, size.0, size.1);
        assert!(rows.iter().any(|r| r.contains("50000.")), "{rows:#?}");
    }
    key(&mut app, KeyCode::Home);
    assert_eq!(app.game.cursor(), 0);
    key(&mut app, KeyCode::Right);
    assert_eq!(app.game.cursor(), 1);
}

/// Reads, writes, re-reads, walks to the bottom, draws at two sizes and drops a game of
/// variations nested `depth` deep.
fn nested_round_trip(depth: usize) {
    let game = read_pgn(&nested(depth)).unwrap();
    let written = write_game(&game);
    let again = read_pgn(&written).unwrap();
    assert_eq!(write_game(&again), written);
    // Follow the last variation of every branching down to the bottom.
    let mut at = kibitzer::game::NodeId::ROOT;
    let mut plies = 0;
    while let Some(&last) = again.node(at).children().last() {
        at = last;
        plies += 1;
    }
    assert_eq!(plies, 4 * depth + 1);
    let mut app = app_on(again);
    app.game.go_to(at);
    for size in [(160, 50), (80, 24)] {
        let rows = screen::screen_rows(&app, size.0, size.1);
        assert!(rows.iter().any(|r| r.contains("Nc3")), "{rows:#?}");
    }
    key(&mut app, KeyCode::Home);
    assert_eq!(app.game.cursor(), 0);
    drop(app);
    drop(game);
}

#[test]
fn variations_nested_10000_deep_fit_in_a_small_stack() {
    // A quarter of a megabyte of stack (a thread's default is 2 MiB, the main thread's 8):
    // code that recursed once per nesting level overflowed it here.
    let worker = std::thread::Builder::new()
        .stack_size(256 * 1024)
        .spawn(|| nested_round_trip(10_000))
        .unwrap();
    worker.join().unwrap();
}

/// 100,000 deep on the default stack: 20 s in a debug build, so run by hand with
/// `cargo test --release --test hostile_games -- --ignored`.
#[test]
#[ignore = "slow in a debug build"]
fn variations_nested_100000_deep() {
    nested_round_trip(100_000);
}
