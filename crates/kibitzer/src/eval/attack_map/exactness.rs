//! Every byte lanes this build has give the scalar lanes' attack words, word by word, on the
//! sample positions (the suites', the bench's, the evaluation vectors', their children, and
//! positions with promoted men).

use shakmaty::{Color, Position, Square};

use super::AttackMap;
use crate::byte_board::sample_positions::{boards, position};
use crate::byte_board::{ByteBoard, Scalar};

/// Asserts that the lanes `B` build the scalar lanes' words on every board.
fn agrees_with_scalar<B: ByteBoard>() {
    let boards = boards();
    assert!(boards.len() > 10_000, "{} boards", boards.len());
    for board in boards {
        let reference = AttackMap::tallied::<Scalar>(&board);
        let tallied = AttackMap::tallied::<B>(&board);
        for color in Color::ALL {
            for square in Square::ALL {
                assert_eq!(
                    tallied.word(color, square),
                    reference.word(color, square),
                    "{color:?} {square} in {board}"
                );
            }
        }
    }
}

#[test]
fn the_build_s_lanes_give_the_scalar_words() {
    agrees_with_scalar::<crate::byte_board::Fastest>();
}

#[cfg(all(target_arch = "x86_64", target_feature = "avx2"))]
#[test]
fn the_avx2_lanes_give_the_scalar_words() {
    agrees_with_scalar::<crate::byte_board::Avx2>();
}

#[cfg(all(target_arch = "x86_64", target_feature = "avx512bw"))]
#[test]
fn the_avx512_lanes_give_the_scalar_words() {
    agrees_with_scalar::<crate::byte_board::Avx512>();
}

#[test]
fn promoted_men_count_past_a_game_s_start() {
    // Eight knights attack d4: its count is 8, all of them knights.
    let board = position("k7/8/2N1N3/1N3N2/8/1N3N2/2N1N3/K7 w - - 0 1")
        .board()
        .clone();
    let map = AttackMap::new(&board);
    assert_eq!(
        map.word(Color::White, Square::D4),
        super::CONTROL_KNIGHT | 8
    );
}
