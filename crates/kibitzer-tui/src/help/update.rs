//! The help's update: its keys and the wheel scroll it, within the lines that do not fit the
//! terminal. It changes only the help's own state (how far it is scrolled) and says whether
//! the help closed; the router closes the overlay.

use crate::mode::HelpAction;

/// Whether the help stays open after a key.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Closing {
    /// It stays open.
    Open,
    /// The key closed it.
    Closed,
}

/// A key while the help is open: scroll it (`scroll` lines down, at most `limit`; Page Up and
/// Page Down by `page`, the key lines the box shows) or close it.
pub(crate) fn key(scroll: &mut usize, action: HelpAction, limit: usize, page: usize) -> Closing {
    let page = page.max(1) as isize;
    match action {
        HelpAction::Close => return Closing::Closed,
        HelpAction::ScrollUp => scroll_by(scroll, -1, limit),
        HelpAction::ScrollDown => scroll_by(scroll, 1, limit),
        HelpAction::PageUp => scroll_by(scroll, -page, limit),
        HelpAction::PageDown => scroll_by(scroll, page, limit),
        HelpAction::Top => *scroll = 0,
        HelpAction::Bottom => *scroll = limit,
    }
    Closing::Open
}

/// Scrolls by `delta` lines, within `limit` (the lines that do not fit the terminal).
pub(crate) fn scroll_by(scroll: &mut usize, delta: isize, limit: usize) {
    *scroll = scroll.saturating_add_signed(delta).min(limit);
}
