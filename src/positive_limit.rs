//! The value of a one-shot command's limit (`--depth`, `--nodes`, `--movetime`, `--steps`,
//! `--budget`): a whole number of at least 1. A limit of 0 would search nothing and print an
//! unsearched move as if it were the answer, and as "no limit" a one-shot command would never
//! end, so 0 is a usage error that names the default to get by leaving the option out. (The
//! workstation's `--depth 0` and `--movetime 0` mean no limit: they lift the config file's.)

use std::ffi::OsStr;
use std::marker::PhantomData;
use std::str::FromStr;

use clap::builder::TypedValueParser;
use clap::error::ErrorKind;

/// A clap parser of a limit of at least 1; `default` says what leaving it out gives
/// (`"depth 10"`).
#[derive(Clone, Copy, Debug)]
pub struct PositiveLimit<T> {
    default: &'static str,
    number: PhantomData<fn() -> T>,
}

/// A parser of a limit of at least 1 whose omission gives `default`.
pub fn at_least_one<T>(default: &'static str) -> PositiveLimit<T> {
    PositiveLimit {
        default,
        number: PhantomData,
    }
}

impl<T> TypedValueParser for PositiveLimit<T>
where
    T: FromStr + Default + PartialEq + Clone + Send + Sync + 'static,
    T::Err: std::fmt::Display,
{
    type Value = T;

    fn parse_ref(
        &self,
        cmd: &clap::Command,
        arg: Option<&clap::Arg>,
        value: &OsStr,
    ) -> Result<T, clap::Error> {
        let name = arg
            .and_then(clap::Arg::get_long)
            .map_or_else(|| "the limit".to_owned(), |long| format!("--{long}"));
        let text = value.to_string_lossy();
        let error = |message: String| {
            clap::Error::raw(ErrorKind::ValueValidation, format!("{message}\n")).with_cmd(cmd)
        };
        let n: T = text.trim().parse().map_err(|e| {
            error(format!(
                "{name} takes a whole number, not '{}': {e}",
                kibitzer::escaped::Escaped(&text)
            ))
        })?;
        if n == T::default() {
            return Err(error(format!(
                "{name} must be at least 1 (0 would search nothing); omit it for the default, {}",
                self.default
            )));
        }
        Ok(n)
    }
}

#[cfg(test)]
mod tests {
    use clap::Parser;

    use super::at_least_one;

    #[derive(Parser, Debug)]
    struct Args {
        #[arg(long, value_parser = at_least_one::<u32>("depth 10"))]
        depth: Option<u32>,
    }

    #[test]
    fn zero_is_refused_naming_the_option_and_the_default() {
        let error = Args::try_parse_from(["x", "--depth", "0"]).unwrap_err();
        assert_eq!(error.kind(), clap::error::ErrorKind::ValueValidation);
        assert!(
            error.to_string().starts_with(
                "error: --depth must be at least 1 (0 would search nothing); omit it for the \
                 default, depth 10"
            ),
            "{error}"
        );
        let error = Args::try_parse_from(["x", "--depth", "x"]).unwrap_err();
        assert!(
            error
                .to_string()
                .starts_with("error: --depth takes a whole number, not 'x'"),
            "{error}"
        );
        let args = Args::try_parse_from(["x", "--depth", "1"]).unwrap();
        assert_eq!(args.depth, Some(1));
    }
}
