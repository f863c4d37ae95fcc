//! Late move reductions from a logarithmic table: a quiet move late in the order is searched
//! `LOG_BASE + ln(depth) · ln(move number) / LOG_DIVISOR` plies shallower, one ply less at a
//! PV node and for a move with a history, never below one ply nor into the horizon.

use std::sync::LazyLock;

/// The constant part of the reduction, in plies.
const LOG_BASE: f64 = 0.5;
/// The divisor of the logarithmic part.
const LOG_DIVISOR: f64 = 2.5;
/// Depths and move numbers past this share the table's last row and column.
const TABLE_SIZE: usize = 64;

/// The reduction before adjustments, by remaining depth and move number (1 for the first).
static TABLE: LazyLock<[[u8; TABLE_SIZE]; TABLE_SIZE]> = LazyLock::new(|| {
    let mut table = [[0; TABLE_SIZE]; TABLE_SIZE];
    for (depth, row) in table.iter_mut().enumerate().skip(1) {
        for (number, plies) in row.iter_mut().enumerate().skip(1) {
            let r = LOG_BASE + (depth as f64).ln() * (number as f64).ln() / LOG_DIVISOR;
            *plies = r.max(0.0) as u8;
        }
    }
    table
});

/// The plies by which the `number`-th move (1 for the first) of a node `depth` plies from the
/// horizon is reduced: the table's, one less at a PV node and one less for a move with a
/// history (`good_history`), at least one, and leaving at least one ply to search.
pub fn late_reduction_plies(depth: i32, number: usize, pv_node: bool, good_history: bool) -> i32 {
    let row = usize::try_from(depth).unwrap_or(0).min(TABLE_SIZE - 1);
    let plies = i32::from(TABLE[row][number.min(TABLE_SIZE - 1)])
        - i32::from(pv_node)
        - i32::from(good_history);
    plies.clamp(1, (depth - 2).max(1))
}

#[cfg(test)]
mod tests {
    use super::late_reduction_plies;

    #[test]
    fn later_and_deeper_moves_are_reduced_more() {
        assert_eq!(late_reduction_plies(3, 4, false, false), 1);
        assert!(
            late_reduction_plies(12, 40, false, false) > late_reduction_plies(6, 4, false, false)
        );
        assert!(
            late_reduction_plies(12, 40, true, false) < late_reduction_plies(12, 40, false, false)
        );
        assert!(
            late_reduction_plies(12, 40, false, true) < late_reduction_plies(12, 40, false, false)
        );
    }

    #[test]
    fn a_reduction_never_reaches_the_horizon() {
        for depth in 3..80 {
            for number in 1..300 {
                let plies = late_reduction_plies(depth, number, false, false);
                assert!(
                    (1..=(depth - 2).max(1)).contains(&plies),
                    "{depth} {number}"
                );
            }
        }
    }
}
