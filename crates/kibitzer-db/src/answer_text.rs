//! How the database's answers are written as text, the same on the command line
//! (`kibitzer db`) and in the workstation's Explorer pane: counts with thousands separators,
//! shares in per cent, the position's tally and a game's line.

use kibitzer::escaped::Escaped;

use crate::explore::Tally;
use crate::game_search::GameSummary;

/// `1234567` as `1,234,567`.
pub fn thousands(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// `part` of `whole` in per cent, `-` of nothing.
pub fn percent(part: u64, whole: u64) -> String {
    if whole == 0 {
        "-".to_owned()
    } else {
        format!("{:.0}%", part as f64 * 100.0 / whole as f64)
    }
}

/// The position's line: its games and how they ended.
pub fn tally_line(tally: &Tally) -> String {
    format!(
        "{} games: White {}  draws {}  Black {}",
        thousands(tally.games),
        percent(tally.white, tally.games),
        percent(tally.draws, tally.games),
        percent(tally.black, tally.games)
    )
}

/// A game in a list: `White (2700) - Black (2650)  1-0  1972  Event`, control characters
/// escaped.
pub fn game_line(game: &GameSummary) -> String {
    let rated = |name: &str, elo: Option<u16>| match elo {
        Some(elo) => format!("{name} ({elo})"),
        None => name.to_owned(),
    };
    let text = format!(
        "{} - {}  {}  {}  {}",
        rated(&game.white, game.white_elo),
        rated(&game.black, game.black_elo),
        game.result,
        game.year.map_or("????".to_owned(), |y| y.to_string()),
        game.event
    );
    Escaped(&text).to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_and_shares_read_as_people_write_them() {
        assert_eq!(thousands(0), "0");
        assert_eq!(thousands(999), "999");
        assert_eq!(thousands(1_000), "1,000");
        assert_eq!(thousands(1_234_567), "1,234,567");
        assert_eq!(percent(1, 3), "33%");
        assert_eq!(percent(0, 0), "-");
        let tally = Tally {
            games: 1_500,
            white: 750,
            draws: 450,
            black: 300,
        };
        assert_eq!(
            tally_line(&tally),
            "1,500 games: White 50%  draws 30%  Black 20%"
        );
    }
}
