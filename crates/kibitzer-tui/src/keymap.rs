//! [`Keymap`]: the keys of every mode, made from the modes' tables (see [`super::mode`]) and
//! changed by a user's overrides. Dispatch, the help screen and the status-bar hints all read
//! it, so an override changes all three.

mod key;
mod keymap_error;

use std::collections::{BTreeMap, HashMap};

pub use key::Key;
pub use keymap_error::KeymapError;

use super::mode::{
    Action, BestFirstAction, BoardAction, BoardEditorAction, CommandAction, CommentAction,
    CompareAction, ExplorerAction, GameListAction, GlyphAction, HelpAction, LearnAction, Mode,
    ModeAction, MoveBoxAction, PromotionAction, TreeAction,
};

/// A user's keymap as the config file gives it: mode name → action name → key names.
pub type RawKeymap = BTreeMap<String, BTreeMap<String, Vec<String>>>;

/// The keys of one mode's actions, in the order of its table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ModeKeys<A: 'static> {
    bindings: Vec<(A, Vec<Key>)>,
}

impl<A: ModeAction> ModeKeys<A> {
    /// The table's default keys.
    fn defaults() -> ModeKeys<A> {
        ModeKeys {
            bindings: A::TABLE
                .iter()
                .map(|b| {
                    (
                        b.action,
                        b.keys.iter().filter_map(|k| Key::parse(k)).collect(),
                    )
                })
                .collect(),
        }
    }

    /// The action bound to `key`.
    pub fn action(&self, key: Key) -> Option<A> {
        self.bindings
            .iter()
            .find(|(_, keys)| keys.contains(&key))
            .map(|(action, _)| *action)
    }

    /// The keys bound to `action` (none: it has no key).
    pub fn keys(&self, action: A) -> &[Key] {
        self.bindings
            .iter()
            .find(|(a, _)| *a == action)
            .map_or(&[], |(_, keys)| keys.as_slice())
    }

    /// The labels of `action`'s keys, joined by `separator`.
    pub fn labels(&self, action: A, separator: &str) -> String {
        self.keys(action)
            .iter()
            .map(|k| k.label())
            .collect::<Vec<_>>()
            .join(separator)
    }

    /// Binds `action` to exactly `keys`, taking them from the actions that had them.
    fn rebind(&mut self, action: A, keys: &[Key]) {
        for (a, bound) in &mut self.bindings {
            if *a == action {
                *bound = keys.to_vec();
            } else {
                bound.retain(|k| !keys.contains(k));
            }
        }
    }

    /// Applies one mode's overrides (action name → key names).
    fn apply(&mut self, overrides: &BTreeMap<String, Vec<String>>) -> Result<(), KeymapError> {
        let mode = A::MODE.name();
        let mut claimed: HashMap<Key, &str> = HashMap::new();
        let mut parsed = Vec::new();
        for (name, names) in overrides {
            let action = A::TABLE
                .iter()
                .find(|b| b.name == name)
                .ok_or_else(|| KeymapError::UnknownAction {
                    mode: mode.to_owned(),
                    action: name.clone(),
                })?
                .action;
            let mut keys = Vec::new();
            for key_name in names {
                let key = Key::parse(key_name).ok_or_else(|| KeymapError::BadKey {
                    mode: mode.to_owned(),
                    action: name.clone(),
                    key: key_name.clone(),
                })?;
                if let Some(first) = claimed.insert(key, name) {
                    return Err(KeymapError::KeyTwice {
                        mode: mode.to_owned(),
                        key: key_name.clone(),
                        first: first.to_owned(),
                        second: name.clone(),
                    });
                }
                keys.push(key);
            }
            parsed.push((action, keys));
        }
        for (action, keys) in parsed {
            self.rebind(action, &keys);
        }
        Ok(())
    }

    /// The help lines of the mode: each bound action's keys and description.
    fn help(&self) -> Vec<(String, &'static str)> {
        A::TABLE
            .iter()
            .filter(|b| !self.keys(b.action).is_empty())
            .map(|b| (self.labels(b.action, ", "), b.description))
            .collect()
    }

    /// The status-bar hints of the mode: each hinted action's first key and word.
    pub fn hints(&self) -> Vec<String> {
        A::TABLE
            .iter()
            .filter_map(|b| {
                let key = self.keys(b.action).first()?;
                Some(format!("{} {}", key.label(), b.hint?))
            })
            .collect()
    }
}

/// The keys of every mode.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Keymap {
    /// The board's keys.
    pub board: ModeKeys<BoardAction>,
    /// The command line's keys.
    pub command_line: ModeKeys<CommandAction>,
    /// The move box's keys.
    pub move_box: ModeKeys<MoveBoxAction>,
    /// The game list's keys.
    pub game_list: ModeKeys<GameListAction>,
    /// The help's keys.
    pub help: ModeKeys<HelpAction>,
    /// The search tree explorer's keys.
    pub tree: ModeKeys<TreeAction>,
    /// Best-first mode's keys.
    pub best_first: ModeKeys<BestFirstAction>,
    /// The Compare pane's keys.
    pub compare: ModeKeys<CompareAction>,
    /// The promotion picker's keys.
    pub promotion: ModeKeys<PromotionAction>,
    /// The keys while learning from mistakes.
    pub learn: ModeKeys<LearnAction>,
    /// The comment editor's keys.
    pub comment: ModeKeys<CommentAction>,
    /// The glyph picker's keys.
    pub glyphs: ModeKeys<GlyphAction>,
    /// The board editor's keys.
    pub board_editor: ModeKeys<BoardEditorAction>,
    /// The Explorer pane's keys.
    pub explorer: ModeKeys<ExplorerAction>,
}

impl Default for Keymap {
    fn default() -> Keymap {
        Keymap {
            board: ModeKeys::defaults(),
            command_line: ModeKeys::defaults(),
            move_box: ModeKeys::defaults(),
            game_list: ModeKeys::defaults(),
            help: ModeKeys::defaults(),
            tree: ModeKeys::defaults(),
            best_first: ModeKeys::defaults(),
            compare: ModeKeys::defaults(),
            promotion: ModeKeys::defaults(),
            learn: ModeKeys::defaults(),
            comment: ModeKeys::defaults(),
            glyphs: ModeKeys::defaults(),
            board_editor: ModeKeys::defaults(),
            explorer: ModeKeys::defaults(),
        }
    }
}

impl Keymap {
    /// The defaults with `raw`'s overrides: each listed action gets exactly the listed keys
    /// (its defaults only if listed again), and a listed key leaves the action that had it.
    /// Any bad mode, action or key name is an error and nothing is changed.
    pub fn with_overrides(raw: &RawKeymap) -> Result<Keymap, KeymapError> {
        let mut keymap = Keymap::default();
        keymap.apply(raw)?;
        Ok(keymap)
    }

    /// Applies `raw`'s overrides (see [`Keymap::with_overrides`]); on an error `self` is
    /// unchanged.
    pub fn apply(&mut self, raw: &RawKeymap) -> Result<(), KeymapError> {
        let mut next = self.clone();
        for (mode_name, overrides) in raw {
            let mode = Mode::named(mode_name).ok_or_else(|| KeymapError::UnknownMode {
                mode: mode_name.clone(),
            })?;
            match mode {
                Mode::Board => next.board.apply(overrides),
                Mode::CommandLine => next.command_line.apply(overrides),
                Mode::MoveBox => next.move_box.apply(overrides),
                Mode::GameList => next.game_list.apply(overrides),
                Mode::Help => next.help.apply(overrides),
                Mode::Tree => next.tree.apply(overrides),
                Mode::BestFirst => next.best_first.apply(overrides),
                Mode::Compare => next.compare.apply(overrides),
                Mode::Promotion => next.promotion.apply(overrides),
                Mode::Learn => next.learn.apply(overrides),
                Mode::Comment => next.comment.apply(overrides),
                Mode::Glyphs => next.glyphs.apply(overrides),
                Mode::BoardEditor => next.board_editor.apply(overrides),
                Mode::Explorer => next.explorer.apply(overrides),
            }?;
        }
        *self = next;
        Ok(())
    }

    /// What `key` does in `mode`, if it is bound there.
    pub fn action(&self, mode: Mode, key: Key) -> Option<Action> {
        match mode {
            Mode::Board => self.board.action(key).map(ModeAction::in_mode),
            Mode::CommandLine => self.command_line.action(key).map(ModeAction::in_mode),
            Mode::MoveBox => self.move_box.action(key).map(ModeAction::in_mode),
            Mode::GameList => self.game_list.action(key).map(ModeAction::in_mode),
            Mode::Help => self.help.action(key).map(ModeAction::in_mode),
            Mode::Tree => self.tree.action(key).map(ModeAction::in_mode),
            Mode::BestFirst => self.best_first.action(key).map(ModeAction::in_mode),
            Mode::Compare => self.compare.action(key).map(ModeAction::in_mode),
            Mode::Promotion => self.promotion.action(key).map(ModeAction::in_mode),
            Mode::Learn => self.learn.action(key).map(ModeAction::in_mode),
            Mode::Comment => self.comment.action(key).map(ModeAction::in_mode),
            Mode::Glyphs => self.glyphs.action(key).map(ModeAction::in_mode),
            Mode::BoardEditor => self.board_editor.action(key).map(ModeAction::in_mode),
            Mode::Explorer => self.explorer.action(key).map(ModeAction::in_mode),
        }
    }

    /// The help lines of `mode`: keys and description per bound action.
    pub fn help(&self, mode: Mode) -> Vec<(String, &'static str)> {
        match mode {
            Mode::Board => self.board.help(),
            Mode::CommandLine => self.command_line.help(),
            Mode::MoveBox => self.move_box.help(),
            Mode::GameList => self.game_list.help(),
            Mode::Help => self.help.help(),
            Mode::Tree => self.tree.help(),
            Mode::BestFirst => self.best_first.help(),
            Mode::Compare => self.compare.help(),
            Mode::Promotion => self.promotion.help(),
            Mode::Learn => self.learn.help(),
            Mode::Comment => self.comment.help(),
            Mode::Glyphs => self.glyphs.help(),
            Mode::BoardEditor => self.board_editor.help(),
            Mode::Explorer => self.explorer.help(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{Keymap, ModeKeys, RawKeymap};
    use crate::mode::{
        BestFirstAction, BoardAction, BoardEditorAction, CommandAction, CommentAction,
        CompareAction, GameListAction, GlyphAction, HelpAction, ModeAction, MoveBoxAction,
        PromotionAction, TreeAction,
    };

    fn every_default_parses<A: ModeAction>() {
        let keys = ModeKeys::<A>::defaults();
        let mut names = std::collections::BTreeSet::new();
        for binding in A::TABLE {
            assert_eq!(
                keys.keys(binding.action).len(),
                binding.keys.len(),
                "{}",
                binding.name
            );
            assert!(names.insert(binding.name), "{} twice", binding.name);
            assert!(
                binding
                    .name
                    .chars()
                    .all(|c| c.is_ascii_lowercase() || c == '_'),
                "{} is not snake_case",
                binding.name
            );
        }
        // No key is bound twice in a mode.
        let all: Vec<_> = A::TABLE.iter().flat_map(|b| keys.keys(b.action)).collect();
        let distinct: std::collections::HashSet<_> = all.iter().collect();
        assert_eq!(all.len(), distinct.len(), "{:?} binds a key twice", A::MODE);
    }

    #[test]
    fn every_table_parses_with_unique_snake_case_names_and_keys() {
        every_default_parses::<BoardAction>();
        every_default_parses::<CommandAction>();
        every_default_parses::<MoveBoxAction>();
        every_default_parses::<GameListAction>();
        every_default_parses::<HelpAction>();
        every_default_parses::<TreeAction>();
        every_default_parses::<BestFirstAction>();
        every_default_parses::<CompareAction>();
        every_default_parses::<PromotionAction>();
        every_default_parses::<CommentAction>();
        every_default_parses::<GlyphAction>();
        every_default_parses::<BoardEditorAction>();
        every_default_parses::<crate::mode::ExplorerAction>();
    }

    /// The table of modes of `docs/workstation.md` lists each mode's actions with their default
    /// keys.
    fn readme_lists<A: ModeAction>(readme: &str) {
        let row = readme
            .lines()
            .find(|l| l.starts_with(&format!("| `{}` |", A::MODE.name())))
            .unwrap_or_else(|| panic!("no docs/workstation.md row for {:?}", A::MODE));
        let listed: Vec<String> = A::TABLE
            .iter()
            .map(|b| format!("`{}` ({})", b.name, b.keys.join(", ")))
            .collect();
        let expected = format!("| `{}` | {} |", A::MODE.name(), listed.join(", "));
        assert_eq!(row, expected);
    }

    #[test]
    fn the_readme_lists_every_action_and_its_default_keys() {
        let readme = include_str!("../../../docs/workstation.md");
        readme_lists::<BoardAction>(readme);
        readme_lists::<CommandAction>(readme);
        readme_lists::<MoveBoxAction>(readme);
        readme_lists::<GameListAction>(readme);
        readme_lists::<HelpAction>(readme);
        readme_lists::<TreeAction>(readme);
        readme_lists::<BestFirstAction>(readme);
        readme_lists::<CompareAction>(readme);
        readme_lists::<PromotionAction>(readme);
        readme_lists::<CommentAction>(readme);
        readme_lists::<GlyphAction>(readme);
        readme_lists::<BoardEditorAction>(readme);
        readme_lists::<crate::mode::ExplorerAction>(readme);
    }

    #[test]
    fn an_empty_override_changes_nothing() {
        assert_eq!(
            Keymap::with_overrides(&RawKeymap::new()),
            Ok(Keymap::default())
        );
    }
}
