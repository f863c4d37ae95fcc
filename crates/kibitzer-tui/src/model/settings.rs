//! [`Settings`]: what the person chose for the whole session (the config, the command line and
//! `:` commands): the analysis limits and lines, the table and threads, the keys, the theme, the
//! endgame tables and the review judge. Features read them through their
//! [`Context`](crate::context::Context); only the router and the configuration change them.

use crate::model::app::AnalysisLimits;

/// The session's choices.
#[derive(Clone, Debug)]
pub struct Settings {
    /// Limits of every analysis.
    pub limits: AnalysisLimits,
    /// Number of lines.
    pub multipv: usize,
    /// Table size in MB.
    pub hash_mb: usize,
    /// Threads searching the analysis together.
    pub threads: usize,
    /// A search that did not complete this depth is not saved (`[save] min_eval_depth`).
    pub min_eval_depth: u32,
    /// The keys of every mode (the defaults, or with the user's overrides).
    pub keymap: crate::keymap::Keymap,
    /// Glyphs and colours (`:theme` switches the palette).
    pub theme: crate::theme::Theme,
    /// The theme's name and the config's colour overrides, kept across `:theme`.
    pub theme_config: kibitzer::config::ThemeConfig,
    /// The Syzygy tables (`--syzygy`), whose verdict the Lines and Evaluation panes show.
    pub tablebases: Option<kibitzer::tablebase::Tablebases>,
    /// Who judges reviews and comparisons, as the config says (`[review] engine`).
    pub review_engine: crate::annotate::judge::ReviewEngine,
    /// The board size asked for (`--board`).
    pub board_size: crate::board::size::BoardSize,
    /// Whether the status bar shows the search's own counters (`status_counters`,
    /// `:counters`).
    pub status_counters: bool,
    /// How the Moves pane writes the game (the config's `moves_layout`; `T` switches it).
    pub moves_layout: kibitzer::config::MovesLayout,
    /// Where the command history is kept between runs (none: not kept).
    pub history_path: Option<std::path::PathBuf>,
    /// The autosave file (none: nothing is autosaved, as without a data directory).
    pub autosave_path: Option<std::path::PathBuf>,
    /// The games database of the Explorer pane (`--db`, the config's `[database] path`, else
    /// games.kdb in the data directory; none: no path could be made).
    pub database_path: Option<std::path::PathBuf>,
}

impl Default for Settings {
    /// One line, 64 MB, one thread, no limit, the default keys and theme, no tables.
    fn default() -> Settings {
        Settings {
            limits: AnalysisLimits::default(),
            multipv: 1,
            hash_mb: 64,
            threads: 1,
            min_eval_depth: kibitzer::config::DEFAULT_MIN_EVAL_DEPTH,
            keymap: crate::keymap::Keymap::default(),
            theme: crate::theme::Theme::default(),
            theme_config: kibitzer::config::ThemeConfig::default(),
            tablebases: None,
            review_engine: crate::annotate::judge::ReviewEngine::Strongest,
            board_size: crate::board::size::BoardSize::Auto,
            status_counters: false,
            moves_layout: kibitzer::config::MovesLayout::Inline,
            history_path: None,
            autosave_path: None,
            database_path: None,
        }
    }
}
