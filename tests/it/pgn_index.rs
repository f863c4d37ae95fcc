//! The PGN index on a generated collection: every game found with its headers and its
//! number of moves, search by player, and each game opened from its range. (Its speed on
//! 10,000 games is measured by `cargo bench --bench pgn_index`.)

use crate::support::pgn_playouts;

use kibitzer::pgn::{PgnIndex, read_game};

#[test]
fn the_index_finds_every_generated_game() {
    let (text, plies) = pgn_playouts::collection(300, 60);
    let index = PgnIndex::scan(&text);
    let entries = index.entries();
    assert_eq!(entries.len(), 300);
    for (entry, &length) in entries.iter().zip(&plies) {
        assert_eq!(entry.plies, length, "game {}", entry.number);
        assert_eq!(
            entry.event.as_deref(),
            Some(format!("Playout {}", entry.number).as_str())
        );
        assert_eq!(entry.result.as_deref(), Some("1/2-1/2"));
    }
    assert_eq!(
        index.search("white player 7").len(),
        33,
        "7 and 70 to 79 in each hundred"
    );
    for entry in entries.iter().step_by(29) {
        let game = read_game(&text, entry).unwrap();
        assert_eq!(game.ply(game.current()), entry.plies);
        let annotated = entry.number % 10 == 0;
        assert_eq!(
            game.node(game.main_line()[1]).children().is_empty(),
            entry.plies < 2
        );
        assert_eq!(
            game.node(game.main_line()[1])
                .annotation()
                .clock()
                .is_some(),
            annotated
        );
    }
}
