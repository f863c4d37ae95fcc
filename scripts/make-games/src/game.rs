//! [`write_game`]: one made-up game as PGN. It starts with a real opening line (whole, or cut
//! short so that games leave the book at different plies), then plays on with legal moves
//! chosen at random, biased towards captures, promotions, castling, checks and central squares
//! so that games look less silly. It ends at mate, stalemate, bare kings, or a random length
//! of 20 to 160 plies with a result drawn at random. A few games carry a comment, a NAG or a
//! variation, as real files do.

use shakmaty::san::SanPlus;
use shakmaty::{Chess, Color, KnownOutcome, Move, Outcome, Position, Role, Square};

use crate::headers::write_headers;
use crate::openings::Openings;
use crate::rng::Rng;

const COMMENTS: [&str; 6] = [
    "{ The critical moment of the game. }",
    "{ Better was to keep the tension. }",
    "{ A surprising novelty. }",
    "{ Time trouble begins here. }",
    "{ [%clk 0:05:12] }",
    "{ With the idea of a kingside attack. }",
];

const NAGS: [&str; 8] = ["$1", "$2", "$3", "$4", "$5", "$6", "$14", "$18"];

/// Movetext wrapped at 79 columns, as PGN export does.
struct Movetext {
    text: Vec<u8>,
    column: usize,
}

impl Movetext {
    fn token(&mut self, token: &[u8]) {
        if self.column > 0 {
            if self.column + 1 + token.len() > 79 {
                self.text.push(b'\n');
                self.column = 0;
            } else {
                self.text.push(b' ');
                self.column += 1;
            }
        }
        self.text.extend_from_slice(token);
        self.column += token.len();
    }

    /// `12.` or `12...` (when a black move follows a comment or variation) and the SAN of `m`,
    /// which is played on `position`.
    fn san(&mut self, position: &mut Chess, m: Move, numbered: bool) {
        let number = position.fullmoves().get();
        let white = position.turn() == Color::White;
        if white || numbered {
            let mut prefix = number.to_string();
            prefix.push_str(if white { "." } else { "..." });
            self.token(prefix.as_bytes());
        }
        let mut san = Vec::with_capacity(8);
        SanPlus::from_move_and_play_unchecked(position, m).append_ascii_to(&mut san);
        self.token(&san);
    }
}

fn value(role: Role) -> u32 {
    match role {
        Role::Pawn => 1,
        Role::Knight | Role::Bishop => 3,
        Role::Rook => 5,
        Role::Queen => 9,
        Role::King => 0,
    }
}

/// How much a move is liked: promotions, castling, captures and the centre first; a piece
/// moved where the opponent attacks it, for less than it is worth, much less.
fn weight(position: &Chess, m: &Move) -> u32 {
    if let Some(promotion) = m.promotion() {
        return if promotion == Role::Queen { 40 } else { 1 };
    }
    if m.is_castle() {
        return 20;
    }
    let to = m.to();
    let taken = m.capture().map_or(0, value);
    let board = position.board();
    let attacked = board
        .attacks_to(to, !position.turn(), board.occupied())
        .any();
    let base = if m.capture().is_some() {
        6 + 4 * taken
    } else if matches!(to, Square::D4 | Square::E4 | Square::D5 | Square::E5) {
        6
    } else if m.role() == Role::King {
        1
    } else if (2..=5).contains(&u32::from(to.file())) && (2..=5).contains(&u32::from(to.rank())) {
        4
    } else {
        2
    };
    if attacked && value(m.role()) > taken {
        (base / 4).max(1)
    } else {
        base
    }
}

fn gives_check(position: &Chess, m: Move) -> bool {
    let mut after = position.clone();
    after.play_unchecked(m);
    after.is_check()
}

/// A legal move of `position` (which has one), by weight; of two drawn, a check is preferred.
fn choose(position: &Chess, rng: &mut Rng) -> Move {
    let moves = position.legal_moves();
    let mut weights = [0u32; 256];
    let mut total = 0;
    for (i, m) in moves.iter().enumerate() {
        weights[i] = weight(position, m);
        total += weights[i];
    }
    let mut draw = || {
        let mut r = rng.below(total);
        for (i, &w) in weights[..moves.len()].iter().enumerate() {
            if r < w {
                return moves[i];
            }
            r -= w;
        }
        moves[moves.len() - 1]
    };
    let (first, second) = (draw(), draw());
    if !gives_check(position, first) && gives_check(position, second) {
        second
    } else {
        first
    }
}

/// The result of a position where play stopped, if the rules decide it.
fn decided(position: &Chess) -> Option<&'static str> {
    match position.outcome() {
        Outcome::Known(KnownOutcome::Decisive {
            winner: Color::White,
        }) => Some("1-0"),
        Outcome::Known(KnownOutcome::Decisive {
            winner: Color::Black,
        }) => Some("0-1"),
        Outcome::Known(KnownOutcome::Draw) => Some("1/2-1/2"),
        Outcome::Unknown => None,
    }
}

/// A side line at the current position: another legal move than `played` and up to four more.
fn write_variation(movetext: &mut Movetext, position: &Chess, played: Move, rng: &mut Rng) {
    let mut side = position.clone();
    let others: Vec<Move> = side
        .legal_moves()
        .into_iter()
        .filter(|&m| m != played)
        .collect();
    if others.is_empty() {
        return;
    }
    movetext.token(b"(");
    let first = others[rng.below(others.len() as u32) as usize];
    movetext.san(&mut side, first, true);
    for _ in 0..rng.between(0, 4) {
        if side.legal_moves().is_empty() {
            break;
        }
        let m = choose(&side, rng);
        movetext.san(&mut side, m, false);
    }
    movetext.token(b")");
}

/// Appends game number `index` of `seed` to `out`.
pub fn write_game(out: &mut Vec<u8>, openings: &Openings, rng: &mut Rng) {
    let line = &openings.lines[rng.below(openings.lines.len() as u32) as usize];
    let book = if rng.percent(50) {
        line.moves.len()
    } else {
        rng.between(1, line.moves.len() as u32) as usize
    };
    let length = (rng.between(20, 160) as usize).max(book);
    let comment_at = rng.percent(3).then(|| rng.below(length as u32) as usize);
    let nag_at = rng.percent(3).then(|| rng.below(length as u32) as usize);
    let variation_at = rng.percent(2).then(|| rng.below(length as u32) as usize);

    let mut movetext = Movetext {
        text: Vec::with_capacity(1024),
        column: 0,
    };
    let mut position = Chess::default();
    let mut numbered = false;
    let mut result = None;
    for ply in 0..length {
        let m = if ply < book {
            line.moves[ply]
        } else {
            if let Some(r) = decided(&position) {
                result = Some(r);
                break;
            }
            choose(&position, rng)
        };
        let before = (variation_at == Some(ply)).then(|| position.clone());
        movetext.san(&mut position, m, numbered);
        numbered = false;
        if nag_at == Some(ply) {
            movetext.token(NAGS[rng.below(NAGS.len() as u32) as usize].as_bytes());
        }
        if comment_at == Some(ply) {
            movetext.token(COMMENTS[rng.below(COMMENTS.len() as u32) as usize].as_bytes());
            numbered = true;
        }
        if let Some(before) = before {
            write_variation(&mut movetext, &before, m, rng);
            numbered = true;
        }
    }
    let result = result
        .or_else(|| decided(&position))
        .unwrap_or_else(|| match rng.below(100) {
            0..37 => "1-0",
            37..70 => "1/2-1/2",
            _ => "0-1",
        });
    movetext.token(result.as_bytes());
    write_headers(out, rng, line.eco, result);
    out.push(b'\n');
    out.extend_from_slice(&movetext.text);
    out.extend_from_slice(b"\n\n");
}
