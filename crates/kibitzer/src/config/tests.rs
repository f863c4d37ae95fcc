//! Config parsing: valid, missing, invalid (line and column), unknown keys, ranges, and the
//! commented output read back.

use std::path::PathBuf;

use super::{BoardSize, Config, MovesLayout, Slot, SlotStyle, ThemeName, UciValue, commented_toml};

const FULL: &str = include_str!("../../../../tests/data/config/full.toml");

fn full() -> Config {
    Config::parse(FULL).unwrap()
}

#[test]
fn a_valid_file_sets_every_key() {
    let config = full();
    assert_eq!((config.hash, config.lines, config.threads), (256, 3, 2));
    assert_eq!(config.board, BoardSize::Large);
    assert_eq!(config.moves_layout, MovesLayout::Table);
    assert_eq!(config.limits.depth, Some(18));
    assert_eq!(config.limits.movetime, Some(2500));
    assert_eq!(config.save.min_eval_depth, 16);
    assert_eq!(config.review.engine.as_deref(), Some("lc0"));
    assert_eq!(config.database.path, Some(PathBuf::from("/var/chess/games.kdb")));
    assert_eq!(config.theme.name, ThemeName::HighContrast);
    assert_eq!(
        config.theme.colors[&Slot::DarkSquare],
        SlotStyle::rgb(0x33, 0x66, 0x99)
    );
    let palette = config.theme.palette();
    assert_eq!(
        palette.get(Slot::DarkSquare),
        SlotStyle::rgb(0x33, 0x66, 0x99)
    );
    assert!(palette.get(Slot::BlackPiece).emphasis.italic);
    assert_eq!(config.keys["board"]["flip"], ["F", "ctrl-f"]);
    let stockfish = &config.engines[0];
    assert_eq!(stockfish.path, PathBuf::from("/usr/games/stockfish"));
    assert_eq!(stockfish.args, ["--quiet", "a \"b\""]);
    assert_eq!(stockfish.options["Hash"], UciValue::Integer(128));
    assert_eq!(stockfish.options["Ponder"], UciValue::Bool(false));
    assert_eq!(stockfish.options["SyzygyPath"].to_string(), "/tb");
    assert!(stockfish.enabled);
    assert_eq!(
        (config.engines[1].enabled, config.engines[1].lines),
        (false, 1)
    );
}

#[test]
fn an_empty_file_is_the_defaults() {
    let config = Config::parse("").unwrap();
    assert_eq!(config, Config::default());
    assert_eq!((config.hash, config.lines, config.threads), (64, 1, 1));
    assert_eq!(config.theme.name, ThemeName::Default);
    assert_eq!(config.board, BoardSize::Auto);
    assert_eq!(config.moves_layout, MovesLayout::Inline);
    assert_eq!(config.save.min_eval_depth, 12);
}

#[test]
fn an_unknown_key_is_named_with_its_line_and_column() {
    let error = Config::parse("hash = 32\n\n[limits]\n  dpeth = 5\n").unwrap_err();
    assert_eq!((error.line, error.column), (4, 3), "{error}");
    assert!(error.message.contains("dpeth"), "{error}");
    let error = Config::parse("[theme.colors]\nligth_square = \"red\"\n").unwrap_err();
    assert_eq!(error.line, 2, "{error}");
    assert!(error.message.contains("ligth_square"), "{error}");
    let error = Config::parse("[[engine]]\nname = \"x\"\npath = \"y\"\nopts = 1\n").unwrap_err();
    assert_eq!(error.line, 4, "{error}");
    assert!(error.message.contains("opts"), "{error}");
}

#[test]
fn values_out_of_range_or_of_the_wrong_kind_are_errors_at_the_value() {
    let cases = [
        ("hash = 0", "hash (MB) must be 1 to 65536, not 0"),
        ("hash = 65537", "65537"),
        ("lines = 9", "lines must be 1 to 8, not 9"),
        ("threads = 0", "threads"),
        ("board = \"huge\"", "huge"),
        ("moves_layout = \"columns\"", "columns"),
        ("[theme]\nname = \"dark\"", "dark"),
        ("[theme.colors]\ntext = \"purple\"", "purple"),
        ("[limits]\ndepth = 0", "depth must be 1 to 100"),
        (
            "[save]\nmin_eval_depth = 0",
            "min_eval_depth must be 1 to 100, not 0",
        ),
        (
            "[save]\nmin_eval_depth = 101",
            "min_eval_depth must be 1 to 100, not 101",
        ),
        ("[save]\nmin_eval_depth = \"deep\"", "deep"),
        ("[save]\nmin_depth = 12", "min_depth"),
        ("hash = \"big\"", "big"),
    ];
    for (text, expected) in cases {
        let error = Config::parse(text).unwrap_err();
        assert!(error.message.contains(expected), "{text}: {error}");
        let value_line = text.lines().count();
        assert_eq!(error.line, value_line, "{text}: {error}");
    }
    let error = Config::parse("lines = 2\nhash = 0\n").unwrap_err();
    assert_eq!((error.line, error.column), (2, 8), "{error}");
}

#[test]
fn a_syntax_error_has_its_line_and_column() {
    let error = Config::parse("hash = 64\nlines = = 2\n").unwrap_err();
    assert_eq!(error.line, 2, "{error}");
    assert!(error.column > 1, "{error}");
}

#[test]
fn the_database_path_expands_the_home_directory_and_must_not_be_empty() {
    let config = Config::parse("[database]\npath = \"~/chess/games.kdb\"\n").unwrap();
    let path = config.database.path.unwrap();
    assert!(path.ends_with("chess/games.kdb"));
    if std::env::var_os("HOME").is_some_and(|h| !h.is_empty()) {
        assert!(!path.starts_with("~"), "{}", path.display());
    }
    let error = Config::parse("[database]\npath = \" \"\n").unwrap_err();
    assert!(error.to_string().contains("path is empty"), "{error}");
    assert!(Config::parse("[database]\nfile = \"x\"\n").is_err());
}

#[test]
fn the_commented_config_reads_back_the_same() {
    for config in [Config::default(), full()] {
        let text = commented_toml(&config);
        assert_eq!(Config::parse(&text), Ok(config), "{text}");
    }
}

#[test]
fn keys_with_line_breaks_and_quotes_are_written_as_one_line_keys() {
    // Found by the fuzz harness (tests/data/fuzz/regressions/config-8557ad0a58e8a3d7): a
    // key with a line break was written as a multi-line string, which TOML refuses as a key.
    let text = "[keys.\"li\\nnes\"]\n\"more li\\nes\\u0001\\\"\" = [\"+\"]\n\
                [[engine]]\nname = \"e\"\npath = \"/e\"\n[engine.options]\n\"a\\tb\\rc\" = 1\n";
    let config = Config::parse(text).unwrap();
    let written = commented_toml(&config);
    assert_eq!(Config::parse(&written), Ok(config), "{written}");
}

#[test]
fn the_commented_config_names_every_key() {
    let text = commented_toml(&Config::default());
    for key in [
        "hash =",
        "lines =",
        "threads =",
        "board =",
        "moves_layout =",
        "[limits]",
        "depth =",
        "movetime =",
        "[save]",
        "min_eval_depth =",
        "[database]",
        "[theme]",
        "name =",
        "[theme.colors]",
        "[keys]",
        "[[engine]]",
        "path =",
        "args =",
        "enabled =",
        "[engine.options]",
    ] {
        assert!(text.contains(key), "{key} missing from\n{text}");
    }
    for slot in Slot::ALL {
        assert!(
            text.contains(&format!("# {} = ", slot.key())),
            "{}",
            slot.key()
        );
    }
}

#[test]
fn review_engine_names_an_engine_table() {
    let text =
        "[review]\nengine = \"Stockfish\"\n[[engine]]\nname = \"stockfish\"\npath = \"/e\"\n";
    let config = Config::parse(text).unwrap();
    assert_eq!(config.review.engine.as_deref(), Some("Stockfish"));
    assert_eq!(
        config
            .review
            .named(&config.engines)
            .map(|e| e.name.as_str()),
        Some("stockfish")
    );
    let written = commented_toml(&config);
    assert!(
        written.contains("[review]\nengine = \"Stockfish\""),
        "{written}"
    );
    assert_eq!(Config::parse(&written), Ok(config));
    assert!(commented_toml(&Config::default()).contains("[review]\n# engine = "));
    assert_eq!(Config::default().review.engine, None);
}

#[test]
fn an_unknown_review_engine_is_an_error_at_its_name() {
    let text = "hash = 16\n[review]\nengine = \"komodo\"\n[[engine]]\nname = \"stockfish\"\n\
                path = \"/e\"\n";
    let error = Config::parse(text).unwrap_err();
    assert_eq!((error.line, error.column), (3, 10), "{error}");
    assert!(
        error.message.contains("\"komodo\" names no [[engine]]")
            && error.message.contains("\"stockfish\""),
        "{error}"
    );
    let error = Config::parse("[review]\nengine = \"komodo\"\n").unwrap_err();
    assert!(error.message.contains("there is no [[engine]]"), "{error}");
    let error = Config::parse("[review]\nengin = \"komodo\"\n").unwrap_err();
    assert!(error.message.contains("engin"), "{error}");
}
