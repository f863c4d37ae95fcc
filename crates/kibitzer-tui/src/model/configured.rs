//! The config file reaching the workstation: [`App::configure`] takes the limits, lines, hash,
//! the Moves pane's layout,
//! the minimum depth of a saved evaluation, the engine that judges reviews (`[review]`) and
//! theme of a [`Config`] at start, and `:theme NAME` switches the theme at run time.

use crate::message::Effect;
use crate::model::app::{AnalysisLimits, App};
use kibitzer::config::{Config, ThemeName};

impl App {
    /// Takes the limits, lines, Moves layout, minimum saved depth, review judge, theme and hash table size
    /// of `config`. Returns the effect
    /// that resizes the table when its size differs from the current one (the size changes
    /// once the runtime has allocated it); call it before the first analysis starts.
    pub fn configure(&mut self, config: &Config) -> Vec<Effect> {
        self.settings.limits = AnalysisLimits {
            depth: config.limits.depth,
            movetime: config.limits.movetime,
        };
        self.settings.multipv = config.lines;
        self.settings.moves_layout = config.moves_layout;
        self.settings.min_eval_depth = config.save.min_eval_depth;
        self.settings.status_counters = config.status_counters;
        self.settings.review_engine = crate::annotate::judge::ReviewEngine::of(config);
        self.settings.theme_config = config.theme.clone();
        self.settings.theme.palette = config.theme.palette();
        let mut effects = Vec::new();
        if config.threads != self.settings.threads {
            self.settings.threads = config.threads;
            effects.push(Effect::SetThreads(config.threads));
        }
        if config.hash != self.settings.hash_mb {
            effects.push(Effect::SetHash(config.hash));
        }
        for engine in &config.engines {
            effects.extend(self.add_engine_with(engine_spec(engine), engine.enabled, engine.lines));
        }
        effects
    }

    /// `:theme NAME`: the built-in theme `NAME` with the config's colour overrides on top;
    /// without a name, says which theme is shown and which there are.
    pub(crate) fn switch_theme(&mut self, name: &str) -> Vec<Effect> {
        let names = ThemeName::ALL.map(ThemeName::name).join(", ");
        if name.is_empty() {
            let message = format!(
                "theme: {} (themes: {names})",
                self.settings.theme_config.name
            );
            self.status = Some((message, false));
            return Vec::new();
        }
        match name.parse::<ThemeName>() {
            Ok(theme) => {
                self.settings.theme_config.name = theme;
                self.settings.theme.palette = self.settings.theme_config.palette();
                self.status = Some((format!("theme: {theme}"), false));
                Vec::new()
            }
            Err(e) => self.error(&e),
        }
    }
}

/// The engine boundary's description of a config file's `[[engine]]`.
pub fn engine_spec(config: &kibitzer::config::EngineConfig) -> kibitzer::engine::EngineSpec {
    kibitzer::engine::EngineSpec {
        name: config.name.clone(),
        path: config.path.clone(),
        args: config.args.clone(),
        options: config
            .options
            .iter()
            .map(|(name, value)| (name.clone(), value.to_string()))
            .collect(),
    }
}
