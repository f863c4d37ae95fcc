//! [`Glyph`]: the move glyphs (`!`, `?`, `!!`, `??`, `!?`, `?!`) and position glyphs (`=`,
//! `+=`, `=+`, `±`, `∓`, `+-`, `-+`) a person sets on a move, in one typed place: each one's
//! NAG number (`$1`..`$6`, `$10`, `$14`..`$19`), its PGN text, the symbol shown beside the
//! move and its [`GlyphKind`]; and reading one written in any of those forms.

use std::fmt;
use std::str::FromStr;

use super::Nag;

/// Whether a glyph judges the move or the position after it. A move has at most one of each.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GlyphKind {
    /// `!`, `?`, `!!`, `??`, `!?`, `?!`.
    Move,
    /// `=`, `+=`, `=+`, `±`, `∓`, `+-`, `-+`.
    Position,
}

/// A move or position glyph.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Glyph {
    /// `!` (`$1`).
    Good,
    /// `?` (`$2`).
    Mistake,
    /// `!!` (`$3`).
    Brilliant,
    /// `??` (`$4`).
    Blunder,
    /// `!?` (`$5`).
    Interesting,
    /// `?!` (`$6`).
    Dubious,
    /// `=` (`$10`): equal.
    Equal,
    /// `+=` or `⩲` (`$14`): White is slightly better.
    WhiteSlightlyBetter,
    /// `=+` or `⩱` (`$15`): Black is slightly better.
    BlackSlightlyBetter,
    /// `±` or `+/-` (`$16`): White is better.
    WhiteBetter,
    /// `∓` or `-/+` (`$17`): Black is better.
    BlackBetter,
    /// `+-` (`$18`): White is winning.
    WhiteWinning,
    /// `-+` (`$19`): Black is winning.
    BlackWinning,
}

/// A text that names no glyph.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownGlyph(pub String);

impl fmt::Display for UnknownGlyph {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "unknown glyph \"{}\": one of ! ? !! ?? !? ?! = += =+ ± ∓ +- -+ (or $1..$6, $10, \
             $14..$19)",
            self.0
        )
    }
}

impl std::error::Error for UnknownGlyph {}

impl Glyph {
    /// Every glyph: the move glyphs, then the position glyphs.
    pub const ALL: [Glyph; 13] = [
        Glyph::Good,
        Glyph::Mistake,
        Glyph::Brilliant,
        Glyph::Blunder,
        Glyph::Interesting,
        Glyph::Dubious,
        Glyph::Equal,
        Glyph::WhiteSlightlyBetter,
        Glyph::BlackSlightlyBetter,
        Glyph::WhiteBetter,
        Glyph::BlackBetter,
        Glyph::WhiteWinning,
        Glyph::BlackWinning,
    ];

    /// Its NAG.
    pub const fn nag(self) -> Nag {
        Nag(match self {
            Glyph::Good => 1,
            Glyph::Mistake => 2,
            Glyph::Brilliant => 3,
            Glyph::Blunder => 4,
            Glyph::Interesting => 5,
            Glyph::Dubious => 6,
            Glyph::Equal => 10,
            Glyph::WhiteSlightlyBetter => 14,
            Glyph::BlackSlightlyBetter => 15,
            Glyph::WhiteBetter => 16,
            Glyph::BlackBetter => 17,
            Glyph::WhiteWinning => 18,
            Glyph::BlackWinning => 19,
        })
    }

    /// The glyph of `nag`, if it is one of these.
    pub fn from_nag(nag: Nag) -> Option<Glyph> {
        Glyph::ALL.into_iter().find(|g| g.nag() == nag)
    }

    /// Whether it judges the move or the position.
    pub const fn kind(self) -> GlyphKind {
        match self {
            Glyph::Good
            | Glyph::Mistake
            | Glyph::Brilliant
            | Glyph::Blunder
            | Glyph::Interesting
            | Glyph::Dubious => GlyphKind::Move,
            _ => GlyphKind::Position,
        }
    }

    /// Its PGN text (`!?`, `+=`, `+/-`), as chess programs write it in plain text.
    pub const fn text(self) -> &'static str {
        match self {
            Glyph::Good => "!",
            Glyph::Mistake => "?",
            Glyph::Brilliant => "!!",
            Glyph::Blunder => "??",
            Glyph::Interesting => "!?",
            Glyph::Dubious => "?!",
            Glyph::Equal => "=",
            Glyph::WhiteSlightlyBetter => "+=",
            Glyph::BlackSlightlyBetter => "=+",
            Glyph::WhiteBetter => "+/-",
            Glyph::BlackBetter => "-/+",
            Glyph::WhiteWinning => "+-",
            Glyph::BlackWinning => "-+",
        }
    }

    /// The symbol shown beside the move (`±` and `∓` in Unicode, the rest as their text).
    pub const fn symbol(self) -> &'static str {
        match self {
            Glyph::WhiteBetter => "±",
            Glyph::BlackBetter => "∓",
            _ => self.text(),
        }
    }

    /// What it says, in words.
    pub const fn meaning(self) -> &'static str {
        match self {
            Glyph::Good => "good move",
            Glyph::Mistake => "mistake",
            Glyph::Brilliant => "brilliant move",
            Glyph::Blunder => "blunder",
            Glyph::Interesting => "interesting move",
            Glyph::Dubious => "dubious move",
            Glyph::Equal => "equal position",
            Glyph::WhiteSlightlyBetter => "White is slightly better",
            Glyph::BlackSlightlyBetter => "Black is slightly better",
            Glyph::WhiteBetter => "White is better",
            Glyph::BlackBetter => "Black is better",
            Glyph::WhiteWinning => "White is winning",
            Glyph::BlackWinning => "Black is winning",
        }
    }

    /// `nags` with `self` in place of the glyph of its kind there (other NAGs stay, in order).
    pub fn put_into(self, nags: &[Nag]) -> Vec<Nag> {
        let mut out: Vec<Nag> = nags
            .iter()
            .copied()
            .filter(|&n| Glyph::from_nag(n).is_none_or(|g| g.kind() != self.kind()))
            .collect();
        // Move glyphs first, as PGN writers put them.
        let at = match self.kind() {
            GlyphKind::Move => 0,
            GlyphKind::Position => out
                .iter()
                .position(|&n| Glyph::from_nag(n).is_none_or(|g| g.kind() != GlyphKind::Move))
                .unwrap_or(out.len()),
        };
        out.insert(at, self.nag());
        out
    }

    /// `nags` without the glyphs of `kind` (`None`: of either kind); other NAGs stay.
    pub fn removed_from(nags: &[Nag], kind: Option<GlyphKind>) -> Vec<Nag> {
        nags.iter()
            .copied()
            .filter(|&n| Glyph::from_nag(n).is_none_or(|g| kind.is_some_and(|k| g.kind() != k)))
            .collect()
    }
}

impl FromStr for Glyph {
    type Err = UnknownGlyph;

    /// The PGN text (`!?`, `+=`, `+/=`, `+/-`), the NAG (`$5`) or the Unicode symbol (`±`,
    /// `⩲`, `+−`).
    fn from_str(text: &str) -> Result<Glyph, UnknownGlyph> {
        let trimmed = text.trim();
        let unknown = || UnknownGlyph(trimmed.to_owned());
        if let Some(number) = trimmed.strip_prefix('$') {
            let nag = number.parse::<u8>().map_err(|_| unknown())?;
            return Glyph::from_nag(Nag(nag)).ok_or_else(unknown);
        }
        let plain = trimmed.replace('\u{2212}', "-");
        let found = match plain.as_str() {
            "+/=" | "⩲" => Some(Glyph::WhiteSlightlyBetter),
            "=/+" | "⩱" => Some(Glyph::BlackSlightlyBetter),
            other => Glyph::ALL
                .into_iter()
                .find(|g| g.text() == other || g.symbol() == other),
        };
        found.ok_or_else(unknown)
    }
}

impl fmt::Display for Glyph {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.symbol())
    }
}

#[cfg(test)]
mod tests {
    use super::{Glyph, GlyphKind};
    use crate::game::Nag;

    #[test]
    fn every_form_reads_back() {
        for glyph in Glyph::ALL {
            assert_eq!(glyph.text().parse(), Ok(glyph));
            assert_eq!(glyph.symbol().parse(), Ok(glyph));
            assert_eq!(glyph.nag().to_string().parse(), Ok(glyph));
            assert_eq!(Glyph::from_nag(glyph.nag()), Some(glyph));
        }
        assert_eq!("+/=".parse(), Ok(Glyph::WhiteSlightlyBetter));
        assert_eq!("⩱".parse(), Ok(Glyph::BlackSlightlyBetter));
        assert_eq!("+\u{2212}".parse(), Ok(Glyph::WhiteWinning));
        assert_eq!("$14".parse(), Ok(Glyph::WhiteSlightlyBetter));
        for bad in ["", "$7", "$x", "!!!", "$300", "good"] {
            let error = bad.parse::<Glyph>().unwrap_err().to_string();
            assert!(error.contains("unknown glyph"), "{bad}: {error}");
        }
    }

    #[test]
    fn numbers_and_kinds() {
        let nags: Vec<u8> = Glyph::ALL.iter().map(|g| g.nag().0).collect();
        assert_eq!(nags, [1, 2, 3, 4, 5, 6, 10, 14, 15, 16, 17, 18, 19]);
        assert_eq!(Glyph::Dubious.kind(), GlyphKind::Move);
        assert_eq!(Glyph::Equal.kind(), GlyphKind::Position);
    }

    #[test]
    fn one_glyph_of_each_kind_and_the_other_nags_stay() {
        let nags = [Nag(1), Nag(22), Nag(14)];
        assert_eq!(
            Glyph::Blunder.put_into(&nags),
            [Nag(4), Nag(22), Nag(14)],
            "the move glyph replaced"
        );
        assert_eq!(
            Glyph::BlackWinning.put_into(&nags),
            [Nag(1), Nag(19), Nag(22)],
            "the position glyph replaced, after the move glyph"
        );
        assert_eq!(Glyph::Equal.put_into(&[]), [Nag(10)]);
        assert_eq!(
            Glyph::removed_from(&nags, Some(GlyphKind::Move)),
            [Nag(22), Nag(14)]
        );
        assert_eq!(Glyph::removed_from(&nags, None), [Nag(22)]);
    }
}
