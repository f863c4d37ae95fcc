//! One ply of the line as the detectors see it: the position before, the move, the position
//! after, and its SAN; and walking a line from a position into steps.

use shakmaty::san::SanPlus;
use shakmaty::{Chess, Color, Move, Position, Square};

use crate::eval::Man;

/// One ply of the line.
#[derive(Clone, Debug)]
pub(super) struct Step {
    /// The position the move is made in.
    pub before: Chess,
    /// The move.
    pub mv: Move,
    /// The position after it.
    pub after: Chess,
    /// The move in SAN with its check or mate sign.
    pub san: String,
}

impl Step {
    /// The side making the move.
    pub fn side(&self) -> Color {
        self.before.turn()
    }

    /// Where the moved man stands afterwards (the king's square for castling).
    pub fn landing(&self) -> Square {
        match self.mv {
            Move::Castle { king, rook } => {
                let side = if rook > king {
                    shakmaty::CastlingSide::KingSide
                } else {
                    shakmaty::CastlingSide::QueenSide
                };
                side.king_to(self.side())
            }
            _ => self.mv.to(),
        }
    }

    /// The moved man where it stands afterwards (a promoted pawn as its new piece).
    pub fn moved(&self) -> Man {
        Man {
            color: self.side(),
            role: self.mv.promotion().unwrap_or(self.mv.role()),
            square: self.landing(),
        }
    }

    /// The moved man where it stood before the move.
    pub fn mover(&self) -> Man {
        Man {
            color: self.side(),
            role: self.mv.role(),
            square: self.mv.from().unwrap_or(self.mv.to()),
        }
    }

    /// The man the move takes, where it stood (the pawn beside, for en passant).
    pub fn captured(&self) -> Option<Man> {
        let role = self.mv.capture()?;
        let to = self.mv.to();
        let square = if self.mv.is_en_passant() {
            Square::from_coords(to.file(), self.mv.from()?.rank())
        } else {
            to
        };
        Some(Man {
            color: self.side().other(),
            role,
            square,
        })
    }
}

/// The legal prefix of `line` played from `position`, as steps (it stops at the first move
/// that is not legal where it is played).
pub(super) fn walk(position: &Chess, line: &[Move]) -> Vec<Step> {
    let mut steps = Vec::with_capacity(line.len());
    let mut pos = position.clone();
    for mv in line {
        if !pos.is_legal(*mv) {
            break;
        }
        let before = pos.clone();
        let san = SanPlus::from_move_and_play_unchecked(&mut pos, *mv).to_string();
        steps.push(Step {
            before,
            mv: *mv,
            after: pos.clone(),
            san,
        });
    }
    steps
}

/// The man of `board` on `square`, if any.
pub(super) fn man_at(board: &shakmaty::Board, square: Square) -> Option<Man> {
    board.piece_at(square).map(|p| Man {
        color: p.color,
        role: p.role,
        square,
    })
}

impl Step {
    /// An empty motif of `theme` made by this step at `ply`: the caller fills in the men.
    pub fn motif(&self, theme: super::Theme, ply: usize) -> super::Motif {
        super::Motif {
            theme,
            ply,
            side: self.side(),
            san: self.san.clone(),
            moved: self.moved(),
            actor: None,
            targets: Vec::new(),
            others: Vec::new(),
            squares: Vec::new(),
        }
    }
}
