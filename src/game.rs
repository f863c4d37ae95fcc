//! [`Game`]: a root position, the moves played from it, and the history facts the Stanback
//! evaluation needs (castled, king moved, developed), kept up to date move by move.

use shakmaty::fen::Fen;
use shakmaty::variant::Crazyhouse;
use shakmaty::{CastlingMode, Chess, Move, Position};

use crate::history::History;

/// A game: where it started, what was played, and which position is shown (a cursor that
/// steps back and forward through the moves).
#[derive(Clone, Debug)]
pub struct Game {
    moves: Vec<Move>,
    /// Position and history facts after each ply; index 0 is the root.
    positions: Vec<(Chess, History)>,
    cursor: usize,
}

impl Default for Game {
    fn default() -> Game {
        Game::from_position(Chess::default(), History::default())
    }
}

impl Game {
    /// A game from `root` with known history facts.
    pub fn from_position(root: Chess, history: History) -> Game {
        Game {
            moves: Vec::new(),
            positions: vec![(root, history)],
            cursor: 0,
        }
    }

    /// A game from a FEN; the history facts come from the board (spec 2.5 fallback rules).
    pub fn from_fen(fen: &str) -> Result<Game, FenError> {
        let pos = parse_fen(fen)?;
        let history = History::from_board(pos.board());
        Ok(Game::from_position(pos, history))
    }

    /// Plays a legal move at the cursor; moves after the cursor are dropped unless `mv` is
    /// the next one already (then the cursor just steps forward).
    pub fn play(&mut self, mv: Move) {
        if self.moves.get(self.cursor) == Some(&mv) {
            self.cursor += 1;
            return;
        }
        self.moves.truncate(self.cursor);
        self.positions.truncate(self.cursor + 1);
        let (pos, history) = &self.positions[self.cursor];
        let mut next = pos.clone();
        next.play_unchecked(mv);
        let history = history.after(pos.board(), &mv, next.board());
        self.moves.push(mv);
        self.positions.push((next, history));
        self.cursor += 1;
    }

    /// Removes the move that led to the shown position (and everything after it).
    pub fn take_back(&mut self) -> bool {
        if self.cursor == 0 {
            return false;
        }
        self.cursor -= 1;
        self.moves.truncate(self.cursor);
        self.positions.truncate(self.cursor + 1);
        true
    }

    /// Moves the cursor to ply `ply` (clamped to the game).
    pub fn go_to(&mut self, ply: usize) {
        self.cursor = ply.min(self.moves.len());
    }

    /// The shown ply (0 = root).
    pub fn cursor(&self) -> usize {
        self.cursor
    }

    /// The shown position.
    pub fn position(&self) -> &Chess {
        &self.positions[self.cursor].0
    }

    /// The history facts of the shown position.
    pub fn history(&self) -> History {
        self.positions[self.cursor].1
    }

    /// The starting position.
    pub fn root(&self) -> &Chess {
        &self.positions[0].0
    }

    /// Every move of the game (also those after the cursor).
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// The position after `ply` plies.
    pub fn position_at(&self, ply: usize) -> Option<&Chess> {
        self.positions.get(ply).map(|(p, _)| p)
    }

    /// Hashes of the positions before the shown one, oldest first (for repetition draws).
    pub fn hashes_before(&self) -> Vec<u64> {
        self.positions[..self.cursor]
            .iter()
            .map(|(p, _)| crate::search::hash_of(p))
            .collect()
    }

    /// The moves in SAN, from the root.
    pub fn san_moves(&self) -> Vec<String> {
        self.moves
            .iter()
            .zip(&self.positions)
            .map(|(m, (pos, _))| shakmaty::san::SanPlus::from_move(pos.clone(), *m).to_string())
            .collect()
    }

    /// The FEN of the shown position.
    pub fn fen(&self) -> String {
        Fen::from_position(self.position(), shakmaty::EnPassantMode::Legal).to_string()
    }
}

/// A parsed FEN: the standard-chess position (for the evaluation and the search) and, when the
/// FEN has pockets (`.../4K3[N] w - - 0 1`), the crazyhouse position with them.
#[derive(Clone, Debug)]
pub struct ParsedFen {
    /// The board, side to move, castling and en passant as standard chess.
    pub chess: Chess,
    /// The crazyhouse position, if the FEN has pockets.
    pub crazyhouse: Option<Crazyhouse>,
}

/// Parses a FEN of standard chess or crazyhouse (pockets in brackets).
pub fn parse_any_fen(fen: &str) -> Result<ParsedFen, FenError> {
    let parsed: Fen = fen
        .trim()
        .parse()
        .map_err(|e: shakmaty::fen::ParseFenError| FenError::Syntax(e.to_string()))?;
    if parsed.as_setup().pockets.is_none() {
        return parse_fen(fen).map(|chess| ParsedFen {
            chess,
            crazyhouse: None,
        });
    }
    let mode = CastlingMode::detect(parsed.as_setup());
    let crazyhouse: Crazyhouse = parsed
        .clone()
        .into_position(mode)
        .map_err(|e| FenError::Illegal(e.to_string()))?;
    let mut setup = parsed.into_setup();
    setup.pockets = None;
    setup.promoted = shakmaty::Bitboard::EMPTY;
    let chess = setup
        .position(mode)
        .map_err(|e| FenError::Illegal(e.to_string()))?;
    Ok(ParsedFen {
        chess,
        crazyhouse: Some(crazyhouse),
    })
}

/// Parses a FEN as standard chess (castling rights in standard or Shredder form); the pockets
/// of a crazyhouse FEN are dropped.
pub fn parse_fen(fen: &str) -> Result<Chess, FenError> {
    let fen = fen.trim();
    let parsed: Fen = fen
        .parse()
        .map_err(|e: shakmaty::fen::ParseFenError| FenError::Syntax(e.to_string()))?;
    if parsed.as_setup().pockets.is_some() {
        return parse_any_fen(fen).map(|p| p.chess);
    }
    let mode = CastlingMode::detect(parsed.as_setup());
    parsed
        .into_position(mode)
        .map_err(|e| FenError::Illegal(e.to_string()))
}

/// Why a FEN was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FenError {
    /// The text is not a FEN.
    Syntax(String),
    /// The FEN describes an impossible position.
    Illegal(String),
}

impl std::fmt::Display for FenError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            FenError::Syntax(reason) | FenError::Illegal(reason) => f.write_str(reason),
        }
    }
}

impl std::error::Error for FenError {}

#[cfg(test)]
mod tests {
    use super::{FenError, Game, parse_fen};
    use shakmaty::Position;

    #[test]
    fn bad_fens_are_refused_with_a_reason() {
        assert!(matches!(parse_fen("not a fen"), Err(FenError::Syntax(_))));
        assert!(matches!(
            parse_fen("8/8/8/8/8/8/8/8 w - - 0 1"),
            Err(FenError::Illegal(_))
        ));
        assert!(parse_fen("  rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 ").is_ok());
    }

    #[test]
    fn crazyhouse_fens_keep_their_pockets_for_the_advisors() {
        let parsed = super::parse_any_fen("4k3/8/8/8/8/8/8/4K3[N] w - - 0 1").unwrap();
        let zh = parsed.crazyhouse.expect("pockets");
        assert_eq!(zh.pockets().unwrap().white.knight, 1);
        assert!(parsed.chess.pockets().is_none());
        assert!(parse_fen("4k3/8/8/8/8/8/8/4K3[N] w - - 0 1").is_ok());
        assert!(super::parse_any_fen("8/8/8/8/8/8/8/4K3[N] w - - 0 1").is_err());
    }

    #[test]
    fn playing_moves_updates_position_and_history() {
        let uci = |game: &Game, m: &str| {
            m.parse::<shakmaty::uci::UciMove>()
                .unwrap()
                .to_move(game.position())
                .unwrap()
        };
        let mut game = Game::default();
        for m in ["e2e4", "e7e5", "e1e2"] {
            let mv = uci(&game, m);
            game.play(mv);
        }
        assert_eq!(game.moves().len(), 3);
        assert!(*game.history().king_moved.get(shakmaty::Color::White));
        assert_eq!(
            game.fen(),
            "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPPKPPP/RNBQ1BNR b kq - 1 2"
        );
        game.go_to(0);
        assert_eq!(
            game.fen(),
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
        );
        game.go_to(1);
        assert_eq!(game.san_moves(), ["e4", "e5", "Ke2"]);
        assert_eq!(game.hashes_before().len(), 1);
        // Playing the next move of the game only steps forward.
        let e5 = uci(&game, "e7e5");
        game.play(e5);
        assert_eq!((game.cursor(), game.moves().len()), (2, 3));
        // A different move replaces the rest of the game.
        let nf3 = uci(&game, "g1f3");
        game.play(nf3);
        assert_eq!(game.san_moves(), ["e4", "e5", "Nf3"]);
        assert!(!*game.history().king_moved.get(shakmaty::Color::White));
        assert!(game.take_back());
        assert_eq!(game.moves().len(), 2);
        game.go_to(99);
        assert_eq!(game.cursor(), 2);
    }
}
