//! The switch table's machinery: `search_options!` turns one row per switch (its
//! [`SearchOptions`] field, its [`Switch`] variant, its name on the command line
//! (`--without`, `--with`), its UCI check option, its default and a one-line doc) into the
//! options struct, its defaults, the enum, the names and a markdown table of the switches, so
//! the command line, the UCI server and the documentation share one vocabulary. The table
//! itself is in `options`.

use crate::search::setup::options::SearchOptions;

/// Generates [`SearchOptions`] (its switches, then its other parameters), its `Default`, the
/// [`Switch`] enum with its names, UCI option names, defaults and one-line docs, and the
/// accessors by switch. Each switch row reads
/// `field: Variant, "cli-name", "UCI Name", default, "one-line doc";` after its field docs;
/// each parameter row `field: Type = default;` after its docs.
macro_rules! search_options {
    (
        switches {
            $(
                $(#[doc = $long:literal])*
                $field:ident: $variant:ident, $cli:literal, $uci:literal, $default:literal, $short:literal;
            )*
        }
        parameters {
            $(
                $(#[doc = $pdoc:literal])*
                $pfield:ident: $pty:ty = $pdefault:expr;
            )*
        }
    ) => {
        /// Switches and parameters of the search. Every pruning, reduction and extension can be
        /// turned off, so a person can see what it does.
        #[derive(Clone, Debug, PartialEq, Eq)]
        pub struct SearchOptions {
            $( $(#[doc = $long])* pub $field: bool, )*
            $( $(#[doc = $pdoc])* pub $pfield: $pty, )*
        }

        impl Default for SearchOptions {
            /// Every switch at its default in the switch table (see [`Switch::default_on`] and
            /// [`Switch::markdown_table`]), with the spec's guard defaults (M = 0, `D_tip` = 1,
            /// `R_guard` = 1).
            fn default() -> SearchOptions {
                SearchOptions {
                    $( $field: $default, )*
                    $( $pfield: $pdefault, )*
                }
            }
        }

        /// One feature of the search that can be turned on or off.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum Switch {
            $(
                #[doc = concat!("[`SearchOptions::", stringify!($field), "`]: ", $short, ".")]
                $variant,
            )*
        }

        impl Switch {
            /// How many switches there are.
            pub const COUNT: usize = [$($cli),*].len();

            /// Every switch, in the order the help lists them.
            pub const ALL: [Switch; Switch::COUNT] = [$(Switch::$variant),*];

            /// The names `--without` and `--with` take, in the order of [`Switch::ALL`].
            pub const NAMES: [&'static str; Switch::COUNT] = [$($cli),*];

            /// The name `--without` takes.
            pub const fn name(self) -> &'static str {
                match self {
                    $( Switch::$variant => $cli, )*
                }
            }

            /// The name of the switch's UCI check option.
            pub const fn uci_name(self) -> &'static str {
                match self {
                    $( Switch::$variant => $uci, )*
                }
            }

            /// Whether the switch is on in [`SearchOptions::default`].
            pub const fn default_on(self) -> bool {
                match self {
                    $( Switch::$variant => $default, )*
                }
            }

            /// What the switch turns on, in one line.
            pub const fn doc(self) -> &'static str {
                match self {
                    $( Switch::$variant => $short, )*
                }
            }
        }

        impl SearchOptions {
            /// The flag of `switch`.
            pub(in crate::search) fn flag(&mut self, switch: Switch) -> &mut bool {
                match switch {
                    $( Switch::$variant => &mut self.$field, )*
                }
            }

            /// Whether `switch` is on.
            pub fn is_on(&self, switch: Switch) -> bool {
                match switch {
                    $( Switch::$variant => self.$field, )*
                }
            }
        }
    };
}

pub(in crate::search) use search_options;

pub use crate::search::setup::options::Switch;

/// The header and separator of the markdown table of the switches.
const TABLE_HEAD: &str =
    "| switch (`--without`, `--with`) | UCI option | default | what it does |\n|---|---|---|---|";

impl Switch {
    /// The switch called `name` (as `--without` spells it).
    pub fn from_name(name: &str) -> Option<Switch> {
        Switch::ALL.into_iter().find(|s| s.name() == name)
    }

    /// The switch whose UCI option is called `name`, without regard to case.
    pub fn from_uci_name(name: &str) -> Option<Switch> {
        Switch::ALL
            .into_iter()
            .find(|s| s.uci_name().eq_ignore_ascii_case(name))
    }

    /// The row of the switch in [`Switch::markdown_table`].
    pub fn markdown_row(self) -> String {
        let default = if self.default_on() { "on" } else { "off" };
        format!(
            "| `{}` | `{}` | {default} | {} |",
            self.name(),
            self.uci_name(),
            self.doc()
        )
    }

    /// The markdown table of every switch, as the documentation shows it: header, separator
    /// and one row per switch in the order of [`Switch::ALL`], lines ending in `\n`.
    pub fn markdown_table() -> String {
        let mut table = format!("{TABLE_HEAD}\n");
        for switch in Switch::ALL {
            table.push_str(&switch.markdown_row());
            table.push('\n');
        }
        table
    }

    /// The `--without` help: every name, comma-separated.
    pub fn without_help() -> String {
        format!(
            "Turn features off, comma-separated: {}",
            Switch::NAMES.join(", ")
        )
    }
}

impl SearchOptions {
    /// Turns `switch` on or off.
    pub fn set(&mut self, switch: Switch, on: bool) {
        *self.flag(switch) = on;
    }
}

#[cfg(test)]
mod tests {
    use super::Switch;
    use crate::search::SearchOptions;

    #[test]
    fn every_switch_turns_off_its_own_flag_only() {
        for switch in Switch::ALL {
            let mut options = SearchOptions::default();
            for s in Switch::ALL {
                options.set(s, true);
            }
            options.set(switch, false);
            assert!(!options.is_on(switch));
            let others_on = Switch::ALL
                .into_iter()
                .filter(|&s| s != switch)
                .all(|s| options.is_on(s));
            assert!(others_on, "{switch:?} changed another flag");
            assert_eq!(Switch::from_name(switch.name()), Some(switch));
            assert_eq!(Switch::from_uci_name(switch.uci_name()), Some(switch));
        }
    }

    #[test]
    fn the_defaults_are_the_tables() {
        let options = SearchOptions::default();
        for switch in Switch::ALL {
            assert_eq!(options.is_on(switch), switch.default_on(), "{switch:?}");
        }
    }

    #[test]
    fn the_markdown_table_has_a_row_per_switch_without_stray_bars() {
        let table = Switch::markdown_table();
        assert_eq!(table.lines().count(), 2 + Switch::COUNT);
        for line in table.lines().skip(2) {
            assert_eq!(line.matches(" | ").count(), 3, "{line}");
        }
    }
}
