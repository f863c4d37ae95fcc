//! [`Key`]: a key as the keymap knows it (a key code, Ctrl and Alt; Shift is in the
//! character), its name in a keymap (`"ctrl-z"`, `"A"`, `"pageup"`) and its label on screen.

use std::fmt::Write as _;

use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

/// A key with its modifiers. Shift is not a modifier here: it is in the character (`A`) or
/// the key (`backtab`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Key {
    /// The key.
    pub code: KeyCode,
    /// Ctrl held.
    pub ctrl: bool,
    /// Alt held.
    pub alt: bool,
}

/// The named keys: keymap name, key, screen label.
const NAMED: [(&str, KeyCode, &str); 16] = [
    ("space", KeyCode::Char(' '), "Space"),
    ("enter", KeyCode::Enter, "Enter"),
    ("esc", KeyCode::Esc, "Esc"),
    ("tab", KeyCode::Tab, "Tab"),
    ("backtab", KeyCode::BackTab, "Shift-Tab"),
    ("up", KeyCode::Up, "Up"),
    ("down", KeyCode::Down, "Down"),
    ("left", KeyCode::Left, "Left"),
    ("right", KeyCode::Right, "Right"),
    ("pageup", KeyCode::PageUp, "PgUp"),
    ("pagedown", KeyCode::PageDown, "PgDn"),
    ("home", KeyCode::Home, "Home"),
    ("end", KeyCode::End, "End"),
    ("delete", KeyCode::Delete, "Delete"),
    ("backspace", KeyCode::Backspace, "Backspace"),
    ("insert", KeyCode::Insert, "Insert"),
];

/// Other spellings of named keys.
const ALIASES: [(&str, &str); 6] = [
    ("escape", "esc"),
    ("return", "enter"),
    ("pgup", "pageup"),
    ("pgdn", "pagedown"),
    ("del", "delete"),
    ("shift-tab", "backtab"),
];

impl Key {
    /// A key without modifiers.
    pub const fn plain(code: KeyCode) -> Key {
        Key {
            code,
            ctrl: false,
            alt: false,
        }
    }

    /// The key of a terminal key event (Shift dropped; Ctrl with a letter is the lower-case
    /// letter, as terminals send it).
    pub fn from_event(event: KeyEvent) -> Key {
        let ctrl = event.modifiers.contains(KeyModifiers::CONTROL);
        let code = match event.code {
            KeyCode::Char(c) if ctrl => KeyCode::Char(c.to_ascii_lowercase()),
            code => code,
        };
        Key {
            code,
            ctrl,
            alt: event.modifiers.contains(KeyModifiers::ALT),
        }
    }

    /// The key a keymap names: one character (`"a"`, `"A"`, `"?"`), a named key (`"space"`,
    /// `"enter"`, `"esc"`, `"tab"`, `"backtab"`, `"up"`, `"pageup"`, `"home"`, `"delete"`,
    /// `"backspace"`, ...), `"F1"` to `"F24"`, after `"ctrl-"` and / or `"alt-"`. Named keys
    /// and modifiers are read in any case; None for anything else.
    pub fn parse(name: &str) -> Option<Key> {
        let mut rest = name;
        let (mut ctrl, mut alt) = (false, false);
        loop {
            let lower = rest.to_ascii_lowercase();
            if rest.chars().count() > 1 && lower.starts_with("ctrl-") && !ctrl {
                ctrl = true;
                rest = &rest[5..];
            } else if rest.chars().count() > 1 && lower.starts_with("alt-") && !alt {
                alt = true;
                rest = &rest[4..];
            } else {
                break;
            }
        }
        let code = Key::code(rest)?;
        let code = match code {
            KeyCode::Char(c) if ctrl => KeyCode::Char(c.to_ascii_lowercase()),
            code => code,
        };
        Some(Key { code, ctrl, alt })
    }

    /// The key of a name without modifiers.
    fn code(name: &str) -> Option<KeyCode> {
        let mut chars = name.chars();
        if let (Some(c), None) = (chars.next(), chars.next()) {
            return (!c.is_control()).then_some(KeyCode::Char(c));
        }
        let lower = name.to_ascii_lowercase();
        let lower = ALIASES
            .iter()
            .find(|(alias, _)| *alias == lower)
            .map_or(lower.as_str(), |(_, name)| name);
        if let Some((_, code, _)) = NAMED.iter().find(|(n, _, _)| *n == lower) {
            return Some(*code);
        }
        let number: u8 = lower.strip_prefix('f')?.parse().ok()?;
        (1..=24).contains(&number).then_some(KeyCode::F(number))
    }

    /// Its label on screen: `Ctrl-Z`, `Alt-x`, `Space`, `PgUp`, `F1`, `A`.
    pub fn label(self) -> String {
        let mut label = String::new();
        if self.ctrl {
            label.push_str("Ctrl-");
        }
        if self.alt {
            label.push_str("Alt-");
        }
        match self.code {
            KeyCode::Char(c) if self.ctrl => label.push(c.to_ascii_uppercase()),
            KeyCode::F(n) => {
                let _ = write!(label, "F{n}");
            }
            code => match NAMED.iter().find(|(_, named, _)| *named == code) {
                Some((_, _, text)) => label.push_str(text),
                None => match code {
                    KeyCode::Char(c) => label.push(c),
                    other => {
                        let _ = write!(label, "{other:?}");
                    }
                },
            },
        }
        label
    }
}

#[cfg(test)]
mod tests {
    use super::Key;
    use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

    #[test]
    fn names_parse_to_keys() {
        let cases = [
            ("a", Key::plain(KeyCode::Char('a'))),
            ("A", Key::plain(KeyCode::Char('A'))),
            ("?", Key::plain(KeyCode::Char('?'))),
            ("-", Key::plain(KeyCode::Char('-'))),
            ("space", Key::plain(KeyCode::Char(' '))),
            ("Enter", Key::plain(KeyCode::Enter)),
            ("esc", Key::plain(KeyCode::Esc)),
            ("tab", Key::plain(KeyCode::Tab)),
            ("backtab", Key::plain(KeyCode::BackTab)),
            ("shift-tab", Key::plain(KeyCode::BackTab)),
            ("up", Key::plain(KeyCode::Up)),
            ("pageup", Key::plain(KeyCode::PageUp)),
            ("home", Key::plain(KeyCode::Home)),
            ("delete", Key::plain(KeyCode::Delete)),
            ("backspace", Key::plain(KeyCode::Backspace)),
            ("F5", Key::plain(KeyCode::F(5))),
        ];
        for (name, key) in cases {
            assert_eq!(Key::parse(name), Some(key), "{name}");
        }
        let ctrl_z = Key::parse("ctrl-z").unwrap();
        assert_eq!(
            (ctrl_z.code, ctrl_z.ctrl, ctrl_z.alt),
            (KeyCode::Char('z'), true, false)
        );
        assert_eq!(Key::parse("Ctrl-Z"), Some(ctrl_z));
        let alt_x = Key::parse("alt-x").unwrap();
        assert_eq!(
            (alt_x.code, alt_x.ctrl, alt_x.alt),
            (KeyCode::Char('x'), false, true)
        );
        let ctrl_minus = Key::parse("ctrl--").unwrap();
        assert_eq!(
            (ctrl_minus.code, ctrl_minus.ctrl),
            (KeyCode::Char('-'), true)
        );
    }

    #[test]
    fn bad_names_are_refused() {
        for name in [
            "", "ctrl-", "F0", "F25", "pagedn2", "ctrl-foo", "hyper-x", "\u{7}",
        ] {
            assert_eq!(Key::parse(name), None, "{name:?}");
        }
    }

    #[test]
    fn events_match_their_names_and_labels_read_back() {
        let event = KeyEvent::new(
            KeyCode::Char('Z'),
            KeyModifiers::CONTROL | KeyModifiers::SHIFT,
        );
        assert_eq!(Key::from_event(event), Key::parse("ctrl-z").unwrap());
        let event = KeyEvent::new(KeyCode::Char('A'), KeyModifiers::SHIFT);
        assert_eq!(Key::from_event(event), Key::parse("A").unwrap());
        let event = KeyEvent::new(KeyCode::BackTab, KeyModifiers::SHIFT);
        assert_eq!(Key::from_event(event), Key::parse("backtab").unwrap());
        for name in ["ctrl-z", "alt-x", "space", "pageup", "F1", "A", "backtab"] {
            let key = Key::parse(name).unwrap();
            assert_eq!(Key::parse(&key.label()), Some(key), "{name}");
        }
        assert_eq!(Key::parse("ctrl-z").unwrap().label(), "Ctrl-Z");
    }
}
