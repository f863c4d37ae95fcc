//! Standard output for the commands: a line or a text printed, and when the reader has gone
//! away (a closed pipe, as in `kibitzer analyse ... | head -3`) the program ends quietly, as
//! command-line tools do, instead of panicking the way `println!` does.

use std::io::{ErrorKind, Write};

/// Prints a line to standard output (`println!` that survives a closed pipe).
macro_rules! out {
    ($($arg:tt)*) => {
        $crate::output::write_out(format_args!("{}\n", format_args!($($arg)*)))
    };
}

/// Prints to standard output without adding a newline (`print!` that survives a closed pipe).
macro_rules! out_text {
    ($($arg:tt)*) => {
        $crate::output::write_out(format_args!($($arg)*))
    };
}

/// Writes `text` to standard output; on a closed pipe exits with success, on any other
/// failure with an error message and status 2.
pub fn write_out(text: std::fmt::Arguments<'_>) {
    let mut stdout = std::io::stdout().lock();
    if let Err(error) = stdout.write_fmt(text).and_then(|()| stdout.flush()) {
        if error.kind() == ErrorKind::BrokenPipe {
            std::process::exit(0);
        }
        eprintln!("error: cannot write the output: {error}");
        std::process::exit(2);
    }
}

/// Lets `write` stream to standard output through a buffer (for outputs too large to hold),
/// with the same handling of a closed pipe and of other failures as [`write_out`].
pub fn stream_out(write: impl FnOnce(&mut dyn Write) -> std::io::Result<()>) {
    let mut stdout = std::io::BufWriter::new(std::io::stdout().lock());
    if let Err(error) = write(&mut stdout).and_then(|()| stdout.flush()) {
        if error.kind() == ErrorKind::BrokenPipe {
            std::process::exit(0);
        }
        eprintln!("error: cannot write the output: {error}");
        std::process::exit(2);
    }
}
