//! The generating picker hands out the same moves in the same order as the picker of the
//! whole legal move list.

use shakmaty::{Chess, Move, MoveList, Position};

use super::{MoveLists, MovePicker, legal_move_of_code};
use crate::search::SearchOptions;
use crate::search::driver::playouts::for_each_position;
use crate::search::moves::heuristics::Heuristics;
use crate::search::moves::ordering::MoveScorer;
use crate::search::table::tt::encode_move;

/// Every move `picker` hands out, in order, with its key and reason. After each, the history
/// of one of `moves` grows, as cutoffs in the subtrees of the moves searched would make it:
/// quiet moves keyed at another time would be keyed differently.
fn drain(mut picker: MovePicker<'_, '_>, pos: &Chess, moves: &MoveList) -> Vec<String> {
    let mut heuristics = Heuristics::new(4);
    let mut handed = Vec::new();
    while let Some(scored) = picker.next(&heuristics) {
        handed.push(format!(
            "{:?} {} {:?}",
            scored.mv, scored.key, scored.reason
        ));
        let credited = moves[(handed.len() * 7) % moves.len()];
        heuristics.reward(pos.turn(), credited, 3, handed.len() as i32);
    }
    handed
}

#[test]
fn generating_in_stages_gives_the_order_of_the_whole_list() {
    let heuristics = Heuristics::new(4);
    let mut checked = 0;
    let mut earlier: Vec<Move> = Vec::new();
    for guard_ordering in [true, false] {
        let options = SearchOptions {
            guard_ordering,
            ..SearchOptions::default()
        };
        for_each_position(150, 100, |pos, moves| {
            if pos.is_check() {
                return;
            }
            // Killers from this position and from earlier ones (often not legal here); a
            // table move that is legal here, or one that is not.
            let n = moves.len();
            let killers = [Some(moves[checked % n]), earlier.get(checked % 7).copied()];
            let table = if checked % 3 == 0 {
                earlier.last().copied()
            } else {
                Some(moves[(checked / 2) % n])
            };
            let code = table.as_ref().map_or(0, encode_move);
            let scorer = MoveScorer::new(pos.board(), pos.turn(), 0, killers, &options);
            let mut lists = MoveLists::default();
            let legal_table = (code != 0)
                .then(|| legal_move_of_code(pos, code, &mut lists))
                .flatten();
            let by_code = moves.iter().copied().find(|m| encode_move(m) == code);
            assert_eq!(legal_table, by_code.filter(|_| code != 0));
            let mut rest = moves.clone();
            rest.retain(|m| Some(*m) != legal_table);
            let whole = drain(
                MovePicker::staged(&scorer, &rest, &heuristics, &mut lists),
                pos,
                moves,
            );
            let mut lists = MoveLists::default();
            let staged = drain(
                MovePicker::generated(&scorer, pos, legal_table, &heuristics, &mut lists),
                pos,
                moves,
            );
            assert_eq!(staged, whole);
            earlier.push(moves[checked % n]);
            checked += 1;
        });
    }
    assert!(checked > 10_000, "{checked}");
}
