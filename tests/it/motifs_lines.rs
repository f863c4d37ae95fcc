//! The motif detector on many lines it was not written for: from every bench position,
//! lines of captures and checks first (where tactics are), chosen deterministically; every
//! motif must name a ply of the line, the side that made that ply, and read as a sentence.
//! Nothing may panic.

use kibitzer::bench_positions::bench_positions;
use kibitzer::motifs::find_motifs;
use shakmaty::{Move, Position};

/// A deterministic line of `plies` moves from `pos`: a capture or check when there is one
/// (the `seed`-th of them), otherwise the `seed`-th legal move.
fn line(pos: &shakmaty::Chess, plies: usize, seed: usize) -> Vec<Move> {
    let mut pos = pos.clone();
    let mut moves = Vec::new();
    for ply in 0..plies {
        let legal = pos.legal_moves();
        if legal.is_empty() {
            break;
        }
        let sharp: Vec<&Move> = legal
            .iter()
            .filter(|m| {
                m.is_capture() || {
                    let mut after = pos.clone();
                    after.play_unchecked(**m);
                    after.is_check()
                }
            })
            .collect();
        let mv = if sharp.is_empty() {
            legal[(seed + ply) % legal.len()]
        } else {
            *sharp[(seed + ply) % sharp.len()]
        };
        pos.play_unchecked(mv);
        moves.push(mv);
    }
    moves
}

#[test]
fn every_motif_of_many_lines_names_its_ply_and_side() {
    let mut total = 0;
    for (name, pos, _) in bench_positions() {
        for seed in 0..3 {
            let moves = line(&pos, 10, seed);
            let mut sides = vec![pos.turn()];
            for _ in 1..moves.len() {
                let last = *sides.last().unwrap();
                sides.push(last.other());
            }
            for motif in find_motifs(&pos, &moves) {
                assert!(motif.ply < moves.len(), "{name}: {motif:?}");
                assert_eq!(motif.side, sides[motif.ply], "{name}: {motif:?}");
                let text = motif.describe();
                assert!(text.len() > 10 && !text.contains("  "), "{name}: {text}");
                total += 1;
            }
        }
    }
    assert!(total > 20, "only {total} motifs in the bench lines");
}
