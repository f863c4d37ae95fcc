//! The Compare pane's state (`w`, "why?"): which move is compared with the best one, the
//! comparison once the background worker sends it, the selected row of its difference table
//! and the line walked on the board. Opening it asks the runtime for a comparison
//! (`Effect::Compare` with an id: the latest request wins, a stale result is dropped); a move
//! the review of the game (`A`) judged opens with the review's own comparison at once.
//!
//! The depth of a comparison ([`App::compare_limits`]): the analysis's limit when it has one;
//! else, for a move at the shown position (a line of Lines, the Engines pane's move, `:why
//! MOVE`), the depth the analysis of that position has reached, so that the pane agrees with
//! the Lines beside it; else (the move that led to the shown position, or no completed depth
//! yet) the judge's default: [`REVIEW_DEPTH`] for kibitzer, a node budget for an external
//! engine ([`Judging::default_limits`]).

use shakmaty::{Chess, Move, Position, Square};

use crate::app::{App, Pane};
use crate::compare::second_opinion::SecondOpinion;
use crate::message::{CompareId, Effect};
use crate::panel::Panel;
use kibitzer::annotate::Judging;
use kibitzer::compare::{CompareError, Comparison, ManChange, Request};
use kibitzer::eval::Row;
use kibitzer::game::NodeId;
use kibitzer::search::{GameLine, Limits, Root, hash_of};

/// The depth of a comparison (and of a review) when the analysis has no limit: the same as
/// `kibitzer compare` uses without one.
pub const REVIEW_DEPTH: u32 = kibitzer::annotate::DEFAULT_DEPTH;

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

impl CompareView {
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

impl App {
    /// The limit of a comparison or review by `judging`: the analysis's depth or time, else
    /// the judge's default ([`Judging::default_limits`]: [`REVIEW_DEPTH`] for kibitzer, a
    /// node budget for an external engine).
    pub fn review_limits(&self, judging: &Judging) -> Limits {
        match (self.limits.depth, self.limits.movetime) {
            (None, None) => judging.default_limits(),
            (depth, movetime) => Limits {
                depth,
                movetime: movetime.map(std::time::Duration::from_millis),
                ..Limits::infinite()
            },
        }
    }

    /// The limit of `w`'s comparison of a move at node `at`: the analysis's limit when it has
    /// one ([`App::review_limits`]); else, at the shown position analysed (not the threat),
    /// the depth its best line has completed, as Lines shows it; else [`REVIEW_DEPTH`].
    pub fn compare_limits(&self, at: NodeId, judging: &Judging) -> Limits {
        let unlimited = self.limits.depth.is_none() && self.limits.movetime.is_none();
        let reached = self
            .analysis
            .lines
            .first()
            .map(|l| l.depth)
            .filter(|&d| d >= 1 && unlimited && at == self.game.current() && !self.threat_mode);
        reached.map_or_else(|| self.review_limits(judging), Limits::depth)
    }

    /// `w` and `:why`: compares `chosen` (at the shown position), or else the selected line's
    /// first move in Lines, or else the move that led to the shown position, with the best
    /// move. With the focus on the Engines pane, the selected engine's best move is compared
    /// (a second opinion kibitzer disagrees with).
    pub(crate) fn why(&mut self, chosen: Option<Move>) -> Vec<Effect> {
        let current = self.game.current();
        let engine = self.selection(Pane::Engines);
        let chosen = match chosen {
            None if self.focus == Pane::Engines => match self.engines.get(engine) {
                Some(e) if !self.threat_mode => match e.best_move() {
                    Some(m) => Some(m),
                    None => return self.error(&format!("{} has no move yet", e.spec.name)),
                },
                _ => return self.error("no engine move to compare"),
            },
            chosen => chosen,
        };
        let second_opinion = chosen.and_then(|m| self.second_opinion(m));
        let line = self
            .analysis
            .lines
            .get(self.selection(Pane::Lines))
            .and_then(|l| l.pv.first().copied())
            .filter(|_| self.focus == Pane::Lines && !self.threat_mode);
        let (at, mv) = match (chosen.or(line), self.game.node(current).parent()) {
            (Some(m), _) => (current, m),
            (None, Some(parent)) => match self.game.node(current).mv() {
                Some(m) => (parent, m),
                None if self.game.node(current).is_null_move() => {
                    return self.error("a null move (--) cannot be compared: it is no move");
                }
                None => return self.error("no move to compare"),
            },
            (None, None) => {
                return self.error("no move to compare: play one, or select a line in Lines");
            }
        };
        let label = self.move_label(at, mv);
        if let Some(result) = self.annotated_comparison(at, mv) {
            return self.open_compare(label, Some(Ok(result)), second_opinion).1;
        }
        let judging = match self.review_judging() {
            Ok(judging) => judging,
            Err(why) => return self.error(&format!("cannot compare: {why}")),
        };
        let request = self.compare_request(at, mv, &judging);
        let (id, mut effects) = self.open_compare(label.clone(), None, second_opinion);
        let by = judging.name();
        self.status = Some((
            format!("comparing {label} with the best move (judged by {by})..."),
            false,
        ));
        effects.push(Effect::Compare(id, Box::new(request), Box::new(judging)));
        effects
    }

    /// Opens the Compare pane in place of the open panel: its request's id, and the effects
    /// of closing the other panel.
    fn open_compare(
        &mut self,
        label: String,
        result: Option<Result<Box<Comparison>, CompareError>>,
        second_opinion: Option<SecondOpinion>,
    ) -> (CompareId, Vec<Effect>) {
        self.compare_runs += 1;
        let mut view = CompareView {
            id: self.compare_runs,
            label,
            result,
            selected: 0,
            walked: WalkedLine::Candidate,
            ply: 0,
            board: None,
            second_opinion,
        };
        view.walk();
        let effects = self.open_panel(Panel::Compare(Box::new(view)));
        (self.compare_runs, effects)
    }

    /// `12...Nxe4` for `mv` played at `at`.
    fn move_label(&self, at: NodeId, mv: Move) -> String {
        let pos = self.game.node(at).position();
        let san = shakmaty::san::SanPlus::from_move(pos.clone(), mv);
        let number = pos.fullmoves();
        let dots = if pos.turn().is_white() { "." } else { "..." };
        format!("{number}{dots}{san}")
    }

    /// A comparison of `mv` at node `at` with the game's history before it (its positions'
    /// hashes, and its moves for an external engine; after a null move, which UCI cannot say,
    /// from the position after the last one).
    fn compare_request(&self, at: NodeId, mv: Move, judging: &Judging) -> Request {
        let node = self.game.node(at);
        let path = self.game.since_null_move(at);
        let before = path[..path.len() - 1]
            .iter()
            .map(|&id| hash_of(self.game.node(id).position()))
            .collect();
        let line = GameLine {
            start: self.game.node(path[0]).position().clone(),
            moves: path
                .iter()
                .filter_map(|&id| self.game.node(id).mv())
                .collect(),
        };
        Request {
            root: Root::new(node.position().clone(), node.history())
                .with_before(before)
                .with_line(line),
            candidates: vec![mv],
            limits: self.compare_limits(at, judging),
        }
    }

    /// A comparison arrived: shown if it is the open pane's latest request, else dropped.
    pub(crate) fn compared(
        &mut self,
        id: CompareId,
        result: Result<Box<Comparison>, CompareError>,
    ) {
        let Some(view) = self.panel.compare_mut().filter(|v| v.id == id) else {
            return;
        };
        if let Err(e) = &result {
            self.status = Some((format!("cannot compare {}: {e}", view.label), true));
        } else if self
            .status
            .as_ref()
            .is_some_and(|s| s.0.starts_with("comparing"))
        {
            self.status = None;
        }
        view.result = Some(result);
        view.walk();
    }

    /// A key while the Compare pane is open; false if the pane does not take it.
    pub(crate) fn compare_key(&mut self, action: crate::mode::CompareAction) -> bool {
        use crate::mode::CompareAction;
        let Some(view) = self.panel.compare_mut() else {
            return false;
        };
        let rows = view.rows().len();
        let walked = view.walked_moves().len();
        match action {
            CompareAction::Close => self.panel = Panel::None,
            CompareAction::Up => view.selected = view.selected.saturating_sub(1),
            CompareAction::Down => view.selected = (view.selected + 1).min(rows.saturating_sub(1)),
            CompareAction::Back => view.ply = view.ply.saturating_sub(1),
            CompareAction::Forward => view.ply = (view.ply + 1).min(walked),
            CompareAction::LineStart => view.ply = 0,
            CompareAction::LineEnd => view.ply = walked,
            CompareAction::SwitchLine => {
                view.walked = match view.walked {
                    WalkedLine::Best => WalkedLine::Candidate,
                    WalkedLine::Candidate => WalkedLine::Best,
                };
                view.ply = 0;
            }
        }
        if let Some(view) = self.compare_mut() {
            view.walk();
        }
        true
    }
}
