//! The `fen` target: a FEN that parses prints back as a FEN that parses to the same position
//! with the same clocks, and printing is a fixed point; a halfmove clock written in digits is
//! kept, not clamped.

use shakmaty::fen::Fen;
use shakmaty::{Chess, EnPassantMode, Position};

use super::{PropertyViolation, Target, ensure};
use kibitzer::game::parse_any_fen;

/// The target.
pub const TARGET: Target = Target {
    name: "fen",
    dictionary: &[
        "/",
        " ",
        "8",
        "1",
        "K",
        "k",
        "Q",
        "q",
        "R",
        "r",
        "B",
        "b",
        "N",
        "n",
        "P",
        "p",
        "w",
        "KQkq",
        "-",
        "e3",
        "e6",
        "Aa",
        "HAha",
        "[",
        "]",
        "[Nq]",
        "~",
        "0",
        "1",
        " 0 1",
        "4294967295",
        "+",
    ],
    run,
};

/// The FEN of `pos`.
fn fen_of(pos: &Chess) -> String {
    Fen::from_position(pos, EnPassantMode::Legal).to_string()
}

fn run(input: &[u8]) -> Result<(), PropertyViolation> {
    let Ok(text) = std::str::from_utf8(input) else {
        return Ok(());
    };
    let Ok(parsed) = parse_any_fen(text) else {
        return Ok(());
    };
    let printed = fen_of(&parsed.chess);
    let again = parse_any_fen(&printed)
        .map_err(|e| PropertyViolation(format!("the printed FEN {printed:?} fails: {e:?}")))?;
    let reprinted = fen_of(&again.chess);
    ensure(reprinted == printed, || {
        format!("printing is not a fixed point: {printed:?} then {reprinted:?}")
    })?;
    ensure(
        again.chess.board() == parsed.chess.board()
            && again.chess.turn() == parsed.chess.turn()
            && again.chess.castles().castling_rights() == parsed.chess.castles().castling_rights()
            && again.chess.ep_square(shakmaty::EnPassantMode::Legal)
                == parsed.chess.ep_square(shakmaty::EnPassantMode::Legal)
            && again.chess.halfmoves() == parsed.chess.halfmoves()
            && again.chess.fullmoves() == parsed.chess.fullmoves(),
        || format!("{printed:?} re-reads as another position: {reprinted:?}"),
    )?;
    // A halfmove clock given in digits comes back as the same number. The fields are split
    // as shakmaty splits them: at spaces and at underscores (FENs in URLs).
    if let Some(clock) = text
        .trim()
        .split([' ', '_'])
        .filter(|f| !f.is_empty())
        .nth(4)
        && !clock.is_empty()
        && clock.bytes().all(|b| b.is_ascii_digit())
    {
        let given = clock.trim_start_matches('0');
        let given = if given.is_empty() { "0" } else { given };
        let kept = parsed.chess.halfmoves().to_string();
        ensure(kept == given, || {
            format!("the halfmove clock {clock} became {kept}")
        })?;
    }
    Ok(())
}
