//! The names of the motifs: [`Theme`], with the English a coach uses ([`Theme::name`]) and
//! the stable key of Lichess's puzzle themes ([`Theme::key`]) for JSON and for matching.

use std::fmt;

/// A tactical theme, named as Lichess's puzzle themes name them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Theme {
    /// A man left where the opponent wins it outright, and the opponent takes it.
    HangingPiece,
    /// One man attacks two or more enemy men that cannot all be saved.
    Fork,
    /// A man cannot move off a line without exposing its king (or its queen) behind it.
    Pin,
    /// A valuable man is attacked on a line and, when it moves, a man behind it is lost.
    Skewer,
    /// A move uncovers an attack by a man behind it on something worth winning.
    DiscoveredAttack,
    /// A move uncovers a check by a man behind it.
    DiscoveredCheck,
    /// Two men give check at once.
    DoubleCheck,
    /// Mate in N moves of the mating side.
    MateIn(u8),
    /// Mate on the back rank, the king walled in by its own men.
    BackRankMate,
    /// Mate by a knight, the king surrounded by its own men.
    SmotheredMate,
    /// An attacked man with no safe square to go to.
    TrappedPiece,
    /// Taking a man that defends another, which is then won.
    CapturingDefender,
    /// Luring a defender away from the square it guards.
    Deflection,
    /// Luring the king, queen or rook onto a square where it is attacked.
    Attraction,
    /// A pawn promotes.
    Promotion,
    /// A man attacks or defends a square through an enemy man on the same line.
    XRay,
    /// A man is put between an enemy defender and the man it defends.
    Interference,
    /// Material given up on purpose, which the line wins back or turns into mate.
    Sacrifice,
    /// A pawn takes en passant.
    EnPassant,
    /// A pawn reaches its seventh rank.
    AdvancedPawn,
}

impl Theme {
    /// The English name a coach uses: "fork", "back-rank mate", "mate in 2".
    pub fn name(self) -> String {
        match self {
            Theme::MateIn(n) => format!("mate in {n}"),
            other => other.fixed_name().to_owned(),
        }
    }

    fn fixed_name(self) -> &'static str {
        match self {
            Theme::HangingPiece => "hanging piece",
            Theme::Fork => "fork",
            Theme::Pin => "pin",
            Theme::Skewer => "skewer",
            Theme::DiscoveredAttack => "discovered attack",
            Theme::DiscoveredCheck => "discovered check",
            Theme::DoubleCheck => "double check",
            Theme::MateIn(_) => "mate",
            Theme::BackRankMate => "back-rank mate",
            Theme::SmotheredMate => "smothered mate",
            Theme::TrappedPiece => "trapped piece",
            Theme::CapturingDefender => "capturing the defender",
            Theme::Deflection => "deflection",
            Theme::Attraction => "attraction",
            Theme::Promotion => "promotion",
            Theme::XRay => "x-ray",
            Theme::Interference => "interference",
            Theme::Sacrifice => "sacrifice",
            Theme::EnPassant => "en passant",
            Theme::AdvancedPawn => "advanced pawn",
        }
    }

    /// The stable key, Lichess's puzzle theme key: `fork`, `hangingPiece`, `backRankMate`,
    /// `mateIn2`. Lichess stops at `mateIn5` ("mate in 5 or more"); so does this key, while
    /// [`Theme::name`] keeps the exact count.
    pub fn key(self) -> String {
        match self {
            Theme::MateIn(n) => format!("mateIn{}", n.clamp(1, 5)),
            other => other.fixed_key().to_owned(),
        }
    }

    fn fixed_key(self) -> &'static str {
        match self {
            Theme::HangingPiece => "hangingPiece",
            Theme::Fork => "fork",
            Theme::Pin => "pin",
            Theme::Skewer => "skewer",
            Theme::DiscoveredAttack => "discoveredAttack",
            Theme::DiscoveredCheck => "discoveredCheck",
            Theme::DoubleCheck => "doubleCheck",
            Theme::MateIn(_) => "mate",
            Theme::BackRankMate => "backRankMate",
            Theme::SmotheredMate => "smotheredMate",
            Theme::TrappedPiece => "trappedPiece",
            Theme::CapturingDefender => "capturingDefender",
            Theme::Deflection => "deflection",
            Theme::Attraction => "attraction",
            Theme::Promotion => "promotion",
            Theme::XRay => "xRayAttack",
            Theme::Interference => "interference",
            Theme::Sacrifice => "sacrifice",
            Theme::EnPassant => "enPassant",
            Theme::AdvancedPawn => "advancedPawn",
        }
    }

    /// The theme of a key made by [`Theme::key`] (`mateIn5` reads as mate in 5).
    pub fn from_key(key: &str) -> Option<Theme> {
        if let Some(n) = key.strip_prefix("mateIn") {
            return n
                .parse::<u8>()
                .ok()
                .filter(|n| (1..=5).contains(n))
                .map(Theme::MateIn);
        }
        Theme::FIXED.into_iter().find(|t| t.fixed_key() == key)
    }

    /// Every theme but [`Theme::MateIn`], in declaration order.
    pub const FIXED: [Theme; 19] = [
        Theme::HangingPiece,
        Theme::Fork,
        Theme::Pin,
        Theme::Skewer,
        Theme::DiscoveredAttack,
        Theme::DiscoveredCheck,
        Theme::DoubleCheck,
        Theme::BackRankMate,
        Theme::SmotheredMate,
        Theme::TrappedPiece,
        Theme::CapturingDefender,
        Theme::Deflection,
        Theme::Attraction,
        Theme::Promotion,
        Theme::XRay,
        Theme::Interference,
        Theme::Sacrifice,
        Theme::EnPassant,
        Theme::AdvancedPawn,
    ];
}

impl fmt::Display for Theme {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::Theme;

    #[test]
    fn keys_are_lichess_keys_and_read_back() {
        assert_eq!(Theme::HangingPiece.key(), "hangingPiece");
        assert_eq!(Theme::BackRankMate.key(), "backRankMate");
        assert_eq!(Theme::MateIn(2).key(), "mateIn2");
        assert_eq!(Theme::MateIn(7).key(), "mateIn5");
        assert_eq!(Theme::MateIn(7).name(), "mate in 7");
        for theme in Theme::FIXED {
            assert_eq!(Theme::from_key(&theme.key()), Some(theme));
        }
        assert_eq!(Theme::from_key("mateIn3"), Some(Theme::MateIn(3)));
        assert_eq!(Theme::from_key("mateIn0"), None);
        assert_eq!(Theme::from_key("nonsense"), None);
        assert_eq!(
            Theme::CapturingDefender.to_string(),
            "capturing the defender"
        );
    }
}
