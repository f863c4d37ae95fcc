//! [`EngineLine`]: one line of an engine's output, by its first word, and [`parse_line`].
//! Lines an engine may print before the handshake (banners such as Stockfish's
//! `Stockfish 15.1 by the Stockfish developers`) are [`EngineLine::Garbage`] like any other
//! text; the driver decides when garbage is worth a word.

use shakmaty::uci::UciMove;

use super::info::InfoLine;
use super::option::EngineOption;
use super::tokens::Words;

/// One line of an engine's output.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EngineLine {
    /// `id name ...`: the engine's name.
    IdName(String),
    /// `id author ...`: its author.
    IdAuthor(String),
    /// `uciok`: the end of the handshake.
    UciOk,
    /// `readyok`: the answer to `isready`.
    ReadyOk,
    /// `option name ... type ...`.
    Option(EngineOption),
    /// `bestmove X [ponder Y]`; `best` is `None` for `bestmove (none)` and `bestmove 0000`
    /// (no legal move), `ponder` likewise.
    BestMove {
        /// The move to play.
        best: Option<UciMove>,
        /// The expected reply.
        ponder: Option<UciMove>,
    },
    /// `info ...`.
    Info(Box<InfoLine>),
    /// `copyprotection ...` or `registration ...`: news the driver only logs.
    Notice(String),
    /// An empty line.
    Empty,
    /// Not UCI: the line, and what is wrong with it.
    Garbage {
        /// The line as received (trailing spaces removed).
        line: String,
        /// What is wrong with it.
        reason: String,
    },
}

/// Reads one line of an engine's output. Never fails: what is not UCI is
/// [`EngineLine::Garbage`].
pub fn parse_line(line: &str) -> EngineLine {
    let words = Words::new(line);
    let garbage = |reason: &str| EngineLine::Garbage {
        line: line.trim().to_owned(),
        reason: reason.to_owned(),
    };
    match words.get(0) {
        None => EngineLine::Empty,
        Some("uciok") => EngineLine::UciOk,
        Some("readyok") => EngineLine::ReadyOk,
        Some("id") => match words.get(1) {
            Some("name") => EngineLine::IdName(words.rest(2).to_owned()),
            Some("author") => EngineLine::IdAuthor(words.rest(2).to_owned()),
            _ => garbage("id without name or author"),
        },
        Some("option") => match EngineOption::parse(&words) {
            Ok(option) => EngineLine::Option(option),
            Err(reason) => garbage(reason),
        },
        Some("bestmove") => best_move(&words).unwrap_or_else(garbage),
        Some("info") => EngineLine::Info(Box::new(InfoLine::parse(&words))),
        Some("copyprotection" | "registration") => EngineLine::Notice(words.rest(0).to_owned()),
        Some(_) => garbage("unknown command"),
    }
}

/// `bestmove X [ponder Y]`, with `(none)` and `0000` for no move.
fn best_move(words: &Words<'_>) -> Result<EngineLine, &'static str> {
    let best = match words.get(1) {
        None => return Err("bestmove without a move"),
        Some(word) if means_no_move(word) => None,
        Some(word) => Some(
            word.parse::<UciMove>()
                .map_err(|_| "bestmove with a word that is not a move")?,
        ),
    };
    let ponder = match (words.get(2), words.get(3)) {
        (Some("ponder"), Some(word)) if !means_no_move(word) => word.parse().ok(),
        _ => None,
    };
    Ok(EngineLine::BestMove { best, ponder })
}

/// Whether `word` is one of the ways engines write "no move".
fn means_no_move(word: &str) -> bool {
    matches!(word, "(none)" | "0000" | "none" | "NULL")
}

#[cfg(test)]
mod tests {
    use super::{EngineLine, parse_line};

    #[test]
    fn handshake_lines() {
        assert_eq!(
            parse_line("id name Stockfish 15.1"),
            EngineLine::IdName("Stockfish 15.1".to_owned())
        );
        assert_eq!(
            parse_line("id author Andrew Grant, Alayan & Laldon"),
            EngineLine::IdAuthor("Andrew Grant, Alayan & Laldon".to_owned())
        );
        assert_eq!(parse_line("uciok"), EngineLine::UciOk);
        assert_eq!(parse_line("readyok\r"), EngineLine::ReadyOk);
        assert_eq!(parse_line("   "), EngineLine::Empty);
    }

    #[test]
    fn best_moves_with_and_without_a_move() {
        let EngineLine::BestMove { best, ponder } = parse_line("bestmove g1f3 ponder d7d6") else {
            panic!("not a bestmove");
        };
        assert_eq!(best.map(|m| m.to_string()), Some("g1f3".to_owned()));
        assert_eq!(ponder.map(|m| m.to_string()), Some("d7d6".to_owned()));
        for none in [
            "bestmove (none)",
            "bestmove 0000",
            "bestmove 0000 ponder 0000",
        ] {
            assert_eq!(
                parse_line(none),
                EngineLine::BestMove {
                    best: None,
                    ponder: None
                },
                "{none}"
            );
        }
        // Ethereal's trailing space.
        assert!(matches!(
            parse_line("bestmove a1a8 "),
            EngineLine::BestMove {
                best: Some(_),
                ponder: None
            }
        ));
    }

    #[test]
    fn garbage_is_reported_not_fatal() {
        for line in [
            "Stockfish 15.1 by the Stockfish developers (see AUTHORS file)",
            "bestmove",
            "bestmove e9e4",
            "id",
            "option type spin",
            "\u{0}\u{7f}é",
        ] {
            assert!(
                matches!(parse_line(line), EngineLine::Garbage { .. }),
                "{line:?}"
            );
        }
    }
}
