//! The position arguments shared by commands: a FEN given as one or several words, and the
//! history overrides ([`HistoryArgs`]: `--castled`, `--king-moved`, `--developed`) for facts a
//! FEN lacks.

use clap::Args;
use shakmaty::{ByColor, Chess, Color, Position};

use super::CliError;
use kibitzer::History;
use kibitzer::game::parse_fen;

/// A position and its history facts, from the command line.
#[derive(Debug, Clone, Args)]
pub struct PositionArgs {
    /// The position as FEN (quoted, or as separate words).
    #[arg(value_name = "FEN", required = true, num_args = 1..)]
    pub fen: Vec<String>,
    /// The history facts a FEN lacks.
    #[command(flatten)]
    pub history: HistoryArgs,
}

/// The history overrides: `--castled`, `--king-moved`, `--developed`.
#[derive(Debug, Clone, Default, Args)]
pub struct HistoryArgs {
    /// Sides that have castled, e.g. `white,black` or `none` (default: judged from the board).
    #[arg(long, value_name = "SIDES")]
    pub castled: Option<SideList>,
    /// Sides whose king has moved without castling (default: king off e1/e8 and not castled).
    #[arg(long, value_name = "SIDES")]
    pub king_moved: Option<SideList>,
    /// Sides that are Developed (default: judged from the original minor squares).
    #[arg(long, value_name = "SIDES")]
    pub developed: Option<SideList>,
}

impl HistoryArgs {
    /// Parses `fen` and applies the overrides to the board's fallback history.
    pub fn resolve(&self, fen: &str) -> Result<(Chess, History), CliError> {
        let pos = parse_fen(fen).map_err(|e| CliError(format!("invalid FEN: {e}")))?;
        let mut history = History::from_board(pos.board());
        if let Some(list) = &self.castled {
            history.castled = list.0;
        }
        if let Some(list) = &self.king_moved {
            history.king_moved = list.0;
        }
        if let Some(list) = &self.developed {
            history.developed = list.0;
        }
        Ok((pos, history))
    }
}

impl PositionArgs {
    /// Arguments for one FEN with no overrides.
    pub fn for_fen(fen: &str) -> PositionArgs {
        PositionArgs {
            fen: vec![fen.to_owned()],
            history: HistoryArgs::default(),
        }
    }

    /// The FEN as one string.
    pub fn fen_text(&self) -> String {
        self.fen.join(" ")
    }

    /// Parses the FEN and applies the overrides to the board's fallback history.
    pub fn resolve(&self) -> Result<(Chess, History), CliError> {
        self.history.resolve(&self.fen_text())
    }
}

/// A set of sides from `white,black`, `white`, `black`, `both` or `none`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SideList(pub ByColor<bool>);

impl std::str::FromStr for SideList {
    type Err = String;

    fn from_str(s: &str) -> Result<SideList, String> {
        let mut sides = ByColor::new_with(|_| false);
        for word in s.split(',').map(str::trim).filter(|w| !w.is_empty()) {
            match word.to_ascii_lowercase().as_str() {
                "white" | "w" => sides.white = true,
                "black" | "b" => sides.black = true,
                "both" => sides = ByColor::new_with(|_| true),
                "none" | "-" => {}
                other => {
                    return Err(format!(
                        "'{other}' is not a side (use white, black, both or none, comma-separated)"
                    ));
                }
            }
        }
        Ok(SideList(sides))
    }
}

impl SideList {
    /// Whether `color` is in the list.
    pub fn contains(&self, color: Color) -> bool {
        *self.0.get(color)
    }
}

#[cfg(test)]
mod tests {
    use super::SideList;
    use shakmaty::Color;

    #[test]
    fn side_lists_parse_words_and_refuse_others() {
        let both: SideList = "white,black".parse().unwrap();
        assert!(both.contains(Color::White) && both.contains(Color::Black));
        let none: SideList = "none".parse().unwrap();
        assert!(!none.contains(Color::White) && !none.contains(Color::Black));
        assert!("purple".parse::<SideList>().is_err());
    }
}
