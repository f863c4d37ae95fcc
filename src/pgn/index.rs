//! [`PgnIndex`]: the games of a PGN text found without building their moves: each game's
//! byte range, first line, the headers a game list shows and its number of moves, counted
//! from the main line's move tokens. Opening one game parses just its range.

use std::io::{Cursor, Seek, SeekFrom};
use std::ops::{ControlFlow, Range};

use pgn_reader::{RawTag, Reader, SanPlus, Skip, Visitor};

/// One game of a file, as a game list shows it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct GameEntry {
    /// The game's number in the file, from 1.
    pub number: usize,
    /// Its bytes in the text (without the blank lines around it).
    pub range: Range<usize>,
    /// The line its text starts on, from 1.
    pub line: usize,
    /// The `White` tag.
    pub white: Option<String>,
    /// The `Black` tag.
    pub black: Option<String>,
    /// The `Result` tag.
    pub result: Option<String>,
    /// The `Date` tag.
    pub date: Option<String>,
    /// The `Event` tag.
    pub event: Option<String>,
    /// The `Opening` tag.
    pub opening: Option<String>,
    /// The `ECO` tag.
    pub eco: Option<String>,
    /// Half-moves of the main line.
    pub plies: usize,
}

impl GameEntry {
    /// Full moves of the main line (half-moves / 2, rounded up).
    pub fn moves(&self) -> usize {
        self.plies.div_ceil(2)
    }

    /// The game's text in `file` (the text the index was made from).
    pub fn text<'a>(&self, file: &'a str) -> &'a str {
        &file[self.range.clone()]
    }

    /// Whether `needle` (any case) is part of the White or Black name.
    pub fn has_player(&self, needle: &str) -> bool {
        let needle = needle.to_lowercase();
        [&self.white, &self.black]
            .into_iter()
            .flatten()
            .any(|name| name.to_lowercase().contains(&needle))
    }
}

/// The games of a PGN text, in order.
#[derive(Clone, Debug, Default)]
pub struct PgnIndex {
    entries: Vec<GameEntry>,
}

impl PgnIndex {
    /// Finds the games of `text`. A stretch the reader cannot get through (an unterminated
    /// tag, say) becomes one entry up to the next line starting with `[Event` or a tag after
    /// a blank line, so that opening it reports the error and the games after it still open.
    pub fn scan(text: &str) -> PgnIndex {
        let mut entries = Vec::new();
        let mut reader = Reader::new(Cursor::new(text.as_bytes()));
        let mut from = 0;
        let mut line = 1;
        while from < text.len() {
            let (end, found) = match next_game(&mut reader, from) {
                Step::Game(end, found) => (end, *found),
                Step::End => break,
                Step::Stuck => {
                    let end = resync(text, from);
                    if reader.seek(SeekFrom::Start(end as u64)).is_err() {
                        break;
                    }
                    (end, GameEntry::default())
                }
            };
            let chunk = &text[from..end];
            let lead = chunk.len()
                - chunk
                    .trim_start_matches(|c: char| c.is_whitespace() || c == '\u{feff}')
                    .len();
            let trail = chunk.len() - chunk.trim_end().len();
            let start = from + lead;
            line += count_lines(&text[from..start]);
            if start < end - trail {
                entries.push(GameEntry {
                    number: entries.len() + 1,
                    range: start..end - trail,
                    line,
                    ..found
                });
            }
            line += count_lines(&text[start..end]);
            from = end;
        }
        PgnIndex { entries }
    }

    /// Every game, in file order.
    pub fn entries(&self) -> &[GameEntry] {
        &self.entries
    }

    /// The games with `needle` in a player's name (any case).
    pub fn search(&self, needle: &str) -> Vec<&GameEntry> {
        self.entries
            .iter()
            .filter(|e| e.has_player(needle))
            .collect()
    }
}

fn count_lines(text: &str) -> usize {
    text.matches('\n').count()
}

/// Where to start again after a game the reader could not get through: the next line that
/// starts a tag section (`[Event`, or `[` after a blank line), or the end.
fn resync(text: &str, from: usize) -> usize {
    let mut at = from;
    let mut previous_blank = false;
    let mut first = true;
    for line in text[from..].split_inclusive('\n') {
        let starts_tags = line.starts_with("[Event ") || (line.starts_with('[') && previous_blank);
        if !first && starts_tags {
            return at;
        }
        previous_blank = line.trim().is_empty();
        first = false;
        at += line.len();
    }
    text.len()
}

struct Scanner;

impl Visitor for Scanner {
    type Tags = GameEntry;
    type Movetext = GameEntry;
    type Output = GameEntry;

    fn begin_tags(&mut self) -> ControlFlow<GameEntry, GameEntry> {
        ControlFlow::Continue(GameEntry::default())
    }

    fn tag(&mut self, e: &mut GameEntry, name: &[u8], value: RawTag<'_>) -> ControlFlow<GameEntry> {
        let slot = match name {
            b"White" => &mut e.white,
            b"Black" => &mut e.black,
            b"Result" => &mut e.result,
            b"Date" => &mut e.date,
            b"Event" => &mut e.event,
            b"Opening" => &mut e.opening,
            b"ECO" => &mut e.eco,
            _ => return ControlFlow::Continue(()),
        };
        *slot = Some(value.decode_utf8_lossy().into_owned());
        ControlFlow::Continue(())
    }

    fn begin_movetext(&mut self, entry: GameEntry) -> ControlFlow<GameEntry, GameEntry> {
        ControlFlow::Continue(entry)
    }

    /// Only main-line moves arrive here: variations are skipped.
    fn san(&mut self, entry: &mut GameEntry, _: SanPlus) -> ControlFlow<GameEntry> {
        entry.plies += 1;
        ControlFlow::Continue(())
    }

    fn begin_variation(&mut self, _: &mut GameEntry) -> ControlFlow<GameEntry, Skip> {
        ControlFlow::Continue(Skip(true))
    }

    fn end_game(&mut self, entry: GameEntry) -> GameEntry {
        entry
    }
}

/// What reading on from one place gave.
enum Step {
    /// A game ending at this byte, and its fields.
    Game(usize, Box<GameEntry>),
    /// Only whitespace was left.
    End,
    /// The reader failed (or did not move on) and needs to be put past the trouble.
    Stuck,
}

/// Reads the next game with `reader`, which stands at byte `from` of its text.
fn next_game(reader: &mut Reader<Cursor<&[u8]>>, from: usize) -> Step {
    match reader.read_game(&mut Scanner) {
        Ok(None) => Step::End,
        Ok(Some(found)) => match reader.stream_position() {
            Ok(end) if end as usize > from => Step::Game(end as usize, Box::new(found)),
            _ => Step::Stuck,
        },
        Err(_) => Step::Stuck,
    }
}
