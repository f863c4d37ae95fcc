//! Splitting an engine's line into words while keeping where each starts, so that the
//! free text at the end of a line (`info string ...`, an option's string default) can be
//! taken as written, inner spaces and all.

/// The words of a line, each with the byte offset where it starts.
pub(super) struct Words<'a> {
    line: &'a str,
    words: Vec<(usize, &'a str)>,
}

impl<'a> Words<'a> {
    /// The words of `line` (separated by any whitespace).
    pub(super) fn new(line: &'a str) -> Words<'a> {
        let mut words = Vec::new();
        let mut start = None;
        for (at, c) in line.char_indices() {
            match (c.is_whitespace(), start) {
                (true, Some(from)) => {
                    words.push((from, &line[from..at]));
                    start = None;
                }
                (false, None) => start = Some(at),
                _ => {}
            }
        }
        if let Some(from) = start {
            words.push((from, &line[from..]));
        }
        Words { line, words }
    }

    /// How many words.
    pub(super) fn len(&self) -> usize {
        self.words.len()
    }

    /// The word at `index`, if any.
    pub(super) fn get(&self, index: usize) -> Option<&'a str> {
        self.words.get(index).map(|&(_, word)| word)
    }

    /// The text from the word at `index` to the end of the line, trailing spaces removed
    /// (empty past the end).
    pub(super) fn rest(&self, index: usize) -> &'a str {
        self.words
            .get(index)
            .map_or("", |&(at, _)| self.line[at..].trim_end())
    }

    /// The text of the words `from..to`, as written (inner spaces kept).
    pub(super) fn span(&self, from: usize, to: usize) -> &'a str {
        if from >= to || from >= self.words.len() {
            return "";
        }
        let start = self.words[from].0;
        let (last_at, last) = self.words[to.min(self.words.len()) - 1];
        &self.line[start..last_at + last.len()]
    }
}

#[cfg(test)]
mod tests {
    use super::Words;

    #[test]
    fn words_keep_the_text_between_them() {
        let words = Words::new("  option name Debug Log File type string default  \t");
        assert_eq!(words.len(), 8);
        assert_eq!(words.get(2), Some("Debug"));
        assert_eq!(words.span(2, 5), "Debug Log File");
        assert_eq!(words.rest(5), "type string default");
        assert_eq!(words.rest(8), "");
        assert_eq!(words.span(4, 4), "");
    }
}
