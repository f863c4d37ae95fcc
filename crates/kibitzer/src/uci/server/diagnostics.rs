//! The non-standard commands Stockfish has, for people at a terminal: `eval` (the Stanback
//! table of `kibitzer eval`), `d` (board, FEN, key, checkers), `bench [depth]` (what
//! `kibitzer bench` prints) and `go perft N` (leaf counts per root move and their total).

use std::fmt::Write as _;

use shakmaty::fen::Fen;
use shakmaty::{Chess, EnPassantMode, File, Position, Rank, Square};

use super::info::UciText;
use super::position::GamePosition;
use crate::bench_positions::run_bench;
use crate::search::SearchOptions;

pub(super) use crate::bench_positions::BENCH_DEPTH;

/// The text of `eval`: the table, and the opening of the position when it has a name.
pub fn eval_text(game: &GamePosition) -> String {
    let pos = game.position();
    let breakdown = crate::eval::breakdown(pos, game.history());
    let table = crate::format::eval_table(pos, game.history(), &breakdown, false);
    let mut text = table.trim_end().to_owned();
    if let Some(opening) = crate::openings::of_position(pos) {
        let _ = write!(text, "\nOpening: {opening}");
    }
    text
}

/// The text of `d`: the board (rank 8 on top), then the FEN, key and checkers.
pub fn display_text(game: &GamePosition) -> String {
    let pos = game.position();
    let rule = " +---+---+---+---+---+---+---+---+";
    let mut out = String::new();
    let _ = writeln!(out, "\n{rule}");
    for rank in Rank::ALL.into_iter().rev() {
        for file in File::ALL {
            let square = Square::from_coords(file, rank);
            let piece = pos
                .board()
                .piece_at(square)
                .map_or(' ', shakmaty::Piece::char);
            let _ = write!(out, " | {piece}");
        }
        let _ = writeln!(out, " | {}\n{rule}", rank.char());
    }
    let _ = writeln!(out, "   a   b   c   d   e   f   g   h\n");
    let _ = writeln!(
        out,
        "Fen: {}",
        Fen::from_position(pos, EnPassantMode::Legal)
    );
    let _ = writeln!(out, "Key: {:016X}", game.key());
    let checkers: Vec<String> = pos.checkers().into_iter().map(|s| s.to_string()).collect();
    let _ = write!(out, "Checkers: {}", checkers.join(" "));
    out
}

/// The text of `bench`: the two lines of `kibitzer bench` with the current switches.
pub fn bench_text(depth: u32, options: &SearchOptions) -> String {
    match run_bench(depth, options, |_, _, _| {}) {
        Ok(total) => total.to_string(),
        Err(e) => format!("info string {e}"),
    }
}

/// The text of `go perft depth`: `move: count` per legal move, then the total.
pub fn perft_text(pos: &Chess, depth: u32) -> String {
    let mut out = String::new();
    let mut total = 0;
    if depth >= 1 {
        for m in pos.legal_moves() {
            let mut child = pos.clone();
            child.play_unchecked(m);
            let count = shakmaty::perft(&child, depth - 1);
            total += count;
            let _ = writeln!(out, "{}: {count}", UciText(m));
        }
    } else {
        total = 1;
    }
    let _ = write!(out, "\nNodes searched: {total}");
    out
}

#[cfg(test)]
mod tests {
    use shakmaty::Chess;

    use super::{display_text, perft_text};
    use crate::uci::server::position::GamePosition;

    #[test]
    fn perft_counts_each_root_move_and_the_total() {
        let text = perft_text(&Chess::default(), 3);
        assert!(text.contains("e2e4: 600\n"), "{text}");
        assert!(text.ends_with("Nodes searched: 8902"), "{text}");
        assert_eq!(text.lines().filter(|l| l.contains(": ")).count(), 21);
    }

    #[test]
    fn display_shows_board_fen_key_and_checkers() {
        let mut game = GamePosition::default();
        for m in ["e2e4", "f7f6", "d2d4", "g7g5", "d1h5"] {
            game.play(m).unwrap();
        }
        let text = display_text(&game);
        assert!(
            text.contains(" | r | n | b | q | k | b | n | r | 8"),
            "{text}"
        );
        assert!(
            text.contains("Fen: rnbqkbnr/ppppp2p/5p2/6pQ/3PP3/8/PPP2PPP/RNB1KBNR b KQkq - 1 3")
        );
        assert!(text.ends_with("Checkers: h5"), "{text}");
        assert!(text.contains(&format!("Key: {:016X}", game.key())));
    }
}
