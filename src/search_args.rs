//! Search switches shared by the commands that search: `--hash MB`,
//! `--without FEATURE,...` to turn off any pruning, reduction, extension or heuristic, and
//! `--with FEATURE,...` to turn on one that is off by default.

use clap::Args;

use super::CliError;
use kibitzer::search::{MAX_HASH_MB, Search, SearchOptions, Switch};

/// The names `--without` and `--with` accept, in the order the help lists them (the switch
/// table's names).
pub const FEATURES: [&str; Switch::COUNT] = Switch::NAMES;

/// The table size without `--hash`, in MB.
pub const DEFAULT_HASH_MB: usize = 64;

/// `--hash` and `--without`.
#[derive(Debug, Clone, Args)]
pub struct SearchArgs {
    /// Transposition table size in MB, 1 to 65536 (default 64; `annotate`: 16 per thread).
    #[arg(long, value_name = "MB", value_parser = hash_megabytes)]
    pub hash: Option<usize>,
    /// Turn features off, comma-separated (the help lists the switch table's names).
    #[arg(long, value_name = "FEATURES", value_delimiter = ',', value_parser = clap::builder::PossibleValuesParser::new(FEATURES), help = Switch::without_help())]
    pub without: Vec<String>,
    /// Turn features on that are off by default (same names as `--without`), before
    /// `--without`.
    #[arg(long, value_name = "FEATURES", value_delimiter = ',', value_parser = clap::builder::PossibleValuesParser::new(FEATURES))]
    pub with: Vec<String>,
}

/// Parses `--hash`: a whole number of MB from 1 to [`MAX_HASH_MB`].
pub(super) fn hash_megabytes(text: &str) -> Result<usize, String> {
    match text.parse::<usize>() {
        Ok(mb) if (1..=MAX_HASH_MB).contains(&mb) => Ok(mb),
        _ => Err(format!("the hash table takes 1 to {MAX_HASH_MB} MB")),
    }
}

impl SearchArgs {
    /// A search with these options, or an error if its hash table cannot be allocated.
    pub fn search(&self) -> Result<Search, CliError> {
        Search::try_new(self.options()).map_err(|e| CliError(e.to_string()))
    }

    /// The options these arguments describe.
    pub fn options(&self) -> SearchOptions {
        self.options_with_table(DEFAULT_HASH_MB)
    }

    /// The options, with a table of `default_mb` MB unless `--hash` says otherwise.
    pub fn options_with_table(&self, default_mb: usize) -> SearchOptions {
        let mut o = SearchOptions {
            hash_mb: self.hash.unwrap_or(default_mb),
            ..SearchOptions::default()
        };
        let with = self.with.iter().map(|f| (f, true));
        for (feature, on) in with.chain(self.without.iter().map(|f| (f, false))) {
            // clap admits only the names of FEATURES, which are the switches' names.
            if let Some(switch) = Switch::from_name(feature) {
                o.set(switch, on);
            }
        }
        o
    }
}
