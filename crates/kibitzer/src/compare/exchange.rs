//! Unequal exchanges: the men of the side to move lost outright in a line and the opponent's
//! men won outright in the same line, told as one [`Story::Exchange`] ("gives the rook for the
//! knight and a pawn (-1)") rather than as a loss and a win; and their words.
//!
//! [`merge`] replaces a line's separate losses and wins by one exchange when they are made in
//! one run of captures: in the candidate's line its losses ([`Story::GivesAway`],
//! [`Story::Loses`]) and wins ([`Story::Wins`]); in the best line the men it gives up
//! ([`Story::Keeps`]) and wins ([`Story::MissesWin`]). A run is a sequence of these captures
//! each made at most [`RUN_GAP`] plies after the one before (Rxd5 cxd5 Bxd5); a run with only
//! losses or only wins, and a loss far from a win (cxd3 at ply 2, fxe5 at ply 9), keep their
//! own stories.

use std::fmt;

use shakmaty::san::San;
use shakmaty::{Role, Square};

use super::ledger::pawns;
use super::story::{LineKind, Story};

/// Captures at most this many plies apart are one run.
pub const RUN_GAP: usize = 2;

/// What the side to move nets by the exchange, in pawns: the men taken less the men given.
pub fn net(own: &[(Role, Square)], theirs: &[(Role, Square)]) -> i32 {
    let sum = |men: &[(Role, Square)]| men.iter().map(|(r, _)| pawns(*r)).sum::<i32>();
    sum(theirs) - sum(own)
}

/// Which side of which line's exchange a story is: `(line, is the side to move's man)`.
fn side_of(story: &Story) -> Option<(LineKind, bool, (Role, Square))> {
    match story {
        Story::GivesAway { role, taker, .. } => {
            let San::Normal { to, .. } = taker.san else {
                return None;
            };
            Some((LineKind::Candidate, true, (*role, to)))
        }
        Story::Loses { role, square, .. } => Some((LineKind::Candidate, true, (*role, *square))),
        Story::Wins { role, square, .. } => Some((LineKind::Candidate, false, (*role, *square))),
        Story::Keeps { role, square, .. } => Some((LineKind::Best, true, (*role, *square))),
        Story::MissesWin { role, square, .. } => Some((LineKind::Best, false, (*role, *square))),
        Story::Trades { .. } | Story::Exchange { .. } => None,
    }
}

/// `story` (with the ply of each one's capture, `plies`) with each run of a line's captures
/// that both loses and wins men made one exchange, put first.
pub fn merge(story: Vec<Story>, plies: &[usize]) -> Vec<Story> {
    let mut out: Vec<Story> = Vec::with_capacity(story.len());
    let mut merged = vec![false; story.len()];
    for line in [LineKind::Candidate, LineKind::Best] {
        let mut parts: Vec<(usize, usize, bool, (Role, Square))> = story
            .iter()
            .zip(plies)
            .enumerate()
            .filter_map(|(i, (s, &ply))| {
                side_of(s)
                    .filter(|(l, ..)| *l == line)
                    .map(|(_, own, man)| (ply, i, own, man))
            })
            .collect();
        parts.sort_by_key(|&(ply, i, ..)| (ply, i));
        let mut start = 0;
        while start < parts.len() {
            let mut end = start + 1;
            while end < parts.len() && parts[end].0 <= parts[end - 1].0 + RUN_GAP {
                end += 1;
            }
            let run = &parts[start..end];
            let men = |own: bool| {
                let mut men: Vec<(Role, Square)> =
                    run.iter().filter(|p| p.2 == own).map(|p| p.3).collect();
                men.sort_by_key(|(r, _)| -pawns(*r));
                men
            };
            let (own, theirs) = (men(true), men(false));
            if !own.is_empty() && !theirs.is_empty() {
                for p in run {
                    merged[p.1] = true;
                }
                out.push(Story::Exchange { line, own, theirs });
            }
            start = end;
        }
    }
    out.extend(
        story
            .into_iter()
            .zip(merged)
            .filter(|(_, m)| !m)
            .map(|(s, _)| s),
    );
    out
}

/// "gives the rook for the knight and a pawn (-1)", "trades the bishop for three pawns",
/// "wins the queen for the rook and the knight (+1)".
pub fn describe(
    f: &mut fmt::Formatter<'_>,
    own: &[(Role, Square)],
    theirs: &[(Role, Square)],
) -> fmt::Result {
    let net = net(own, theirs);
    let (own_words, their_words) = (men(own), men(theirs));
    match net.signum() {
        -1 => write!(f, "gives {own_words} for {their_words} ({net})"),
        0 => write!(f, "trades {own_words} for {their_words}"),
        _ => write!(f, "wins {their_words} for {own_words} (+{net})"),
    }
}

/// "the knight and a pawn", "the rook, two knights and three pawns" (largest first).
fn men(men: &[(Role, Square)]) -> String {
    const NUMBERS: [&str; 9] = [
        "no", "one", "two", "three", "four", "five", "six", "seven", "eight",
    ];
    let mut roles: Vec<Role> = men.iter().map(|(r, _)| *r).collect();
    roles.sort_by_key(|r| (-pawns(*r), *r));
    let mut words: Vec<String> = Vec::new();
    let mut i = 0;
    while i < roles.len() {
        let role = roles[i];
        let count = roles[i..].iter().take_while(|r| **r == role).count();
        let name = crate::eval::role_name(role);
        words.push(match (count, role) {
            (1, Role::Pawn) => "a pawn".to_owned(),
            (1, _) => format!("the {name}"),
            (n, _) => format!("{} {name}s", NUMBERS.get(n).copied().unwrap_or("many")),
        });
        i += count;
    }
    match words.as_slice() {
        [] => "nothing".to_owned(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}
