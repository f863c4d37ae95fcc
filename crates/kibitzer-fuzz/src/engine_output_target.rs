//! The `engine-output` target: what an external engine prints, line by line, through
//! [`kibitzer::uci::client::parse_line`], never panics; the PV of an `info` line with a score is
//! made of moves legal in turn from the position the engine was given (the lines take the
//! start position and Kiwipete in turn), cut exactly at the
//! first illegal one; that line printed as UCI reads back with the same PV and score; and a
//! `bestmove` that is accepted is legal.

use shakmaty::{Chess, Position};

use super::{PropertyViolation, Target, ensure};
use kibitzer::format::UciInfo;
use kibitzer::game::parse_fen;
use kibitzer::uci::client::{EngineLine, legal_move, parse_line};

/// The positions the engine is taken to have been given.
const ROOTS: [&str; 2] = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
];

/// The target.
pub const TARGET: Target = Target {
    name: "engine-output",
    dictionary: &[
        "info ",
        "depth ",
        "seldepth ",
        "multipv ",
        "score ",
        "cp ",
        "mate ",
        "-",
        "lowerbound ",
        "upperbound ",
        "wdl ",
        "nodes ",
        "nps ",
        "hashfull ",
        "tbhits ",
        "time ",
        "pv ",
        "currmove ",
        "currmovenumber ",
        "string ",
        "refutation ",
        "currline ",
        "cpuload ",
        "bestmove ",
        "ponder ",
        "(none)",
        "0000",
        "e2e4 ",
        "e7e5 ",
        "g1f3 ",
        "e1g1 ",
        "e1h1 ",
        "a7a8q ",
        "readyok\n",
        "uciok\n",
        "id name ",
        "option name ",
        "type spin ",
        "default ",
        "min ",
        "max ",
        "var ",
        "\n",
        "\t",
        "  ",
    ],
    run,
};

fn run(input: &[u8]) -> Result<(), PropertyViolation> {
    let text = String::from_utf8_lossy(input);
    let roots = ROOTS
        .iter()
        .map(|fen| parse_fen(fen).map_err(|e| PropertyViolation(format!("{fen}: {e:?}"))))
        .collect::<Result<Vec<Chess>, _>>()?;
    for (index, line) in text.lines().enumerate() {
        let root = &roots[index % roots.len()];
        match parse_line(line) {
            EngineLine::Info(info) => {
                let Some((parsed, illegal)) = info.to_info(root) else {
                    continue;
                };
                let mut pos = root.clone();
                for m in &parsed.pv {
                    ensure(pos.is_legal(*m), || format!("{line:?}: illegal {m} kept"))?;
                    pos.play_unchecked(*m);
                }
                if let Some(illegal) = illegal {
                    ensure(
                        illegal.ply == parsed.pv.len() + 1
                            && info.pv.get(parsed.pv.len()) == Some(&illegal.mv),
                        || format!("{line:?}: cut at {illegal:?} after {}", parsed.pv.len()),
                    )?;
                } else {
                    ensure(parsed.pv.len() == info.pv.len(), || {
                        format!("{line:?}: PV cut with no illegal move")
                    })?;
                }
                let printed = UciInfo(&parsed).to_string();
                let EngineLine::Info(again) = parse_line(&printed) else {
                    return Err(PropertyViolation(format!(
                        "{line:?} printed as {printed:?}, which is not an info line"
                    )));
                };
                let reread = again.to_info(root).map(|(i, _)| (i.pv, i.score));
                ensure(reread == Some((parsed.pv.clone(), parsed.score)), || {
                    format!("{line:?} printed as {printed:?} reads back as {reread:?}")
                })?;
            }
            EngineLine::BestMove {
                best: Some(best), ..
            } => {
                if let Some(m) = legal_move(root, &best) {
                    ensure(root.is_legal(m), || format!("{line:?}: {m} is illegal"))?;
                }
            }
            _ => {}
        }
    }
    Ok(())
}
