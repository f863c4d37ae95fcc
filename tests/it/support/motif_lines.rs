//! Lines for the motif tests: a FEN and a line in UCI, checked legal; the same mirrored
//! (colours swapped, board flipped top to bottom) so every motif is tested for both sides.

#![allow(dead_code)]

use kibitzer::game::parse_fen;
use kibitzer::motifs::{Motif, Theme, find_motifs};
use shakmaty::fen::Fen;
use shakmaty::uci::UciMove;
use shakmaty::{Chess, EnPassantMode, Move, Position, Square};

/// The position and the line, both checked legal (panics with the offending move).
pub fn play(fen: &str, line: &[&str]) -> (Chess, Vec<Move>) {
    let start = parse_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
    let mut pos = start.clone();
    let mut moves = Vec::new();
    for uci in line {
        let mv = uci
            .parse::<UciMove>()
            .unwrap_or_else(|e| panic!("{uci}: {e}"))
            .to_move(&pos)
            .unwrap_or_else(|e| panic!("{fen}: {uci} is not legal: {e}"));
        pos.play_unchecked(mv);
        moves.push(mv);
    }
    (start, moves)
}

/// The motifs of the line.
pub fn motifs(fen: &str, line: &[&str]) -> Vec<Motif> {
    let (pos, moves) = play(fen, line);
    find_motifs(&pos, &moves)
}

/// The FEN and line mirrored: colours swapped, ranks flipped.
pub fn mirror(fen: &str, line: &[&str]) -> (String, Vec<String>) {
    let pos = parse_fen(fen).unwrap();
    let setup = pos.to_setup(EnPassantMode::Legal).into_mirrored();
    let fen = Fen::try_from_setup(setup).unwrap().to_string();
    let line = line
        .iter()
        .map(|uci| match uci.parse::<UciMove>().unwrap() {
            UciMove::Normal {
                from,
                to,
                promotion,
            } => UciMove::Normal {
                from: from.flip_vertical(),
                to: to.flip_vertical(),
                promotion,
            }
            .to_string(),
            other => other.to_string(),
        })
        .collect();
    (fen, line)
}

/// What a test expects of one motif: its theme, ply, actor square and target squares.
pub struct Expect<'a> {
    pub theme: Theme,
    pub ply: usize,
    pub actor: Option<&'a str>,
    pub targets: &'a [&'a str],
}

fn square(name: &str, flip: bool) -> Square {
    let sq: Square = name.parse().unwrap();
    if flip { sq.flip_vertical() } else { sq }
}

/// The motif matching `expect` in the line (mirrored when `flip`), with its description;
/// panics listing what was found when there is none.
pub fn find_one(fen: &str, line: &[&str], expect: &Expect, flip: bool) -> Motif {
    let found = motifs(fen, line);
    let actor = expect.actor.map(|a| square(a, flip));
    let targets: Vec<Square> = expect.targets.iter().map(|t| square(t, flip)).collect();
    found
        .iter()
        .find(|m| {
            m.theme == expect.theme
                && m.ply == expect.ply
                && (actor.is_none() || m.actor.map(|a| a.square) == actor)
                && m.targets.iter().map(|t| t.square).collect::<Vec<_>>() == targets
        })
        .cloned()
        .unwrap_or_else(|| {
            let listed: Vec<String> = found
                .iter()
                .map(|m| format!("{:?} ply {} {}", m.theme, m.ply, m.describe()))
                .collect();
            panic!(
                "{fen} {line:?}: no {:?} as expected; found {listed:#?}",
                expect.theme
            )
        })
}

/// The motif is found in the line and in its mirror, made by the side to move at its ply;
/// returns the original's description.
pub fn check(fen: &str, line: &[&str], expect: &Expect) -> String {
    let motif = find_one(fen, line, expect, false);
    let (pos, _) = play(fen, line);
    let mover = if expect.ply.is_multiple_of(2) {
        pos.turn()
    } else {
        pos.turn().other()
    };
    assert_eq!(motif.side, mover, "{fen}: the motif's side");
    let (mfen, mline) = mirror(fen, line);
    let mline: Vec<&str> = mline.iter().map(String::as_str).collect();
    let mirrored = find_one(&mfen, &mline, expect, true);
    assert_eq!(
        mirrored.side,
        mover.other(),
        "{mfen}: the mirrored motif's side"
    );
    motif.describe()
}

/// No motif of `theme` in the line nor in its mirror.
pub fn absent(fen: &str, line: &[&str], theme: Theme) {
    let (mfen, mline) = mirror(fen, line);
    let mline: Vec<&str> = mline.iter().map(String::as_str).collect();
    for (f, l) in [(fen.to_owned(), line.to_vec()), (mfen, mline)] {
        let found: Vec<String> = motifs(&f, &l)
            .iter()
            .filter(|m| m.theme == theme)
            .map(Motif::describe)
            .collect();
        assert!(found.is_empty(), "{f} {l:?}: unexpected {found:?}");
    }
}
