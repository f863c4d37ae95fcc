//! `kibitzer config`: prints the effective configuration as commented TOML (a starting point
//! to save), or with `--path` the file that would be read. A file that cannot be used is
//! reported on standard error and the defaults are printed.

use std::path::{Path, PathBuf};

use clap::Args;

use super::CliError;
use crate::config::{Config, ConfigLocation, commented_toml};
use crate::escaped::Escaped;

/// `kibitzer config [--path] [--config FILE]`.
#[derive(Debug, Clone, Args)]
pub struct ConfigArgs {
    /// Print which config file would be read instead of the configuration.
    #[arg(long)]
    pub path: bool,
    /// Read this config file instead of the usual one.
    #[arg(long = "config", value_name = "FILE", value_parser = crate::home_path::parse_path)]
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
