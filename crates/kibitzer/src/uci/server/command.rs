//! The commands a UCI client sends, parsed from one line of text into a [`Command`]. The
//! parser is tolerant where `engine-interface.txt` asks for it: unknown words before a command
//! are skipped (`joho debug on` is `debug on`), and unknown words inside `go` are ignored.
//! What cannot be understood is a [`ParseError`], which the server reports as `info string`.

use std::fmt;

use super::go::{Go, parse_go};

/// One command of the protocol (and the non-standard ones Stockfish has).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    /// `uci`: identify and list the options.
    Uci,
    /// `debug on|off`.
    Debug(bool),
    /// `isready`.
    IsReady,
    /// `setoption name N [value V]`.
    SetOption {
        /// The option's name (may contain spaces).
        name: String,
        /// Its value, if any (may contain spaces).
        value: Option<String>,
    },
    /// `register ...` (nothing to register; accepted and ignored).
    Register,
    /// `ucinewgame`.
    NewGame,
    /// `position startpos|fen F [moves M...]`.
    Position {
        /// Where the game starts.
        start: Start,
        /// The moves played from there, in UCI notation, not yet checked.
        moves: Vec<String>,
    },
    /// `go ...`.
    Go(Go),
    /// `go perft N`: count the leaf nodes N plies down, per root move.
    Perft(u32),
    /// `stop`.
    Stop,
    /// `ponderhit`.
    PonderHit,
    /// `quit`.
    Quit,
    /// `eval`: the Stanback table of the current position.
    Eval,
    /// `d`: the board, FEN, key and checkers.
    Display,
    /// `bench [depth]`.
    Bench(Option<u32>),
}

/// Where a `position` command starts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Start {
    /// The initial position.
    StartPos,
    /// A FEN (its fields joined by single spaces), not yet checked.
    Fen(String),
}

/// Why a line is not a command.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParseError {
    /// No command word anywhere in the line.
    Unknown(String),
    /// A known command with arguments that make no sense.
    Malformed {
        /// The command word.
        command: &'static str,
        /// What is wrong.
        reason: String,
    },
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseError::Unknown(word) => write!(f, "unknown command: {word}"),
            ParseError::Malformed { command, reason } => write!(f, "{command}: {reason}"),
        }
    }
}

/// The command words, as the first word of a command.
const WORDS: [&str; 14] = [
    "uci",
    "debug",
    "isready",
    "setoption",
    "register",
    "ucinewgame",
    "position",
    "go",
    "stop",
    "ponderhit",
    "quit",
    "eval",
    "d",
    "bench",
];

/// Parses one line. `Ok(None)` for a blank line.
pub fn parse(line: &str) -> Result<Option<Command>, ParseError> {
    let tokens: Vec<&str> = line.split_whitespace().collect();
    let Some(&first) = tokens.first() else {
        return Ok(None);
    };
    // Unknown words before a command are skipped, as the protocol asks.
    let Some(at) = tokens.iter().position(|t| WORDS.contains(t)) else {
        return Err(ParseError::Unknown(shorten(first)));
    };
    let args = &tokens[at + 1..];
    let command = match tokens[at] {
        "uci" => Command::Uci,
        "debug" => match args.first() {
            Some(&"on") | None => Command::Debug(true),
            Some(&"off") => Command::Debug(false),
            Some(other) => {
                return Err(malformed(
                    "debug",
                    format!("on or off, not {}", shorten(other)),
                ));
            }
        },
        "isready" => Command::IsReady,
        "setoption" => parse_setoption(args)?,
        "register" => Command::Register,
        "ucinewgame" => Command::NewGame,
        "position" => parse_position(args)?,
        "go" => {
            if args.first() == Some(&"perft") {
                match args.get(1).and_then(|n| n.parse::<u32>().ok()) {
                    Some(depth) => Command::Perft(depth),
                    None => {
                        return Err(malformed(
                            "go perft",
                            "needs a depth, a whole number".to_owned(),
                        ));
                    }
                }
            } else {
                Command::Go(parse_go(args).map_err(|reason| malformed("go", reason))?)
            }
        }
        "stop" => Command::Stop,
        "ponderhit" => Command::PonderHit,
        "quit" => Command::Quit,
        "eval" => Command::Eval,
        "d" => Command::Display,
        _ => match args.first() {
            None => Command::Bench(None),
            Some(depth) => match depth.parse::<u32>() {
                Ok(depth) if depth >= 1 => Command::Bench(Some(depth)),
                _ => {
                    return Err(malformed(
                        "bench",
                        format!("a depth of at least 1, not {}", shorten(depth)),
                    ));
                }
            },
        },
    };
    Ok(Some(command))
}

fn malformed(command: &'static str, reason: String) -> ParseError {
    ParseError::Malformed { command, reason }
}

/// A word quoted in a message: at most 40 characters of it.
pub fn shorten(word: &str) -> String {
    match word.char_indices().nth(40) {
        Some((end, _)) => format!("{}...", &word[..end]),
        None => word.to_owned(),
    }
}

/// `name <words> [value <words>]`.
fn parse_setoption(args: &[&str]) -> Result<Command, ParseError> {
    if args.first() != Some(&"name") {
        return Err(malformed("setoption", "expected `name`".to_owned()));
    }
    let rest = &args[1..];
    let (name, value) = match rest.iter().position(|&t| t == "value") {
        Some(at) => (&rest[..at], Some(rest[at + 1..].join(" "))),
        None => (rest, None),
    };
    if name.is_empty() {
        return Err(malformed("setoption", "the option has no name".to_owned()));
    }
    Ok(Command::SetOption {
        name: name.join(" "),
        value,
    })
}

/// `startpos | fen <fields>` then optionally `moves <moves>`.
fn parse_position(args: &[&str]) -> Result<Command, ParseError> {
    let (setup, moves) = match args.iter().position(|&t| t == "moves") {
        Some(at) => (&args[..at], &args[at + 1..]),
        None => (args, &[][..]),
    };
    let start = match setup.split_first() {
        Some((&"startpos", [])) => Start::StartPos,
        Some((&"fen", fields)) if !fields.is_empty() => Start::Fen(fields.join(" ")),
        Some((&"fen", _)) => return Err(malformed("position", "`fen` needs a FEN".to_owned())),
        _ => {
            return Err(malformed(
                "position",
                "expected `startpos` or `fen <FEN>`".to_owned(),
            ));
        }
    };
    Ok(Command::Position {
        start,
        moves: moves.iter().map(|&m| m.to_owned()).collect(),
    })
}

#[cfg(test)]
mod tests {
    use super::{Command, ParseError, Start, parse};

    fn ok(line: &str) -> Command {
        parse(line).unwrap().unwrap()
    }

    #[test]
    fn parses_the_simple_commands() {
        assert_eq!(ok("uci"), Command::Uci);
        assert_eq!(ok("  isready  "), Command::IsReady);
        assert_eq!(ok("debug off"), Command::Debug(false));
        assert_eq!(ok("ucinewgame"), Command::NewGame);
        assert_eq!(ok("bench 3"), Command::Bench(Some(3)));
        assert_eq!(ok("bench"), Command::Bench(None));
        assert_eq!(ok("go perft 4"), Command::Perft(4));
        assert_eq!(ok("d"), Command::Display);
        assert_eq!(parse("   "), Ok(None));
    }

    #[test]
    fn skips_unknown_words_before_a_command() {
        assert_eq!(ok("joho debug on"), Command::Debug(true));
    }

    #[test]
    fn reports_unknown_and_malformed_lines() {
        assert_eq!(
            parse("hello world"),
            Err(ParseError::Unknown("hello".to_owned()))
        );
        assert!(matches!(
            parse("bench x"),
            Err(ParseError::Malformed {
                command: "bench",
                ..
            })
        ));
        assert!(matches!(
            parse("go perft"),
            Err(ParseError::Malformed { .. })
        ));
        assert!(matches!(
            parse("position"),
            Err(ParseError::Malformed { .. })
        ));
        assert!(matches!(
            parse("position fen"),
            Err(ParseError::Malformed { .. })
        ));
        assert!(matches!(
            parse("setoption value 3"),
            Err(ParseError::Malformed { .. })
        ));
        let long = "x".repeat(1000);
        let message = parse(&long).unwrap_err().to_string();
        assert!(message.len() < 80, "{message}");
    }

    #[test]
    fn parses_setoption_names_and_values_with_spaces() {
        assert_eq!(
            ok("setoption name Move Overhead value 100"),
            Command::SetOption {
                name: "Move Overhead".to_owned(),
                value: Some("100".to_owned())
            }
        );
        assert_eq!(
            ok("setoption name Clear Hash"),
            Command::SetOption {
                name: "Clear Hash".to_owned(),
                value: None
            }
        );
    }

    #[test]
    fn parses_positions_with_moves() {
        assert_eq!(
            ok("position startpos moves e2e4 e7e5"),
            Command::Position {
                start: Start::StartPos,
                moves: vec!["e2e4".to_owned(), "e7e5".to_owned()]
            }
        );
        assert_eq!(
            ok("position fen 8/8/8/8/8/8/8/K6k w - - 0 1"),
            Command::Position {
                start: Start::Fen("8/8/8/8/8/8/8/K6k w - - 0 1".to_owned()),
                moves: vec![]
            }
        );
    }
}
