//! [`CommandLine`]: the text of the open command line and its cursor, and the edits the keys
//! make (insert and delete at the cursor, move it, delete a word or to the start, recall a
//! line of the history). Pure: no terminal, no files.

use std::ops::Deref;

/// The command line's text and the cursor in it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CommandLine {
    /// The text, without the `:`.
    text: String,
    /// The cursor, in characters from the start (at most the text's length).
    cursor: usize,
    /// Which line of the history is shown (counted from the oldest), while one is.
    recalled: Option<usize>,
    /// What was typed before the history was walked, shown again past its newest line.
    draft: String,
}

impl Deref for CommandLine {
    type Target = str;

    fn deref(&self) -> &str {
        &self.text
    }
}

impl CommandLine {
    /// A command line holding `text`, the cursor at its end.
    pub fn with_text(text: &str) -> CommandLine {
        CommandLine {
            text: text.to_owned(),
            cursor: text.chars().count(),
            recalled: None,
            draft: String::new(),
        }
    }

    /// The cursor, in characters from the start.
    pub fn cursor(&self) -> usize {
        self.cursor
    }

    /// The byte offset of character `index`.
    fn byte(&self, index: usize) -> usize {
        self.text
            .char_indices()
            .nth(index)
            .map_or(self.text.len(), |(at, _)| at)
    }

    /// Replaces the text, the cursor at its end.
    pub fn set(&mut self, text: &str) {
        text.clone_into(&mut self.text);
        self.cursor = text.chars().count();
    }

    /// Types `c` at the cursor.
    pub fn insert(&mut self, c: char) {
        let at = self.byte(self.cursor);
        self.text.insert(at, c);
        self.cursor += 1;
    }

    /// Deletes the character before the cursor; false if there was none.
    pub fn delete_back(&mut self) -> bool {
        if self.cursor == 0 {
            return false;
        }
        self.cursor -= 1;
        let at = self.byte(self.cursor);
        self.text.remove(at);
        true
    }

    /// Deletes the character under the cursor.
    pub fn delete_forward(&mut self) {
        if self.cursor < self.text.chars().count() {
            let at = self.byte(self.cursor);
            self.text.remove(at);
        }
    }

    /// Moves the cursor by `step` characters, within the text.
    pub fn move_cursor(&mut self, step: isize) {
        let len = self.text.chars().count();
        self.cursor = self.cursor.saturating_add_signed(step).min(len);
    }

    /// The cursor to the start (false) or the end (true).
    pub fn cursor_to_end(&mut self, end: bool) {
        self.cursor = if end { self.text.chars().count() } else { 0 };
    }

    /// Deletes the word before the cursor and the spaces after it (Ctrl-W).
    pub fn delete_word(&mut self) {
        let chars: Vec<char> = self.text.chars().collect();
        let mut start = self.cursor;
        while start > 0 && chars[start - 1] == ' ' {
            start -= 1;
        }
        while start > 0 && chars[start - 1] != ' ' {
            start -= 1;
        }
        let (from, to) = (self.byte(start), self.byte(self.cursor));
        self.text.replace_range(from..to, "");
        self.cursor = start;
    }

    /// Deletes everything before the cursor (Ctrl-U).
    pub fn delete_to_start(&mut self) {
        let to = self.byte(self.cursor);
        self.text.replace_range(..to, "");
        self.cursor = 0;
    }

    /// Shows the line of `history` (oldest first) one older (`step` -1) or newer (+1) than
    /// the one shown; past the newest, what was typed before. False if there is none.
    pub fn recall(&mut self, history: &[String], step: isize) -> bool {
        let next = match (self.recalled, step < 0) {
            (None, true) => history.len().checked_sub(1),
            (None, false) => return false,
            (Some(at), true) => at.checked_sub(1),
            (Some(at), false) => Some(at + 1),
        };
        match next {
            Some(at) if at < history.len() => {
                if self.recalled.is_none() {
                    self.draft.clone_from(&self.text);
                }
                self.recalled = Some(at);
                let line = history[at].clone();
                self.set(&line);
                true
            }
            Some(_) => {
                self.recalled = None;
                let draft = std::mem::take(&mut self.draft);
                self.set(&draft);
                true
            }
            None => false,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::CommandLine;

    #[test]
    fn edits_happen_at_the_cursor() {
        let mut line = CommandLine::with_text("mve e4");
        line.move_cursor(-5);
        line.insert('o');
        assert_eq!((&*line, line.cursor()), ("move e4", 2));
        line.cursor_to_end(false);
        line.delete_forward();
        assert_eq!(&*line, "ove e4");
        assert!(!line.delete_back(), "nothing before the start");
        line.cursor_to_end(true);
        line.move_cursor(3);
        assert_eq!(line.cursor(), 6, "never past the end");
        assert!(line.delete_back());
        assert_eq!(&*line, "ove e");
    }

    #[test]
    fn words_and_the_start_are_deleted_before_the_cursor() {
        let mut line = CommandLine::with_text("pgn ~/games/é.pgn  ");
        line.delete_word();
        assert_eq!((&*line, line.cursor()), ("pgn ", 4));
        line.insert('x');
        line.move_cursor(-1);
        line.delete_to_start();
        assert_eq!((&*line, line.cursor()), ("x", 0));
    }

    #[test]
    fn the_history_is_walked_and_the_draft_comes_back() {
        let history = vec!["depth 5".to_owned(), "pgn a.pgn".to_owned()];
        let mut line = CommandLine::with_text("fe");
        assert!(!line.recall(&history, 1), "nothing newer than the draft");
        assert!(line.recall(&history, -1));
        assert_eq!(&*line, "pgn a.pgn");
        assert!(line.recall(&history, -1));
        assert_eq!(&*line, "depth 5");
        assert!(!line.recall(&history, -1), "nothing older");
        assert_eq!(&*line, "depth 5");
        assert!(line.recall(&history, 1));
        assert!(line.recall(&history, 1));
        assert_eq!((&*line, line.cursor()), ("fe", 2));
        assert!(!CommandLine::default().recall(&[], -1));
    }
}
