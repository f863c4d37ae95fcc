//! `--threads N` of `analyse`, `suite` and `bench`: how many threads search each position
//! together (lazy SMP, see [`kibitzer::search::SearchOptions::threads`]). One thread, the
//! default, keeps depth- and node-limited searches deterministic.

use clap::Args;

use super::CliError;
use super::search_args::SearchArgs;
use kibitzer::search::{MAX_THREADS, Search, SearchOptions};
use kibitzer::tablebase::Tablebases;

/// `--threads`.
#[derive(Debug, Clone, Copy, Args)]
pub struct ThreadsArg {
    /// Threads searching together, 1 to 256 (default 1, the only deterministic choice).
    #[arg(long, value_name = "N", default_value_t = 1, value_parser = thread_count)]
    pub threads: usize,
}

impl ThreadsArg {
    /// A search with the options of `search`, the endgame tables `tablebases` and these
    /// threads, or an error if its hash table cannot be allocated.
    pub fn search(
        self,
        search: &SearchArgs,
        tablebases: Option<Tablebases>,
    ) -> Result<Search, CliError> {
        let options = SearchOptions {
            tablebases,
            ..search.options()
        };
        Search::try_new(self.apply(options)).map_err(|e| CliError(e.to_string()))
    }

    /// `options` searching with these threads.
    pub fn apply(self, mut options: SearchOptions) -> SearchOptions {
        options.threads = self.threads;
        options
    }
}

/// Parses `--threads`: a whole number from 1 to [`MAX_THREADS`].
fn thread_count(text: &str) -> Result<usize, String> {
    match text.parse::<usize>() {
        Ok(n) if (1..=MAX_THREADS).contains(&n) => Ok(n),
        _ => Err(format!("the search takes 1 to {MAX_THREADS} threads")),
    }
}

#[cfg(test)]
mod tests {
    use super::thread_count;

    #[test]
    fn thread_counts_are_bounded() {
        assert_eq!(thread_count("2"), Ok(2));
        assert_eq!(thread_count("256"), Ok(256));
        for bad in ["0", "257", "-1", "two", ""] {
            assert_eq!(
                thread_count(bad),
                Err("the search takes 1 to 256 threads".to_owned()),
                "{bad}"
            );
        }
    }
}
