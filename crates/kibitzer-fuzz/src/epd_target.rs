//! The `epd` target: every record of an EPD file, written back as a line (the four fields,
//! then each operation with its operands quoted and a `;`), reads as the same record; every
//! accepted position evaluates with a breakdown that adds up to the evaluation, and in one
//! input in [`SEARCHED`] (by a hash of the input) the first one searches to depth 2 with a
//! legal best move.

use std::cell::RefCell;

use shakmaty::Position;

use super::{PropertyViolation, Target, ensure, sampled};
use kibitzer::History;
use kibitzer::epd::{EpdRecord, parse_epd_file};
use kibitzer::eval::breakdown;
use kibitzer::eval::evaluate;
use kibitzer::game::parse_fen;
use kibitzer::search::{Limits, Search, SearchOptions};

/// One input in this many has its first position searched: a depth-2 search costs as much
/// as checking a hundred inputs without one (1.6 ms against 15 us in a debug build).
pub const SEARCHED: u64 = 64;

thread_local! {
    /// One search per thread, its table cleared before each use: making a search costs more
    /// than the search (its evaluation cache, whose values are exact and may stay).
    static SEARCH: RefCell<Search> = RefCell::new(Search::new(SearchOptions {
        hash_mb: 1,
        ..SearchOptions::default()
    }));
}

/// The target.
pub const TARGET: Target = Target {
    name: "epd",
    dictionary: &[
        ";", " ", "\"", "bm", "am", "id", "c0", "c4", "hmvc", "fmvn", "pm", "acd", "ce", "e4",
        "Qd1+", "O-O", "\"x y\"", "#", "\n", "w", "b", "-", "KQkq", "8/", "K", "k",
    ],
    run,
};

/// `record` as an EPD line: every operand quoted, every operation ended by `;`.
fn line_of(record: &EpdRecord) -> String {
    let fields: Vec<&str> = record.fen.split(' ').take(4).collect();
    let mut line = fields.join(" ");
    for (opcode, operands) in &record.operations {
        line.push(' ');
        line.push_str(opcode);
        for operand in operands {
            line.push_str(" \"");
            line.push_str(operand);
            line.push('"');
        }
        line.push(';');
    }
    line
}

/// Whether `opcode` can be written back: a word without quotes or semicolons (the reader
/// takes a quoted string where it expects an opcode as the opcode, quote included, which no
/// line can reproduce).
fn writable(opcode: &str) -> bool {
    !opcode.is_empty() && !opcode.contains(['"', ';']) && !opcode.contains(char::is_whitespace)
}

fn run(input: &[u8]) -> Result<(), PropertyViolation> {
    let text = String::from_utf8_lossy(input);
    let mut searched = sampled(input, SEARCHED);
    for record in parse_epd_file(&text).into_iter().flatten() {
        if record.operations.iter().all(|(op, _)| writable(op)) {
            let line = line_of(&record);
            let again = EpdRecord::parse(&line)
                .map_err(|e| PropertyViolation(format!("the written line {line:?} fails: {e}")))?;
            ensure(
                again.operations == record.operations && again.fen == record.fen,
                || format!("{line:?} re-reads as {again:?}, not {record:?}"),
            )?;
        }
        if let Ok(pos) = parse_fen(&record.fen) {
            check_position(&pos, searched)?;
            searched = false;
        }
    }
    Ok(())
}

/// The position evaluates, its breakdown adds up, and (when `searched`) a depth-2 search
/// returns a legal move when there is one.
fn check_position(pos: &shakmaty::Chess, searched: bool) -> Result<(), PropertyViolation> {
    let history = History::from_board(pos.board());
    let score = evaluate(pos, history);
    let table = breakdown(pos, history);
    ensure(table.score() == score, || {
        format!(
            "the breakdown says {:?}, the evaluation {score:?}",
            table.score()
        )
    })?;
    if !searched {
        return Ok(());
    }
    let result = SEARCH.with_borrow_mut(|search| {
        search.clear();
        search.run_position(pos, history, &Limits::depth(2))
    });
    let legal = pos.legal_moves();
    match result.best {
        Some(best) => ensure(legal.contains(&best), || {
            format!("illegal best move {best}")
        }),
        None => ensure(legal.is_empty(), || {
            "no best move with legal moves".to_owned()
        }),
    }
}
