//! Each player's accuracy in percent, by the formula Lichess publishes (lila's `WinPercent` and
//! `AccuracyPercent`, <https://lichess.org/page/accuracy>), written anew here:
//!
//! * a score becomes a **win percentage** for its side, `50 + 50 * (2 / (1 + exp(-0.00368208 *
//!   cp)) - 1)`, the centipawns held within ±1000 and a mate at the edge ([`win_percent`]);
//! * a move's **accuracy** is `103.1668 * exp(-0.04354 * drop) - 3.1669`, plus 1 for the
//!   analysis's own imperfection, held within 0..100, where `drop` is what the move cost the
//!   mover in win percentage; a move that cost nothing is 100 ([`move_accuracy`]);
//! * a player's **game accuracy** is the mean of two means of their moves' accuracies: one
//!   weighted by how much the game swung around each move (the standard deviation, held within
//!   0.5..12, of the win percentages in a window of positions ending after it, the window a tenth
//!   of the game, 2 to 8 positions) and one harmonic, each value at least 1 ([`game_accuracy`]).
//!
//! The win percentage a move costs comes from the review's own two searches of the position
//! it was played in (the best line's score and the played move's), as its `?!`, `?` and `??`
//! do; a move that counts as good as the best ([`AS_GOOD_AS_BEST`](super::AS_GOOD_AS_BEST))
//! costs nothing. The swings are measured on the evaluations the review shows: the position
//! before the first move, then the position after each move.

use shakmaty::{ByColor, Color};

use super::annotated_game::AnnotatedMove;
use crate::Score;

/// The slope of Lichess's logistic, per centipawn.
const SLOPE: f64 = 0.003_682_08;

/// Centipawns count at most this much, a mate at the edge (lila's `Cp.CEILING`).
const CEILING: i32 = 1_000;

/// The win percentage (0 to 100) of `score` for the side it belongs to.
pub fn win_percent(score: Score) -> f64 {
    // A mate's or a tablebase result's encoding lies beyond the ceiling, on its side.
    let cp = score.centipawns().clamp(-CEILING, CEILING);
    let chances = 2.0 / (1.0 + (-SLOPE * f64::from(cp)).exp()) - 1.0;
    50.0 + 50.0 * chances
}

/// The accuracy (0 to 100) of a move after which the mover's win percentage went from
/// `before` to `after`.
pub fn move_accuracy(before: f64, after: f64) -> f64 {
    if after >= before {
        return 100.0;
    }
    let drop = before - after;
    let raw =
        103.166_810_071_164_9 * (-0.043_544_153_867_539_51 * drop).exp() - 3.166_924_740_191_411;
    // One point for the imperfection of the analysis, as Lichess gives.
    (raw + 1.0).clamp(0.0, 100.0)
}

/// One judged move as the game accuracy counts it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ScoredMove {
    /// Who played it.
    pub mover: Color,
    /// Its accuracy ([`move_accuracy`]).
    pub accuracy: f64,
    /// White's win percentage after it.
    pub white_after: f64,
}

impl ScoredMove {
    /// `m` with its accuracy and White's win percentage after it.
    pub fn of(m: &AnnotatedMove) -> ScoredMove {
        let accuracy = if m.loss.winning_chances > 0.0 {
            move_accuracy(win_percent(m.best_score), win_percent(m.played_score))
        } else {
            100.0
        };
        let after = super::white_eval_after(m.mover, m.played_score);
        ScoredMove {
            mover: m.mover,
            accuracy,
            white_after: win_percent(after),
        }
    }
}

/// Each player's accuracy over `moves` (the main line's judged moves in order), none for a
/// player without moves.
pub fn accuracy_of(moves: &[AnnotatedMove]) -> ByColor<Option<f64>> {
    let Some(first) = moves.first() else {
        return ByColor::new_with(|_| None);
    };
    let start = win_percent(first.best_score.for_white(first.mover));
    let scored: Vec<ScoredMove> = moves.iter().map(ScoredMove::of).collect();
    game_accuracy(start, &scored)
}

/// Each player's game accuracy from White's win percentage at the start (`start`) and the
/// moves in order; none for a player without moves.
pub fn game_accuracy(start: f64, moves: &[ScoredMove]) -> ByColor<Option<f64>> {
    let positions: Vec<f64> = std::iter::once(start)
        .chain(moves.iter().map(|m| m.white_after))
        .collect();
    let weights = swing_weights(&positions);
    ByColor::new_with(|color| {
        let mine: Vec<(f64, f64)> = moves
            .iter()
            .zip(&weights)
            .filter(|(m, _)| m.mover == color)
            .map(|(m, &w)| (m.accuracy, w))
            .collect();
        if mine.is_empty() {
            return None;
        }
        let weight: f64 = mine.iter().map(|(_, w)| w).sum();
        let weighted = mine.iter().map(|(a, w)| a * w).sum::<f64>() / weight;
        let harmonic = mine.len() as f64 / mine.iter().map(|(a, _)| 1.0 / a.max(1.0)).sum::<f64>();
        Some((weighted + harmonic) / 2.0)
    })
}

/// The weight of each move (one fewer than `positions`): the standard deviation of the win
/// percentages of the window of positions ending after it, held within 0.5..12. The moves
/// before the first full window share the first window.
fn swing_weights(positions: &[f64]) -> Vec<f64> {
    let moves = positions.len().saturating_sub(1);
    let size = (moves / 10).clamp(2, 8).min(positions.len());
    (0..moves)
        .map(|i| {
            // Move i leads to position i + 1: its window ends there, or is the first one.
            let end = (i + 2).max(size);
            deviation(&positions[end - size..end]).clamp(0.5, 12.0)
        })
        .collect()
}

/// The population standard deviation of `values` (not empty).
fn deviation(values: &[f64]) -> f64 {
    let n = values.len() as f64;
    let mean = values.iter().sum::<f64>() / n;
    (values.iter().map(|v| (v - mean).powi(2)).sum::<f64>() / n).sqrt()
}

/// `87`: an accuracy as Lichess shows it, rounded to a whole percent.
pub fn whole_percent(accuracy: f64) -> u8 {
    accuracy.round().clamp(0.0, 100.0) as u8
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(a: f64, b: f64) -> bool {
        (a - b).abs() < 1e-9
    }

    #[test]
    fn win_percent_follows_lichess() {
        assert!(close(win_percent(Score::cp(0)), 50.0));
        // 50 + 50 * (2 / (1 + e^-0.368208) - 1) = 59.1026...
        let w = win_percent(Score::cp(100));
        assert!((w - 59.102_6).abs() < 1e-4, "{w}");
        assert!(close(win_percent(Score::cp(-100)), 100.0 - w));
        // Held at ±1000: a mate and a tablebase win count as 1000.
        let edge = win_percent(Score::cp(1_000));
        assert!((edge - 97.544_7).abs() < 1e-4, "{edge}");
        assert!(close(win_percent(Score::cp(4_000)), edge));
        assert!(close(win_percent(Score::mate_in_plies(3)), edge));
        assert!(close(win_percent(Score::mated_in_plies(0)), 100.0 - edge));
    }

    #[test]
    fn move_accuracy_follows_lichess() {
        assert!(close(move_accuracy(50.0, 50.0), 100.0));
        assert!(close(move_accuracy(40.0, 60.0), 100.0));
        // No drop: 103.1668 - 3.1669 + 1 > 100, held at 100.
        assert!(close(move_accuracy(50.0, 49.999_999), 100.0));
        // A drop of 10: 103.1668 * e^-0.435442 - 3.1669 + 1 = 64.5798...
        let ten = move_accuracy(60.0, 50.0);
        assert!((ten - 64.579_8).abs() < 1e-4, "{ten}");
        // A drop of 30: 103.1668 * e^-1.306325 - 3.1669 + 1 = 25.7720...
        let thirty = move_accuracy(80.0, 50.0);
        assert!((thirty - 25.772_0).abs() < 1e-4, "{thirty}");
        // A drop of 100 is held at 0.
        assert!(close(move_accuracy(100.0, 0.0), 0.0));
    }

    fn scored(mover: Color, accuracy: f64, white_after: f64) -> ScoredMove {
        ScoredMove {
            mover,
            accuracy,
            white_after,
        }
    }

    #[test]
    fn perfect_moves_are_100_percent() {
        let moves: Vec<ScoredMove> = (0..12)
            .map(|i| scored(Color::from_white(i % 2 == 0), 100.0, 50.0 + f64::from(i)))
            .collect();
        let result = game_accuracy(50.0, &moves);
        assert!(close(result.white.unwrap(), 100.0));
        assert!(close(result.black.unwrap(), 100.0));
    }

    #[test]
    fn a_side_without_moves_has_no_accuracy() {
        let result = game_accuracy(50.0, &[scored(Color::White, 64.0, 50.0)]);
        assert!(close(result.white.unwrap(), 64.0));
        assert_eq!(result.black, None);
        assert_eq!(game_accuracy(50.0, &[]), ByColor::new_with(|_| None));
    }

    #[test]
    fn game_accuracy_is_the_mean_of_the_swing_weighted_and_the_harmonic_means() {
        // Four moves, window 2: positions 50, 50, 74, 74, 74. Weights: the deviation of
        // (50, 50) = 0 -> 0.5, of (50, 74) = 12 -> 12, of (74, 74) -> 0.5, (74, 74) -> 0.5.
        let moves = [
            scored(Color::White, 100.0, 50.0),
            scored(Color::Black, 40.0, 74.0),
            scored(Color::White, 80.0, 74.0),
            scored(Color::Black, 100.0, 74.0),
        ];
        let result = game_accuracy(50.0, &moves);
        // White: weighted (100 * 0.5 + 80 * 0.5) / 1 = 90; harmonic 2 / (1/100 + 1/80)
        // = 88.888...; mean 89.444...
        let white = result.white.unwrap();
        assert!(
            close(white, (90.0 + 2.0 / (0.01 + 0.0125)) / 2.0),
            "{white}"
        );
        // Black: weighted (40 * 12 + 100 * 0.5) / 12.5 = 42.4; harmonic 2 / (1/40 + 1/100)
        // = 57.142857...; mean 49.771428...
        let black = result.black.unwrap();
        assert!(close(black, (42.4 + 2.0 / (0.025 + 0.01)) / 2.0), "{black}");
        assert_eq!(whole_percent(white), 89);
        assert_eq!(whole_percent(black), 50);
    }

    #[test]
    fn the_harmonic_mean_counts_each_accuracy_as_at_least_1() {
        let moves = [
            scored(Color::White, 0.0, 50.0),
            scored(Color::White, 100.0, 50.0),
        ];
        // Weighted (0 + 100) / 2 = 50; harmonic 2 / (1/1 + 1/100) = 1.9801..., not 0.
        let white = game_accuracy(50.0, &moves).white.unwrap();
        assert!(close(white, (50.0 + 2.0 / 1.01) / 2.0), "{white}");
    }

    #[test]
    fn windows_are_a_tenth_of_the_game_and_the_first_ones_share_the_first_window() {
        // 30 moves: windows of 3 positions. Moves 0 and 1 share positions 0..3.
        let positions: Vec<f64> = (0..31).map(|i| if i == 2 { 60.0 } else { 50.0 }).collect();
        let weights = swing_weights(&positions);
        assert_eq!(weights.len(), 30);
        let first = deviation(&[50.0, 50.0, 60.0]); // 4.714...
        assert!((first - 4.714_045).abs() < 1e-6);
        assert!(close(weights[0], first) && close(weights[1], first));
        // Move 2 leads to position 3: window 1..4 still holds the 60; move 4's (3..6) does not.
        assert!(close(weights[2], first));
        assert!(close(weights[3], first));
        assert!(close(weights[4], 0.5));
        // 200 moves: windows of 8 at most; a swing of 0 to 100 is held at 12.
        let wild: Vec<f64> = (0..201)
            .map(|i| if i % 2 == 0 { 0.0 } else { 100.0 })
            .collect();
        assert!(swing_weights(&wild).iter().all(|&w| close(w, 12.0)));
    }
}
