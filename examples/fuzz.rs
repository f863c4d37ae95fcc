//! The long mode of the fuzz harness: one target for a given time, printing inputs per
//! second; a failing input is written to `tests/data/fuzz/regressions/TARGET-HASH` and the
//! run ends with status 1.
//!
//! ```text
//! cargo run --release --example fuzz -- TARGET --seconds N [--seed S]
//! cargo run --release --example fuzz -- TARGET --inputs N [--seed S]
//! cargo run --release --example fuzz -- --list
//! ```

use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::{Duration, Instant};

use kibitzer_fuzz::{Fuzzer, TARGETS, read_corpus, regression_name, target};

/// How long one run goes on, or how many inputs it checks.
enum Budget {
    Seconds(u64),
    Inputs(u64),
}

struct Arguments {
    target: String,
    budget: Budget,
    seed: u64,
}

fn usage() -> String {
    let names: Vec<&str> = TARGETS.iter().map(|t| t.name).collect();
    format!(
        "usage: fuzz TARGET (--seconds N | --inputs N) [--seed S]\ntargets: {}",
        names.join(", ")
    )
}

fn parse(arguments: &[String]) -> Result<Arguments, String> {
    let mut target = None;
    let mut budget = None;
    let mut seed = 1;
    let mut words = arguments.iter();
    while let Some(word) = words.next() {
        let mut number = |name: &str| -> Result<u64, String> {
            words
                .next()
                .and_then(|v| v.parse().ok())
                .ok_or_else(|| format!("{name} needs a whole number\n{}", usage()))
        };
        match word.as_str() {
            "--seconds" => budget = Some(Budget::Seconds(number("--seconds")?)),
            "--inputs" => budget = Some(Budget::Inputs(number("--inputs")?)),
            "--seed" => seed = number("--seed")?,
            "-h" | "--help" => return Err(usage()),
            name if target.is_none() && !name.starts_with('-') => target = Some(name.to_owned()),
            other => return Err(format!("unexpected argument {other:?}\n{}", usage())),
        }
    }
    Ok(Arguments {
        target: target.ok_or_else(usage)?,
        budget: budget.ok_or_else(usage)?,
        seed,
    })
}

fn data() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/fuzz")
}

fn main() -> ExitCode {
    let arguments: Vec<String> = std::env::args().skip(1).collect();
    if arguments.iter().any(|a| a == "--list") {
        for target in TARGETS {
            println!("{}", target.name);
        }
        return ExitCode::SUCCESS;
    }
    let arguments = match parse(&arguments) {
        Ok(arguments) => arguments,
        Err(message) => {
            eprintln!("{message}");
            return ExitCode::from(2);
        }
    };
    let Some(target) = target(&arguments.target) else {
        eprintln!("no target {:?}\n{}", arguments.target, usage());
        return ExitCode::from(2);
    };
    let corpus = match read_corpus(&data().join(target.name)) {
        Ok(corpus) => corpus,
        Err(e) => {
            eprintln!("cannot read the corpus of {}: {e}", target.name);
            return ExitCode::from(2);
        }
    };
    let mut fuzzer = Fuzzer::new(target, corpus, arguments.seed);
    let start = Instant::now();
    let mut last_report = start;
    let done = |fuzzer: &Fuzzer| match arguments.budget {
        Budget::Seconds(s) => start.elapsed() >= Duration::from_secs(s),
        Budget::Inputs(n) => fuzzer.inputs() >= n,
    };
    while !done(&fuzzer) {
        if let Err(failure) = fuzzer.run(100) {
            let path = data()
                .join("regressions")
                .join(regression_name(target.name, &failure.input));
            eprintln!("{failure}");
            return match std::fs::write(&path, &failure.input) {
                Ok(()) => {
                    eprintln!("written to {}", path.display());
                    ExitCode::FAILURE
                }
                Err(e) => {
                    eprintln!("cannot write {}: {e}", path.display());
                    ExitCode::FAILURE
                }
            };
        }
        if last_report.elapsed() >= Duration::from_secs(10) {
            last_report = Instant::now();
            report(target.name, fuzzer.inputs(), start.elapsed());
        }
    }
    report(target.name, fuzzer.inputs(), start.elapsed());
    ExitCode::SUCCESS
}

fn report(name: &str, inputs: u64, elapsed: Duration) {
    let seconds = elapsed.as_secs_f64().max(1e-9);
    println!(
        "{name}: {inputs} inputs in {seconds:.1} s, {:.0} inputs/s, no failure",
        inputs as f64 / seconds
    );
}
