//! [`Story`]: the material side of a comparison in trades and losses, told from the ledgers of
//! the two lines ([`Ledger`]), not from a diff of their ends.
//!
//! A man is the same man in both lines if it stood on the same square at the root. A man of
//! the side to move lost outright in the candidate's line (no man of equal value taken back in
//! that line) and not lost outright in the best line is lost; the moved man being that man, the
//! move gives it away. A man the best line wins outright and the candidate's line does not is a
//! win missed; the reverse, a win. Equal values changing hands are a trade, never a win missed.
//! A man lost outright in both lines is no difference.
//!
//! Men of unequal value changing hands in one exchange are told as one, not as a loss and a
//! win apart: when a line (and not the other) loses men of the side to move outright and wins
//! the opponent's outright in one run of captures, they are told together as
//! [`Story::Exchange`] ("gives the rook for the knight and a pawn (-1)"), with the net in
//! pawns (see [`super::exchange`]); an unequal exchange that nets nothing is a trade ("trades
//! the bishop for three pawns").

use shakmaty::san::SanPlus;
use shakmaty::{Chess, Color, Position, Role, Square};

use super::exchange;
use super::ledger::{Capture, Fate, Ledger, pawns};

/// What the best line does with a man the candidate's line loses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum InBest {
    /// It is not captured there.
    Kept,
    /// It is captured there in a trade, by this move.
    Traded(SanPlus),
}

/// Which line a trade is made in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LineKind {
    /// The best line.
    Best,
    /// The candidate's line.
    Candidate,
}

/// One event of the material story, from the side to move at the root.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Story {
    /// The candidate's moved man is lost outright in its line.
    GivesAway {
        /// The candidate.
        first: SanPlus,
        /// The man's kind.
        role: Role,
        /// The capture that takes it.
        taker: SanPlus,
        /// The best move.
        best_first: SanPlus,
        /// What the best line does with it.
        in_best: InBest,
    },
    /// Another man of the side to move is lost outright in the candidate's line.
    Loses {
        /// Its kind.
        role: Role,
        /// Where it is taken.
        square: Square,
        /// The capture that takes it.
        taker: SanPlus,
        /// What the best line does with it.
        in_best: InBest,
    },
    /// A man the best line wins outright is not won.
    MissesWin {
        /// Its kind.
        role: Role,
        /// Where the best line takes it.
        square: Square,
        /// The best line's capture.
        taker: SanPlus,
    },
    /// A man the best line does not win is won outright.
    Wins {
        /// Its kind.
        role: Role,
        /// Where it is taken.
        square: Square,
        /// The capture.
        taker: SanPlus,
    },
    /// A man of the side to move the best line loses outright is kept.
    Keeps {
        /// Its kind.
        role: Role,
        /// Where the best line loses it.
        square: Square,
        /// The best line's capture of it.
        taker: SanPlus,
    },
    /// Men of equal value change hands in one line and not in the other.
    Trades {
        /// The line it is made in.
        line: LineKind,
        /// The capture made by the side to move.
        by: SanPlus,
        /// The side to move's man given.
        own: Role,
        /// The opponent's man taken.
        theirs: Role,
        /// Where the side to move takes.
        square: Square,
    },
    /// Men of unequal value change hands in one line and not in the other: the side to move's
    /// men lost outright there for the opponent's men won outright there.
    Exchange {
        /// The line it is made in.
        line: LineKind,
        /// The side to move's men given, with the squares they are taken on, largest first.
        own: Vec<(Role, Square)>,
        /// The opponent's men taken, with the squares they are taken on, largest first.
        theirs: Vec<(Role, Square)>,
    },
}

impl Story {
    /// What it is worth to the side to move, in pawns (1/3/3/5/9; a trade is 0).
    pub fn value(&self) -> i32 {
        match self {
            Story::GivesAway { role, .. }
            | Story::Loses { role, .. }
            | Story::MissesWin { role, .. } => -pawns(*role),
            Story::Wins { role, .. } | Story::Keeps { role, .. } => pawns(*role),
            Story::Trades { .. } => 0,
            Story::Exchange { line, own, theirs } => {
                let net = exchange::net(own, theirs);
                match line {
                    LineKind::Candidate => net,
                    LineKind::Best => -net,
                }
            }
        }
    }
}

/// The story of `candidate` against `best`, both ledgers from `root`: losses and wins first
/// (largest first, costs first), then the trades the candidate's line makes and the best line
/// does not, then (only when nothing is lost or won) the best line's trades the candidate's
/// line does not make; the trades of men before those of pawns.
pub fn tell(root: &Chess, best: &Ledger, candidate: &Ledger) -> Vec<Story> {
    let mover = root.turn();
    let san_of = |ledger: &Ledger| {
        ledger
            .moves()
            .first()
            .map(|&m| SanPlus::from_move(root.clone(), m))
    };
    let (first, best_first) = (san_of(candidate), san_of(best));
    let moved_from = candidate.moves().first().and_then(|m| m.from());
    let mut story = Vec::new();
    // The ply of each story's capture, for telling one exchange from events far apart.
    let mut plies = Vec::new();
    for (c, _) in outright(candidate) {
        let Some(origin) = c.captured.origin else {
            continue;
        };
        let elsewhere = best.taken(c.captured.color, origin);
        if matches!(elsewhere, Some((_, Fate::Lost))) {
            continue;
        }
        let in_best = match elsewhere {
            Some((b, Fate::Traded(_))) => InBest::Traded(b.san),
            _ => InBest::Kept,
        };
        let (role, square, taker) = (c.captured.role, c.square, c.san);
        plies.push(c.ply);
        story.push(match (c.captured.color == mover, &first, &best_first) {
            (true, Some(first), Some(best_first)) if moved_from == Some(origin) => {
                Story::GivesAway {
                    first: *first,
                    role,
                    taker,
                    best_first: *best_first,
                    in_best,
                }
            }
            (true, ..) => Story::Loses {
                role,
                square,
                taker,
                in_best,
            },
            (false, ..) => Story::Wins {
                role,
                square,
                taker,
            },
        });
    }
    for (c, _) in outright(best) {
        let Some(origin) = c.captured.origin else {
            continue;
        };
        if matches!(
            candidate.taken(c.captured.color, origin),
            Some((_, Fate::Lost))
        ) {
            continue;
        }
        let (role, square, taker) = (c.captured.role, c.square, c.san);
        plies.push(c.ply);
        story.push(if c.captured.color == mover {
            Story::Keeps {
                role,
                square,
                taker,
            }
        } else {
            Story::MissesWin {
                role,
                square,
                taker,
            }
        });
    }
    let mut story = exchange::merge(story, &plies);
    story.sort_by_key(|s| (s.value() > 0, -s.value().abs()));
    // The trades: the candidate's first, then the best line's when the material story is
    // otherwise empty (beside a loss, the best line's trades are noise); men before pawns.
    let mut made = trades(mover, LineKind::Candidate, candidate, best);
    if story.is_empty() {
        made.extend(trades(mover, LineKind::Best, best, candidate));
    }
    made.sort_by_key(|s| match s {
        Story::Trades { line, own, .. } => (*line == LineKind::Best, -pawns(*own)),
        _ => (true, 0),
    });
    story.extend(made);
    story
}

/// The captures of men lost outright in `ledger`.
fn outright(ledger: &Ledger) -> impl Iterator<Item = (&Capture, Fate)> {
    ledger
        .captures()
        .iter()
        .zip(ledger.fates())
        .filter(|(_, f)| **f == Fate::Lost)
        .map(|(c, f)| (c, *f))
}

/// The trades of `ledger` whose two men are not both traded in `other` too.
fn trades(mover: Color, line: LineKind, ledger: &Ledger, other: &Ledger) -> Vec<Story> {
    let captures = ledger.captures();
    let traded_there = |c: &Capture| {
        c.captured
            .origin
            .is_some_and(|o| matches!(other.taken(c.captured.color, o), Some((_, Fate::Traded(_)))))
    };
    let mut out = Vec::new();
    for (i, fate) in ledger.fates().iter().enumerate() {
        let Fate::Traded(j) = *fate else { continue };
        if j < i {
            continue;
        }
        let (a, b) = (&captures[i], &captures[j]);
        if traded_there(a) && traded_there(b) {
            continue;
        }
        // `ours` is the side to move's capture, of the opponent's man.
        let (ours, theirs) = if a.capturer.color == mover {
            (a, b)
        } else {
            (b, a)
        };
        out.push(Story::Trades {
            line,
            by: ours.san,
            own: theirs.captured.role,
            theirs: ours.captured.role,
            square: ours.square,
        });
    }
    out
}

mod words;
