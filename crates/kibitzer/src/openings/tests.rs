//! Tests of the opening names: every table line replays, transpositions are named, and a
//! game keeps the deepest name along its line.

use shakmaty::san::San;
use shakmaty::{Chess, Position};

use super::{Opening, deepest, of_game, of_position, table_size};
use crate::game::Game;

fn after(moves: &str) -> Vec<Chess> {
    let mut line = vec![Chess::default()];
    for token in moves.split_whitespace() {
        let pos = line.last().unwrap();
        let m = token.parse::<San>().unwrap().to_move(pos).unwrap();
        line.push(pos.clone().play(m).unwrap());
    }
    line
}

const NIMZO: Opening = Opening {
    eco: "E20",
    name: "Nimzo-Indian Defense",
};

#[test]
fn every_line_of_the_tables_replays() {
    let (positions, unreadable) = table_size();
    assert_eq!(unreadable, 0);
    // 3,810 lines, each naming a position of its own.
    assert_eq!(positions, 3_810);
}

#[test]
fn the_initial_position_has_no_name_and_one_move_has() {
    assert_eq!(of_position(&Chess::default()), None);
    let e4 = after("e4");
    assert_eq!(of_position(&e4[1]).map(|o| o.eco), Some("B00"));
}

#[test]
fn a_transposition_gets_the_name_of_the_position_it_reaches() {
    // The table names the Nimzo-Indian only after 1. d4 Nf6 2. c4 e6 3. Nc3 Bb4.
    let table_order = after("d4 Nf6 c4 e6 Nc3 Bb4");
    let english_order = after("c4 Nf6 Nc3 e6 d4 Bb4");
    assert_eq!(of_position(table_order.last().unwrap()), Some(NIMZO));
    assert_eq!(of_position(english_order.last().unwrap()), Some(NIMZO));
}

#[test]
fn a_game_past_the_tables_keeps_its_deepest_name() {
    let line = after("d4 Nf6 c4 e6 Nc3 Bb4 Qc2 O-O a3 Bxc3+ Qxc3 b6 Bg5 Bb7 f3 h6 Bh4 d5 e3 Nbd7");
    let named = deepest(line.iter()).unwrap();
    // Named last after 6... b6, fourteen plies before the end.
    assert_eq!(
        named.to_string(),
        "E32 Nimzo-Indian Defense: Classical Variation, Keres Defense"
    );
    // The last positions themselves have no name.
    assert_eq!(of_position(line.last().unwrap()), None);
    // The same through a game, at its last move and back at move 3.
    let mut game = Game::from_position(Chess::default(), crate::History::default());
    for pos in line.windows(2) {
        let m = pos[0]
            .legal_moves()
            .into_iter()
            .find(|&m| pos[0].clone().play(m).unwrap() == pos[1])
            .unwrap();
        game.play(m);
    }
    assert_eq!(of_game(&game, game.current()), Some(named));
    game.go_to_ply(6);
    assert_eq!(of_game(&game, game.current()), Some(NIMZO));
}
