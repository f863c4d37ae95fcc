//! FEN parsing for games: standard chess (castling rights in standard or Shredder form) and
//! crazyhouse FENs with pockets, [`FenError`], why a FEN was refused, and [`looks_like_fen`],
//! whether a text that may be a FEN or a PGN (a paste) is meant as a FEN.

use shakmaty::fen::Fen;
use shakmaty::variant::Crazyhouse;
use shakmaty::{CastlingMode, Chess};

/// A parsed FEN: the standard-chess position (for the evaluation and the search) and, when the
/// FEN has pockets (`.../4K3[N] w - - 0 1`), the crazyhouse position with them.
#[derive(Clone, Debug)]
pub struct ParsedFen {
    /// The board, side to move, castling and en passant as standard chess.
    pub chess: Chess,
    /// The crazyhouse position, if the FEN has pockets.
    pub crazyhouse: Option<Crazyhouse>,
}

/// Reads the fields of a FEN without judging the position: shakmaty's reading, except that a
/// halfmove clock or fullmove number too large for shakmaty's `u32` is refused instead of
/// being clamped to 4294967295.
pub fn read_fen(fen: &str) -> Result<Fen, FenError> {
    let fen = fen.trim();
    check_counters(fen)?;
    fen.parse()
        .map_err(|e: shakmaty::fen::ParseFenError| FenError::Syntax(e.to_string()))
}

/// The counters of a FEN: the first two fields after the en passant square that are not a
/// three-check count (`+1+2`, `3+3`).
fn check_counters(fen: &str) -> Result<(), FenError> {
    let counters = fen
        .split([' ', '_'])
        .filter(|field| !field.is_empty())
        .skip(4)
        .filter(|field| !field.contains('+'));
    for (field, text) in [FenCounter::Halfmove, FenCounter::Fullmove]
        .into_iter()
        .zip(counters)
    {
        if text.bytes().all(|b| b.is_ascii_digit()) && text.parse::<u32>().is_err() {
            return Err(FenError::CounterTooLarge {
                field,
                text: shortened(text),
            });
        }
    }
    Ok(())
}

/// At most the first 20 characters of `text` (with `...` when cut), for quoting.
fn shortened(text: &str) -> String {
    match text.char_indices().nth(20) {
        Some((cut, _)) => format!("{}...", &text[..cut]),
        None => text.to_owned(),
    }
}

/// Whether `text` is meant as a FEN, even a bad one: its first field (up to a space or an
/// underscore, as in URLs) is a board of 8 ranks separated by `/`, made only of pieces, digits
/// and crazyhouse pockets, and at most 6 fields follow it (side, castling, en passant, a
/// three-check count and the two counters). No PGN starts so, so the reason a FEN was refused
/// is the one to report for it, not the reason it is no PGN either.
pub fn looks_like_fen(text: &str) -> bool {
    let mut fields = text.split([' ', '_']).filter(|field| !field.is_empty());
    let Some(board) = fields.next() else {
        return false;
    };
    if fields.count() > 6 {
        return false;
    }
    // Pockets come in brackets, or as a ninth `/` part (`.../4K3/Nq`).
    let board = board.split('[').next().unwrap_or(board);
    let ranks = board.split('/').count();
    (ranks == 8 || ranks == 9)
        && board
            .bytes()
            .all(|b| b == b'/' || b == b'~' || b.is_ascii_digit() || b"pnbrqkPNBRQK".contains(&b))
}

/// Parses a FEN of standard chess or crazyhouse (pockets in brackets).
pub fn parse_any_fen(fen: &str) -> Result<ParsedFen, FenError> {
    let parsed = read_fen(fen)?;
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
    let parsed = read_fen(fen)?;
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
    /// A move counter is larger than 4294967295, the most shakmaty holds.
    CounterTooLarge {
        /// Which counter.
        field: FenCounter,
        /// Its text (shortened).
        text: String,
    },
}

/// The two move counters at the end of a FEN.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FenCounter {
    /// The halfmove clock (plies since the last capture or pawn move).
    Halfmove,
    /// The fullmove number.
    Fullmove,
}

impl std::fmt::Display for FenCounter {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            FenCounter::Halfmove => "halfmove clock",
            FenCounter::Fullmove => "fullmove number",
        })
    }
}

impl std::fmt::Display for FenError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            FenError::Syntax(reason) | FenError::Illegal(reason) => f.write_str(reason),
            FenError::CounterTooLarge { field, text } => {
                write!(f, "the {field} {text} is too large (at most {})", u32::MAX)
            }
        }
    }
}

impl std::error::Error for FenError {}

#[cfg(test)]
mod tests {
    use super::{FenCounter, FenError, parse_any_fen, parse_fen};
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
    fn fens_are_told_from_pgn_by_their_board() {
        use super::looks_like_fen;
        assert!(looks_like_fen("4k3/8/8/8/8/8/8/4K2R w KQ - 0 1"));
        assert!(looks_like_fen("4k3/8/8/8/8/8/8/4K2R w KQ -"));
        assert!(looks_like_fen("4k3/8/8/8/8/8/8/4K2R_w_KQ_-_0_1"));
        assert!(looks_like_fen("4k3/8/8/8/8/8/8/4K3[N] w - - 0 1"));
        assert!(looks_like_fen("4k3/8/8/8/8/8/8/4K3/N w - - 0 1"));
        assert!(looks_like_fen(
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - +0+0 0 1"
        ));
        assert!(!looks_like_fen("1. e4 e5 2. Nf3 *"));
        assert!(!looks_like_fen("[Event \"x\"]\n\n1. e4 *"));
        assert!(!looks_like_fen("4k3/8/8 w - - 0 1"));
        assert!(!looks_like_fen("1/2-1/2"));
        assert!(!looks_like_fen(""));
    }

    #[test]
    fn the_counters_are_checked_in_every_form_shakmaty_reads() {
        let clock = |fen: &str| parse_fen(fen).map(|pos| pos.halfmoves());
        assert_eq!(
            clock("4k3/8/8/8/8/8/8/4K3 w - - 4294967295 1"),
            Ok(u32::MAX)
        );
        // FENs in URLs: shakmaty splits at underscores too.
        assert!(matches!(
            parse_fen("4k3/8/8/8/8/8/8/4K3_w_-_-_99999999999_1"),
            Err(FenError::CounterTooLarge {
                field: FenCounter::Halfmove,
                ..
            })
        ));
        assert!(super::parse_any_fen("4k3/8/8/8/8/8/8/4K3[N] w - - 4294967296 1").is_err());
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
    fn a_move_counter_beyond_u32_is_refused_naming_the_field() {
        let error = parse_fen("8/8/8/8/8/8/8/K1k5 w - - 99999999999 1").unwrap_err();
        assert_eq!(
            error,
            FenError::CounterTooLarge {
                field: FenCounter::Halfmove,
                text: "99999999999".to_owned()
            }
        );
        assert_eq!(
            error.to_string(),
            "the halfmove clock 99999999999 is too large (at most 4294967295)"
        );
        let error = parse_any_fen("8/8/8/8/8/8/8/K1k5 w - - 0 4294967296").unwrap_err();
        assert!(matches!(
            error,
            FenError::CounterTooLarge {
                field: FenCounter::Fullmove,
                ..
            }
        ));
        let error =
            parse_fen("8/8/8/8/8/8/8/K1k5 w - - +1+2 0 99999999999999999999999999").unwrap_err();
        assert_eq!(
            error.to_string(),
            "the fullmove number 99999999999999999999... is too large (at most 4294967295)"
        );
        let largest = parse_fen("8/8/8/8/8/8/8/K1k5 w - - 4294967295 4294967295").unwrap();
        assert_eq!(largest.halfmoves(), u32::MAX);
        assert_eq!(largest.fullmoves().get(), u32::MAX);
    }
}
