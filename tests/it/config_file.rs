//! The config file on disk: a missing file, a named missing file, an invalid file (the
//! defaults and the error with its line and column), a directory; the example of
//! `docs/workstation.md`.

use std::path::PathBuf;

use kibitzer::config::{Config, ConfigError, ConfigLocation};

fn scratch(name: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("config-tests");
    std::fs::create_dir_all(&dir).unwrap();
    dir.join(name)
}

#[test]
fn a_missing_file_is_the_defaults_unless_it_was_named() {
    let path = scratch("no-such-config.toml");
    let _ = std::fs::remove_file(&path);
    let implicit = ConfigLocation {
        path: path.clone(),
        explicit: false,
    };
    assert_eq!(Config::load(&implicit).unwrap(), Config::default());
    let named = ConfigLocation {
        path,
        explicit: true,
    };
    let (config, error) = Config::load_or_default(Some(&named));
    assert_eq!(config, Config::default());
    assert!(matches!(error, Some(ConfigError::Read(_))), "{error:?}");
}

#[test]
fn an_invalid_file_gives_the_defaults_and_the_error_with_its_place() {
    let path = scratch("invalid-config.toml");
    std::fs::write(&path, "hash = 128\nlines = 12\n").unwrap();
    let location = ConfigLocation {
        path,
        explicit: false,
    };
    let (config, error) = Config::load_or_default(Some(&location));
    assert_eq!(config, Config::default());
    let text = error.unwrap().to_string();
    assert!(
        text.contains("invalid-config.toml:2:9: lines must be 1 to 8, not 12"),
        "{text}"
    );
}

#[test]
fn the_minimum_saved_depth_is_read_and_a_bad_one_refused_at_its_place() {
    let path = scratch("save-config.toml");
    let location = ConfigLocation {
        path: path.clone(),
        explicit: true,
    };
    std::fs::write(&path, "[save]\nmin_eval_depth = 8\n").unwrap();
    assert_eq!(Config::load(&location).unwrap().save.min_eval_depth, 8);
    std::fs::write(&path, "hash = 128\n\n[save]\nmin_eval_depth = 0\n").unwrap();
    let (config, error) = Config::load_or_default(Some(&location));
    assert_eq!(config.save.min_eval_depth, 12);
    let text = error.unwrap().to_string();
    assert!(
        text.contains("save-config.toml:4:18: min_eval_depth must be 1 to 100, not 0"),
        "{text}"
    );
}

#[test]
fn a_directory_is_refused() {
    let location = ConfigLocation {
        path: PathBuf::from(env!("CARGO_TARGET_TMPDIR")),
        explicit: false,
    };
    let error = Config::load(&location).unwrap_err().to_string();
    assert!(error.contains("directory"), "{error}");
}

/// The complete example of the "Config file" section of `docs/workstation.md`.
fn readme_example() -> &'static str {
    let readme = include_str!("../../docs/workstation.md");
    let start = readme
        .find("A complete file, every key set:\n\n```toml\n")
        .expect("docs/workstation.md has the example");
    let example = &readme[start..];
    let example = &example[example.find("```toml\n").unwrap() + 8..];
    &example[..example.find("```").unwrap()]
}

#[test]
fn the_readme_example_is_valid_and_shows_the_default_theme() {
    use kibitzer::config::{Palette, Slot};
    let config = Config::parse(readme_example()).unwrap();
    assert_eq!(config.hash, 256);
    assert_eq!(config.engines.len(), 1);
    for slot in Slot::ALL {
        assert_eq!(
            config.theme.colors.get(&slot),
            Some(&Palette::default().get(slot)),
            "{} in docs/workstation.md",
            slot.key()
        );
    }
}
