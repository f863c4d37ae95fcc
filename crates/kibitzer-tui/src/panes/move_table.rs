//! The Moves pane as a table (`moves_layout = "table"`, `T`): the main line in two columns, a
//! move pair a row (`1.  e4   e5`), and under a move the variations that branch from it (and
//! its comments), indented and written inline as the text layout writes them. A row cut by a
//! variation goes on with `...` in White's column. Words and rows are those of
//! [`MoveText`](super::move_text::MoveText), so drawing, scrolling to the shown move and
//! clicks work as in the text layout.

use shakmaty::Color;

use kibitzer::game::{Game, NodeId};

use super::move_text::{Placed, Word, WordKind, Writer, nag_symbol, wrap};

/// How far a variation is indented under its move.
const INDENT: usize = 2;

/// The words of `game` and their rows as a table `width` columns wide.
pub fn table(game: &Game, width: usize) -> (Vec<Word>, Vec<Vec<Placed>>) {
    let mut table = Table {
        game,
        width,
        words: Vec::new(),
        rows: Vec::new(),
        open: false,
        columns: columns(game, width),
    };
    let start = table.word("start".to_owned(), Some(NodeId::ROOT), WordKind::Start);
    table.rows.push(vec![Placed {
        column: 0,
        word: start,
    }]);
    let root = game.node(NodeId::ROOT).annotation();
    let mut notes = Writer::new(game);
    notes.comments(&root.comments_before);
    notes.comments(&root.comments_after);
    table.block(notes.words);
    let main = game.main_line();
    for &id in &main[1..] {
        table.main_move(id);
    }
    (table.words, table.rows)
}

/// Where the number, White's and Black's moves start.
#[derive(Clone, Copy)]
struct Columns {
    white: usize,
    black: usize,
}

/// The columns for the moves of `game`'s main line in `width`.
fn columns(game: &Game, width: usize) -> Columns {
    let main = game.main_line();
    let last = main.last().and_then(|&id| game.move_number(id));
    let number = last.map_or(1, |(n, _)| n.to_string().len()) + 2;
    let widest = main[1..]
        .iter()
        .map(|&id| move_text(game, id).chars().count())
        .max()
        .unwrap_or(0);
    let cell = (widest + 2).min(width.saturating_sub(number) / 2).max(1);
    Columns {
        white: number,
        black: number + cell,
    }
}

/// A move's SAN and glyphs.
fn move_text(game: &Game, id: NodeId) -> String {
    let node = game.node(id);
    let mut text = node.san().unwrap_or("").to_owned();
    for &nag in &node.annotation().nags {
        if nag.0 > 6 {
            text.push(' ');
        }
        text.push_str(&nag_symbol(nag));
    }
    text
}

struct Table<'a> {
    game: &'a Game,
    width: usize,
    words: Vec<Word>,
    rows: Vec<Vec<Placed>>,
    /// The last row holds White's move and waits for Black's.
    open: bool,
    columns: Columns,
}

impl Table<'_> {
    /// Adds a word; its index.
    fn word(&mut self, text: String, node: Option<NodeId>, kind: WordKind) -> usize {
        self.words.push(Word { text, node, kind });
        self.words.len() - 1
    }

    /// A main-line move in its column, then what branches from it.
    fn main_move(&mut self, id: NodeId) {
        let Some((number, color)) = self.game.move_number(id) else {
            return;
        };
        let text = move_text(self.game, id);
        let mv = self.word(text, Some(id), WordKind::MainLine);
        if color == Color::White || !self.open {
            let label = self.word(format!("{number}."), None, WordKind::Number);
            let mut row = vec![Placed {
                column: 0,
                word: label,
            }];
            if color == Color::Black {
                // `...` where it fits before Black's column.
                let room = self.columns.black - self.columns.white;
                let dots = if room > 3 { "..." } else { "…" };
                let dots = self.word(dots.to_owned(), None, WordKind::Number);
                row.push(Placed {
                    column: self.columns.white,
                    word: dots,
                });
            }
            self.rows.push(row);
        }
        let column = match color {
            Color::White => self.columns.white,
            Color::Black => self.columns.black,
        };
        self.rows
            .last_mut()
            .expect("a row")
            .push(Placed { column, word: mv });
        self.open = color == Color::White;
        let node = self.game.node(id);
        let mut below = Writer::new(self.game);
        below.comments(&node.annotation().comments_before);
        below.comments(&node.annotation().comments_after);
        if let Some(parent) = node.parent() {
            for &other in &self.game.node(parent).children()[1..] {
                let mut variation = Writer::new(self.game);
                variation.play(other, true);
                variation.line(other);
                below.words.extend(variation.words);
            }
        }
        if !below.words.is_empty() {
            self.open = false;
        }
        self.block(below.words);
    }

    /// `words` (a variation or comments) wrapped under the last row, indented.
    fn block(&mut self, mut words: Vec<Word>) {
        if words.is_empty() {
            return;
        }
        for word in &mut words {
            if word.kind == WordKind::MainLine {
                word.kind = WordKind::Variation;
            }
        }
        let first = self.words.len();
        let indent = INDENT.min(self.width.saturating_sub(1));
        for row in wrap(&words, (self.width - indent).max(1)) {
            self.rows.push(
                row.into_iter()
                    .map(|p| Placed {
                        column: p.column + indent,
                        word: first + p.word,
                    })
                    .collect(),
            );
        }
        self.words.extend(words);
    }
}

#[cfg(test)]
mod tests {
    use super::super::move_text::MoveText;
    use kibitzer::config::MovesLayout;
    use kibitzer::pgn::read_pgn;

    /// The rows of `pgn` as a table `width` wide, as drawn (spaces between the columns).
    fn rows(pgn: &str, width: usize) -> Vec<String> {
        let game = read_pgn(pgn).unwrap();
        let t = MoveText::new(&game, width, 100, MovesLayout::Table);
        t.rows
            .iter()
            .map(|row| {
                let mut line = String::new();
                for p in row {
                    while line.chars().count() < p.column {
                        line.push(' ');
                    }
                    line.push_str(&t.words[p.word].text);
                }
                line
            })
            .collect()
    }

    #[test]
    fn a_pair_a_row_and_variations_under_their_move() {
        let pgn = "1. e4 e5 (1... c5 2. Nf3 (2. c3 d5) 2... d6) 2. Nf3 $1 {best} Nc6 3. Bb5 *";
        assert_eq!(
            rows(pgn, 40),
            [
                "start",
                "1. e4    e5",
                "  1...c5 2.Nf3 (2.c3 d5) 2...d6",
                "2. Nf3!",
                "  {best}",
                "2. ...   Nc6",
                "3. Bb5",
            ]
        );
    }

    #[test]
    fn a_game_from_black_to_move_and_narrow_panes() {
        let game = "[FEN \"4k3/8/8/8/8/8/8/4K2R b - - 0 7\"]\n\n7... Kd7 8. Rh7+ (8. Kd2) *";
        assert_eq!(
            rows(game, 12),
            ["start", "7. ... Kd7", "8. Rh7+", "  8.Kd2"]
        );
        let narrow = rows("1. e4 (1. d4 d5 2. c4) e5 *", 8);
        assert_eq!(
            narrow,
            ["start", "1. e4", "  1.d4", "  d5", "  2.c4", "1. … e5"]
        );
    }

    #[test]
    fn clicks_and_the_shown_move_use_the_table_rows() {
        let game = read_pgn("1. e4 e5 (1... c5) 2. Nf3 *").unwrap();
        let t = MoveText::new(&game, 30, 10, MovesLayout::Table);
        let e5 = t.node_at(9, 1).unwrap();
        assert_eq!(game.node(e5).san(), Some("e5"));
        let c5 = t.node_at(2, 2).unwrap();
        assert_eq!(game.node(c5).san(), Some("c5"));
        assert_eq!(t.node_at(0, 1), None, "the move number");
    }
}
