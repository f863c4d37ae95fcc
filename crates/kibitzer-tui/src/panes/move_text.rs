//! The Moves pane's text (inline; the table layout is `move_table`'s), the way Lichess writes a game: the main line with every variation
//! inline in parentheses, nested, with move numbers (`12.Nf3 (12.Bb5 a6 13.Ba4) 12...Nc6`),
//! NAGs as symbols and comments in braces; wrapped to the pane's width and scrolled so the
//! shown move stays in sight. One pure function serves the view (to draw) and the update (to
//! map a click to a move), so they cannot disagree.

use shakmaty::Color;

use kibitzer::config::MovesLayout;
use kibitzer::game::{Game, Glyph, Nag, NodeId, TextStep};

/// What a word of the text is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WordKind {
    /// `start`: the starting position.
    Start,
    /// A move of the main line.
    MainLine,
    /// A move of a variation.
    Variation,
    /// Part of a comment.
    Comment,
    /// A move number or `...` of the table layout.
    Number,
}

/// One word of the text: a move (with its number, glyphs and any parentheses around it) or a
/// word of a comment.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Word {
    /// What is drawn.
    pub text: String,
    /// The node a click on it goes to.
    pub node: Option<NodeId>,
    /// How it is drawn.
    pub kind: WordKind,
}

/// A word placed on a row.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Placed {
    /// Column from the left of the text area.
    pub column: usize,
    /// Index into [`MoveText::words`].
    pub word: usize,
}

/// The game's text wrapped to a width and the rows that show.
#[derive(Clone, Debug, Default)]
pub struct MoveText {
    /// Every word, in order.
    pub words: Vec<Word>,
    /// Every row of the wrapped text.
    pub rows: Vec<Vec<Placed>>,
    /// The first row shown.
    pub first: usize,
}

impl MoveText {
    /// The game's text for a text area of `width` x `height`, scrolled so the shown node is in
    /// sight (about a third of the way down when the text is longer than the area).
    /// `layout` says whether it is text or a table (see `move_table`).
    pub fn new(game: &Game, width: usize, height: usize, layout: MovesLayout) -> MoveText {
        let (words, rows) = match layout {
            MovesLayout::Inline => {
                let words = words(game);
                let rows = wrap(&words, width.max(1));
                (words, rows)
            }
            MovesLayout::Table => super::move_table::table(game, width.max(1)),
        };
        let current = game.current();
        let row_of_current = rows
            .iter()
            .position(|row| row.iter().any(|p| words[p.word].node == Some(current)))
            .unwrap_or(0);
        let first = row_of_current
            .saturating_sub(height / 3)
            .min(rows.len().saturating_sub(height));
        MoveText { words, rows, first }
    }

    /// The node under `column`, `row` of the text area (as drawn).
    pub fn node_at(&self, column: usize, row: usize) -> Option<NodeId> {
        let row = self.rows.get(self.first + row)?;
        row.iter().find_map(|p| {
            let word = &self.words[p.word];
            (p.column..p.column + word.text.chars().count())
                .contains(&column)
                .then_some(word.node)?
        })
    }
}

/// The glyphs a person sets as [`Glyph`] shows them (`!?`, `±`), `□` and `∞`; other NAGs as
/// `$n`.
pub fn nag_symbol(nag: Nag) -> String {
    if let Some(glyph) = Glyph::from_nag(nag) {
        return glyph.symbol().to_owned();
    }
    match nag.0 {
        7 => "□".to_owned(),
        13 => "∞".to_owned(),
        _ => nag.to_string(),
    }
}

/// A comment without its `[%eval]`/`[%clk]`/... commands (those show elsewhere or not at all),
/// its control characters escaped (it comes from a file).
pub fn comment_text(comment: &str) -> String {
    let mut text = String::with_capacity(comment.len());
    let mut rest = comment;
    while let Some(start) = rest.find("[%") {
        text.push_str(&rest[..start]);
        match rest[start..].find(']') {
            Some(end) => rest = &rest[start + end + 1..],
            None => rest = "",
        }
    }
    text.push_str(rest);
    kibitzer::escaped::Escaped(&kibitzer::game::collapse_whitespace(&text)).to_string()
}

/// The words of the whole game.
fn words(game: &Game) -> Vec<Word> {
    let mut writer = Writer::new(game);
    writer.words.push(Word {
        text: "start".to_owned(),
        node: Some(NodeId::ROOT),
        kind: WordKind::Start,
    });
    let root = game.node(NodeId::ROOT).annotation();
    writer.comments(&root.comments_before);
    writer.comments(&root.comments_after);
    writer.line(NodeId::ROOT);
    writer.words
}

pub(super) struct Writer<'a> {
    pub(super) game: &'a Game,
    pub(super) words: Vec<Word>,
    /// Parentheses to open before the next word.
    pub(super) open: usize,
    /// The next move needs its number (first of a line, after a comment or a variation).
    pub(super) number: bool,
}

impl Writer<'_> {
    /// A writer of `game` with no words yet, the next move numbered.
    pub(super) fn new(game: &Game) -> Writer<'_> {
        Writer {
            game,
            words: Vec::new(),
            open: 0,
            number: true,
        }
    }

    /// Everything after `from`: its first continuation, then the others in parentheses, then
    /// on along the first one.
    pub(super) fn line(&mut self, from: NodeId) {
        let game = self.game;
        let mut depth = 0_usize;
        game.text_order(from, |step| match step {
            TextStep::Move(id) => self.play(id, depth > 0),
            TextStep::Open(_) => {
                depth += 1;
                self.open += 1;
                self.number = true;
            }
            TextStep::Close => {
                depth -= 1;
                if let Some(last) = self.words.last_mut() {
                    last.text.push(')');
                }
                self.number = true;
            }
        });
    }

    /// One move with its number, glyphs and comments.
    pub(super) fn play(&mut self, id: NodeId, variation: bool) {
        let node = self.game.node(id);
        let annotation = node.annotation();
        self.comments(&annotation.comments_before);
        let prefix = match self.game.move_number(id) {
            Some((number, Color::White)) => format!("{number}."),
            Some((number, Color::Black)) if self.number => format!("{number}..."),
            _ => String::new(),
        };
        let mut text = format!(
            "{}{prefix}{}",
            "(".repeat(self.open),
            node.san().unwrap_or("")
        );
        self.open = 0;
        for &nag in &annotation.nags {
            let symbol = nag_symbol(nag);
            if nag.0 > 6 {
                text.push(' ');
            }
            text.push_str(&symbol);
        }
        self.words.push(Word {
            text,
            node: Some(id),
            kind: if variation {
                WordKind::Variation
            } else {
                WordKind::MainLine
            },
        });
        self.number = false;
        self.comments(&annotation.comments_after);
    }

    /// Comments in braces, a word at a time so they wrap.
    pub(super) fn comments(&mut self, comments: &[String]) {
        for comment in comments {
            let text = comment_text(comment);
            if text.is_empty() {
                continue;
            }
            let count = text.split(' ').count();
            for (i, word) in text.split(' ').enumerate() {
                let mut shown = "(".repeat(self.open);
                self.open = 0;
                if i == 0 {
                    shown.push('{');
                }
                shown.push_str(word);
                if i + 1 == count {
                    shown.push('}');
                }
                self.words.push(Word {
                    text: shown,
                    node: None,
                    kind: WordKind::Comment,
                });
            }
            self.number = true;
        }
    }
}

/// Rows of at most `width` columns, words separated by a space; a word wider than a row is
/// cut to fit.
pub(super) fn wrap(words: &[Word], width: usize) -> Vec<Vec<Placed>> {
    let mut rows = vec![Vec::new()];
    let mut used = 0;
    for (index, word) in words.iter().enumerate() {
        let len = word.text.chars().count().min(width);
        let row = rows.last_mut().expect("one row at least");
        if !row.is_empty() && used + 1 + len > width {
            rows.push(vec![Placed {
                column: 0,
                word: index,
            }]);
            used = len;
        } else {
            let column = if row.is_empty() { 0 } else { used + 1 };
            row.push(Placed {
                column,
                word: index,
            });
            used = column + len;
        }
    }
    rows
}

#[cfg(test)]
mod tests {
    use super::{MoveText, comment_text};
    use kibitzer::config::MovesLayout;
    use kibitzer::pgn::read_pgn;

    fn text(pgn: &str, width: usize) -> Vec<String> {
        let game = read_pgn(pgn).unwrap();
        let t = MoveText::new(&game, width, 100, MovesLayout::Inline);
        t.rows
            .iter()
            .map(|row| {
                row.iter()
                    .map(|p| t.words[p.word].text.as_str())
                    .collect::<Vec<_>>()
                    .join(" ")
            })
            .collect()
    }

    #[test]
    fn variations_nest_inline_with_numbers_glyphs_and_comments() {
        let pgn = "{Start} 1. e4 e5 2. Nf3 $1 {best [%eval 0.3]} (2. Bc4 Nf6 (2... Bc5 3. Qh5) 3. d3) \
                   2... Nc6 $5 (2... d6 $14) 3. Bb5 *";
        assert_eq!(
            text(pgn, 200),
            [
                "start {Start} 1.e4 e5 2.Nf3! {best} (2.Bc4 Nf6 (2...Bc5 3.Qh5) 3.d3) 2...Nc6!? \
              (2...d6 +=) 3.Bb5"
            ]
        );
    }

    #[test]
    fn wraps_at_the_width_and_clicks_find_the_move() {
        let rows = text("1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 *", 13);
        assert_eq!(rows, ["start 1.e4 e5", "2.Nf3 Nc6", "3.Bb5 a6"]);
        let game = read_pgn("1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 *").unwrap();
        let t = MoveText::new(&game, 13, 2, MovesLayout::Inline);
        // The shown node (a6, the last) is in sight: rows 1 and 2 show.
        assert_eq!(t.first, 1);
        let nc6 = t.node_at(7, 0).unwrap();
        assert_eq!(game.node(nc6).san(), Some("Nc6"));
        assert_eq!(t.node_at(5, 0), None, "the space between two moves");
    }

    #[test]
    fn commands_are_not_shown_in_comments() {
        assert_eq!(comment_text("[%eval 0.17] [%clk 0:03:00]"), "");
        assert_eq!(comment_text("a [%cal Ge2e4] b"), "a b");
        assert_eq!(comment_text("open [%eval"), "open");
    }
}
