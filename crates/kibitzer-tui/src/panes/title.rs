//! A pane's title fitted to its border: cut with `…` when the pane is too narrow for it,
//! rather than cut off at the corner with no sign that something is missing.

/// `title` as it fits the top border of a pane `width` columns wide (the corners take two):
/// whole when it fits, else cut and ended with `… ` (a title's own leading and trailing
/// spaces kept as its frame).
pub fn fitted(title: &str, width: u16) -> String {
    let room = usize::from(width.saturating_sub(2));
    if title.chars().count() <= room {
        return title.to_owned();
    }
    // Keep room for `… `: the cut text, the ellipsis and the closing space.
    let mut cut: String = title.chars().take(room.saturating_sub(2)).collect();
    let trimmed = cut.trim_end().len();
    cut.truncate(trimmed);
    cut.push_str("… ");
    cut
}

#[cfg(test)]
mod tests {
    use super::fitted;

    #[test]
    fn a_title_that_does_not_fit_ends_in_an_ellipsis() {
        assert_eq!(fitted(" Moves ", 20), " Moves ");
        assert_eq!(
            fitted(" Moves: C55 Italian Game ", 27),
            " Moves: C55 Italian Game "
        );
        let cut = fitted(" Moves: C55 Italian Game: Two Knights ", 20);
        assert_eq!(cut, " Moves: C55 Ital… ");
        assert_eq!(cut.chars().count(), 18);
        assert_eq!(fitted(" Board ", 2), "… ");
    }
}
