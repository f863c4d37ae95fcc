//! A generated PGN collection for the index tests and benchmark: seeded random games (the
//! same on every machine) written by kibitzer's own writer, with headers, and on every tenth
//! game a commented variation with `[%eval]` and `[%clk]` annotations.

use kibitzer::Score;
use kibitzer::game::{Annotation, Game, GameResult};
use kibitzer::pgn::write_game;
use shakmaty::Position;

use super::playouts::Rng;

/// `games` random games of at most `plies` plies, as one PGN text, and each game's plies.
pub fn collection(games: usize, plies: usize) -> (String, Vec<usize>) {
    let mut rng = Rng::new(14);
    let mut text = String::new();
    let mut lengths = Vec::with_capacity(games);
    for number in 1..=games {
        let mut game = Game::default();
        for _ in 0..plies {
            let moves = game.position().legal_moves();
            if moves.is_empty() {
                break;
            }
            game.play(moves[rng.below(moves.len())]);
        }
        lengths.push(game.cursor());
        if number % 10 == 0 && game.cursor() > 2 {
            annotate(&mut game, &mut rng);
        }
        let headers = game.headers_mut();
        headers.set("Event", &format!("Playout {number}"));
        headers.set("Site", "kibitzer tests");
        headers.set("Date", "2026.01.01");
        headers.set("Round", &number.to_string());
        headers.set("White", &format!("White Player {}", number % 100));
        headers.set("Black", &format!("Black Player {}", number % 37));
        game.set_result(GameResult::Draw);
        text.push_str(&write_game(&game));
        text.push('\n');
    }
    (text, lengths)
}

/// A one-move variation at ply 2 with a comment, and an eval and clock on the first move.
fn annotate(game: &mut Game, rng: &mut Rng) {
    let line = game.main_line();
    let (first, second) = (line[1], line[2]);
    game.set_eval(first, Some(Score::cp(rng.below(100) as i32)));
    let mut annotation = game.node(first).annotation().clone();
    annotation.comments_after[0].push_str(" [%clk 0:03:00]");
    game.set_annotation(first, annotation);
    let alternatives = game.node(first).position().legal_moves();
    let other = alternatives
        .iter()
        .find(|&&m| Some(m) != game.node(second).mv())
        .copied();
    if let Some(id) = other.and_then(|m| game.add_line(first, &[m])) {
        game.set_annotation(
            id,
            Annotation {
                comments_after: vec!["another try".to_owned()],
                ..Annotation::default()
            },
        );
    }
}
