//! [`Ledger`]: the captures along one line and the running material balance, so that a
//! comparison can speak of the men that changed hands on the way instead of diffing two far-apart
//! line ends.
//!
//! For every capture the ledger keeps which man (kind, colour, the square it moved from) took
//! which man (kind, colour, the square it stood on at the root) on which square at which ply,
//! en passant and promotions included. The balance is counted in pawns with the standard
//! 1/3/3/5/9 values a player reads (not the evaluation's own material values), from the point
//! of view of the side to move at the root, after every ply.
//!
//! A ledger is usually [`Ledger::settled`]: the searched line extended with the captures an
//! exchange at its end would continue ([`super::settle`]), so that its end is quiet. Each man
//! captured is also given its [`Fate`] within the line: traded for a man of equal value of the
//! other colour, or lost outright.

use shakmaty::san::SanPlus;
use shakmaty::{Chess, Color, Move, Position, Role, Square};

use super::settle;
use super::tracking::Origins;

/// A man's value in pawns as a player counts it: 1, 3, 3, 5, 9 (the king 0).
pub const fn pawns(role: Role) -> i32 {
    match role {
        Role::Pawn => 1,
        Role::Knight | Role::Bishop => 3,
        Role::Rook => 5,
        Role::Queen => 9,
        Role::King => 0,
    }
}

/// The man that captures.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Capturer {
    /// Its kind before the move (a pawn that captures and promotes is a pawn).
    pub role: Role,
    /// Its colour.
    pub color: Color,
    /// The square it moved from.
    pub from: Square,
}

/// The man captured.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Captured {
    /// Its kind when taken.
    pub role: Role,
    /// Its colour.
    pub color: Color,
    /// The square it stood on at the root, which names the same man in another line (none for
    /// a man the ledger could not follow).
    pub origin: Option<Square>,
}

/// One capture of the line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Capture {
    /// The ply, 1 being the line's first move.
    pub ply: usize,
    /// The move.
    pub mv: Move,
    /// The move in SAN, in its position.
    pub san: SanPlus,
    /// Who took.
    pub capturer: Capturer,
    /// Who was taken.
    pub captured: Captured,
    /// The square the capture is made on (for en passant the square the pawn moves to, as SAN
    /// names it).
    pub square: Square,
    /// Whether it is an en passant capture.
    pub en_passant: bool,
    /// What the capturing pawn promotes to, if it does.
    pub promotion: Option<Role>,
    /// The balance after it (pawns, root side to move's point of view).
    pub balance: i32,
}

/// What became of a man captured in a line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Fate {
    /// Traded: a man of the other colour and the same value (1/3/3/5/9) was taken in the same
    /// line; the index of that capture.
    Traded(usize),
    /// Lost outright.
    Lost,
}

/// The captures and the balance of one line.
#[derive(Clone, Debug)]
pub struct Ledger {
    mover: Color,
    moves: Vec<Move>,
    searched: usize,
    root_balance: i32,
    balance: Vec<i32>,
    captures: Vec<Capture>,
    fates: Vec<Fate>,
    end: Chess,
}

impl Ledger {
    /// The ledger of `line` from `root`, of which the first `searched` plies are the searched
    /// line and the rest its extension. The line stops at its first illegal move.
    pub fn new(root: &Chess, line: &[Move], searched: usize) -> Ledger {
        let mover = root.turn();
        let mut origin = Origins::of(root);
        let root_balance = balance(root, mover);
        let mut pos = root.clone();
        let mut played = Vec::with_capacity(line.len());
        let mut balances = Vec::with_capacity(line.len());
        let mut captures = Vec::new();
        for &m in line {
            if !pos.is_legal(m) {
                break;
            }
            let color = pos.turn();
            let taken = origin.play(&pos, m).and_then(|taken| {
                let man = pos.board().piece_at(taken.on)?;
                Some(Captured {
                    role: man.role,
                    color: man.color,
                    origin: taken.origin,
                })
            });
            let san = SanPlus::from_move_and_play_unchecked(&mut pos, m);
            played.push(m);
            let after = balance(&pos, mover);
            balances.push(after);
            if let (Some(captured), Some(from)) = (taken, m.from()) {
                captures.push(Capture {
                    ply: played.len(),
                    mv: m,
                    san,
                    capturer: Capturer {
                        role: m.role(),
                        color,
                        from,
                    },
                    captured,
                    square: m.to(),
                    en_passant: m.is_en_passant(),
                    promotion: m.promotion(),
                    balance: after,
                });
            }
        }
        let fates = fates(&captures);
        Ledger {
            mover,
            searched: searched.min(played.len()),
            moves: played,
            root_balance,
            balance: balances,
            captures,
            fates,
            end: pos,
        }
    }

    /// The ledger of the searched line `pv` from `root` extended with the captures an exchange
    /// at its end would continue on the square of its last move, so that it does not end in the
    /// middle of an exchange.
    pub fn settled(root: &Chess, pv: &[Move]) -> Ledger {
        let searched = Ledger::new(root, pv, pv.len());
        let Some(last) = searched.moves.last() else {
            return searched;
        };
        let extension = settle::continuation(&searched.end, last.to());
        if extension.is_empty() {
            return searched;
        }
        let mut line = searched.moves.clone();
        line.extend(extension);
        Ledger::new(root, &line, searched.moves.len())
    }

    /// The side to move at the root, whose point of view the balance takes.
    pub const fn mover(&self) -> Color {
        self.mover
    }

    /// Every move of the line, its extension included.
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// How many of the moves are the searched line.
    pub const fn searched(&self) -> usize {
        self.searched
    }

    /// The moves added to the searched line to finish an exchange.
    pub fn extension(&self) -> &[Move] {
        &self.moves[self.searched..]
    }

    /// Whether the searched line was extended.
    pub fn is_extended(&self) -> bool {
        self.searched < self.moves.len()
    }

    /// The balance at the root (pawns, root side to move's point of view).
    pub const fn root_balance(&self) -> i32 {
        self.root_balance
    }

    /// The balance after each ply.
    pub fn balance(&self) -> &[i32] {
        &self.balance
    }

    /// The balance at the end, less the balance at the root: what the line wins (positive) or
    /// loses.
    pub fn net(&self) -> i32 {
        self.balance.last().map_or(0, |b| b - self.root_balance)
    }

    /// The captures in order.
    pub fn captures(&self) -> &[Capture] {
        &self.captures
    }

    /// The fate of each capture's captured man, in the order of [`Ledger::captures`].
    pub fn fates(&self) -> &[Fate] {
        &self.fates
    }

    /// The capture of the man that stood on `origin` at the root, of colour `color`, with its
    /// fate.
    pub fn taken(&self, color: Color, origin: Square) -> Option<(&Capture, Fate)> {
        self.captures
            .iter()
            .zip(&self.fates)
            .find(|(c, _)| c.captured.color == color && c.captured.origin == Some(origin))
            .map(|(c, f)| (c, *f))
    }

    /// The position at the end of the line (extension included).
    pub const fn end(&self) -> &Chess {
        &self.end
    }

    /// The squares of the extension's captures, in order, without repeats ("the exchange on
    /// d3").
    pub fn exchange_squares(&self) -> Vec<Square> {
        let mut squares = Vec::new();
        for c in self.captures.iter().filter(|c| c.ply > self.searched) {
            if !squares.contains(&c.square) {
                squares.push(c.square);
            }
        }
        squares
    }
}

/// `side`'s material less the other side's, in pawns.
fn balance(pos: &Chess, side: Color) -> i32 {
    let board = pos.board();
    board
        .occupied()
        .into_iter()
        .filter_map(|sq| board.piece_at(sq))
        .map(|p| {
            let v = pawns(p.role);
            if p.color == side { v } else { -v }
        })
        .sum()
}

/// Pairs each captured man, in order, with the earliest unpaired man of the other colour and
/// the same value taken before it: those two were traded; a man left unpaired was lost.
fn fates(captures: &[Capture]) -> Vec<Fate> {
    let mut fates = vec![Fate::Lost; captures.len()];
    for i in 0..captures.len() {
        let c = &captures[i].captured;
        let partner = (0..i).find(|&j| {
            fates[j] == Fate::Lost
                && captures[j].captured.color != c.color
                && pawns(captures[j].captured.role) == pawns(c.role)
        });
        if let Some(j) = partner {
            fates[i] = Fate::Traded(j);
            fates[j] = Fate::Traded(i);
        }
    }
    fates
}

#[cfg(test)]
mod tests;
