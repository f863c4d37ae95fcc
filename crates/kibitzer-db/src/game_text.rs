//! [`GameTexts`]: the games of a PGN stream, one text at a time, without holding the stream in
//! memory. A game starts at a tag line (`[`) that follows movetext, outside a `{...}` comment;
//! each game's text keeps its bytes as written (for a lossless export), and where the next game
//! starts in the stream, so that an import can resume there.

use std::io::{self, BufRead};

/// The longest a game's text may be: 8 MiB (a game of 100,000 plies takes less than 1 MiB).
/// A longer stretch is cut and reads as an unreadable game.
pub const MAX_GAME_BYTES: usize = 8 * 1024 * 1024;

/// One game's text from the stream.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameText {
    /// Its number in the stream, from 1.
    pub number: u64,
    /// The line its text starts on, from 1.
    pub line: u64,
    /// Its bytes, without the blank lines around it.
    pub bytes: Vec<u8>,
    /// Where in the stream the text after it starts (where an import resumes).
    pub next_offset: u64,
    /// The text was cut at [`MAX_GAME_BYTES`].
    pub cut: bool,
}

/// The games of a stream.
pub struct GameTexts<R> {
    input: R,
    offset: u64,
    line: u64,
    number: u64,
    pending_line: Option<Vec<u8>>,
    done: bool,
}

impl<R: BufRead> GameTexts<R> {
    /// Reads games from `input`; `offset`, `line` and `number` say where in the whole stream
    /// `input` starts (all 0 for its beginning).
    pub fn new(input: R, offset: u64, line: u64, number: u64) -> GameTexts<R> {
        GameTexts {
            input,
            offset,
            line,
            number,
            pending_line: None,
            done: false,
        }
    }

    fn read_line(&mut self) -> io::Result<Option<Vec<u8>>> {
        if let Some(line) = self.pending_line.take() {
            return Ok(Some(line));
        }
        let mut line = Vec::new();
        let got = self.input.read_until(b'\n', &mut line)?;
        Ok((got > 0).then_some(line))
    }

    /// The next game, or `None` at the end of the stream.
    pub fn next_game(&mut self) -> io::Result<Option<GameText>> {
        if self.done {
            return Ok(None);
        }
        let mut bytes = Vec::new();
        let mut scan = LineScan::default();
        let mut first_line = None;
        let mut cut = false;
        let mut consumed = 0u64;
        loop {
            let Some(line) = self.read_line()? else {
                self.done = true;
                break;
            };
            let starts_game = scan.seen_movetext && !scan.in_comment && is_tag_line(&line);
            if starts_game {
                self.pending_line = Some(line);
                break;
            }
            scan.take(&line);
            consumed += line.len() as u64;
            self.line += 1;
            let blank = line.iter().all(u8::is_ascii_whitespace);
            if first_line.is_none() && !blank {
                first_line = Some(self.line);
            }
            if first_line.is_some() && !cut {
                if bytes.len() + line.len() > MAX_GAME_BYTES {
                    cut = true;
                } else {
                    bytes.extend_from_slice(&line);
                }
            }
        }
        self.offset += consumed;
        while bytes.last().is_some_and(u8::is_ascii_whitespace) {
            bytes.pop();
        }
        let Some(line) = first_line else {
            return Ok(None);
        };
        self.number += 1;
        Ok(Some(GameText {
            number: self.number,
            line,
            bytes,
            next_offset: self.offset,
            cut,
        }))
    }
}

fn is_tag_line(line: &[u8]) -> bool {
    line.iter()
        .find(|b| !b.is_ascii_whitespace())
        .is_some_and(|&b| b == b'[')
}

/// What the lines so far of one game hold: movetext yet, and whether a `{` comment is open.
#[derive(Default)]
struct LineScan {
    seen_movetext: bool,
    in_comment: bool,
}

impl LineScan {
    fn take(&mut self, line: &[u8]) {
        if !self.in_comment {
            let first = line.iter().find(|b| !b.is_ascii_whitespace());
            match first {
                None | Some(b'%') => return,
                Some(b'[') => {
                    // A tag line; a comment cannot start inside it.
                    return;
                }
                Some(_) => self.seen_movetext = true,
            }
        }
        for &byte in line {
            match (self.in_comment, byte) {
                (false, b'{') => self.in_comment = true,
                (true, b'}') => self.in_comment = false,
                (false, b';') => break,
                _ => {}
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn games(text: &str) -> Vec<GameText> {
        let mut texts = GameTexts::new(text.as_bytes(), 0, 0, 0);
        let mut out = Vec::new();
        while let Some(game) = texts.next_game().unwrap() {
            out.push(game);
        }
        out
    }

    #[test]
    fn games_split_at_a_tag_line_after_movetext() {
        let text = "\n[Event \"a\"]\n[White \"x\"]\n\n1. e4 e5 *\n\n[Event \"b\"]\n\n1. d4 *\n";
        let found = games(text);
        assert_eq!(found.len(), 2);
        assert_eq!(
            found[0].bytes,
            b"[Event \"a\"]\n[White \"x\"]\n\n1. e4 e5 *"
        );
        assert_eq!((found[0].number, found[0].line), (1, 2));
        assert_eq!(found[1].bytes, b"[Event \"b\"]\n\n1. d4 *");
        assert_eq!((found[1].number, found[1].line), (2, 7));
        assert_eq!(
            found[0].next_offset as usize,
            text.find("[Event \"b\"]").unwrap()
        );
        assert_eq!(found[1].next_offset as usize, text.len());
    }

    #[test]
    fn a_tag_line_inside_a_comment_is_part_of_the_game() {
        let text = "[Event \"a\"]\n\n1. e4 { see\n[this] } e5 *\n[Event \"b\"]\n\n1. d4 *";
        let found = games(text);
        assert_eq!(found.len(), 2);
        assert!(found[0].bytes.ends_with(b"[this] } e5 *"));
    }

    #[test]
    fn a_brace_after_a_semicolon_opens_no_comment() {
        let text = "[Event \"a\"]\n\n1. e4 ; a {\ne5 *\n[Event \"b\"]\n\n1. d4 *";
        assert_eq!(games(text).len(), 2);
    }

    #[test]
    fn resuming_at_a_next_offset_reads_the_same_games_after_it() {
        let text =
            "[Event \"a\"]\n\n1. e4 *\n\n[Event \"b\"]\n\n1. d4 *\n\n[Event \"c\"]\n\n1. c4 *\n";
        let all = games(text);
        let at = all[0].next_offset as usize;
        let mut resumed = GameTexts::new(&text.as_bytes()[at..], at as u64, 4, 1);
        let second = resumed.next_game().unwrap().unwrap();
        assert_eq!(second, all[1]);
    }

    #[test]
    fn a_game_longer_than_the_limit_is_cut() {
        let mut text = String::from("[Event \"a\"]\n\n");
        let line = format!("{{{}}}\n", "x".repeat(1000));
        while text.len() < MAX_GAME_BYTES + 10_000 {
            text.push_str(&line);
        }
        text.push_str("1. e4 *\n[Event \"b\"]\n\n1. d4 *\n");
        let found = games(&text);
        assert!(found[0].cut);
        assert!(found[0].bytes.len() <= MAX_GAME_BYTES);
        assert_eq!(found[1].bytes, b"[Event \"b\"]\n\n1. d4 *");
    }
}
