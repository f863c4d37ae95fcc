//! Search switches shared by the commands that search: `--hash MB` and
//! `--without FEATURE,...` to turn off any pruning, reduction, extension or heuristic.

use clap::Args;

use super::CliError;
use crate::search::{MAX_HASH_MB, Search, SearchOptions};

/// The names `--without` accepts, in the order the help lists them.
pub const FEATURES: [&str; 18] = [
    "tt",
    "pvs",
    "aspiration",
    "check-extension",
    "hung-extension",
    "guard-ordering",
    "guard-pruning",
    "guard-reduction",
    "late-move-reduction",
    "null-move",
    "static-null-move",
    "futility",
    "late-move-pruning",
    "delta-pruning",
    "see-pruning",
    "quiescence-checks",
    "killers",
    "history",
];

/// The table size without `--hash`, in MB.
pub const DEFAULT_HASH_MB: usize = 64;

/// `--hash` and `--without`.
#[derive(Debug, Clone, Args)]
pub struct SearchArgs {
    /// Transposition table size in MB, 1 to 65536 (default 64; `annotate`: 16 per thread).
    #[arg(long, value_name = "MB", value_parser = hash_megabytes)]
    pub hash: Option<usize>,
    /// Turn features off, comma-separated: tt, pvs, aspiration, check-extension,
    /// hung-extension, guard-ordering, guard-pruning, guard-reduction, late-move-reduction,
    /// null-move, static-null-move, futility, late-move-pruning, delta-pruning, see-pruning,
    /// quiescence-checks, killers, history.
    #[arg(long, value_name = "FEATURES", value_delimiter = ',', value_parser = clap::builder::PossibleValuesParser::new(FEATURES))]
    pub without: Vec<String>,
}

/// Parses `--hash`: a whole number of MB from 1 to [`MAX_HASH_MB`].
fn hash_megabytes(text: &str) -> Result<usize, String> {
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
        for feature in &self.without {
            match feature.as_str() {
                "tt" => o.transposition_table = false,
                "pvs" => o.pvs = false,
                "aspiration" => o.aspiration = false,
                "check-extension" => o.check_extension = false,
                "hung-extension" => o.hung_extension = false,
                "guard-ordering" => o.guard_ordering = false,
                "guard-pruning" => o.guard_pruning = false,
                "guard-reduction" => o.guard_reduction = false,
                "late-move-reduction" => o.late_move_reduction = false,
                "null-move" => o.null_move = false,
                "static-null-move" => o.static_null_move = false,
                "futility" => o.futility_pruning = false,
                "late-move-pruning" => o.late_move_pruning = false,
                "quiescence-checks" => o.quiescence_checks = false,
                "delta-pruning" => o.delta_pruning = false,
                "see-pruning" => o.see_pruning = false,
                "killers" => o.killers = false,
                _ => o.history = false,
            }
        }
        o
    }
}
