//! The screen below [`MIN_SIZE`]: a request for a larger terminal, worded and wrapped to fit
//! whatever room there is (every word whole from 20x5 up).

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::Line;
use ratatui::widgets::{Paragraph, Widget};

use crate::panes::layout::MIN_SIZE;

/// The request's lines for a terminal of `width` x `height`: the longest wording whose words,
/// wrapped to the width, fit the height; the shortest wording when none does.
pub fn lines(width: u16, height: u16) -> Vec<String> {
    let (need_w, need_h) = MIN_SIZE;
    let wordings = [
        format!(
            "kibitzer needs a terminal of at least {need_w}x{need_h}; this one is \
             {width}x{height}. Enlarge it, or press q to quit."
        ),
        format!("kibitzer needs {need_w}x{need_h}, this is {width}x{height}. q quits."),
        format!("needs {need_w}x{need_h}; q quits"),
        "too small".to_owned(),
    ];
    let mut fallback = Vec::new();
    for wording in &wordings {
        let wrapped = wrap(wording, usize::from(width));
        if wrapped.len() <= usize::from(height) && wrapped.iter().all(|l| fits(l, width)) {
            return wrapped;
        }
        fallback = wrapped;
    }
    fallback
}

/// Draws the request into `area`.
pub fn draw(area: Rect, buf: &mut Buffer) {
    let text: Vec<Line> = lines(area.width, area.height)
        .into_iter()
        .map(Line::from)
        .collect();
    Paragraph::new(text).render(area, buf);
}

fn fits(line: &str, width: u16) -> bool {
    line.chars().count() <= usize::from(width)
}

/// Greedy word wrap to `width` columns (a word longer than the width gets a line of its own).
fn wrap(text: &str, width: usize) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    let mut line = String::new();
    for word in text.split_whitespace() {
        let used = line.chars().count();
        if used > 0 && used + 1 + word.chars().count() > width {
            lines.push(std::mem::take(&mut line));
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(word);
    }
    lines.push(line);
    lines
}

#[cfg(test)]
mod tests {
    use super::lines;

    /// Every size from 20x5 to just below the minimum shows one wording, whole.
    #[test]
    fn the_request_fits_every_size_from_20x5_up() {
        for width in 20..=200 {
            for height in 5..=40 {
                if width >= 64 && height >= 20 {
                    continue;
                }
                let text = lines(width, height);
                assert!(
                    text.len() <= usize::from(height),
                    "{width}x{height}: {text:?}"
                );
                for line in &text {
                    assert!(
                        line.chars().count() <= usize::from(width),
                        "{width}x{height}"
                    );
                }
                let joined = text.join(" ");
                assert!(
                    joined.contains("q quit") || joined.contains("quit"),
                    "{joined}"
                );
                assert!(joined.contains("64x20"), "{width}x{height}: {joined}");
            }
        }
        assert_eq!(
            lines(60, 18).join(" "),
            "kibitzer needs a terminal of at least 64x20; this one is 60x18. Enlarge it, or \
             press q to quit."
        );
    }
}
