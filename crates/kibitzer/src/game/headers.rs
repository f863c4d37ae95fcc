//! [`Headers`]: a game's tag pairs in file order (the Seven Tag Roster and any others), and
//! [`GameResult`], how the game ended.

use std::fmt;
use std::str::FromStr;

/// Tag pairs, in the order they were read or added.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Headers(Vec<(String, String)>);

impl Headers {
    /// The value of tag `name`.
    pub fn get(&self, name: &str) -> Option<&str> {
        self.0
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }

    /// Sets tag `name` in place, or adds it at the end.
    pub fn set(&mut self, name: &str, value: &str) {
        match self.0.iter_mut().find(|(n, _)| n == name) {
            Some((_, v)) => value.clone_into(v),
            None => self.0.push((name.to_owned(), value.to_owned())),
        }
    }

    /// Removes tag `name`; whether it was there.
    pub fn remove(&mut self, name: &str) -> bool {
        let before = self.0.len();
        self.0.retain(|(n, _)| n != name);
        self.0.len() != before
    }

    /// Every tag pair, in order.
    pub fn iter(&self) -> impl Iterator<Item = (&str, &str)> {
        self.0.iter().map(|(n, v)| (n.as_str(), v.as_str()))
    }

    /// How many tag pairs there are.
    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

/// How a game ended, as PGN writes it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum GameResult {
    /// `1-0`.
    WhiteWins,
    /// `0-1`.
    BlackWins,
    /// `1/2-1/2`.
    Draw,
    /// `*`: unfinished or unknown.
    #[default]
    Unknown,
}

impl fmt::Display for GameResult {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            GameResult::WhiteWins => "1-0",
            GameResult::BlackWins => "0-1",
            GameResult::Draw => "1/2-1/2",
            GameResult::Unknown => "*",
        })
    }
}

impl FromStr for GameResult {
    type Err = String;

    fn from_str(text: &str) -> Result<GameResult, String> {
        match text.trim() {
            "1-0" => Ok(GameResult::WhiteWins),
            "0-1" => Ok(GameResult::BlackWins),
            "1/2-1/2" | "½-½" => Ok(GameResult::Draw),
            "*" => Ok(GameResult::Unknown),
            other => Err(format!("not a game result: {other}")),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{GameResult, Headers};

    #[test]
    fn headers_keep_their_order_and_set_in_place() {
        let mut h = Headers::default();
        h.set("Event", "a");
        h.set("White", "b");
        h.set("Event", "c");
        assert_eq!(
            h.iter().collect::<Vec<_>>(),
            [("Event", "c"), ("White", "b")]
        );
        assert!(h.remove("Event"));
        assert!(!h.remove("Event"));
        assert_eq!(h.get("White"), Some("b"));
        assert_eq!(h.len(), 1);
    }

    #[test]
    fn results_read_and_print() {
        for text in ["1-0", "0-1", "1/2-1/2", "*"] {
            assert_eq!(text.parse::<GameResult>().unwrap().to_string(), text);
        }
        assert!("2-0".parse::<GameResult>().is_err());
    }
}
