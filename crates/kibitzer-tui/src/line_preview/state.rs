//! [`LinePreview`]: the Lines pane's own state while a line is looked at on the board without
//! being played: the line's moves (a copy taken when the preview began, so a deeper search does
//! not change them under the person), how many of them are shown, and the position after them.
//! A key gives a [`PreviewOutcome`]; adding the line to the game and leaving the preview are the
//! router's.

use shakmaty::san::SanPlus;
use shakmaty::{Chess, Color, Move, Position};

use kibitzer::game::NodeId;

use crate::mode::BoardAction;

/// A line of the Lines pane shown on the board, move by move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LinePreview {
    /// The game node the line starts from (the preview ends when the game moves elsewhere).
    from: NodeId,
    /// The line's row in the Lines pane.
    line: usize,
    /// The line's moves.
    moves: Vec<Move>,
    /// Each move with its number: `12.Nf3`, `12...Nf6`.
    names: Vec<String>,
    /// How many moves are shown (1 to the line's length).
    shown: usize,
    /// The positions after each move.
    positions: Vec<Chess>,
}

/// What a key asks of the workstation while a line is previewed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PreviewOutcome {
    /// The preview goes on, showing another move (or the same one, at the line's end).
    Shown,
    /// The preview ends and the board shows the game again.
    Closed,
    /// Add the line's first `moves` from `from` to the game as a variation and go there.
    Add {
        /// Where the line starts.
        from: NodeId,
        /// The moves up to the one shown.
        moves: Vec<Move>,
    },
    /// The key is not the preview's: the board's meaning applies.
    NotTaken,
}

impl LinePreview {
    /// The preview of `moves` (the Lines pane's row `line`) played from `position`, the game
    /// node `from`, showing the first move; `None` if the first move is not legal there.
    pub fn start(
        from: NodeId,
        position: &Chess,
        line: usize,
        moves: &[Move],
    ) -> Option<LinePreview> {
        let mut at = position.clone();
        let mut names = Vec::new();
        let mut positions = Vec::new();
        for &mv in moves {
            if !at.is_legal(mv) {
                break;
            }
            let number = at.fullmoves();
            let dots = if at.turn() == Color::White {
                "."
            } else {
                "..."
            };
            let san = SanPlus::from_move(at.clone(), mv);
            names.push(format!("{number}{dots}{san}"));
            at.play_unchecked(mv);
            positions.push(at.clone());
        }
        if positions.is_empty() {
            return None;
        }
        Some(LinePreview {
            from,
            line,
            moves: moves[..positions.len()].to_vec(),
            names,
            shown: 1,
            positions,
        })
    }

    /// The game node the line starts from.
    pub fn from(&self) -> NodeId {
        self.from
    }

    /// The line's row in the Lines pane.
    pub fn line(&self) -> usize {
        self.line
    }

    /// How many moves are shown, and how many the line has.
    pub fn progress(&self) -> (usize, usize) {
        (self.shown, self.moves.len())
    }

    /// The position after the shown move.
    pub fn position(&self) -> &Chess {
        &self.positions[self.shown - 1]
    }

    /// The shown move (the board marks it as the last move).
    pub fn last_move(&self) -> Move {
        self.moves[self.shown - 1]
    }

    /// `preview 12...Nf6 (3/8) · Esc back · Enter adds`: the board's title.
    pub fn title(&self) -> String {
        format!(
            "preview {} ({}/{}) · Esc back · Enter adds",
            self.names[self.shown - 1],
            self.shown,
            self.moves.len()
        )
    }

    /// `preview of line 2: 12...Nf6 (3/8) · Esc back · Enter adds`: the status bar's message.
    pub fn message(&self) -> String {
        format!(
            "preview of line {}: {} ({}/{}) · Esc back · Enter adds",
            self.line + 1,
            self.names[self.shown - 1],
            self.shown,
            self.moves.len()
        )
    }

    /// A key of the board while the Lines pane has the focus: Left/Right step along the line
    /// (Left from its first move ends the preview), Home ends it, End shows its last move,
    /// Enter adds it up to the shown move, Esc ends it.
    pub fn key(&mut self, action: BoardAction) -> PreviewOutcome {
        match action {
            BoardAction::Forward => {
                self.shown = (self.shown + 1).min(self.moves.len());
                PreviewOutcome::Shown
            }
            BoardAction::Back if self.shown > 1 => {
                self.shown -= 1;
                PreviewOutcome::Shown
            }
            BoardAction::Back | BoardAction::LineStart | BoardAction::Cancel => {
                PreviewOutcome::Closed
            }
            BoardAction::LineEnd => {
                self.shown = self.moves.len();
                PreviewOutcome::Shown
            }
            BoardAction::Select => PreviewOutcome::Add {
                from: self.from,
                moves: self.moves[..self.shown].to_vec(),
            },
            _ => PreviewOutcome::NotTaken,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{LinePreview, PreviewOutcome};
    use crate::mode::BoardAction;
    use kibitzer::game::NodeId;
    use shakmaty::{Chess, Position};

    fn moves(sans: &[&str]) -> Vec<shakmaty::Move> {
        let mut pos = Chess::default();
        sans.iter()
            .map(|s| {
                let mv = crate::parse_move(&pos, s).unwrap();
                pos.play_unchecked(mv);
                mv
            })
            .collect()
    }

    #[test]
    fn steps_along_the_line_and_adds_up_to_the_shown_move() {
        let line = moves(&["e4", "e5", "Nf3"]);
        let mut preview = LinePreview::start(NodeId::ROOT, &Chess::default(), 1, &line).unwrap();
        assert_eq!(
            preview.message(),
            "preview of line 2: 1.e4 (1/3) · Esc back · Enter adds"
        );
        assert_eq!(preview.key(BoardAction::Forward), PreviewOutcome::Shown);
        assert_eq!(preview.progress(), (2, 3));
        assert_eq!(
            preview.title(),
            "preview 1...e5 (2/3) · Esc back · Enter adds"
        );
        preview.key(BoardAction::LineEnd);
        preview.key(BoardAction::Forward);
        assert_eq!(preview.progress(), (3, 3), "never past the end");
        preview.key(BoardAction::Back);
        assert_eq!(
            preview.key(BoardAction::Select),
            PreviewOutcome::Add {
                from: NodeId::ROOT,
                moves: line[..2].to_vec()
            }
        );
        preview.key(BoardAction::Back);
        assert_eq!(preview.key(BoardAction::Back), PreviewOutcome::Closed);
        assert_eq!(preview.key(BoardAction::Flip), PreviewOutcome::NotTaken);
    }

    #[test]
    fn an_illegal_line_is_cut_where_it_stops_being_legal() {
        let mut line = moves(&["e4", "e5"]);
        line.push(line[0]);
        let preview = LinePreview::start(NodeId::ROOT, &Chess::default(), 0, &line).unwrap();
        assert_eq!(preview.progress(), (1, 2));
        assert!(LinePreview::start(NodeId::ROOT, &Chess::default(), 0, &line[1..]).is_none());
    }
}
