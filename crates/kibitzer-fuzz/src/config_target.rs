//! The `config` target: a config file that parses is written as `kibitzer config` writes it
//! ([`commented_toml`]), and that text parses to the same config and writes to the same
//! text.

use super::{PropertyViolation, Target, ensure};
use kibitzer::config::{Config, commented_toml};

/// The target.
pub const TARGET: Target = Target {
    name: "config",
    dictionary: &[
        "hash = ",
        "lines = ",
        "threads = ",
        "board = ",
        "\"auto\"",
        "\"small\"",
        "\"large\"",
        "[limits]\n",
        "depth = ",
        "movetime = ",
        "[theme]\n",
        "name = ",
        "\"dark\"",
        "\"light\"",
        "\"high-contrast\"",
        "[theme.colors]\n",
        "dark_square = ",
        "black_piece = ",
        "\"#ff0000\"",
        "\"red bold italic\"",
        "[keys.board]\n",
        "[keys.lines]\n",
        "flip = ",
        "[\"F\", \"ctrl-f\"]",
        "[[engine]]\n",
        "path = ",
        "args = ",
        "enabled = ",
        "[engine.options]\n",
        "\"x\"",
        "true",
        "1",
        "0",
        "-1",
        "1e3",
        "1.5",
        "=",
        "\n",
        "#",
        "'''",
        "\"\"\"",
        "\\u0000",
        "\\",
        "{ }",
        "[ ]",
        ",",
    ],
    run,
};

fn run(input: &[u8]) -> Result<(), PropertyViolation> {
    let Ok(text) = std::str::from_utf8(input) else {
        return Ok(());
    };
    let Ok(config) = Config::parse(text) else {
        return Ok(());
    };
    let written = commented_toml(&config);
    let again = Config::parse(&written)
        .map_err(|e| PropertyViolation(format!("the written config fails: {e:?}\n{written}")))?;
    ensure(again == config, || {
        format!("the written config reads as another:\n{written}\n{again:?}\nnot\n{config:?}")
    })?;
    let rewritten = commented_toml(&again);
    ensure(rewritten == written, || {
        format!("writing is not a fixed point:\n{written}\nthen\n{rewritten}")
    })
}
