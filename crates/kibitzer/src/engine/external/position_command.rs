//! The `position` command an external engine is sent for a request: `position fen START moves
//! ...` when the request's root holds the game's moves to it ([`GameLine`]), so that the engine
//! knows the positions before the root (to see repetitions), else the root's FEN alone. A line
//! whose moves are not legal from its start, or do not lead to the root, is ignored.

use shakmaty::fen::Fen;
use shakmaty::{CastlingMode, Chess, EnPassantMode, Position};

use crate::engine::SearchRequest;
use crate::search::GameLine;

/// A request and whether the engine forgets what it learnt first.
pub(super) struct Job {
    pub(super) request: SearchRequest,
    /// Whether the engine is told `ucinewgame` first (it forgets what it learnt).
    pub(super) new_game: bool,
}

/// `position fen START moves ...` when `line` leads to `root`, else `position fen ROOT`.
pub(super) fn position_command(root: &Chess, line: Option<&GameLine>) -> String {
    let leads_to_root = line.filter(|line| {
        let mut position = line.start.clone();
        for mv in &line.moves {
            if !position.is_legal(*mv) {
                return false;
            }
            position.play_unchecked(*mv);
        }
        same_position(&position, root)
    });
    match leads_to_root {
        Some(line) if !line.moves.is_empty() => {
            let moves: Vec<String> = line
                .moves
                .iter()
                .map(|mv| mv.to_uci(CastlingMode::Standard).to_string())
                .collect();
            format!(
                "position fen {} moves {}",
                fen(&line.start),
                moves.join(" ")
            )
        }
        _ => format!("position fen {}", fen(root)),
    }
}

fn fen(position: &Chess) -> Fen {
    Fen::from_position(position, EnPassantMode::Legal)
}

/// The same pieces, side to move, castling rights and en passant square.
fn same_position(a: &Chess, b: &Chess) -> bool {
    a.board() == b.board()
        && a.turn() == b.turn()
        && a.castles().castling_rights() == b.castles().castling_rights()
        && a.ep_square(EnPassantMode::Legal) == b.ep_square(EnPassantMode::Legal)
}

#[cfg(test)]
mod tests {
    use shakmaty::uci::UciMove;
    use shakmaty::{Chess, Position};

    use super::position_command;
    use crate::search::GameLine;

    fn line(moves: &[&str]) -> GameLine {
        let mut position = Chess::default();
        let mut played = Vec::new();
        for m in moves {
            let mv = m.parse::<UciMove>().unwrap().to_move(&position).unwrap();
            position.play_unchecked(mv);
            played.push(mv);
        }
        GameLine {
            start: Chess::default(),
            moves: played,
        }
    }

    fn root(line: &GameLine) -> Chess {
        let mut position = line.start.clone();
        for mv in &line.moves {
            position.play_unchecked(*mv);
        }
        position
    }

    #[test]
    fn the_games_moves_when_they_lead_to_the_root() {
        let game = line(&["g1f3", "g8f6", "f3g1", "f6g8"]);
        assert_eq!(
            position_command(&root(&game), Some(&game)),
            "position fen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 \
             moves g1f3 g8f6 f3g1 f6g8"
        );
    }

    #[test]
    fn the_roots_fen_otherwise() {
        let game = line(&["e2e4"]);
        let elsewhere = root(&line(&["d2d4"]));
        assert_eq!(
            position_command(&elsewhere, Some(&game)),
            "position fen rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR b KQkq - 0 1"
        );
        assert_eq!(
            position_command(&root(&game), None),
            "position fen rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"
        );
        let illegal = GameLine {
            moves: vec![game.moves[0], game.moves[0]],
            ..game.clone()
        };
        assert!(!position_command(&root(&game), Some(&illegal)).contains("moves"));
    }
}
