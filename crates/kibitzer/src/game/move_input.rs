//! A move as a person types it, in the manner of Lichess's keyboard input: reading typed text
//! against a position ([`parse_typed_move`], to a legal [`Move`] or a [`MoveInputError`] that
//! says why not) and the legal moves a partly typed text may become ([`completions`]).
//!
//! SAN and UCI are both read: `Nf3`, `nf3` (a lower-case piece letter), `g1f3`, `e7e8q`,
//! `O-O`, `0-0`, `o-o`, `exd5`, `ed5`; `x`, `+`, `#`, `=`, `-`, `!` and `?` are ignored and
//! the case does not matter, except that the exact SAN is tried first. Where a lower-case `b`
//! reads as a pawn move and a bishop move alike, the pawn's is taken, as Lichess does.

use shakmaty::san::{San, SanPlus};
use shakmaty::uci::UciMove;
use shakmaty::{CastlingMode, Chess, Move, Position, Role};

/// Why typed text is not a move here.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveInputError {
    /// Nothing was typed.
    Empty,
    /// The text does not read as a move at all.
    NotAMove(String),
    /// The text reads as a move, but no legal move here is that one.
    Illegal(String),
    /// The text names several legal moves (their SAN).
    Ambiguous(String, Vec<String>),
    /// The text is the start of several legal moves (their SAN).
    Incomplete(String, Vec<String>),
    /// A pawn's move to the last rank without the piece it becomes (the choices, in SAN).
    NoPromotionPiece(String, Vec<String>),
}

impl std::fmt::Display for MoveInputError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            MoveInputError::Empty => write!(f, "type a move (SAN or UCI: Nf3, g1f3)"),
            MoveInputError::NotAMove(text) => write!(f, "\"{text}\" is not a move"),
            MoveInputError::Illegal(text) => write!(f, "\"{text}\" is not a legal move here"),
            MoveInputError::Ambiguous(text, moves) => {
                write!(f, "\"{text}\" is ambiguous: {}", moves.join(", "))
            }
            MoveInputError::Incomplete(text, moves) => {
                write!(f, "\"{text}\" could be {}", moves.join(", "))
            }
            MoveInputError::NoPromotionPiece(text, moves) => {
                write!(f, "\"{text}\": which piece? {}", moves.join(", "))
            }
        }
    }
}

impl std::error::Error for MoveInputError {}

/// One legal move and the keys typed text is matched against.
struct Candidate {
    mv: Move,
    /// Its SAN with the check mark (`Nf3+`): what is shown.
    shown: String,
    /// Its SAN folded (see [`fold`]): `nbd2`, `ed5`, `e8q`, `oo`.
    full: String,
    /// Its SAN folded without the disambiguation (`nd2`); a pawn's is its full key.
    loose: String,
    /// Its UCI (`g1f3`, `e7e8q`).
    uci: String,
}

impl Candidate {
    fn is_pawn(&self) -> bool {
        self.mv.role() == Role::Pawn
    }

    /// Whether the folded `typed` is this move exactly.
    fn is(&self, typed: &str) -> bool {
        self.full == typed || self.loose == typed
    }

    /// Whether the folded `typed` starts this move's SAN.
    fn starts(&self, typed: &str) -> bool {
        self.full.starts_with(typed) || self.loose.starts_with(typed)
    }
}

/// The text typed with what is ignored taken out (`x + # = - ! ?`), `0` read as `o`, in lower
/// case.
fn fold(text: &str) -> String {
    text.chars()
        .filter(|c| !matches!(c, 'x' | 'X' | '+' | '#' | '=' | '-' | '!' | '?'))
        .map(|c| {
            if c == '0' {
                'o'
            } else {
                c.to_ascii_lowercase()
            }
        })
        .collect()
}

/// The text without the trailing marks a move may carry (`+`, `#`, `!`, `?`) and spaces.
fn without_marks(text: &str) -> &str {
    text.trim()
        .trim_end_matches(['+', '#', '!', '?'])
        .trim_end()
}

/// Every legal move of `pos` with its keys, in the order the move generator gives them.
fn candidates(pos: &Chess) -> Vec<Candidate> {
    pos.legal_moves()
        .into_iter()
        .map(|mv| {
            let san = San::from_move(pos, mv);
            let loose = match san {
                San::Normal {
                    role,
                    capture,
                    to,
                    promotion,
                    ..
                } if role != Role::Pawn => San::Normal {
                    role,
                    file: None,
                    rank: None,
                    capture,
                    to,
                    promotion,
                },
                other => other,
            };
            Candidate {
                mv,
                shown: SanPlus::from_move(pos.clone(), mv).to_string(),
                full: fold(&san.to_string()),
                loose: fold(&loose.to_string()),
                uci: mv.to_uci(CastlingMode::Standard).to_string(),
            }
        })
        .collect()
}

/// Whether `text` (no marks) begins with an upper-case piece letter, so that pieces are
/// listed before pawns (a lower-case `b` lists the pawns first).
fn piece_first(text: &str) -> bool {
    text.starts_with(['N', 'B', 'R', 'Q', 'K'])
}

/// The order completions are listed in: exact matches first, then pawns or pieces first as
/// the case of the first letter asks, then SAN before UCI-only matches.
fn rank(candidate: &Candidate, typed: &str, piece_first: bool) -> (bool, bool, bool) {
    let sans = candidate.starts(typed);
    (
        !candidate.is(typed),
        candidate.is_pawn() == piece_first,
        !sans,
    )
}

/// The legal moves of `pos` that typed text may become: each move whose SAN (folded, with
/// or without its disambiguation) or UCI starts with the folded `text`, by their SAN with
/// the check mark. Empty text: none.
pub fn completions(pos: &Chess, text: &str) -> Vec<String> {
    matching(pos, text).into_iter().map(|c| c.shown).collect()
}

/// The candidates matching `text`, in the order [`completions`] lists them.
fn matching(pos: &Chess, text: &str) -> Vec<Candidate> {
    let text = without_marks(text);
    let typed = fold(text);
    if typed.is_empty() {
        return Vec::new();
    }
    let first = piece_first(text);
    let mut found: Vec<Candidate> = candidates(pos)
        .into_iter()
        .filter(|c| c.starts(&typed) || c.uci.starts_with(&typed))
        .collect();
    found.sort_by_key(|c| rank(c, &typed, first));
    found
}

/// The legal move of `pos` that `text` names (see the module's doc), or why there is none:
/// the exact SAN first, then UCI, then the folded text matched against every legal move's
/// SAN (exactly, else as the start of exactly one move).
pub fn parse_typed_move(pos: &Chess, text: &str) -> Result<Move, MoveInputError> {
    let text = without_marks(text);
    if text.is_empty() {
        return Err(MoveInputError::Empty);
    }
    let san = text.parse::<San>();
    if let Ok(san) = &san
        && let Ok(mv) = san.to_move(pos)
    {
        return Ok(mv);
    }
    let uci = text.parse::<UciMove>();
    if let Ok(uci) = &uci
        && let Ok(mv) = uci.to_move(pos)
    {
        return Ok(mv);
    }
    let typed = fold(text);
    let all = candidates(pos);
    let shown = |found: &[&Candidate]| found.iter().map(|c| c.shown.clone()).collect();
    let exact: Vec<&Candidate> = all.iter().filter(|c| c.is(&typed)).collect();
    match exact.as_slice() {
        [one] => return Ok(one.mv),
        [] => {}
        several => {
            // A pawn's and a piece's: the case of the first letter says which.
            let pieces = piece_first(text);
            let preferred: Vec<&&Candidate> =
                several.iter().filter(|c| c.is_pawn() != pieces).collect();
            if let [one] = preferred.as_slice() {
                return Ok(one.mv);
            }
            return Err(MoveInputError::Ambiguous(text.to_owned(), shown(several)));
        }
    }
    // A pawn's move to the last rank, typed in UCI without its piece.
    let promotions: Vec<&Candidate> = all
        .iter()
        .filter(|c| c.mv.is_promotion() && c.uci.starts_with(&typed) && typed.len() == 4)
        .collect();
    if !promotions.is_empty() {
        return Err(MoveInputError::NoPromotionPiece(
            text.to_owned(),
            shown(&promotions),
        ));
    }
    let started: Vec<&Candidate> = all
        .iter()
        .filter(|c| c.starts(&typed) || c.uci.starts_with(&typed))
        .collect();
    match started.as_slice() {
        [one] => Ok(one.mv),
        [] if san.is_ok() || uci.is_ok() => Err(MoveInputError::Illegal(text.to_owned())),
        [] => Err(MoveInputError::NotAMove(text.to_owned())),
        several if several.iter().all(|c| same_square_promotion(c, several[0])) => Err(
            MoveInputError::NoPromotionPiece(text.to_owned(), shown(several)),
        ),
        several => Err(MoveInputError::Incomplete(text.to_owned(), shown(several))),
    }
}

/// Whether `a` and `b` are promotions of the same pawn on the same square.
fn same_square_promotion(a: &Candidate, b: &Candidate) -> bool {
    a.mv.is_promotion() && a.mv.from() == b.mv.from() && a.mv.to() == b.mv.to()
}

#[cfg(test)]
mod tests;
