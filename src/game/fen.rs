//! FEN parsing for games: standard chess (castling rights in standard or Shredder form) and
//! crazyhouse FENs with pockets, and [`FenError`], why a FEN was refused.

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

/// Parses a FEN of standard chess or crazyhouse (pockets in brackets).
pub fn parse_any_fen(fen: &str) -> Result<ParsedFen, FenError> {
    halfmove_clock_fits(fen)?;
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
    halfmove_clock_fits(fen)?;
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

/// Refuses a halfmove clock written in digits that is larger than shakmaty holds (a `u32`):
/// shakmaty would make `99999999999` 4294967295 without a word.
fn halfmove_clock_fits(fen: &str) -> Result<(), FenError> {
    // The fields as shakmaty splits them: at spaces and at underscores (FENs in URLs).
    match fen.split([' ', '_']).filter(|f| !f.is_empty()).nth(4) {
        Some(clock)
            if clock.bytes().all(|b| b.is_ascii_digit()) && clock.parse::<u32>().is_err() =>
        {
            let shown = match clock.get(..20) {
                Some(start) if clock.len() > 20 => format!("{start}..."),
                _ => clock.to_owned(),
            };
            Err(FenError::Syntax(format!(
                "halfmove clock {shown} is larger than {}",
                u32::MAX
            )))
        }
        _ => Ok(()),
    }
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
    use super::{FenError, parse_fen};
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
    fn a_halfmove_clock_too_large_to_hold_is_refused_not_clamped() {
        let clock = |fen: &str| parse_fen(fen).map(|pos| pos.halfmoves());
        assert_eq!(
            clock("4k3/8/8/8/8/8/8/4K3 w - - 4294967295 1"),
            Ok(u32::MAX)
        );
        let error = parse_fen("4k3/8/8/8/8/8/8/4K3 w - - 99999999999 1").unwrap_err();
        assert_eq!(
            error,
            FenError::Syntax("halfmove clock 99999999999 is larger than 4294967295".to_owned())
        );
        assert!(super::parse_any_fen("4k3/8/8/8/8/8/8/4K3[N] w - - 4294967296 1").is_err());
        assert!(parse_fen("4k3/8/8/8/8/8/8/4K3_w_-_-_99999999999_1").is_err());
        assert!(
            parse_fen("4k3/8/8/8/8/8/8/4K3 w -_- 5 4294967296").is_ok_and(|p| p.halfmoves() == 5)
        );
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
}
