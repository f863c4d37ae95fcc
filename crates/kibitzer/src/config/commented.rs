//! `kibitzer config`: a config as commented TOML, every key with what it does and its
//! default; unset optional keys and theme colours are commented out with the value in force.
//! The text parses back to the same config.

use std::fmt::Write as _;

use super::limits_config::{MAX_DEPTH, MAX_LINES, MAX_THREADS};
use super::{Config, DEFAULT_HASH_MB, DEFAULT_MIN_EVAL_DEPTH, Slot};
use crate::search::MAX_HASH_MB;

/// A TOML string value (quoted and escaped; one with a line break is a multi-line string).
fn quoted(text: &str) -> String {
    toml::Value::String(text.to_owned()).to_string()
}

/// A TOML key: a basic string on one line, control characters escaped (a key cannot be a
/// multi-line string, which [`quoted`] makes of a text with a line break).
fn key(text: &str) -> String {
    let mut out = String::from("\"");
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            c if c.is_control() => {
                let _ = write!(out, "\\u{:04X}", u32::from(c));
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// `config` as commented TOML.
pub fn commented_toml(config: &Config) -> String {
    let mut out = String::new();
    let _ = write_all(&mut out, config);
    out
}

fn write_all(out: &mut String, config: &Config) -> std::fmt::Result {
    writeln!(
        out,
        "# kibitzer configuration. Every key may be left out: it then takes the default named\n\
         # in its comment. Save this as ~/.config/kibitzer/config.toml (`kibitzer config --path`)."
    )?;
    writeln!(out)?;
    writeln!(
        out,
        "# Transposition table size in MB, 1 to {MAX_HASH_MB} (default {DEFAULT_HASH_MB}); \
         --hash and :hash override it."
    )?;
    writeln!(out, "hash = {}", config.hash)?;
    writeln!(
        out,
        "# Lines (MultiPV) the analysis shows, 1 to {MAX_LINES} (default 1); --lines and \
         :multipv override it."
    )?;
    writeln!(out, "lines = {}", config.lines)?;
    writeln!(
        out,
        "# Threads searching the analysis together, 1 to {MAX_THREADS} (default 1); \
         :threads changes it."
    )?;
    writeln!(out, "threads = {}", config.threads)?;
    writeln!(
        out,
        "# Board size: \"auto\" (as large as the terminal allows), \"small\" or \"large\" \
         (default\n\
         # \"auto\"); --board overrides it."
    )?;
    writeln!(out, "board = {}", quoted(config.board.name()))?;
    writeln!(
        out,
        "# Whether the status bar shows the search's own counters (pruned, reduced and \
         extended\n\
         # nodes), for engine authors (default false); :counters switches them."
    )?;
    writeln!(out, "status_counters = {}", config.status_counters)?;
    writeln!(
        out,
        "# The Moves pane: \"inline\" (the game as text, variations in parentheses) or \"table\"\n\
         # (two columns, each variation under its move); default \"inline\"; T switches it."
    )?;
    writeln!(out, "moves_layout = {}", quoted(config.moves_layout.name()))?;
    writeln!(out)?;
    writeln!(
        out,
        "# Limits of every analysis (default: none, the analysis runs until stopped);\n\
         # --depth, --movetime, :depth and :movetime override them."
    )?;
    writeln!(out, "[limits]")?;
    writeln!(out, "# Stop after this depth, 1 to {MAX_DEPTH}.")?;
    match config.limits.depth {
        Some(depth) => writeln!(out, "depth = {depth}")?,
        None => writeln!(out, "# depth = 20")?,
    }
    writeln!(out, "# Stop after this many milliseconds.")?;
    match config.limits.movetime {
        Some(ms) => writeln!(out, "movetime = {ms}")?,
        None => writeln!(out, "# movetime = 5000")?,
    }
    writeln!(out)?;
    writeln!(
        out,
        "# What :save writes of the analysis. A search that did not complete min_eval_depth\n\
         # (1 to {MAX_DEPTH}, default {DEFAULT_MIN_EVAL_DEPTH}) is not saved; ours never replaces \
         an [%eval] of a deeper search."
    )?;
    writeln!(out, "[save]")?;
    writeln!(out, "min_eval_depth = {}", config.save.min_eval_depth)?;
    writeln!(out)?;
    writeln!(
        out,
        "# Who judges the workstation's review (A) and comparisons (w): engine names an\n\
         # [[engine]] table below. Default: the first external engine running in the Engines\n\
         # pane, else kibitzer's own search."
    )?;
    writeln!(out, "[review]")?;
    match &config.review.engine {
        Some(name) => writeln!(out, "engine = {}", quoted(name))?,
        None => writeln!(out, "# engine = \"stockfish\"")?,
    }
    writeln!(out)?;
    writeln!(
        out,
        "# The games database of `kibitzer db` and the Explorer pane. Default: games.kdb in\n\
         # kibitzer's data directory ($XDG_DATA_HOME/kibitzer or ~/.local/share/kibitzer)."
    )?;
    writeln!(out, "[database]")?;
    match &config.database.path {
        Some(path) => writeln!(out, "path = {}", quoted(&path.display().to_string()))?,
        None => writeln!(out, "# path = \"~/chess/games.kdb\"")?,
    }
    writeln!(out)?;
    write_theme(out, config)?;
    writeln!(out)?;
    write_keys(out, config)?;
    writeln!(out)?;
    write_engines(out, config)
}

fn write_theme(out: &mut String, config: &Config) -> std::fmt::Result {
    writeln!(out, "[theme]")?;
    writeln!(
        out,
        "# \"default\", \"light\" or \"high-contrast\" (default \"default\"); --theme and \
         :theme switch it."
    )?;
    writeln!(out, "name = {}", quoted(config.theme.name.name()))?;
    writeln!(out)?;
    writeln!(
        out,
        "# Colours replacing the theme's, on top of whichever theme is shown: \"#rrggbb\", \
         \"default\"\n\
         # (the terminal's own) or a terminal colour (black, red, green, yellow, blue, magenta, \
         cyan,\n\
         # gray, dark-gray, light-red, ..., white), then any of bold, dim, italic, underlined,\n\
         # reversed. Commented lines show the theme's own value."
    )?;
    writeln!(out, "[theme.colors]")?;
    let palette = config.theme.palette();
    for slot in Slot::ALL {
        let set = config.theme.colors.contains_key(&slot);
        writeln!(
            out,
            "{}{} = {}  # {}",
            if set { "" } else { "# " },
            slot.key(),
            quoted(&palette.get(slot).to_string()),
            slot.description()
        )?;
    }
    Ok(())
}

fn write_keys(out: &mut String, config: &Config) -> std::fmt::Result {
    writeln!(
        out,
        "# Keys, per mode: action = [\"key\", ...], replacing that action's keys (default: the\n\
         # built-in keymap, listed by ? in the workstation; \"Key bindings\" in docs/workstation.md names\n\
         # every mode and action). A bad name leaves the built-in keys and says why in the status bar."
    )?;
    writeln!(out, "[keys]")?;
    if config.keys.is_empty() {
        writeln!(out, "# [keys.board]\n# flip = [\"f\"]")?;
    }
    for (mode, actions) in &config.keys {
        writeln!(out, "[keys.{}]", key(mode))?;
        for (action, keys) in actions {
            let names: Vec<String> = keys.iter().map(|k| quoted(k)).collect();
            writeln!(out, "{} = [{}]", key(action), names.join(", "))?;
        }
    }
    Ok(())
}

fn write_engines(out: &mut String, config: &Config) -> std::fmt::Result {
    writeln!(
        out,
        "# External UCI engines, one [[engine]] table each (default: none). name: its name on\n\
         # screen; path: the program; args: its arguments (default []); enabled: analyses from\n\
         # the start (default true); lines: its MultiPV, 1 to {MAX_LINES} (default 1);\n\
         # [engine.options]: UCI options by name (default: none)."
    )?;
    if config.engines.is_empty() {
        writeln!(
            out,
            "# [[engine]]\n# name = \"stockfish\"\n# path = \"/usr/games/stockfish\"\n\
             # args = []\n# enabled = true\n# lines = 1\n# [engine.options]\n# Threads = 2"
        )?;
    }
    for engine in &config.engines {
        writeln!(out, "[[engine]]")?;
        writeln!(out, "name = {}", quoted(&engine.name))?;
        writeln!(out, "path = {}", quoted(&engine.path.to_string_lossy()))?;
        let args: Vec<String> = engine.args.iter().map(|a| quoted(a)).collect();
        writeln!(out, "args = [{}]", args.join(", "))?;
        writeln!(out, "enabled = {}", engine.enabled)?;
        writeln!(out, "lines = {}", engine.lines)?;
        writeln!(out, "[engine.options]")?;
        for (name, value) in &engine.options {
            let value = match value {
                super::UciValue::Text(text) => quoted(text),
                other => other.to_string(),
            };
            writeln!(out, "{} = {value}", key(name))?;
        }
    }
    Ok(())
}
