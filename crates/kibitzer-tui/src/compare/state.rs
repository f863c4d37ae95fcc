//! The Compare pane's state (`w`, "why?"): which move is compared with the best one, the
//! comparison once the background worker sends it, the selected row of its difference table
//! and the line walked on the board; its update: the comparison arriving
//! ([`CompareView::arrived`]: the latest request wins, a stale result is dropped) and its keys
//! ([`CompareView::key`], whose [`CompareOutcome`] tells the router when the pane closes).
//! Opening it, and what it compares, is [`request`](crate::compare::request)'s.

use shakmaty::{Chess, Move, Position, Square};

use crate::compare::second_opinion::SecondOpinion;
use crate::context::Context;
use crate::message::CompareId;
use crate::mode::CompareAction;
use kibitzer::compare::{CompareError, Comparison, ManChange};
use kibitzer::eval::Row;

/// Which line Left/Right walk on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WalkedLine {
    /// The best move's line.
    Best,
    /// The compared move's line.
    Candidate,
}

/// One row of the Compare pane's table: a motif of the summary, an evaluation row, then a
/// man that changed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CompareRow {
    /// A tactical motif the move allows or misses: its index in the candidate's
    /// [`Summary::tactics`](kibitzer::compare::Summary::tactics).
    Motif(usize),
    /// An evaluation row: best leaf, candidate leaf, difference (side to move's view).
    Term(Row, i32, i32, i32),
    /// A man whose worth differs between the line ends.
    Man(ManChange),
}

/// The Compare pane while it is open.
#[derive(Clone, Debug)]
pub struct CompareView {
    /// The request whose result is awaited or shown.
    pub id: CompareId,
    /// The compared move as the game writes it (`12...Nxe4`).
    pub label: String,
    /// The comparison, or why there is none; none while the worker compares.
    pub result: Option<Result<Box<Comparison>, CompareError>>,
    /// The selected row of the difference table.
    pub selected: usize,
    /// The line Left/Right walk.
    pub walked: WalkedLine,
    /// How many moves of the walked line are played on the board.
    pub ply: usize,
    /// The position the board shows while the comparison is there: the compared position
    /// after `ply` moves of the walked line.
    pub board: Option<Chess>,
    /// The external engine that prefers the compared move, when kibitzer's best is another,
    /// with its own score of it: its reasons are its own.
    pub second_opinion: Option<SecondOpinion>,
}

/// Whether the pane stays open after a key.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum CompareOutcome {
    /// It stays open.
    Open,
    /// The key closed it.
    Closed,
}

impl CompareView {
    /// The pane for request `id` on the compared move `label`, with its result if it is
    /// already there (the review's own comparison), the candidate's line ready to walk.
    pub(crate) fn new(
        id: CompareId,
        label: String,
        result: Option<Result<Box<Comparison>, CompareError>>,
        second_opinion: Option<SecondOpinion>,
    ) -> CompareView {
        let mut view = CompareView {
            id,
            label,
            result,
            selected: 0,
            walked: WalkedLine::Candidate,
            ply: 0,
            board: None,
            second_opinion,
        };
        view.walk();
        view
    }

    /// The comparison of request `id` arrived: shown if it is the pane's latest request, else
    /// dropped. A failure says why in the status bar; a success clears the "comparing…"
    /// message.
    pub(crate) fn arrived(
        &mut self,
        id: CompareId,
        result: Result<Box<Comparison>, CompareError>,
        cx: &mut Context,
    ) {
        if self.id != id {
            return;
        }
        if let Err(e) = &result {
            cx.error(format!("cannot compare {}: {e}", self.label));
        } else if cx
            .status
            .as_ref()
            .is_some_and(|s| s.0.starts_with("comparing"))
        {
            *cx.status = None;
        }
        self.result = Some(result);
        self.walk();
    }

    /// A key of the pane.
    pub(crate) fn key(&mut self, action: CompareAction) -> CompareOutcome {
        let rows = self.rows().len();
        let walked = self.walked_moves().len();
        match action {
            CompareAction::Close => return CompareOutcome::Closed,
            CompareAction::Up => self.selected = self.selected.saturating_sub(1),
            CompareAction::Down => self.selected = (self.selected + 1).min(rows.saturating_sub(1)),
            CompareAction::Back => self.ply = self.ply.saturating_sub(1),
            CompareAction::Forward => self.ply = (self.ply + 1).min(walked),
            CompareAction::LineStart => self.ply = 0,
            CompareAction::LineEnd => self.ply = walked,
            CompareAction::SwitchLine => {
                self.walked = match self.walked {
                    WalkedLine::Best => WalkedLine::Candidate,
                    WalkedLine::Candidate => WalkedLine::Best,
                };
                self.ply = 0;
            }
        }
        self.walk();
        CompareOutcome::Open
    }

    /// The comparison, once it is there.
    pub fn comparison(&self) -> Option<&Comparison> {
        self.result.as_ref()?.as_deref().ok()
    }

    /// The moves of the walked line.
    pub fn walked_moves(&self) -> &[Move] {
        let Some(c) = self.comparison() else {
            return &[];
        };
        match (self.walked, c.candidates.first()) {
            (WalkedLine::Candidate, Some(candidate)) => &candidate.line.pv,
            _ => &c.best.pv,
        }
    }

    /// Puts the compared position after `ply` moves of the walked line on the board.
    fn walk(&mut self) {
        self.board = self.comparison().map(|c| {
            let mut pos = c.root.clone();
            for &m in self.walked_moves().iter().take(self.ply) {
                pos.play_unchecked(m);
            }
            pos
        });
    }

    /// The table's rows: the summary's motifs, the evaluation rows that differ, then the men.
    pub fn rows(&self) -> Vec<CompareRow> {
        let Some(candidate) = self.comparison().and_then(|c| c.candidates.first()) else {
            return Vec::new();
        };
        let motifs = (0..candidate.summary.motifs.len()).map(CompareRow::Motif);
        let diff = &candidate.difference;
        let best = diff.best().by_row();
        let other = diff.candidate().by_row();
        let terms = diff.by_row().into_iter().zip(best.into_iter().zip(other));
        let mut rows: Vec<CompareRow> = motifs.collect();
        rows.extend(
            terms
                .filter(|((_, d), _)| d.white != 0 || d.black != 0)
                .map(|((row, d), ((_, b), (_, c)))| {
                    CompareRow::Term(
                        row,
                        diff.row_for_mover(b),
                        diff.row_for_mover(c),
                        diff.row_for_mover(d),
                    )
                }),
        );
        rows.extend(diff.men().iter().map(|m| CompareRow::Man(*m)));
        rows
    }

    /// The squares the selected row is about, to highlight on the board: a motif's men and
    /// squares, a term's men at either line end, a man's squares at the start, at both ends
    /// and where it was taken.
    pub fn highlighted(&self) -> Vec<Square> {
        let Some(candidate) = self.comparison().and_then(|c| c.candidates.first()) else {
            return Vec::new();
        };
        let mut squares = match self.rows().get(self.selected) {
            Some(CompareRow::Motif(i)) => {
                candidate.summary.motifs.get(*i).map_or_else(Vec::new, |t| {
                    let men = t.motif.men().into_iter().map(|m| m.square);
                    men.chain(t.motif.squares.iter().copied()).collect()
                })
            }
            Some(CompareRow::Term(row, ..)) => {
                let diff = &candidate.difference;
                let mut s = diff.best().squares_of_row(*row);
                s.extend(diff.candidate().squares_of_row(*row));
                s
            }
            Some(CompareRow::Man(man)) => [
                man.origin,
                man.captured_on,
                man.best.map(|p| p.square),
                man.candidate.map(|p| p.square),
            ]
            .into_iter()
            .flatten()
            .collect(),
            None => Vec::new(),
        };
        squares.sort_unstable();
        squares.dedup();
        squares
    }
}
