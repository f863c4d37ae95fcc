//! The parameters of `go`: the clocks, the limits, `infinite`, `ponder` and `searchmoves`.
//! A limit of 0 (`depth 0`, `nodes 0`, `movetime 0`, `mate 0`) is no limit, as in Stockfish:
//! the search goes on until another limit or `stop`, so a `bestmove` is never one no search
//! looked at.

use std::time::Duration;

use shakmaty::Color;

use super::time::Clock;

/// What a `go` command asks for. Times are in milliseconds on the wire.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Go {
    /// White's and Black's remaining time (a negative clock counts as zero).
    pub time: [Option<Duration>; 2],
    /// White's and Black's increment per move.
    pub increment: [Option<Duration>; 2],
    /// Moves to the next time control.
    pub moves_to_go: Option<u32>,
    /// Search this many plies.
    pub depth: Option<u32>,
    /// Search this many nodes.
    pub nodes: Option<u64>,
    /// Search for a mate in this many moves.
    pub mate: Option<u32>,
    /// Search exactly this long.
    pub movetime: Option<Duration>,
    /// Search until `stop`.
    pub infinite: bool,
    /// Ponder: search until `ponderhit` or `stop`.
    pub ponder: bool,
    /// Search only these root moves (UCI notation, not yet checked).
    pub searchmoves: Vec<String>,
}

impl Go {
    /// The clock of `side`, if the command gave its time.
    pub fn clock(&self, side: Color) -> Option<Clock> {
        let index = side.fold_wb(0, 1);
        Some(Clock {
            time: self.time[index]?,
            increment: self.increment[index].unwrap_or(Duration::ZERO),
            moves_to_go: self.moves_to_go,
        })
    }
}

/// The words after `go` that take a value.
const VALUED: [&str; 10] = [
    "wtime",
    "btime",
    "winc",
    "binc",
    "movestogo",
    "depth",
    "nodes",
    "mate",
    "movetime",
    "searchmoves",
];

/// Parses the words after `go`. Unknown words are skipped; a known word with a bad value is
/// an error.
pub fn parse_go(args: &[&str]) -> Result<Go, String> {
    let mut go = Go::default();
    let mut i = 0;
    while i < args.len() {
        let word = args[i];
        i += 1;
        match word {
            "infinite" => go.infinite = true,
            "ponder" => go.ponder = true,
            "searchmoves" => {
                while i < args.len() && !is_keyword(args[i]) {
                    go.searchmoves.push(args[i].to_owned());
                    i += 1;
                }
            }
            _ if VALUED.contains(&word) => {
                let value = args
                    .get(i)
                    .ok_or_else(|| format!("`{word}` needs a value"))?;
                i += 1;
                set(&mut go, word, value)?;
            }
            _ => {}
        }
    }
    Ok(go)
}

fn is_keyword(word: &str) -> bool {
    VALUED.contains(&word) || word == "infinite" || word == "ponder"
}

fn set(go: &mut Go, word: &str, value: &str) -> Result<(), String> {
    let bad = || {
        format!(
            "`{word}` needs a whole number, not {}",
            super::command::shorten(value)
        )
    };
    match word {
        "wtime" | "btime" | "winc" | "binc" | "movetime" => {
            // GUIs may send a clock that has run below zero: it counts as no time left.
            let ms = value.parse::<i64>().map_err(|_| bad())?;
            let duration = Some(Duration::from_millis(ms.max(0) as u64));
            match word {
                "wtime" => go.time[0] = duration,
                "btime" => go.time[1] = duration,
                "winc" => go.increment[0] = duration,
                "binc" => go.increment[1] = duration,
                // `movetime 0`: no limit, as Stockfish reads it.
                _ => go.movetime = duration.filter(|d| !d.is_zero()),
            }
        }
        // A limit of 0 is none, as in Stockfish (not a search of nothing).
        "nodes" => go.nodes = limit(value.parse().map_err(|_| bad())?),
        "movestogo" => go.moves_to_go = Some(value.parse().map_err(|_| bad())?),
        "depth" => go.depth = limit(value.parse().map_err(|_| bad())?),
        _ => go.mate = limit(value.parse().map_err(|_| bad())?),
    }
    Ok(())
}

/// A limit: none when 0.
fn limit<T: Default + PartialEq>(n: T) -> Option<T> {
    (n != T::default()).then_some(n)
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use shakmaty::Color;

    use super::parse_go;

    fn words(text: &str) -> Vec<&str> {
        text.split_whitespace().collect()
    }

    #[test]
    fn parses_clocks_and_limits() {
        let go = parse_go(&words(
            "wtime 60000 btime -50 winc 100 movestogo 20 depth 9",
        ))
        .unwrap();
        let white = go.clock(Color::White).unwrap();
        assert_eq!(white.time, Duration::from_mins(1));
        assert_eq!(white.increment, Duration::from_millis(100));
        assert_eq!(white.moves_to_go, Some(20));
        let black = go.clock(Color::Black).unwrap();
        assert_eq!(black.time, Duration::ZERO);
        assert_eq!(black.increment, Duration::ZERO);
        assert_eq!(go.depth, Some(9));
        assert!(!go.infinite);
    }

    #[test]
    fn searchmoves_end_at_the_next_keyword() {
        let go = parse_go(&words("searchmoves e2e4 d2d4 infinite")).unwrap();
        assert_eq!(go.searchmoves, ["e2e4", "d2d4"]);
        assert!(go.infinite);
        assert!(go.clock(Color::White).is_none());
    }

    #[test]
    fn skips_unknown_words_and_rejects_bad_values() {
        let go = parse_go(&words("frobnicate ponder nodes 5000 mate 3 movetime 250")).unwrap();
        assert!(go.ponder);
        assert_eq!(go.nodes, Some(5000));
        assert_eq!(go.mate, Some(3));
        assert_eq!(go.movetime, Some(Duration::from_millis(250)));
        assert!(parse_go(&words("depth x")).is_err());
        assert!(parse_go(&words("nodes")).is_err());
        assert!(parse_go(&words("nodes -5")).is_err());
    }

    #[test]
    fn a_limit_of_zero_is_no_limit_as_in_stockfish() {
        let go = parse_go(&words("depth 0 nodes 0 movetime 0 mate 0")).unwrap();
        assert_eq!(go, super::Go::default());
        let go = parse_go(&words("depth 0 nodes 5000")).unwrap();
        assert_eq!((go.depth, go.nodes), (None, Some(5000)));
    }
}
