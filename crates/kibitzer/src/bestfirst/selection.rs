//! Which tip Harris's search expands next (spec 5.4): best children, closed children (those
//! that cannot overtake the best even if their threats succeed), open nodes, separation of the
//! best root move, and the f-pointer path from the root to the next tip.

use super::tree::BestFirst;

impl BestFirst {
    /// The best child of `index` (by `v` for the side to move, ties by move order).
    pub fn best_child(&self, index: u32) -> Option<u32> {
        let node = &self.nodes[index as usize];
        let white = node.turn.is_white();
        node.children.clone().reduce(|best, c| {
            let (b, n) = (self.nodes[best as usize].v, self.nodes[c as usize].v);
            if (white && n > b) || (!white && n < b) {
                c
            } else {
                best
            }
        })
    }

    /// Whether child `c` of `index` is closed: even if its threats succeed it cannot overtake
    /// the best child.
    pub fn closed(&self, index: u32, c: u32) -> bool {
        let Some(b) = self.best_child(index) else {
            return false;
        };
        if b == c {
            return false;
        }
        let (best, child) = (&self.nodes[b as usize], &self.nodes[c as usize]);
        if self.nodes[index as usize].turn.is_white() {
            child.hi <= best.lo
        } else {
            child.lo >= best.hi
        }
    }

    /// Whether `index` is open: a tip with uncertainty left, or an interior node with an open,
    /// non-closed child.
    pub fn open(&self, index: u32) -> bool {
        let node = &self.nodes[index as usize];
        if node.terminal {
            return false;
        }
        if !node.expanded() {
            return node.hi - node.lo > self.options.epsilon;
        }
        node.children
            .clone()
            .any(|c| !self.closed(index, c) && self.open(c))
    }

    /// Whether the best root move's pessimistic value beats every other root move's optimistic
    /// one (mirrored for Black).
    pub fn separated(&self) -> bool {
        let Some(b) = self.best_child(0) else {
            return false;
        };
        let best = &self.nodes[b as usize];
        let white = self.nodes[0].turn.is_white();
        self.nodes[0].children.clone().filter(|&c| c != b).all(|c| {
            let n = &self.nodes[c as usize];
            if white {
                best.lo >= n.hi
            } else {
                best.hi <= n.lo
            }
        })
    }

    /// The path the f-pointers lead along: from the root, the open, non-closed child with the
    /// best optimistic value for the side choosing (ties: better `v`, then move order).
    pub fn selected_path(&self) -> Vec<u32> {
        let mut path = vec![0u32];
        let mut at = 0u32;
        while self.nodes[at as usize].expanded() {
            let node = &self.nodes[at as usize];
            let white = node.turn.is_white();
            let candidates = node
                .children
                .clone()
                .filter(|&c| !self.closed(at, c) && self.open(c));
            let pick = candidates.reduce(|best, c| {
                let (b, n) = (&self.nodes[best as usize], &self.nodes[c as usize]);
                let better = if white {
                    (n.hi, n.v) > (b.hi, b.v)
                } else {
                    (n.lo, -n.v) < (b.lo, -b.v)
                };
                if better { c } else { best }
            });
            let Some(next) = pick else { break };
            path.push(next);
            at = next;
        }
        path
    }
}
