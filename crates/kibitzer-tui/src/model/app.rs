//! [`App`]: everything the screen shows and the person set, in one value. It changes only in
//! `update` (see `update.rs`); the widgets read it and compute nothing.

use std::collections::BTreeMap;

use shakmaty::{Chess, Color, Position, Square};

use kibitzer::History;
use kibitzer::Score;
use kibitzer::advisors::AdvisorReport;
use kibitzer::engine::{Info, RequestId, SearchRequest};
use kibitzer::eval::Breakdown;
use kibitzer::game::{Game, NO_MINIMUM_DEPTH, NodeId, SearchedEval};
use kibitzer::search::{Counters, Limits, Root, StopReason};

pub use crate::panes::pane::{EvalView, Pane};

/// The analysis of the shown position.
#[derive(Clone, Debug, Default)]
pub struct Analysis {
    /// The search whose events are accepted (none until the runtime reports it started).
    pub id: Option<RequestId>,
    /// Whether a search was requested and its id is awaited.
    pub awaiting: bool,
    /// The position the search was asked about, for the breakdowns and threats.
    pub subject: Option<Box<Subject>>,
    /// Lines by `MultiPV` index.
    pub lines: Vec<Info>,
    /// Each line's moves in SAN, ready to draw.
    pub line_sans: Vec<String>,
    /// Breakdown of the analysed root.
    pub root: Option<Box<Breakdown>>,
    /// Breakdown at the end of the first line.
    pub leaf: Option<Box<Breakdown>>,
    /// The advisors' report of the analysed root.
    pub threats: Option<Box<AdvisorReport>>,
    /// Iteration in progress.
    pub depth: u32,
    /// Nodes so far.
    pub nodes: u64,
    /// Speed.
    pub nps: u64,
    /// Table use per mille.
    pub hashfull: u32,
    /// What the search did.
    pub counters: Counters,
    /// Why it stopped, once it did.
    pub finished: Option<StopReason>,
}

/// The position a search was asked about. The search reports only lines; the app computes
/// the breakdowns and threats it shows from this root and from each first line's leaf.
#[derive(Clone, Debug)]
pub struct Subject {
    /// The root position.
    pub position: Chess,
    /// Its history facts.
    pub history: History,
    /// The root as crazyhouse, when it has pockets: the advisors then value the pieces in
    /// hand (the search itself plays standard chess on the board).
    pub crazyhouse: Option<shakmaty::variant::Crazyhouse>,
    /// What the endgame tables say about the root, when they cover it (or why they could not
    /// answer).
    pub tablebase: Option<crate::position_notes::TablebaseNote>,
}

/// How the game stands when the side to move has no legal move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameEnd {
    /// The side to move is mated; `winner` mated it.
    Checkmate {
        /// The side that gave mate.
        winner: Color,
    },
    /// The side to move is not in check and cannot move: a draw.
    Stalemate,
}

impl GameEnd {
    /// `checkmate: White wins`, `stalemate: draw`.
    pub const fn text(self) -> &'static str {
        match self {
            GameEnd::Checkmate {
                winner: Color::White,
            } => "checkmate: White wins",
            GameEnd::Checkmate {
                winner: Color::Black,
            } => "checkmate: Black wins",
            GameEnd::Stalemate => "stalemate: draw",
        }
    }

    /// The result from White's point of view: mated now, or a draw.
    pub const fn white_score(self) -> Score {
        match self {
            GameEnd::Checkmate { winner } => Score::mated_in_plies(0).for_white(winner.other()),
            GameEnd::Stalemate => Score::DRAW,
        }
    }
}

/// How the analysis is limited.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct AnalysisLimits {
    /// Stop after this depth.
    pub depth: Option<u32>,
    /// Stop after this many milliseconds.
    pub movetime: Option<u64>,
}

/// The whole state of the workstation.
#[derive(Clone, Debug)]
pub struct App {
    /// The game and the shown position.
    pub game: Game,
    /// The root as crazyhouse, when it was set up with pockets.
    pub crazyhouse: Option<shakmaty::variant::Crazyhouse>,
    /// Analysis runs whenever the position changes.
    pub analysing: bool,
    /// Show the threat: analyse the position with the other side to move.
    pub threat_mode: bool,
    /// What the person chose: limits, lines, hash, threads, keys, theme, endgame tables.
    pub(crate) settings: crate::model::settings::Settings,
    /// The current analysis.
    pub analysis: Analysis,
    /// Our evaluation (White's point of view) of each game node we analysed, with its depth:
    /// the deepest search of the node (a later one replaces it only if as deep).
    pub evals: BTreeMap<NodeId, SearchedEval>,
    /// The focused pane.
    pub focus: Pane,
    /// The board cursor.
    pub cursor: Square,
    /// The arrows move the board cursor (Enter on the board turns this on, Esc off) instead
    /// of stepping through the game.
    pub board_cursor: bool,
    /// The square of a picked-up piece.
    pub picked: Option<Square>,
    /// Black at the bottom.
    pub flipped: bool,
    /// Guard values on the board.
    pub guard_overlay: bool,
    /// The evaluation pane's view.
    pub eval_view: EvalView,
    /// Selected row per pane (by `Pane` index).
    pub(crate) selected: [usize; 6],
    /// The modal overlay (help, engine log, command line, promotion picker, game list): at
    /// most one is open.
    pub(crate) overlay: crate::router::overlay::Overlay,
    /// The commands run, oldest first (at most [`HISTORY_LIMIT`](crate::command_line::keys::HISTORY_LIMIT)).
    pub command_history: Vec<String>,
    /// A message for the status bar, and whether it reports an error.
    pub status: Option<(String, bool)>,
    /// Terminal size.
    pub size: (u16, u16),
    /// Set when the person asked to quit.
    pub quit: bool,
    /// The panel beside the board (the search tree, best-first mode or the Compare pane):
    /// at most one is open.
    pub(crate) panel: crate::router::panel::Panel,
    /// Where the shown game was read from (for `:save!`).
    pub source: Option<crate::game_list::list::GameSource>,
    /// How many comparisons were asked for (the last one's id).
    pub(crate) compare_runs: crate::message::CompareId,
    /// The annotation of the game (`A`), running or finished.
    pub annotation: Option<crate::annotate::run::AnnotateRun>,
    /// How many annotations were asked for (the last one's id).
    pub(crate) annotate_runs: crate::message::AnnotateId,
    /// The external engines (a second opinion), in the order they were added.
    pub engines: crate::engines::collection::Engines,
    /// The autosave's bookkeeping (where, and whether the game was edited).
    pub autosave: crate::model::session_autosave::AutosaveState,
    /// The games opening another one replaced, for undo and redo.
    pub replaced: crate::model::replaced_games::ReplacedGames,
    /// The Lines pane's line looked at on the board without being played.
    pub(crate) preview: Option<crate::line_preview::state::LinePreview>,
    /// How many questions the Explorer pane asked the games database (the last one's id).
    pub(crate) database_asks: crate::message::DatabaseId,
}

impl App {
    /// A workstation on `game` that analyses at once (unless `analysing` is false).
    pub fn new(game: Game, limits: AnalysisLimits, analysing: bool) -> App {
        let settings = crate::model::settings::Settings {
            limits,
            ..crate::model::settings::Settings::default()
        };
        App::with_settings(game, settings, analysing)
    }

    /// A workstation on `game` with the session's `settings`, analysing at once unless
    /// `analysing` is false.
    pub fn with_settings(
        game: Game,
        settings: crate::model::settings::Settings,
        analysing: bool,
    ) -> App {
        App {
            settings,
            autosave: crate::model::session_autosave::AutosaveState::opened(&game),
            replaced: crate::model::replaced_games::ReplacedGames::default(),
            game,
            crazyhouse: None,
            analysing,
            threat_mode: false,
            analysis: Analysis::default(),
            evals: BTreeMap::new(),
            focus: Pane::Board,
            cursor: Square::E2,
            board_cursor: false,
            picked: None,
            flipped: false,
            guard_overlay: false,
            eval_view: EvalView::Position,
            selected: [0; 6],
            overlay: crate::router::overlay::Overlay::None,
            command_history: Vec::new(),
            status: None,
            size: (80, 24),
            quit: false,
            panel: crate::router::panel::Panel::None,
            source: None,
            compare_runs: 0,
            annotation: None,
            annotate_runs: 0,
            engines: crate::engines::collection::Engines::default(),
            preview: None,
            database_asks: 0,
        }
    }

    /// The session's settings.
    pub fn settings(&self) -> &crate::model::settings::Settings {
        &self.settings
    }

    /// The selected row of `pane`.
    pub fn selection(&self, pane: Pane) -> usize {
        self.selected[pane.index()]
    }

    pub(crate) fn select(&mut self, pane: Pane, row: usize) {
        self.selected[pane.index()] = row;
    }

    /// The position being analysed: the shown one, or with the other side to move in threat
    /// mode.
    pub fn analysed_position(&self) -> Option<Chess> {
        let pos = self.game.position().clone();
        if self.threat_mode {
            pos.swap_turn().ok()
        } else {
            Some(pos)
        }
    }

    /// The side the analysis's scores belong to.
    pub fn analysed_turn(&self) -> Color {
        let turn = self.game.position().turn();
        if self.threat_mode { turn.other() } else { turn }
    }

    /// The search request for the shown position.
    pub fn request(&self) -> Option<SearchRequest> {
        let root = self.analysed_position()?;
        let limits = Limits {
            depth: self.settings.limits.depth,
            movetime: self
                .settings
                .limits
                .movetime
                .map(std::time::Duration::from_millis),
            ..Limits::infinite()
        }
        .with_multipv(self.settings.multipv);
        let before = if self.threat_mode {
            Vec::new()
        } else {
            self.game.hashes_before()
        };
        Some(SearchRequest {
            root: Root::new(root, self.game.history()).with_before(before),
            limits,
        })
    }

    /// What `request` asks about, with the pockets of a crazyhouse root.
    pub fn subject(&self, request: &SearchRequest) -> Subject {
        Subject {
            position: request.root.position().clone(),
            history: request.root.history(),
            crazyhouse: self
                .crazyhouse
                .clone()
                .filter(|_| self.game.cursor() == 0 && !self.threat_mode),
            tablebase: crate::position_notes::TablebaseNote::of(
                self.settings.tablebases.as_ref(),
                request.root.position(),
            ),
        }
    }

    /// The position on the board: the open panel's (the selected tree node's while the
    /// explorer is open, the compared line's while the Compare pane walks it), else the
    /// previewed line's (see [`App::line_preview`]), else the game's.
    pub fn shown_position(&self) -> &Chess {
        self.panel
            .board()
            .or_else(|| {
                self.line_preview()
                    .map(crate::line_preview::state::LinePreview::position)
            })
            .unwrap_or_else(|| self.game.position())
    }

    /// The breakdown the evaluation pane shows as "position": the selected tree node's while
    /// the explorer is open.
    pub fn position_breakdown(&self) -> Option<&Breakdown> {
        match self.tree() {
            Some(view) => view.breakdown.as_deref(),
            None => self.analysis.root.as_deref(),
        }
    }

    /// How the game ended at the shown position, if the side to move has no legal move.
    pub fn game_end(&self) -> Option<GameEnd> {
        let pos = self.game.position();
        if pos.is_checkmate() {
            Some(GameEnd::Checkmate {
                winner: pos.turn().other(),
            })
        } else if pos.is_stalemate() {
            Some(GameEnd::Stalemate)
        } else {
            None
        }
    }

    /// The evaluation (White's point of view) after each node of the current line, from the
    /// root: ours where we analysed it, unless the game file's `[%eval]` states a deeper
    /// search; else the file's.
    pub fn line_evals(&self) -> Vec<Option<Score>> {
        self.game
            .line()
            .into_iter()
            .map(|id| {
                let stated = self.game.stated_eval(id);
                let ours = self.evals.get(&id);
                match ours.filter(|e| e.may_replace(stated, NO_MINIMUM_DEPTH)) {
                    Some(ours) => Some(ours.score),
                    None => stated.map(|e| e.score),
                }
            })
            .collect()
    }

    /// The score of the first line from White's point of view.
    pub fn white_score(&self) -> Option<Score> {
        let line = self.analysis.lines.first()?;
        Some(line.score.for_white(self.analysed_turn()))
    }

    /// Describes the limits for the status bar.
    pub fn limits_text(&self) -> String {
        match (self.settings.limits.depth, self.settings.limits.movetime) {
            (Some(d), Some(t)) => format!("depth {d}, {t} ms"),
            (Some(d), None) => format!("depth {d}"),
            (None, Some(t)) => format!("{t} ms"),
            (None, None) => "infinite".to_owned(),
        }
    }
}

/// Keeps `eval`, a search of `id`, in `evals` (an [`App`]'s), unless a deeper one of `id` is
/// held there.
pub(crate) fn hold_eval(
    evals: &mut BTreeMap<NodeId, SearchedEval>,
    id: NodeId,
    eval: SearchedEval,
) {
    if eval.supersedes(evals.get(&id)) {
        evals.insert(id, eval);
    }
}
