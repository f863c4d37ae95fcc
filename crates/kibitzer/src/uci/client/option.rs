//! [`EngineOption`]: an `option name ... type ...` line. Names and values may hold spaces
//! (GNU Chess: `option name NullMove Pruning type combo default Fail High var Always var
//! Fail High var Never`), so a name runs to the word `type` and each value to the next
//! keyword; a string's default is the rest of the line, as written (possibly empty, or
//! Stockfish's `<empty>`).

use super::tokens::Words;

/// One option an engine offers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EngineOption {
    /// The name, as written (`Skill Level`, `Debug Log File`).
    pub name: String,
    /// Its type, with its default and range or choices.
    pub kind: OptionKind,
}

/// The type of an option, with what the engine said about its values.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OptionKind {
    /// `type check`: on or off.
    Check {
        /// The default (`false` when not given).
        default: bool,
    },
    /// `type spin`: a whole number in a range.
    Spin {
        /// The default, when given.
        default: Option<i64>,
        /// The least value, when given.
        min: Option<i64>,
        /// The greatest value, when given.
        max: Option<i64>,
    },
    /// `type combo`: one of a list.
    Combo {
        /// The default, when given.
        default: Option<String>,
        /// The choices, in order.
        choices: Vec<String>,
    },
    /// `type button`: an action with no value.
    Button,
    /// `type string`: free text.
    String {
        /// The default, as written (empty when not given).
        default: String,
    },
}

/// The words that end a value in an option line.
const KEYWORDS: [&str; 5] = ["default", "min", "max", "var", "type"];

impl EngineOption {
    /// Reads `option name <name> type <type> ...`; the words are the whole line.
    pub(super) fn parse(words: &Words<'_>) -> Result<EngineOption, &'static str> {
        if words.get(1) != Some("name") {
            return Err("option without a name");
        }
        let type_at = (2..words.len())
            .find(|&i| words.get(i) == Some("type"))
            .ok_or("option without a type")?;
        let name = words.span(2, type_at);
        if name.is_empty() {
            return Err("option with an empty name");
        }
        let value = |keyword: &str| -> Option<&str> {
            let at = (type_at + 2..words.len()).find(|&i| words.get(i) == Some(keyword))?;
            let end = (at + 1..words.len())
                .find(|&i| words.get(i).is_some_and(|w| KEYWORDS.contains(&w)))
                .unwrap_or(words.len());
            Some(words.span(at + 1, end))
        };
        let number = |keyword: &str| value(keyword).and_then(|v| v.parse::<i64>().ok());
        let kind = match words.get(type_at + 1) {
            Some("check") => OptionKind::Check {
                default: value("default").is_some_and(|v| v.eq_ignore_ascii_case("true")),
            },
            Some("spin") => OptionKind::Spin {
                default: number("default"),
                min: number("min"),
                max: number("max"),
            },
            Some("combo") => OptionKind::Combo {
                default: value("default").map(str::to_owned),
                choices: choices(words, type_at + 2),
            },
            Some("button") => OptionKind::Button,
            Some("string") => OptionKind::String {
                default: (type_at + 2..words.len())
                    .find(|&i| words.get(i) == Some("default"))
                    .map_or(String::new(), |at| words.rest(at + 1).to_owned()),
            },
            Some(_) => return Err("option of an unknown type"),
            None => return Err("option without a type"),
        };
        Ok(EngineOption {
            name: name.to_owned(),
            kind,
        })
    }
}

/// The `var` values of a combo, each running to the next keyword.
fn choices(words: &Words<'_>, from: usize) -> Vec<String> {
    let mut choices = Vec::new();
    let mut at = from;
    while at < words.len() {
        if words.get(at) == Some("var") {
            let end = (at + 1..words.len())
                .find(|&i| words.get(i).is_some_and(|w| KEYWORDS.contains(&w)))
                .unwrap_or(words.len());
            choices.push(words.span(at + 1, end).to_owned());
            at = end;
        } else {
            at += 1;
        }
    }
    choices
}

#[cfg(test)]
mod tests {
    use super::OptionKind;
    use crate::uci::client::{EngineLine, parse_line};

    fn option(line: &str) -> (String, OptionKind) {
        match parse_line(line) {
            EngineLine::Option(option) => (option.name, option.kind),
            other => panic!("{line}: {other:?}"),
        }
    }

    #[test]
    fn every_type_with_spaces_in_names_and_values() {
        assert_eq!(
            option("option name Hash type spin default 16 min 1 max 33554432"),
            (
                "Hash".to_owned(),
                OptionKind::Spin {
                    default: Some(16),
                    min: Some(1),
                    max: Some(33_554_432)
                }
            )
        );
        assert_eq!(
            option("option name Clear Hash type button"),
            ("Clear Hash".to_owned(), OptionKind::Button)
        );
        assert_eq!(
            option("option name UCI_ShowWDL type check default false").1,
            OptionKind::Check { default: false }
        );
        assert_eq!(
            option("option name Debug Log File type string default "),
            (
                "Debug Log File".to_owned(),
                OptionKind::String {
                    default: String::new()
                }
            )
        );
        assert_eq!(
            option("option name SyzygyPath type string default <empty>").1,
            OptionKind::String {
                default: "<empty>".to_owned()
            }
        );
        assert_eq!(
            option(
                "option name NullMove Pruning type combo default Fail High var Always \
                 var Fail High var Never"
            ),
            (
                "NullMove Pruning".to_owned(),
                OptionKind::Combo {
                    default: Some("Fail High".to_owned()),
                    choices: vec!["Always".into(), "Fail High".into(), "Never".into()]
                }
            )
        );
    }

    #[test]
    fn broken_options_are_garbage() {
        for line in [
            "option name type spin",
            "option name Hash",
            "option name Hash type",
            "option name Hash type colour default red",
        ] {
            assert!(
                matches!(parse_line(line), EngineLine::Garbage { .. }),
                "{line}"
            );
        }
    }
}
