//! The `moves` target: a move as a person types it (SAN or UCI, `tui::parse_move`) and as an
//! engine sends it (`uci_client::legal_move`), against a few positions with castling, en
//! passant, promotions and ambiguous pieces: an accepted move is legal, its canonical SAN
//! parses to the same move and prints to itself, and its UCI form parses to the same move.

use shakmaty::san::{San, SanPlus};
use shakmaty::uci::UciMove;
use shakmaty::{CastlingMode, Chess, Move, Position};

use super::{PropertyViolation, Target, ensure};
use kibitzer::game::parse_fen;
use kibitzer::uci::client::legal_move;
use kibitzer_tui::parse_move;

/// The positions every input is tried against.
const POSITIONS: [&str; 5] = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    // Kiwipete: both castlings, pins, captures everywhere.
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    // En passant on d6, promotions with and without capture.
    "1n2k3/2P3P1/8/3pP3/8/8/8/4K2R w K d6 0 1",
    // Three knights and two rooks that need disambiguation.
    "4k3/8/8/1N3N2/8/1N6/8/R3K2R w KQ - 0 1",
    // Black to move, in check.
    "4k3/8/8/8/8/8/8/4K2r w - - 0 1",
];

/// The target.
pub const TARGET: Target = Target {
    name: "moves",
    dictionary: &[
        "N", "B", "R", "Q", "K", "x", "+", "#", "=", "=Q", "O-O", "O-O-O", "0-0", "e", "d", "1",
        "8", "5", "6", "a", "h", "!", "?", "e.p.", "-", "@", "q", "n", "0000", "--",
    ],
    run,
};

fn run(input: &[u8]) -> Result<(), PropertyViolation> {
    let text = String::from_utf8_lossy(input);
    for fen in POSITIONS {
        let pos = parse_fen(fen).map_err(|e| PropertyViolation(format!("{fen}: {e:?}")))?;
        if let Some(m) = parse_move(&pos, &text) {
            check_move(&pos, &m, &text)?;
        }
        if let Ok(uci) = text.trim().parse::<UciMove>()
            && let Some(m) = legal_move(&pos, &uci)
        {
            check_move(&pos, &m, &text)?;
        }
    }
    Ok(())
}

/// `m`, read from `text` in `pos`, is legal and its printed forms read back as itself.
fn check_move(pos: &Chess, m: &Move, text: &str) -> Result<(), PropertyViolation> {
    ensure(pos.is_legal(*m), || {
        format!("{text:?} gave the illegal move {m}")
    })?;
    let san = San::from_move(pos, *m).to_string();
    let again = parse_move(pos, &san);
    ensure(again.as_ref() == Some(m), || {
        format!("{text:?} is {m}, printed {san:?}, which reads as {again:?}")
    })?;
    let reprinted = San::from_move(pos, *m).to_string();
    ensure(reprinted == san, || {
        format!("{san:?} prints as {reprinted:?}")
    })?;
    let plus = SanPlus::from_move(pos.clone(), *m).to_string();
    ensure(parse_move(pos, &plus).as_ref() == Some(m), || {
        format!("{plus:?} (with its check mark) does not read as {m}")
    })?;
    let uci = UciMove::from_move(*m, CastlingMode::Standard).to_string();
    let back = uci
        .parse::<UciMove>()
        .ok()
        .and_then(|u| legal_move(pos, &u));
    ensure(back.as_ref() == Some(m), || {
        format!("{m} as UCI {uci:?} reads back as {back:?}")
    })
}
