//! Best-first mode and the main search on the same position: Harris's best-first search grows
//! a few hundred nodes and backs up the evaluator's static values, so it can see the position
//! quite differently from the full-width search beside it (best-first `root -2.31` where the
//! analysis proves a mate in 2). When both have an answer and they differ — another best move,
//! and a verdict at least a mistake apart in winning chances (Lichess's 0.2), or a mate that
//! one of them does not see — the pane says so, with the main search's move and score.

use shakmaty::Color;
use shakmaty::san::SanPlus;

use crate::bestfirst::state::BfView;
use kibitzer::Score;
use kibitzer::compare::winning_chances;
use kibitzer::engine::Info;
use kibitzer::format::pv_san;

/// Winning chances (on the -1..1 scale) two verdicts must be apart to be called different.
pub const VERDICTS_APART: f64 = 0.2;

/// The notice when `view`'s search and `main` (the main search's first line of the same
/// position, `turn` to move there) disagree: `≠ main search d9: Qxf7# #1 (best-first Nf3
/// -2.31)`; none when they agree or either has no answer yet.
pub fn notice(view: &BfView, main: Option<&Info>, turn: Color) -> Option<String> {
    let main = main.filter(|l| !l.pv.is_empty())?;
    let search = &view.search;
    let ours = search.principal_variation();
    let our_first = *ours.first()?;
    let main_first = main.pv[0];
    if our_first == main_first {
        return None;
    }
    let root = search.root_position();
    let our_score = Score::cp(search.nodes()[0].v.round() as i32);
    let main_score = main.score.for_white(turn);
    let mates = |s: Score| s.mate_moves().map(i32::signum);
    let apart = (winning_chances(our_score) - winning_chances(main_score)).abs();
    if apart < VERDICTS_APART && mates(our_score) == mates(main_score) {
        return None;
    }
    let main_move = SanPlus::from_move(root.clone(), main_first);
    let our_move = pv_san(root, &[our_first]).join("");
    Some(format!(
        "≠ main search d{}: {main_move} {main_score} (best-first {our_move} {our_score})",
        main.depth
    ))
}
