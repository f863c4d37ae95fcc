//! `kibitzer uci`: the engine as a UCI server on standard input and output, usable from any
//! chess GUI, match runner or script. The protocol is the `engine-interface.txt` that ships
//! with Stockfish, with Stockfish's behaviour where the text is silent, and Stockfish's
//! non-standard `eval`, `d`, `bench` and `go perft`.
//!
//! * [`command`] and [`go`]: parsing a line into a command.
//! * [`options`]: the options, their declarations and `setoption`.
//! * [`position`]: the game the GUI describes, with history facts and repetition hashes.
//! * [`time`]: how long to think on a clock.
//! * [`thinking`]: one `go` from command to `bestmove`.
//! * [`info`]: the protocol text of the search's reports.
//! * [`worker`]: the search thread.
//! * [`input`]: reading lines of bounded length.
//! * [`diagnostics`]: the non-standard commands.
//! * [`serve`](mod@serve): the loop that ties them together.

pub mod command;
pub mod diagnostics;
pub mod go;
pub mod info;
pub mod input;
pub mod options;
pub mod position;
pub mod serve;
pub mod thinking;
pub mod time;
pub mod worker;

pub use serve::serve;

/// Serves UCI on the process's standard input and output. A client that closes its end of
/// the output has gone away: that ends the server quietly, as `quit` does.
pub fn serve_stdio() -> std::io::Result<()> {
    let input = std::io::BufReader::new(std::io::stdin());
    match serve(input, std::io::stdout()) {
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => Ok(()),
        other => other,
    }
}
