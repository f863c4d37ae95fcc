//! How large the board is drawn, as a person names it (`--board`, the config file's `board`):
//! `auto`, `small` or `large`.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

/// How large the board is drawn.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum BoardSize {
    /// As large as the terminal allows.
    #[default]
    Auto,
    /// Compact: three cells by one per square.
    Small,
    /// Large squares.
    Large,
}

impl BoardSize {
    /// Its name in the file (`auto`, `small`, `large`).
    pub const fn name(self) -> &'static str {
        match self {
            BoardSize::Auto => "auto",
            BoardSize::Small => "small",
            BoardSize::Large => "large",
        }
    }
}

impl fmt::Display for BoardSize {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A board size that is not `small`, `large` or `auto`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownBoardSize(pub String);

impl fmt::Display for UnknownBoardSize {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "unknown board size {:?}: give small, large or auto",
            self.0
        )
    }
}

impl std::error::Error for UnknownBoardSize {}

impl FromStr for BoardSize {
    type Err = UnknownBoardSize;

    fn from_str(text: &str) -> Result<BoardSize, UnknownBoardSize> {
        [BoardSize::Small, BoardSize::Large, BoardSize::Auto]
            .into_iter()
            .find(|size| size.name().eq_ignore_ascii_case(text.trim()))
            .ok_or_else(|| UnknownBoardSize(text.to_owned()))
    }
}
