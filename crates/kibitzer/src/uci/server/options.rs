//! The engine's UCI options: their declarations for `uci`, their values, and `setoption`.
//! Names are matched without regard to case, as Stockfish does.

use std::time::Duration;

use crate::search::{MAX_HASH_MB, MAX_THREADS, SearchOptions, Switch};
use crate::tablebase::Tablebases;

/// The values of every option.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EngineOptions {
    /// The search's switches and its table size (`Hash`).
    pub search: SearchOptions,
    /// `MultiPV`.
    pub multipv: usize,
    /// `Move Overhead`.
    pub move_overhead: Duration,
    /// `UCI_AnalyseMode` (accepted; the search is the same either way).
    pub analyse_mode: bool,
    /// `Ponder` (accepted; the GUI decides whether to send `go ponder`).
    pub ponder: bool,
}

/// The default `Move Overhead` in milliseconds.
pub const DEFAULT_MOVE_OVERHEAD_MS: u64 = 30;
/// The most lines `MultiPV` takes (what the search supports).
pub use crate::search::MAX_MULTIPV;

impl Default for EngineOptions {
    fn default() -> EngineOptions {
        EngineOptions {
            search: SearchOptions::default(),
            multipv: 1,
            move_overhead: Duration::from_millis(DEFAULT_MOVE_OVERHEAD_MS),
            analyse_mode: false,
            ponder: false,
        }
    }
}

/// One `setoption`, understood.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Setting {
    /// A new table of this many MB.
    Hash(usize),
    /// Empty the table.
    ClearHash,
    /// Threads searching together.
    Threads(usize),
    /// Lines to search.
    MultiPv(usize),
    /// Time lost per move outside the engine.
    MoveOverhead(Duration),
    /// `UCI_AnalyseMode`.
    AnalyseMode(bool),
    /// `Ponder`.
    Ponder(bool),
    /// A search switch on or off.
    Switch(Switch, bool),
    /// `SyzygyPath`: the tables loaded from it, or none (`<empty>`).
    Tablebases(Option<Tablebases>),
}

impl EngineOptions {
    /// The `option ...` lines of the `uci` answer.
    pub fn declarations(&self) -> Vec<String> {
        let defaults = EngineOptions::default();
        let mut lines = vec![
            format!(
                "option name Hash type spin default {} min 1 max {MAX_HASH_MB}",
                defaults.search.hash_mb
            ),
            "option name Clear Hash type button".to_owned(),
            format!(
                "option name Threads type spin default {} min 1 max {MAX_THREADS}",
                defaults.search.threads
            ),
            format!("option name MultiPV type spin default 1 min 1 max {MAX_MULTIPV}"),
            format!(
                "option name Move Overhead type spin default {DEFAULT_MOVE_OVERHEAD_MS} min 0 max 5000"
            ),
            "option name Ponder type check default false".to_owned(),
            "option name UCI_AnalyseMode type check default false".to_owned(),
            "option name SyzygyPath type string default <empty>".to_owned(),
        ];
        for switch in Switch::ALL {
            lines.push(format!(
                "option name {} type check default {}",
                switch.uci_name(),
                defaults.search.is_on(switch)
            ));
        }
        lines
    }

    /// Applies `setting` (the table itself is resized or cleared by the caller).
    pub fn apply(&mut self, setting: Setting) {
        match setting {
            Setting::Hash(mb) => self.search.hash_mb = mb,
            Setting::Threads(n) => self.search.threads = n,
            Setting::ClearHash => {}
            Setting::MultiPv(n) => self.multipv = n,
            Setting::MoveOverhead(d) => self.move_overhead = d,
            Setting::AnalyseMode(on) => self.analyse_mode = on,
            Setting::Ponder(on) => self.ponder = on,
            Setting::Switch(switch, on) => self.search.set(switch, on),
            Setting::Tablebases(tables) => self.search.tablebases = tables,
        }
    }
}

/// Understands `setoption name <name> value <value>`.
pub fn parse_setting(name: &str, value: Option<&str>) -> Result<Setting, String> {
    let key = name.to_ascii_lowercase();
    let setting = match key.as_str() {
        "hash" => Setting::Hash(spin(name, value, 1, MAX_HASH_MB)?),
        "clear hash" => Setting::ClearHash,
        "threads" => Setting::Threads(spin(name, value, 1, MAX_THREADS)?),
        "multipv" => Setting::MultiPv(spin(name, value, 1, MAX_MULTIPV)?),
        "move overhead" => {
            Setting::MoveOverhead(Duration::from_millis(spin(name, value, 0, 5000)? as u64))
        }
        "uci_analysemode" => Setting::AnalyseMode(check(name, value)?),
        "ponder" => Setting::Ponder(check(name, value)?),
        "syzygypath" => Setting::Tablebases(tablebases(value)?),
        _ => {
            let switch = Switch::from_uci_name(name)
                .ok_or_else(|| format!("no such option: {}", super::command::shorten(name)))?;
            Setting::Switch(switch, check(name, value)?)
        }
    };
    Ok(setting)
}

/// The tables of a `SyzygyPath` value (none for `<empty>` or nothing).
fn tablebases(value: Option<&str>) -> Result<Option<Tablebases>, String> {
    match value.map(str::trim) {
        None | Some("" | "<empty>") => Ok(None),
        Some(paths) => Tablebases::open(paths.as_ref())
            .map(Some)
            .map_err(|e| e.to_string()),
    }
}

fn spin(name: &str, value: Option<&str>, min: usize, max: usize) -> Result<usize, String> {
    match value.map(str::parse::<usize>) {
        Some(Ok(n)) if (min..=max).contains(&n) => Ok(n),
        _ => Err(format!(
            "{name} takes a whole number from {min} to {max}, not {}",
            super::command::shorten(value.unwrap_or("nothing"))
        )),
    }
}

fn check(name: &str, value: Option<&str>) -> Result<bool, String> {
    match value.map(str::to_ascii_lowercase).as_deref() {
        Some("true") => Ok(true),
        Some("false") => Ok(false),
        _ => Err(format!(
            "{name} takes true or false, not {}",
            super::command::shorten(value.unwrap_or("nothing"))
        )),
    }
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::{EngineOptions, Setting, parse_setting};
    use crate::search::Switch;
    use crate::tablebase::Tablebases;

    #[test]
    fn every_switch_has_a_check_option_declared_with_its_default() {
        let lines = EngineOptions::default().declarations();
        assert!(lines.contains(&"option name Null Move type check default true".to_owned()));
        assert_eq!(lines.len(), 8 + Switch::ALL.len());
        for switch in Switch::ALL {
            let name = switch.uci_name();
            assert_eq!(
                parse_setting(&name.to_uppercase(), Some("False")),
                Ok(Setting::Switch(switch, false))
            );
        }
    }

    #[test]
    fn parses_and_applies_settings() {
        let mut options = EngineOptions::default();
        options.apply(parse_setting("multipv", Some("3")).unwrap());
        options.apply(parse_setting("Move Overhead", Some("100")).unwrap());
        options.apply(parse_setting("Futility Pruning", Some("false")).unwrap());
        assert_eq!(options.multipv, 3);
        assert_eq!(options.move_overhead, Duration::from_millis(100));
        assert!(!options.search.futility_pruning);
        assert_eq!(parse_setting("Hash", Some("16")), Ok(Setting::Hash(16)));
        options.apply(parse_setting("threads", Some("2")).unwrap());
        assert_eq!(options.search.threads, 2);
    }

    #[test]
    fn rejects_bad_values_and_unknown_names() {
        assert!(parse_setting("Hash", Some("0")).is_err());
        assert!(parse_setting("Hash", Some("lots")).is_err());
        assert!(parse_setting("Threads", Some("0")).is_err());
        assert!(parse_setting("Threads", Some("257")).is_err());
        assert!(parse_setting("MultiPV", Some("9")).is_err());
        assert!(parse_setting("Ponder", Some("maybe")).is_err());
        assert!(parse_setting("Null Move", None).is_err());
        assert!(parse_setting("Contempt", Some("0")).is_err());
    }

    #[test]
    fn syzygy_path_loads_tables_or_says_why_not() {
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../../tests/data/syzygy");
        let mut options = EngineOptions::default();
        options.apply(parse_setting("SyzygyPath", Some(dir)).unwrap());
        assert_eq!(
            options.search.tablebases.as_ref().map(Tablebases::max_men),
            Some(4)
        );
        options.apply(parse_setting("syzygypath", Some("<empty>")).unwrap());
        assert_eq!(options.search.tablebases, None);
        let empty = concat!(env!("CARGO_MANIFEST_DIR"), "/../../tests/data/pgn");
        let error = parse_setting("SyzygyPath", Some(empty)).unwrap_err();
        assert!(error.starts_with("no syzygy tables"), "{error}");
    }
}
