//! The external engines in the app, a second opinion beside kibitzer's own: per engine
//! ([`EngineView`], by [`EngineId`]) its name, whether it is on, its `MultiPV`, its latest
//! lines (events of a superseded request dropped by id, exactly like the internal
//! [`Analysis`](crate::Analysis)), its status or fault, and its speed. Each engine that is on
//! analyses the shown position whenever the internal engine does: the [`Order`] the router
//! builds from the app is what each is asked (see [`Engines`](super::collection::Engines)).

use shakmaty::Move;

use kibitzer::engine::{EngineId, EngineSpec, Info, RequestId, SearchRequest};
use kibitzer::game::Game;
use kibitzer::home_path::expand_home;
use kibitzer::search::GameLine;

/// The first id an external engine gets: 0 is the internal search, 1 the explain worker.
pub const FIRST_EXTERNAL: EngineId = EngineId(2);

/// The spec of `PATH [ARGS]` as typed after `--engine` or `:engine add`: the words after the
/// first are the arguments, unless the whole text names an existing file (a path with
/// spaces). A leading `~` is the home directory. The engine is named after the program's
/// file (`stockfish`).
pub fn parse_engine_spec(text: &str) -> Option<EngineSpec> {
    let text = text.trim();
    let whole = expand_home(text);
    if whole.is_file() {
        return Some(EngineSpec::from_path(whole));
    }
    let mut words = text.split_whitespace();
    let spec = EngineSpec::from_path(expand_home(words.next()?));
    Some(EngineSpec {
        args: words.map(str::to_owned).collect(),
        ..spec
    })
}

/// How an external engine is doing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EngineState {
    /// Started, the handshake not yet answered.
    Starting,
    /// Answered the handshake; the name it gave.
    Ready(String),
    /// Failed: the message says how; `:engine restart` starts it again.
    Fault(String),
}

/// One external engine as the workstation shows it.
#[derive(Clone, Debug)]
pub struct EngineView {
    /// Its id on the engine boundary (a restart keeps it; the request ids go on).
    pub id: EngineId,
    /// How it was started.
    pub spec: EngineSpec,
    /// How it is doing.
    pub state: EngineState,
    /// Whether it analyses (`:engine off` keeps the process but sends it no requests).
    pub on: bool,
    /// Whether it ever answered the handshake: one that never did is not added (a failed
    /// start removes its row), one that did keeps its row when it fails (restart can help).
    pub answered: bool,
    /// Its number of lines.
    pub multipv: usize,
    /// The search whose events are accepted.
    pub search: Option<RequestId>,
    /// Whether a search was asked for and its id is awaited.
    pub awaiting: bool,
    /// Lines by `MultiPV` index.
    pub lines: Vec<Info>,
    /// Each line's moves in SAN, ready to draw.
    pub line_sans: Vec<String>,
    /// The depth reached.
    pub depth: u32,
    /// Nodes per second, as the engine last said.
    pub nps: u64,
    /// The last fault the engine went on after (a garbage line, an illegal move in a line,
    /// a `bestmove` for another position), until its next search.
    pub warning: Option<String>,
}

impl EngineView {
    pub(crate) fn new(id: EngineId, spec: EngineSpec) -> EngineView {
        EngineView {
            id,
            spec,
            state: EngineState::Starting,
            on: true,
            answered: false,
            multipv: 1,
            search: None,
            awaiting: false,
            lines: Vec::new(),
            line_sans: Vec::new(),
            depth: 0,
            nps: 0,
            warning: None,
        }
    }

    /// Whether it analyses: on and not failed.
    pub fn analyses(&self) -> bool {
        self.on && !matches!(self.state, EngineState::Fault(_))
    }

    /// Its first line's first move.
    pub fn best_move(&self) -> Option<Move> {
        self.lines.first()?.pv.first().copied()
    }

    /// Forgets the lines of the last position.
    pub(crate) fn forget(&mut self) {
        self.search = None;
        self.awaiting = false;
        self.lines.clear();
        self.line_sans.clear();
        self.depth = 0;
        self.nps = 0;
        self.warning = None;
    }

    /// The message it shows for its state, if any.
    pub fn state_text(&self) -> Option<String> {
        match &self.state {
            EngineState::Fault(message) => Some(message.clone()),
            _ if !self.on => Some(format!("off (:engine on {})", self.spec.name)),
            EngineState::Starting => Some("starting...".to_owned()),
            EngineState::Ready(_) => None,
        }
    }
}

/// Puts `info` (with its moves in SAN) in its `MultiPV` place of `lines`, keeping at most
/// `multipv` lines: a line beyond the next place is dropped until the ones before it come.
pub(crate) fn place_line(
    lines: &mut Vec<Info>,
    sans: &mut Vec<String>,
    (info, san): (Info, String),
    multipv: usize,
) {
    let index = info.multipv.saturating_sub(1);
    if index < lines.len() {
        lines[index] = info;
        sans[index] = san;
    } else if index == lines.len() {
        lines.push(info);
        sans.push(san);
    }
    lines.truncate(multipv);
    sans.truncate(multipv);
}

/// What every external engine that analyses is asked to search: the internal search's
/// request with the game's moves before its root, when the workstation analyses a position
/// with legal moves (else a stop). The router builds it from the app.
#[derive(Clone, Debug)]
pub(crate) struct Order {
    /// The internal search's request, its root's line set (none: stop).
    pub request: Option<SearchRequest>,
}

/// The moves of `game` from its start to the shown position, for an engine to see the
/// positions before it; after a null move (which UCI cannot say) from the position after the
/// last one. None in threat mode (`threat`: the analysed position is not the game's).
pub(crate) fn game_line(game: &Game, threat: bool) -> Option<GameLine> {
    if threat {
        return None;
    }
    let path = game.since_null_move(game.current());
    let moves = path.iter().filter_map(|&id| game.node(id).mv()).collect();
    Some(GameLine {
        start: game.node(path[0]).position().clone(),
        moves,
    })
}
