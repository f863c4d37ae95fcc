//! `kibitzer config`: prints the effective configuration as commented TOML (a starting point
//! to save), or with `--path` the file that would be read. A file that cannot be used is
//! reported on standard error and the defaults are printed.

use std::path::{Path, PathBuf};

use clap::Args;

use super::{Cli, CliError};
use kibitzer::config::{Config, ConfigLocation, commented_toml};
use kibitzer::escaped::Escaped;

/// `kibitzer config [--path] [--config FILE]`.
#[derive(Debug, Clone, Args)]
pub struct ConfigArgs {
    /// Print which config file would be read instead of the configuration.
    #[arg(long)]
    pub path: bool,
    /// Read this config file instead of the usual one.
    #[arg(long = "config", value_name = "FILE", value_parser = kibitzer::home_path::parse_path)]
    pub file: Option<PathBuf>,
}

/// The config file of `--config` (here or before the subcommand) or of the environment, and
/// the configuration in force: the defaults, with a warning on standard error, when the file
/// cannot be used.
pub fn effective_config(explicit: Option<&Path>) -> (Option<ConfigLocation>, Config) {
    let location = ConfigLocation::from_env(explicit);
    let (config, error) = Config::load_or_default(location.as_ref());
    if let Some(error) = error {
        eprintln!(
            "warning: {}; using the defaults",
            Escaped(&error.to_string())
        );
    }
    (location, config)
}

/// The workstation's configuration: the config file (the defaults when it cannot be used)
/// with the command line's `--depth`, `--movetime`, `--hash`, `--lines` and `--theme` on top,
/// and the message saying why the file could not be used.
pub fn workstation_config(cli: &Cli) -> (Config, Option<String>) {
    let location = ConfigLocation::from_env(cli.config.as_deref());
    let (mut config, error) = Config::load_or_default(location.as_ref());
    // 0 means no limit, as `:depth 0` does: it lifts the file's limit.
    let limits = &mut config.limits;
    if let Some(depth) = cli.depth {
        limits.depth = (depth > 0).then_some(depth.min(kibitzer::config::MAX_DEPTH));
    }
    if let Some(ms) = cli.movetime {
        limits.movetime = (ms > 0).then_some(ms);
    }
    config.hash = cli.hash.unwrap_or(config.hash);
    config.lines = cli.lines.map_or(config.lines, usize::from);
    config.theme.name = cli.theme.unwrap_or(config.theme.name);
    (config, error.map(|e| format!("{e} (defaults used)")))
}

/// Runs `kibitzer config`; `top_level` is a `--config` given before the subcommand.
pub fn run(args: &ConfigArgs, top_level: Option<&Path>) -> Result<(), CliError> {
    let explicit = args.file.as_deref().or(top_level);
    if args.path {
        let location = ConfigLocation::from_env(explicit).ok_or_else(|| {
            CliError("no config file: give --config FILE, or set XDG_CONFIG_HOME or HOME".into())
        })?;
        out!("{}", location.path.display());
        return Ok(());
    }
    let (_, config) = effective_config(explicit);
    out_text!("{}", commented_toml(&config));
    Ok(())
}

#[cfg(test)]
mod tests {
    use clap::Parser;

    use super::workstation_config;
    use crate::Cli;
    use kibitzer::config::ThemeName;

    const FULL: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/config/full.toml");
    const INVALID: &str = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/config/invalid.toml"
    );

    #[test]
    fn the_command_line_overrides_the_file() {
        let cli = Cli::parse_from(["kibitzer", "--config", FULL]);
        let (config, error) = workstation_config(&cli);
        assert!(error.is_none());
        assert_eq!(
            (config.hash, config.lines, config.limits.depth),
            (256, 3, Some(18))
        );
        let cli = Cli::parse_from([
            "kibitzer",
            "--config",
            FULL,
            "--hash",
            "32",
            "--lines",
            "1",
            "--depth",
            "5",
            "--movetime",
            "100",
            "--theme",
            "light",
        ]);
        let (config, _) = workstation_config(&cli);
        assert_eq!((config.hash, config.lines), (32, 1));
        assert_eq!(
            (config.limits.depth, config.limits.movetime),
            (Some(5), Some(100))
        );
        assert_eq!(config.theme.name, ThemeName::Light);
        let cli = Cli::parse_from([
            "kibitzer",
            "--config",
            FULL,
            "--depth",
            "0",
            "--movetime",
            "0",
        ]);
        let (config, _) = workstation_config(&cli);
        assert_eq!((config.limits.depth, config.limits.movetime), (None, None));
        // What the command line does not set stays the file's.
        assert_eq!(config.threads, 2);
        assert_eq!(config.theme.colors.len(), 2);
    }

    #[test]
    fn an_invalid_file_gives_the_defaults_the_command_line_and_the_error() {
        let cli = Cli::parse_from(["kibitzer", "--config", INVALID, "--hash", "16"]);
        let (config, error) = workstation_config(&cli);
        assert_eq!((config.hash, config.lines), (16, 1));
        let error = error.unwrap();
        assert!(
            error.ends_with("invalid.toml:2:9: lines must be 1 to 8, not 12 (defaults used)"),
            "{error}"
        );
    }
}
