//! [`Annotation`]: what a PGN says about one move besides the move itself: the comments before
//! and after it, its NAGs, and the command annotations inside the comments (`[%eval 0.32]`,
//! `[%eval 0.32,20]` with the search's depth, `[%clk 0:03:00]`, `[%csl ...]`, `[%cal ...]`,
//! unknown ones) kept verbatim in the comment text, with typed accessors for the evaluation
//! (and its depth) and the clock.

use std::fmt;
use std::time::Duration;

use shakmaty::Color;

use super::eval_depth::{SearchedEval, StatedEval};
use crate::Score;

/// A numeric annotation glyph: `$1` (`!`), `$2` (`?`), `$3` (`!!`), `$4` (`??`), `$5` (`!?`),
/// `$6` (`?!`), and the rest as numbers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Nag(pub u8);

impl fmt::Display for Nag {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "${}", self.0)
    }
}

/// The comments and glyphs of one move. Comment texts are stored as written, without the
/// whitespace at their ends (the PGN reader keeps their line breaks and runs of spaces).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Annotation {
    /// Comments written before the move (at the start of a variation or of the game).
    pub comments_before: Vec<String>,
    /// Comments written after the move (for the root: before the first move).
    pub comments_after: Vec<String>,
    /// Glyphs, in file order.
    pub nags: Vec<Nag>,
}

impl Annotation {
    /// Whether there is nothing at all.
    pub fn is_empty(&self) -> bool {
        self.comments_before.is_empty() && self.comments_after.is_empty() && self.nags.is_empty()
    }

    /// The text of the first `[%name ...]` command in the comments after the move.
    pub fn command(&self, name: &str) -> Option<&str> {
        self.comments_after
            .iter()
            .find_map(|c| find_command(c, name).map(|(_, _, value)| value))
    }

    /// The `[%eval]` as a score from White's point of view (`turn`: the side to move after
    /// the move, which a mate distance in plies depends on).
    pub fn eval(&self, turn: Color) -> Option<Score> {
        self.stated_eval(turn).map(|e| e.score)
    }

    /// The `[%eval]` with the depth it states (`[%eval 0.20,20]`), if it states one.
    pub fn stated_eval(&self, turn: Color) -> Option<StatedEval> {
        parse_eval(self.command("eval")?, turn)
    }

    /// The `[%clk h:mm:ss]` clock after the move.
    pub fn clock(&self) -> Option<Duration> {
        parse_clock(self.command("clk")?)
    }

    /// Sets an `[%eval]` without a depth (White's point of view) in place of the first one in
    /// the comments after the move, or adds it to the first comment (or as a new comment);
    /// `None` removes it. Everything else in the comments stays as it was.
    pub fn set_eval(&mut self, score: Option<Score>) {
        self.set_eval_text(score.map(|s| format!("[%eval {}]", eval_text(s))));
    }

    /// Sets the `[%eval]` of one of our searches, with its depth (`[%eval 0.20,20]`), as
    /// [`Annotation::set_eval`] does.
    pub fn set_searched_eval(&mut self, eval: SearchedEval) {
        self.set_eval_text(Some(format!("[%eval {eval}]")));
    }

    /// The person's comment after the move: the comments after it joined by a space, without
    /// their `[%...]` commands (those are the program's, kept apart by
    /// [`Annotation::set_comment`]).
    pub fn comment(&self) -> String {
        let text: Vec<String> = self
            .comments_after
            .iter()
            .map(|c| without_commands(c).0)
            .collect();
        collapse_whitespace(&text.join(" "))
    }

    /// Replaces the person's comment after the move with `text` (trimmed; empty removes it),
    /// keeping the `[%...]` commands of the comments after it in one comment before the text.
    pub fn set_comment(&mut self, text: &str) {
        let commands: Vec<String> = self
            .comments_after
            .iter()
            .flat_map(|c| without_commands(c).1)
            .collect();
        let mut words = commands;
        let text = text.trim();
        if !text.is_empty() {
            words.push(text.to_owned());
        }
        self.comments_after = if words.is_empty() {
            Vec::new()
        } else {
            vec![words.join(" ")]
        };
    }

    fn set_eval_text(&mut self, text: Option<String>) {
        let found = self
            .comments_after
            .iter()
            .enumerate()
            .find_map(|(i, c)| find_command(c, "eval").map(|(start, end, _)| (i, start, end)));
        match (found, text) {
            (Some((i, start, end)), Some(text)) => {
                self.comments_after[i].replace_range(start..end, &text);
            }
            (Some((i, start, end)), None) => {
                let comment = &mut self.comments_after[i];
                comment.replace_range(start..end, "");
                *comment = collapse_whitespace(comment);
                if comment.is_empty() {
                    self.comments_after.remove(i);
                }
            }
            (None, Some(text)) => match self.comments_after.first_mut() {
                Some(first) => *first = format!("{text} {first}"),
                None => self.comments_after.push(text),
            },
            (None, None) => {}
        }
    }
}

/// `text` with runs of whitespace collapsed to one space and trimmed.
pub fn collapse_whitespace(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// `comment` without its `[%...]` commands, and the commands, in order.
fn without_commands(comment: &str) -> (String, Vec<String>) {
    let mut text = String::with_capacity(comment.len());
    let mut commands = Vec::new();
    let mut rest = comment;
    while let Some(start) = rest.find("[%") {
        text.push_str(&rest[..start]);
        match rest[start..].find(']') {
            Some(end) => {
                commands.push(rest[start..=start + end].to_owned());
                rest = &rest[start + end + 1..];
            }
            None => {
                text.push_str(&rest[start..]);
                rest = "";
            }
        }
    }
    text.push_str(rest);
    (text, commands)
}

/// `0.32`, `-1.05`, `#3`, `#-2`: a White's-point-of-view score as `[%eval]` writes it. A mated
/// position is `#-0` (White is mated) or `#+0` (Black is), as python-chess prints such a score
/// (`#0` alone would not say who).
pub fn eval_text(score: Score) -> String {
    match score.mate_moves() {
        Some(0) if score.centipawns() < 0 => "#-0".to_owned(),
        Some(0) => "#+0".to_owned(),
        Some(n) => format!("#{n}"),
        None => format!("{:.2}", f64::from(score.centipawns()) / 100.0),
    }
}

/// The byte range of `[%name ...]` in `comment` and the text of its value.
fn find_command<'a>(comment: &'a str, name: &str) -> Option<(usize, usize, &'a str)> {
    let opening = format!("[%{name}");
    let mut from = 0;
    while let Some(offset) = comment[from..].find(&opening) {
        let start = from + offset;
        let after = start + opening.len();
        let rest = &comment[after..];
        if rest.starts_with(char::is_whitespace) {
            let close = rest.find(']')?;
            return Some((start, after + close + 1, rest[..close].trim()));
        }
        from = after;
    }
    None
}

/// `0.32`, `-1.05`, `#3`, `#-2`, optionally followed by `,depth` (`0.32,20`). A depth that is
/// not a whole number is unknown; the score still reads. `#0`, `#+0` and `#-0` all mean that
/// the side to move is mated (the only side that can be, as python-chess reads it).
fn parse_eval(value: &str, turn: Color) -> Option<StatedEval> {
    let (score, depth) = match value.split_once(',') {
        Some((score, depth)) => (score, depth.trim().parse().ok()),
        None => (value, None),
    };
    Some(StatedEval {
        score: parse_score(score.trim(), turn)?,
        depth,
    })
}

/// The score of an `[%eval]`, without its depth.
fn parse_score(value: &str, turn: Color) -> Option<Score> {
    if let Some(mate) = value.strip_prefix('#') {
        let moves: i32 = mate.parse().ok()?;
        if moves == 0 {
            return Some(Score::mated_in_plies(0).for_white(turn));
        }
        let mating_side = if moves > 0 {
            Color::White
        } else {
            Color::Black
        };
        let plies = 2 * moves.abs() - i32::from(turn == mating_side);
        return Some(if moves > 0 {
            Score::mate_in_plies(plies.max(0))
        } else {
            Score::mated_in_plies(plies.max(0))
        });
    }
    let pawns: f64 = value.parse().ok()?;
    let centipawns = (pawns * 100.0).round();
    (centipawns.abs() < f64::from(Score::MATE - Score::MAX_MATE_PLY))
        .then(|| Score::cp(centipawns as i32))
}

/// `h:mm:ss` or `h:mm:ss.f`.
fn parse_clock(value: &str) -> Option<Duration> {
    let mut seconds = 0.0;
    for part in value.split(':') {
        let part: f64 = part.parse().ok()?;
        if !(0.0..1e9).contains(&part) {
            return None;
        }
        seconds = seconds * 60.0 + part;
    }
    Some(Duration::from_secs_f64(seconds))
}

#[cfg(test)]
mod tests {
    use super::Annotation;
    use crate::Score;
    use crate::game::SearchedEval;
    use shakmaty::Color;
    use std::time::Duration;

    fn after(comment: &str) -> Annotation {
        Annotation {
            comments_after: vec![comment.to_owned()],
            ..Annotation::default()
        }
    }

    #[test]
    fn reads_eval_and_clock_commands() {
        let a = after("[%eval 0.17] [%clk 0:03:00]");
        assert_eq!(a.eval(Color::Black), Some(Score::cp(17)));
        assert_eq!(a.clock(), Some(Duration::from_mins(3)));
        assert_eq!(
            after("[%eval -1.05,22]").eval(Color::White),
            Some(Score::cp(-105))
        );
        // White mates in 2 moves with White to move: 3 plies.
        let mate = after("[%eval #2]").eval(Color::White).unwrap();
        assert_eq!(mate, Score::mate_in_plies(3));
        assert_eq!(mate.mate_moves(), Some(2));
        // A mated position: the side to move is mated, whatever the sign says.
        for text in ["#0", "#+0", "#-0"] {
            let eval = format!("[%eval {text}]");
            assert_eq!(
                after(&eval).eval(Color::White),
                Some(Score::mated_in_plies(0))
            );
            assert_eq!(
                after(&eval).eval(Color::Black),
                Some(Score::mate_in_plies(0))
            );
        }
        assert_eq!(after("[%evaluation 3]").eval(Color::White), None);
        assert_eq!(after("[%eval junk]").eval(Color::White), None);
        assert_eq!(after("[%clk 1:xx:00]").clock(), None);
    }

    #[test]
    fn an_eval_with_a_depth_reads_and_writes_back() {
        let mut a = after("[%eval 0.20,20] deep");
        let stated = a.stated_eval(Color::Black).unwrap();
        assert_eq!((stated.score, stated.depth), (Score::cp(20), Some(20)));
        let mate = after("[%eval #3,15]").stated_eval(Color::White).unwrap();
        assert_eq!((mate.score.mate_moves(), mate.depth), (Some(3), Some(15)));
        // No depth, or one that is not a number: the score reads, its depth is unknown.
        for text in ["[%eval 0.20]", "[%eval 0.20,x]", "[%eval 0.20,-3]"] {
            let stated = after(text).stated_eval(Color::Black).unwrap();
            assert_eq!(
                (stated.score, stated.depth),
                (Score::cp(20), None),
                "{text}"
            );
        }
        assert_eq!(after("[%eval x,20]").stated_eval(Color::Black), None);
        // Ours is written with its depth, and reads back the same.
        a.set_searched_eval(SearchedEval::new(Score::cp(9), 14));
        assert_eq!(a.comments_after, ["[%eval 0.09,14] deep"]);
        let again = a.stated_eval(Color::Black).unwrap();
        assert_eq!((again.score, again.depth), (Score::cp(9), Some(14)));
        a.set_searched_eval(SearchedEval::new(Score::mated_in_plies(4), 15));
        assert_eq!(a.comments_after, ["[%eval #-2,15] deep"]);
    }

    #[test]
    fn the_comment_is_edited_around_the_commands() {
        let mut a = Annotation {
            comments_after: vec![
                "good [%eval 0.17] move".to_owned(),
                "[%clk 0:03:00]".to_owned(),
            ],
            ..Annotation::default()
        };
        assert_eq!(a.comment(), "good move");
        a.set_comment("  a better plan ");
        assert_eq!(
            a.comments_after,
            ["[%eval 0.17] [%clk 0:03:00] a better plan"]
        );
        assert_eq!(a.comment(), "a better plan");
        assert_eq!(a.eval(Color::White), Some(Score::cp(17)));
        a.set_comment("");
        assert_eq!(a.comments_after, ["[%eval 0.17] [%clk 0:03:00]"]);
        let mut plain = after("old");
        plain.set_comment(" ");
        assert!(plain.is_empty());
        plain.set_comment("new");
        assert_eq!(plain.comments_after, ["new"]);
    }

    #[test]
    fn set_eval_replaces_only_the_eval() {
        let mut a = after("good [%eval 0.17] [%clk 0:03:00] [%cal Ge2e4]");
        a.set_eval(Some(Score::cp(-40)));
        assert_eq!(
            a.comments_after,
            ["good [%eval -0.40] [%clk 0:03:00] [%cal Ge2e4]"]
        );
        a.set_eval(None);
        assert_eq!(a.comments_after, ["good [%clk 0:03:00] [%cal Ge2e4]"]);
        a.set_eval(Some(Score::cp(5)));
        assert_eq!(
            a.comments_after,
            ["[%eval 0.05] good [%clk 0:03:00] [%cal Ge2e4]"]
        );
        let mut empty = Annotation::default();
        empty.set_eval(Some(Score::cp(100)));
        assert_eq!(empty.comments_after, ["[%eval 1.00]"]);
        empty.set_eval(None);
        assert!(empty.is_empty());
        // A mated side, from White's point of view: who is mated is in the sign.
        empty.set_eval(Some(Score::mated_in_plies(0)));
        assert_eq!(empty.comments_after, ["[%eval #-0]"]);
        empty.set_eval(Some(Score::mate_in_plies(0)));
        assert_eq!(empty.comments_after, ["[%eval #+0]"]);
    }
}
