//! Tactical motifs, by the names players know: which of Lichess's puzzle themes a line of
//! moves shows, made by which side, with the men and squares involved, described in a
//! coach's English ("a fork: Nc7+ attacks the king on e8 and the rook on a8").
//!
//! [`find_motifs`] plays a line from a position and reports every [`Motif`] it finds, in
//! the order of the plies that make them. Each motif carries the side that makes it, so a
//! caller explaining a mistake can say "allows a fork" for motifs of the opponent in the
//! refutation line and "misses a fork" for motifs of the mover in the best line. The line is
//! read as played: it may start with either side's move, and a move that is not legal where
//! it is played ends it.
//!
//! ```
//! use kibitzer::motifs::{Theme, find_motifs};
//! use kibitzer::game::parse_fen;
//! use shakmaty::uci::UciMove;
//!
//! let pos = parse_fen("r3k3/8/8/1N6/8/8/8/4K3 w - - 0 1").unwrap();
//! let nc7 = "b5c7".parse::<UciMove>().unwrap().to_move(&pos).unwrap();
//! let motifs = find_motifs(&pos, &[nc7]);
//! assert_eq!(motifs[0].theme, Theme::Fork);
//! assert_eq!(motifs[0].describe(), "a fork: Nc7+ attacks the king on e8 and the rook on a8");
//! ```
//!
//! Lichess's tagger (`ornicar/lichess-puzzler`, `tagger/cook.py`) reads a puzzle's solution
//! from the winning side and mostly looks at the moves' geometry and at "attacked and not
//! defended". Here the themes follow Lichess's definitions, with the exchange evaluator
//! ([`static_exchange`](crate::search::static_exchange): SEE, x-rays included, pins ignored)
//! deciding what is won and lost. The differences, and why:
//!
//! * **Hanging piece** (`hangingPiece`): a capture of a piece (not a pawn) that SEE says
//!   keeps the piece's whole value, so "defended" men whose defence does not hold (an x-ray,
//!   a king that may not take back) hang, and an undefended man is not hanging when its
//!   capture loses more. Lichess looks only at the puzzle's first reply and at "not
//!   defended"; here any capture of the line counts when its owner left the piece to be
//!   taken: not a recapture of a man worth at least as much on that square (a trade; a
//!   knight that took a pawn and is taken back does hang), not after the owner answered a
//!   check, and not when the taker's own move before won it (the piece stood lost before
//!   the owner's move but not before the taker's: a fork, skewer or removed defender won
//!   it, and that is the motif). A piece left en prise from before the line starts hangs.
//!   An even trade is not a hanging piece, nor is a defended man attacked by a more
//!   valuable one.
//! * **Fork** (`fork`): the moved man (not the king) attacks two or more men (not pawns)
//!   that are each worth winning: the king, a man worth more than the forker, or a man the
//!   forker wins by SEE; and the forker cannot be won by SEE where it stands. So a knight
//!   attacking a rook and a defended knight is not a fork (the knight is not worth winning),
//!   and a knight attacking two defended rooks is (both are worth more than it). This is
//!   Lichess's rule, with SEE in place of "hanging" and "in a bad spot". The fork's last
//!   move may end the line (Lichess wants a follow-up), since a principal variation is cut
//!   where the search stopped.
//! * **Pin** (`pin`): a new pin made by the move: a piece (not a pawn) alone between a
//!   slider and its king, or its queen when the slider and the pinned piece are worth less
//!   than the queen, and the pinned piece cannot take the pinner without losing material.
//!   Lichess tags only pins to the king that stop an attack or an escape; coaches also call
//!   a knight in front of the queen pinned.
//! * **Skewer** (`skewer`): found when the slider moves, not (as in Lichess) when the man
//!   behind is taken, so a line cut short still shows it: the front man is the king or worth
//!   more than the man behind, and SEE says the man behind is won once the front man goes.
//! * **Discovered attack, discovered check, double check** (`discoveredAttack`,
//!   `discoveredCheck`, `doubleCheck`): a slider behind the moved man now attacks, checks,
//!   or checks together with it. An uncovered attack counts when SEE says it wins the man
//!   (not a pawn).
//!   Lichess also tags every discovered check and double check as a discovered attack; here
//!   each discovery has one name, the strongest.
//! * **Mate in N** (`mateIn1` ... `mateIn5`): the line ends in mate, N the mating side's
//!   moves, the motif at the mating side's first move. **Back-rank mate** and **smothered
//!   mate** (`backRankMate`, `smotheredMate`) look at the final position only: the king on
//!   its first rank with every square in front held by its own men and mated along that
//!   rank; mated by a lone knight with every square around the king held by its own men.
//! * **Trapped piece** (`trappedPiece`): found when the trap closes (the move after which
//!   the piece is lost where it stands and on every square it can go to), not when the piece
//!   is finally taken; as in Lichess, defending it or blocking are not escapes.
//! * **Capturing the defender, deflection, attraction, interference, x-ray**
//!   (`capturingDefender`, `deflection`, `attraction`, `interference`, `xRayAttack`): these
//!   need the follow-up, so they are found in the line as Lichess does (the defender taken
//!   and the defended man won two plies later; the bait taken by a guard that then leaves
//!   its square unguarded for a winning capture, a promotion or mate; the king, queen or
//!   rook drawn to a square and hit there; a man put across a defender's line and the
//!   defended man won; a retake through the recapturing man), with SEE deciding that the
//!   final capture wins and did not win before. Lichess's self-interference (the defender's
//!   own side blocking) is left out.
//! * **Sacrifice** (`sacrifice`): a move that gives up at least 150 cp by SEE, justified by
//!   the line (it ends in mate by that side, or it runs to that side's next move at least
//!   and that side's material is back); Lichess
//!   compares material along the whole solution. A move that loses material and is not
//!   justified is a mistake, and the other side's motifs (a hanging piece) say so.
//! * **Promotion, en passant, advanced pawn** (`promotion`, `enPassant`, `advancedPawn`):
//!   as Lichess, the advanced pawn being a pawn reaching its seventh rank; a pawn that
//!   promotes is a promotion only (Lichess tags it an advanced pawn too).
//!
//! Measured against 79 real Lichess puzzles with Lichess's own verdict per theme
//! (`tests/data/lichess_puzzles.csv`, `tests/motifs_lichess.rs`): 67 agree; the 12
//! differences are listed by that test.
//! Each theme is one file: `hanging`, `fork`, `pin`, `skewer`, `discovered`, `mate`,
//! `trapped`, `defender`, `deflection`, `attraction`, `interference`, `xray`, `sacrifice`,
//! `pawn`; `step` walks the line, `gain` asks the exchange evaluator, `words` names men.

mod attraction;
mod defender;
mod deflection;
mod discovered;
mod fork;
mod gain;
mod hanging;
mod interference;
mod mate;
mod motif;
mod pawn;
mod pin;
mod sacrifice;
mod skewer;
mod step;
mod theme;
mod trapped;
mod words;
mod xray;

pub use motif::Motif;
pub use sacrifice::SACRIFICE_THRESHOLD;
pub use theme::Theme;

use shakmaty::{Chess, Move};

/// One theme's detector: reads the steps, adds what it finds.
type Detector = fn(&[step::Step], &mut Vec<Motif>);

/// Every motif of `line` played from `position`, by ply, then by theme. Only the legal
/// prefix of the line is read.
pub fn find_motifs(position: &Chess, line: &[Move]) -> Vec<Motif> {
    let steps = step::walk(position, line);
    let mut motifs = Vec::new();
    let detectors: [Detector; 14] = [
        hanging::find,
        fork::find,
        pin::find,
        skewer::find,
        discovered::find,
        mate::find,
        trapped::find,
        defender::find,
        deflection::find,
        attraction::find,
        interference::find,
        xray::find,
        sacrifice::find,
        pawn::find,
    ];
    for detect in detectors {
        detect(&steps, &mut motifs);
    }
    motifs.sort_by_key(|m| (m.ply, m.theme));
    motifs
}
