//! The motif detector on constructed positions: every theme found, with its men, for both
//! colours (each line is also played mirrored), and the near misses that are not motifs.

use crate::support::motif_lines;

use kibitzer::motifs::Theme;
use motif_lines::{Expect, absent, check, motifs};

fn expect<'a>(theme: Theme, ply: usize, actor: &'a str, targets: &'a [&'a str]) -> Expect<'a> {
    Expect {
        theme,
        ply,
        actor: Some(actor),
        targets,
    }
}

#[test]
fn a_piece_left_en_prise_hangs() {
    let text = check(
        "4k3/3b4/8/8/8/5P2/8/4K3 b - - 0 1",
        &["d7g4", "f3g4"],
        &expect(Theme::HangingPiece, 1, "f3", &["g4"]),
    );
    assert_eq!(
        text,
        "the bishop on g4 hangs: fxg4 takes it (defended by nothing)"
    );
}

#[test]
fn a_defence_that_does_not_hold_still_hangs() {
    // The king on e6 may not take back on d5: the second rook covers it through d2.
    let text = check(
        "8/8/4k3/3n4/8/8/3R4/3RK3 w - - 0 1",
        &["d2d5"],
        &expect(Theme::HangingPiece, 0, "d2", &["d5"]),
    );
    assert_eq!(
        text,
        "the knight on d5 hangs: Rxd5 takes it (its defence by the king on e6 does not hold)"
    );
}

#[test]
fn trades_and_bad_captures_are_not_hanging_pieces() {
    // An even trade, and its recapture.
    absent(
        "4k3/8/4p3/3n4/8/4N3/8/4K3 w - - 0 1",
        &["e3d5", "e6d5"],
        Theme::HangingPiece,
    );
    // A defended knight taken by a rook.
    absent(
        "4k3/8/4p3/3n4/8/8/8/3RK3 w - - 0 1",
        &["d1d5"],
        Theme::HangingPiece,
    );
}

#[test]
fn a_knight_forks_king_and_rook() {
    let text = check(
        "r3k3/8/8/1N6/8/8/8/4K3 w - - 0 1",
        &["b5c7"],
        &expect(Theme::Fork, 0, "c7", &["e8", "a8"]),
    );
    assert_eq!(
        text,
        "a fork: Nc7+ attacks the king on e8 and the rook on a8"
    );
}

#[test]
fn a_fork_needs_two_men_worth_winning() {
    // Rook and undefended bishop: a fork.
    check(
        "r6k/8/4b3/1N6/8/8/8/7K w - - 0 1",
        &["b5c7"],
        &expect(Theme::Fork, 0, "c7", &["a8", "e6"]),
    );
    // The bishop defended by a pawn is not worth the knight: only the rook is forked.
    absent("r6k/5p2/4b3/1N6/8/8/8/7K w - - 0 1", &["b5c7"], Theme::Fork);
}

#[test]
fn a_bishop_pins_a_knight_to_the_king() {
    let text = check(
        "4k3/8/2n5/8/8/8/8/4KB2 w - - 0 1",
        &["f1b5"],
        &expect(Theme::Pin, 0, "b5", &["c6"]),
    );
    assert_eq!(text, "a pin: Bb5 pins the knight on c6 to the king");
}

#[test]
fn a_rook_pins_a_knight_to_the_queen() {
    let text = check(
        "3qk3/8/8/3n4/8/8/8/R3K3 w - - 0 1",
        &["a1d1"],
        &expect(Theme::Pin, 0, "d1", &["d5"]),
    );
    assert_eq!(text, "a pin: Rd1 pins the knight on d5 to the queen");
}

#[test]
fn a_pinned_rook_that_takes_the_pinner_is_not_pinned() {
    absent("4k3/4r3/8/8/8/8/7R/K7 w - - 0 1", &["h2e2"], Theme::Pin);
}

#[test]
fn a_rook_skewers_king_and_rook() {
    let text = check(
        "8/2k4r/8/8/8/8/8/R3K3 w - - 0 1",
        &["a1a7"],
        &expect(Theme::Skewer, 0, "a7", &["c7"]),
    );
    assert_eq!(
        text,
        "a skewer: Ra7+ attacks the king on c7 and, behind it, the rook on h7"
    );
}

#[test]
fn a_knight_uncovers_a_bishop_against_a_rook() {
    let text = check(
        "7k/6r1/8/8/3N4/8/1B6/K7 w - - 0 1",
        &["d4b5"],
        &expect(Theme::DiscoveredAttack, 0, "b2", &["g7"]),
    );
    assert_eq!(
        text,
        "a discovered attack: Nb5 uncovers the bishop on b2 against the rook on g7"
    );
}

#[test]
fn discovered_and_double_checks() {
    let text = check(
        "4k3/8/8/8/4N3/8/8/4R1K1 w - - 0 1",
        &["e4c5"],
        &expect(Theme::DiscoveredCheck, 0, "e1", &["e8"]),
    );
    assert_eq!(
        text,
        "a discovered check: Nc5+ uncovers a check from the rook on e1"
    );
    let text = check(
        "4k3/8/8/8/4N3/8/8/4R1K1 w - - 0 1",
        &["e4f6"],
        &expect(Theme::DoubleCheck, 0, "f6", &["e8"]),
    );
    assert_eq!(
        text,
        "a double check: Nf6+ checks with the rook on e1 and the knight on f6"
    );
    absent(
        "4k3/8/8/8/4N3/8/8/4R1K1 w - - 0 1",
        &["e4f6"],
        Theme::DiscoveredCheck,
    );
}

#[test]
fn back_rank_mates_in_one_and_two() {
    let fen = "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1";
    let text = check(fen, &["a1a8"], &expect(Theme::MateIn(1), 0, "a8", &["g8"]));
    assert_eq!(text, "mate in 1, starting with Ra8#");
    let text = check(
        fen,
        &["a1a8"],
        &expect(Theme::BackRankMate, 0, "a8", &["g8"]),
    );
    assert_eq!(
        text,
        "a back-rank mate: Ra8# mates the king on g8, walled in by its own men"
    );
    let fen = "3r2k1/5ppp/8/8/8/8/4R3/4R1K1 w - - 0 1";
    let line = ["e2e8", "d8e8", "e1e8"];
    check(fen, &line, &expect(Theme::MateIn(2), 0, "e8", &["g8"]));
    check(fen, &line, &expect(Theme::BackRankMate, 2, "e8", &["g8"]));
    let found = motifs(fen, &line);
    assert!(
        found.iter().all(|m| m.theme != Theme::HangingPiece),
        "{found:?}"
    );
}

#[test]
fn a_knight_smothers_the_king() {
    let text = check(
        "6rk/6pp/8/6N1/8/8/8/6K1 w - - 0 1",
        &["g5f7"],
        &expect(Theme::SmotheredMate, 0, "f7", &["h8"]),
    );
    assert_eq!(
        text,
        "a smothered mate: Nf7# mates the king on h8, smothered by its own men"
    );
    absent(
        "6rk/6pp/8/6N1/8/8/8/6K1 w - - 0 1",
        &["g5f7"],
        Theme::BackRankMate,
    );
}

#[test]
fn a_knight_in_the_corner_is_trapped() {
    let text = check(
        "7k/8/8/4R3/8/8/P2K4/n7 w - - 0 1",
        &["e5e1"],
        &expect(Theme::TrappedPiece, 0, "e1", &["a1"]),
    );
    assert_eq!(
        text,
        "a trapped piece: after Re1, the knight on a1 has no safe square"
    );
    // With b3 free of the pawn's guard the knight escapes.
    absent(
        "7k/8/8/4R3/8/8/3K4/n7 w - - 0 1",
        &["e5e1"],
        Theme::TrappedPiece,
    );
}

#[test]
fn taking_the_knight_that_defends_the_bishop() {
    let text = check(
        "6k1/6p1/5n2/3b2B1/8/8/8/3R2K1 w - - 0 1",
        &["g5f6", "g7f6", "d1d5"],
        &expect(Theme::CapturingDefender, 0, "g5", &["f6"]),
    );
    assert_eq!(
        text,
        "capturing the defender: Bxf6 removes the knight on f6, which defended the bishop on d5"
    );
}

#[test]
fn a_knight_deflects_the_rook_from_the_queening_square() {
    let fen = "r7/4P3/8/8/1N5k/8/8/6K1 w - - 0 1";
    let line = ["b4a6", "a8a6", "e7e8q"];
    let text = check(fen, &line, &expect(Theme::Deflection, 0, "a6", &["a8"]));
    assert_eq!(
        text,
        "a deflection: Na6 draws the rook on a8 away from the defence of e8"
    );
    let text = check(fen, &line, &expect(Theme::Promotion, 2, "e8", &[]));
    assert_eq!(text, "a promotion: e8=Q");
    let text = check(fen, &line, &expect(Theme::Sacrifice, 0, "a6", &[]));
    assert_eq!(text, "a sacrifice: Na6 gives up the knight");
}

#[test]
fn a_sacrifice_the_line_does_not_justify_is_a_loss() {
    let fen = "r7/4P3/8/8/1N5k/8/8/6K1 w - - 0 1";
    absent(fen, &["b4a6", "a8a6"], Theme::Sacrifice);
    check(
        fen,
        &["b4a6", "a8a6"],
        &expect(Theme::HangingPiece, 1, "a8", &["a6"]),
    );
}

#[test]
fn a_rook_draws_the_king_into_a_check() {
    let text = check(
        "6k1/6p1/8/8/8/8/8/3Q2KR w - - 0 1",
        &["h1h8", "g8h8", "d1h5"],
        &expect(Theme::Attraction, 0, "h8", &["g8"]),
    );
    assert_eq!(text, "an attraction: Rh8+ lures the king on g8 to h8");
}

#[test]
fn the_rook_behind_retakes_through_the_enemy_rook() {
    let fen = "3n2k1/5ppp/8/3r4/7B/8/8/3R2K1 w - - 0 1";
    let line = ["h4d8", "d5d8", "d1d8"];
    let text = check(fen, &line, &expect(Theme::XRay, 2, "d1", &[]));
    assert_eq!(
        text,
        "an x-ray: Rxd8# takes on d8 with the rook on d1, which stood behind the rook on d5"
    );
    check(fen, &line, &expect(Theme::MateIn(2), 0, "d8", &["g8"]));
}

#[test]
fn a_knight_cuts_the_rook_off_from_the_bishop() {
    let text = check(
        "1r4k1/8/8/8/P7/2N5/1b6/1R4K1 w - - 0 1",
        &["c3b5", "g8g7", "b1b2"],
        &expect(Theme::Interference, 0, "b5", &["b2"]),
    );
    assert_eq!(
        text,
        "an interference: Nb5 cuts the rook on b8 off from the bishop on b2, which it defended"
    );
}

#[test]
fn pawn_themes() {
    let text = check(
        "8/8/4P3/8/8/8/k7/4K3 w - - 0 1",
        &["e6e7"],
        &expect(Theme::AdvancedPawn, 0, "e7", &[]),
    );
    assert_eq!(text, "an advanced pawn: e7 reaches the seventh rank");
    let text = check(
        "4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1",
        &["d7d5", "e5d6"],
        &expect(Theme::EnPassant, 1, "d6", &["d5"]),
    );
    assert_eq!(text, "en passant: exd6 takes the pawn on d5");
}

#[test]
fn an_illegal_move_ends_the_line_without_a_panic() {
    let (pos, mut moves) = motif_lines::play("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", &["a1a7"]);
    let (_, other) = motif_lines::play("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", &["a1a8"]);
    moves.push(moves[0]);
    moves.extend(other);
    let found = kibitzer::motifs::find_motifs(&pos, &moves);
    assert!(found.iter().all(|m| m.ply == 0), "{found:?}");
    assert!(kibitzer::motifs::find_motifs(&pos, &[]).is_empty());
}

#[test]
fn a_motif_as_json() {
    let found = motifs("r3k3/8/8/1N6/8/8/8/4K3 w - - 0 1", &["b5c7"]);
    let json = serde_json::to_value(&found[0]).unwrap();
    assert_eq!(json["theme"], "fork");
    assert_eq!(json["name"], "fork");
    assert_eq!(json["ply"], 0);
    assert_eq!(json["side"], "white");
    assert_eq!(json["san"], "Nc7+");
    assert_eq!(json["moved"]["role"], "knight");
    assert_eq!(json["actor"]["square"], "c7");
    assert_eq!(json["targets"][0]["role"], "king");
    assert_eq!(json["targets"][1]["square"], "a8");
    assert_eq!(
        json["description"],
        "a fork: Nc7+ attacks the king on e8 and the rook on a8"
    );
}

#[test]
fn a_man_won_by_a_tactic_is_not_a_hanging_piece() {
    // The queen falls to a skewer: the king had to answer the check.
    absent(
        "8/8/B1k5/8/8/8/6q1/KR6 w - - 0 1",
        &["a6b7", "c6c7", "b7g2"],
        Theme::HangingPiece,
    );
    // The bishop falls because its defender was taken.
    absent(
        "6k1/6p1/5n2/3b2B1/8/8/8/3R2K1 w - - 0 1",
        &["g5f6", "g7f6", "d1d5"],
        Theme::HangingPiece,
    );
}

#[test]
fn an_offer_the_line_never_answers_is_not_a_sacrifice() {
    absent(
        "4k3/4r3/8/8/8/8/7R/K7 w - - 0 1",
        &["h2e2"],
        Theme::Sacrifice,
    );
}

#[test]
fn a_pin_uncovered_by_another_man_names_the_pinner() {
    // The knight leaves the diagonal: the bishop behind it now pins the knight on c6.
    let text = check(
        "4k3/8/2n5/1N6/B7/8/8/3K4 w - - 0 1",
        &["b5a3"],
        &Expect {
            theme: Theme::Pin,
            ply: 0,
            actor: Some("a4"),
            targets: &["c6"],
        },
    );
    assert_eq!(
        text,
        "a pin: after Na3, the bishop on a4 pins the knight on c6 to the king"
    );
}
