//! A node of the recorded search tree in one line (`kibitzer tree` and the workstation's tree
//! explorer), with `Display` wrappers for node kinds ([`KindName`]), end reasons
//! ([`EndText`]) and ordering reasons ([`ReasonName`]).

use std::fmt::{self, Write as _};

use shakmaty::Chess;

use super::info::san;
use super::score::BoundName;
use crate::Score;
use crate::search::{EndReason, NodeKind, OrderReason, TreeNode};

/// A node kind's name: `pv`, `cut`, `all`, `quiescence`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct KindName(pub NodeKind);

impl fmt::Display for KindName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self.0 {
            NodeKind::Pv => "pv",
            NodeKind::Cut => "cut",
            NodeKind::All => "all",
            NodeKind::Quiescence => "quiescence",
        })
    }
}

/// Why a node ended, in words: `beta cutoff by move 2`, `table cutoff`, `stand pat`, ...
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EndText(pub EndReason);

impl fmt::Display for EndText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self.0 {
            EndReason::Searched => "searched",
            EndReason::BetaCutoff { by } => return write!(f, "beta cutoff by move {by}"),
            EndReason::TableCutoff => "table cutoff",
            EndReason::TablebaseCutoff => "tablebase cutoff",
            EndReason::NullMoveCutoff => "null move cutoff",
            EndReason::MultiCut => "multi-cut",
            EndReason::StaticNullCutoff => "static null cutoff",
            EndReason::Razored => "razored",
            EndReason::FutilityPruned => "futility pruned",
            EndReason::LateMovePruned => "late move pruned",
            EndReason::GuardPruned => "guard pruned",
            EndReason::DeltaPruned => "delta pruned",
            EndReason::ExchangePruned => "exchange pruned",
            EndReason::StandPat => "stand pat",
            EndReason::Quiet => "quiet",
            EndReason::MateDistance => "mate distance",
            EndReason::Repetition => "repetition",
            EndReason::FiftyMoves => "fifty moves",
            EndReason::Checkmate => "checkmate",
            EndReason::Stalemate => "stalemate",
            EndReason::Aborted => "aborted",
        })
    }
}

/// Why a move stands where it does in the order: `table_move`, `safe_capture`, ...
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ReasonName(pub OrderReason);

impl fmt::Display for ReasonName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self.0 {
            OrderReason::TableMove => "table_move",
            OrderReason::Escape => "escape",
            OrderReason::SafeCapture => "safe_capture",
            OrderReason::Killer => "killer",
            OrderReason::History => "history",
            OrderReason::Quiet => "quiet",
            OrderReason::Unsafe => "unsafe",
            OrderReason::QuietCheck => "quiet_check",
        })
    }
}

/// A window bound of a node at `ply`. Mate-distance pruning narrows the infinite window to
/// "mated here" .. "mate next move" (`-MATE + ply` .. `MATE - ply - 1`): bounds at or beyond
/// those read as infinite; other bounds in mate range are real mate scores (a null window
/// just below a mate found elsewhere) and read as such.
pub fn window(v: i32, ply: u16) -> String {
    let ply = i32::from(ply);
    if v <= -Score::MATE + ply {
        "-inf".to_owned()
    } else if v >= Score::MATE - ply - 1 {
        "+inf".to_owned()
    } else {
        Score::cp(v).from_node_at(ply).to_string()
    }
}

/// One line describing `node` (its move in SAN from `parent`).
pub fn node_label(node: &TreeNode, parent: Option<&Chess>) -> String {
    let mv = match (node.mv, parent) {
        _ if node.null => "(null move)".to_owned(),
        (Some(m), Some(p)) => san(p, m),
        _ => "root".to_owned(),
    };
    // Mate scores are recorded counted from the root; the label counts from this node.
    let score = node.score.map_or_else(
        || "?".to_owned(),
        |s| Score::cp(s).from_node_at(i32::from(node.ply)).to_string(),
    );
    let bound = node
        .bound
        .map(|b| BoundName(b).to_string())
        .unwrap_or_default();
    let end = EndText(node.end);
    let reason = node
        .reason
        .map(|r| format!(" {}", ReasonName(r)))
        .unwrap_or_default();
    if !node.searched {
        return format!("#{}{reason} {mv}: {end}", node.rank);
    }
    let mut extra = String::new();
    if let Some(e) = node.static_eval {
        let _ = write!(extra, " eval {}", Score::cp(e));
    }
    if node.check_extension {
        extra.push_str(" +check");
    }
    if node.hung_extension {
        extra.push_str(" +hung");
    }
    if node.reduction > 0 {
        let _ = write!(extra, " reduced {}", node.reduction);
    }
    let kind = KindName(node.kind);
    let rank = if node.rank > 0 {
        format!("#{}{reason} ", node.rank)
    } else {
        String::new()
    };
    if node.truncated {
        extra.push_str(" (budget exhausted below)");
    }
    format!(
        "{rank}{mv} -> {score} {bound} {kind}, {end} | d{} [{}, {}]{extra}",
        node.draft,
        window(node.alpha, node.ply),
        window(node.beta, node.ply)
    )
}

#[cfg(test)]
mod tests {
    use super::{EndText, KindName, window};
    use crate::Score;
    use crate::search::{EndReason, NodeKind};

    #[test]
    fn window_bounds_read_infinite_only_where_mate_distance_put_them() {
        let mate = Score::MATE;
        // The root's full window, and the same window narrowed at ply 3.
        assert_eq!(window(-mate - 1, 0), "-inf");
        assert_eq!(window(mate + 1, 0), "+inf");
        assert_eq!(window(-mate + 3, 3), "-inf");
        assert_eq!(window(mate - 4, 3), "+inf");
        // A null window at ply 1 just above "mated in two plies" is a real mate bound.
        // (mated two plies from the root: one ply from this node).
        assert_eq!(window(-mate + 2, 1), "#-1");
        assert_eq!(window(-69, 1), "-0.69");
    }

    #[test]
    fn kinds_and_end_reasons_in_words() {
        assert_eq!(KindName(NodeKind::Quiescence).to_string(), "quiescence");
        assert_eq!(KindName(NodeKind::Pv).to_string(), "pv");
        assert_eq!(
            EndText(EndReason::BetaCutoff { by: 3 }).to_string(),
            "beta cutoff by move 3"
        );
        assert_eq!(
            EndText(EndReason::StaticNullCutoff).to_string(),
            "static null cutoff"
        );
        assert_eq!(EndText(EndReason::FiftyMoves).to_string(), "fifty moves");
    }
}
