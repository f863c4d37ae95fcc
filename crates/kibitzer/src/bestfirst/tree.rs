//! Harris best-first search (spec 5.4): an explicit tree that grows by one expansion per
//! step. Tips carry `v = h`, `hi = h + dW`, `lo = h - dB`; interior nodes back up the maxima
//! (White to move) or minima (Black) of their children; a child that cannot overtake the best
//! one even if its threats succeed is closed; the f-pointers lead from the root through the
//! open, non-closed children with the best optimistic value for the side choosing, to the tip
//! expanded next. Positions are not stored: they are replayed from the root. Every expansion
//! is logged (the tip, its new children, the old values of the ancestors it changed), so a
//! step back undoes one expansion in time proportional to it.

use shakmaty::{Chess, Color, Move, Position};

use super::heuristic::{DMode, HValue, search_heuristic, static_value, terminal_value};
use crate::History;
use crate::search::hash_of;

/// One node of the explicit tree.
#[derive(Clone, Debug, PartialEq)]
pub struct BfNode {
    /// The move from the parent (none for the root).
    pub mv: Option<Move>,
    /// The parent (none for the root).
    pub parent: Option<u32>,
    /// Plies from the root (`g`).
    pub ply: u32,
    /// Side to move.
    pub turn: Color,
    /// Static value, White's point of view.
    pub h: i32,
    /// White's search heuristic.
    pub d_white: f64,
    /// Black's search heuristic.
    pub d_black: f64,
    /// No moves, or a repetition.
    pub terminal: bool,
    /// Backed-up value.
    pub v: f64,
    /// Backed-up optimistic value (for White).
    pub hi: f64,
    /// Backed-up pessimistic value (for White).
    pub lo: f64,
    /// Children, as a range of indices (empty until expanded).
    pub children: std::ops::Range<u32>,
}

impl BfNode {
    /// Whether the node has been expanded.
    pub fn expanded(&self) -> bool {
        !self.children.is_empty()
    }
}

/// Parameters of a best-first search.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct BfOptions {
    /// What `h` is.
    pub h: HValue,
    /// What `d` looks at.
    pub d: DMode,
    /// A tip is open while `hi - lo` exceeds this.
    pub epsilon: f64,
    /// Stop as soon as the best root move is separated from the others.
    pub stop_when_separated: bool,
    /// At most this many expansions.
    pub max_expansions: usize,
    /// At most this many nodes.
    pub max_nodes: usize,
}

impl Default for BfOptions {
    fn default() -> BfOptions {
        BfOptions {
            h: HValue::Stanback,
            d: DMode::Full,
            epsilon: 0.0,
            stop_when_separated: false,
            max_expansions: 20_000,
            max_nodes: 1_000_000,
        }
    }
}

/// Why the search ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum BfStop {
    /// The root is not open: its uncertainty is gone (Harris's goal).
    RootQuiet,
    /// The best root move is separated from every other (decision mode).
    Separated,
    /// The expansion or node budget ran out.
    Budget,
    /// The root has no legal moves.
    NoMoves,
}

/// A node's backed-up (v, hi, lo).
pub type Values = (f64, f64, f64);

/// What one expansion did: for display, and for taking it back (the expanded tip is the last
/// node of `path`, its children are the nodes from `first_child` on, and `changed` holds the
/// ancestors' old values).
#[derive(Clone, Debug, PartialEq)]
pub struct Expansion {
    /// The expansion's number (1-based).
    pub step: usize,
    /// The selected path from the root to the expanded tip (node indices, root first).
    pub path: Vec<u32>,
    /// Ancestors whose (v, hi, lo) changed: (node, old, new).
    pub changed: Vec<(u32, Values, Values)>,
    /// The index of the first child the expansion added (they run to the end of the nodes).
    pub first_child: u32,
}

/// The explicit tree and its state.
#[derive(Clone, Debug)]
pub struct BestFirst {
    pub(super) nodes: Vec<BfNode>,
    root: Chess,
    history: History,
    before_root: Vec<u64>,
    pub(super) options: BfOptions,
    /// Every expansion so far, oldest first: what [`BestFirst::undo`] takes back.
    log: Vec<Expansion>,
    /// Root uncertainty after each expansion, starting with the unexpanded root.
    pub uncertainty: Vec<f64>,
}

impl BestFirst {
    /// A tree holding only `root`.
    pub fn new(
        root: Chess,
        history: History,
        before_root: Vec<u64>,
        options: BfOptions,
    ) -> BestFirst {
        let mut tree = BestFirst {
            nodes: Vec::new(),
            root,
            history,
            before_root,
            options,
            log: Vec::new(),
            uncertainty: Vec::new(),
        };
        let node = tree.make_node(&tree.root, history, None, None, 0, false);
        tree.uncertainty.push(node.hi - node.lo);
        tree.nodes.push(node);
        tree
    }

    fn make_node(
        &self,
        pos: &Chess,
        history: History,
        mv: Option<Move>,
        parent: Option<u32>,
        ply: u32,
        repeated: bool,
    ) -> BfNode {
        let no_moves = pos.legal_moves().is_empty();
        let terminal = no_moves || repeated;
        let h = if repeated {
            0
        } else if no_moves {
            terminal_value(pos, ply)
        } else {
            static_value(pos, history, self.options.h)
        };
        let (d_white, d_black) = if terminal {
            (0.0, 0.0)
        } else {
            (
                search_heuristic(pos, Color::White, self.options.d),
                search_heuristic(pos, Color::Black, self.options.d),
            )
        };
        let hv = f64::from(h);
        BfNode {
            mv,
            parent,
            ply,
            turn: pos.turn(),
            h,
            d_white,
            d_black,
            terminal,
            v: hv,
            hi: hv + d_white,
            lo: hv - d_black,
            children: 0..0,
        }
    }

    /// Every node; the root is index 0.
    pub fn nodes(&self) -> &[BfNode] {
        &self.nodes
    }

    /// The root position.
    pub fn root_position(&self) -> &Chess {
        &self.root
    }

    /// Expansions so far.
    pub fn expansions(&self) -> usize {
        self.log.len()
    }

    /// The last expansion, if any.
    pub fn last_expansion(&self) -> Option<&Expansion> {
        self.log.last()
    }

    /// The children of `index`.
    pub fn children(&self, index: u32) -> &[BfNode] {
        let r = &self.nodes[index as usize].children;
        &self.nodes[r.start as usize..r.end as usize]
    }

    /// Why the search is over, if it is.
    pub fn finished(&self) -> Option<BfStop> {
        let root = &self.nodes[0];
        if root.terminal && !root.expanded() {
            return Some(BfStop::NoMoves);
        }
        // A search must name a move: the root is expanded once even when it looks quiet (spec
        // 5.4 would stop at once on a root whose d is zero, leaving no move to play).
        if !root.expanded() {
            return None;
        }
        if !self.open(0) {
            return Some(BfStop::RootQuiet);
        }
        if self.options.stop_when_separated && self.separated() {
            return Some(BfStop::Separated);
        }
        if self.expansions() >= self.options.max_expansions
            || self.nodes.len() >= self.options.max_nodes
        {
            return Some(BfStop::Budget);
        }
        None
    }

    /// The position and history at the end of `path` (and the hashes along it).
    fn replay(&self, path: &[u32]) -> (Chess, History, Vec<u64>) {
        let mut pos = self.root.clone();
        let mut history = self.history;
        let mut hashes = self.before_root.clone();
        hashes.push(hash_of(&pos));
        for &i in &path[1..] {
            let Some(m) = self.nodes[i as usize].mv else {
                continue;
            };
            let before = pos.board().clone();
            pos.play_unchecked(m);
            history = history.after(&before, &m, pos.board());
            hashes.push(hash_of(&pos));
        }
        (pos, history, hashes)
    }

    /// One expansion: select, expand the tip, back up. `None` when the search is over.
    pub fn step(&mut self) -> Option<Expansion> {
        if self.finished().is_some() {
            return None;
        }
        let path = self.selected_path();
        let tip = *path.last()?;
        let (pos, history, hashes) = self.replay(&path);
        let first = self.nodes.len() as u32;
        let ply = self.nodes[tip as usize].ply + 1;
        for m in pos.legal_moves() {
            let mut child = pos.clone();
            let before = child.board().clone();
            child.play_unchecked(m);
            let child_history = history.after(&before, &m, child.board());
            let hash = hash_of(&child);
            let repeated = hashes.iter().rev().skip(1).step_by(2).any(|&h| h == hash);
            let node = self.make_node(&child, child_history, Some(m), Some(tip), ply, repeated);
            self.nodes.push(node);
        }
        self.nodes[tip as usize].children = first..self.nodes.len() as u32;
        let mut changed = Vec::new();
        for &i in path.iter().rev() {
            let old = self.values(i);
            self.back_up(i);
            let new = self.values(i);
            if old != new {
                changed.push((i, old, new));
            }
        }
        self.uncertainty.push(self.nodes[0].hi - self.nodes[0].lo);
        let expansion = Expansion {
            step: self.log.len() + 1,
            path,
            changed,
            first_child: first,
        };
        self.log.push(expansion.clone());
        Some(expansion)
    }

    /// Takes back the last expansion: its children go, the tip is a tip again and the
    /// ancestors get their old values back. False if nothing was expanded.
    pub fn undo(&mut self) -> bool {
        let Some(e) = self.log.pop() else {
            return false;
        };
        self.nodes.truncate(e.first_child as usize);
        if let Some(&tip) = e.path.last() {
            self.nodes[tip as usize].children = 0..0;
        }
        for &(i, (v, hi, lo), _) in &e.changed {
            let node = &mut self.nodes[i as usize];
            node.v = v;
            node.hi = hi;
            node.lo = lo;
        }
        self.uncertainty.pop();
        true
    }

    fn values(&self, i: u32) -> Values {
        let n = &self.nodes[i as usize];
        (n.v, n.hi, n.lo)
    }

    fn back_up(&mut self, i: u32) {
        let node = &self.nodes[i as usize];
        if !node.expanded() {
            return;
        }
        let white = node.turn.is_white();
        let pick = |a: f64, b: f64| if white { a.max(b) } else { a.min(b) };
        let mut it = node.children.clone().map(|c| self.values(c));
        let Some(first) = it.next() else { return };
        let (v, hi, lo) = it.fold(first, |acc, x| {
            (pick(acc.0, x.0), pick(acc.1, x.1), pick(acc.2, x.2))
        });
        let node = &mut self.nodes[i as usize];
        node.v = v;
        node.hi = hi;
        node.lo = lo;
    }

    /// Runs expansions until the search is over; returns why.
    pub fn run(&mut self) -> BfStop {
        loop {
            if let Some(stop) = self.finished() {
                return stop;
            }
            self.step();
        }
    }

    /// The moves of the best line: best children from the root down.
    pub fn principal_variation(&self) -> Vec<Move> {
        let mut pv = Vec::new();
        let mut at = 0u32;
        while let Some(b) = self.best_child(at) {
            pv.extend(self.nodes[b as usize].mv);
            at = b;
        }
        pv
    }
}
