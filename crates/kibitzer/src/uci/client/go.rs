//! The `go` command of a request's limits.

use shakmaty::CastlingMode;

use crate::search::Limits;

/// `go ...` for `limits`: `depth`, `nodes`, `movetime` as given (several at once if several
/// are), `infinite` without any, and last `searchmoves` when the root moves are restricted.
pub fn go_command(limits: &Limits) -> String {
    let mut words = vec!["go".to_owned()];
    if let Some(depth) = limits.depth {
        words.push(format!("depth {depth}"));
    }
    if let Some(nodes) = limits.nodes {
        words.push(format!("nodes {nodes}"));
    }
    if let Some(time) = limits.movetime {
        words.push(format!("movetime {}", time.as_millis().max(1)));
    }
    if (limits.depth, limits.nodes, limits.movetime) == (None, None, None) {
        words.push("infinite".to_owned());
    }
    // Last: engines such as Stockfish read every word after `searchmoves` as a move, so a
    // limit after it would be lost and the search would never end.
    if !limits.searchmoves.is_empty() {
        words.push("searchmoves".to_owned());
        words.extend(
            limits
                .searchmoves
                .iter()
                .map(|mv| mv.to_uci(CastlingMode::Standard).to_string()),
        );
    }
    words.join(" ")
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use shakmaty::{Chess, Position};

    use super::go_command;
    use crate::search::Limits;

    #[test]
    fn go_commands_from_limits() {
        assert_eq!(go_command(&Limits::depth(12)), "go depth 12");
        assert_eq!(go_command(&Limits::nodes(5000)), "go nodes 5000");
        assert_eq!(
            go_command(&Limits::movetime(Duration::from_millis(250))),
            "go movetime 250"
        );
        assert_eq!(go_command(&Limits::default()), "go infinite");
        let mut limits = Limits::depth(3);
        limits.searchmoves = Chess::default().legal_moves().into_iter().take(2).collect();
        assert_eq!(go_command(&limits), "go depth 3 searchmoves a2a3 b2b3");
    }
}
