//! The hand-computed advisor examples of spec section 7.3 and 7.4 (T1-T3 in both global
//! modes, the crazyhouse doubling of T2, P1 and its pawn-drop variant), and the colour-mirror
//! property of the threat totals over random positions.

use crate::support::playouts;

use kibitzer::advisors::{
    AdvisorOptions, AdvisorReport, GlobalRule, PossessMode, ThreatRow, advise,
};
use kibitzer::{History, game::parse_any_fen};
use shakmaty::{CastlingMode, Color, EnPassantMode, Position, Square};

fn close(a: f64, b: f64) -> bool {
    (a - b).abs() < 1e-6
}

fn report(fen: &str, global: GlobalRule) -> AdvisorReport {
    let options = AdvisorOptions {
        global,
        ..AdvisorOptions::default()
    };
    let parsed = parse_any_fen(fen).unwrap();
    match parsed.crazyhouse {
        Some(zh) => advise(&zh, History::default(), options),
        None => advise(&parsed.chess, History::default(), options),
    }
}

fn row(r: &AdvisorReport, from: Square, to: Square) -> &ThreatRow {
    r.threats
        .iter()
        .find(|t| t.attacker.square == from && t.target.square == to)
        .unwrap_or_else(|| panic!("no row {from}->{to} in {:#?}", r.threats))
}

const T1: &str = "4k3/8/2n5/3q4/4P3/2N5/3B4/4K3 w - - 0 1";

#[test]
fn t1_rows() {
    let r = report(T1, GlobalRule::Code);
    let values: Vec<_> = r.threats.iter().filter(|t| !t.check).collect();
    assert_eq!(values.len(), 4, "{values:#?}");
    let n = row(&r, Square::C3, Square::D5);
    assert!(n.side == Color::White && close(n.base, 900.0) && close(n.local, 810.0));
    assert!(!n.defended && n.potent && close(n.potent_value, 900.0));
    let p = row(&r, Square::E4, Square::D5);
    assert!(close(p.local, 810.0) && !p.defended && p.potent && close(p.potent_value, 900.0));
    let qb = row(&r, Square::D5, Square::D2);
    assert!(qb.side == Color::Black && close(qb.base, 325.0) && close(qb.local, 227.5));
    assert!(
        qb.defended,
        "the king may recapture: no other black man hits d2"
    );
    assert!(!qb.potent);
    let qp = row(&r, Square::D5, Square::E4);
    assert!(close(qp.base, 100.0) && close(qp.local, 70.0) && qp.defended && !qp.potent);
}

#[test]
fn t1_totals_in_both_modes() {
    let code = report(T1, GlobalRule::Code).totals;
    assert!(close(code.white.local, 1620.0) && close(code.black.local, 297.5));
    assert!(close(code.net.local, 1322.5));
    assert!(close(code.white.global, 810.0) && close(code.black.global, 70.0));
    assert!(close(code.net.global, 740.0));
    assert!(close(code.white.potent, 900.0) && close(code.black.potent, 0.0));
    assert!(close(code.net.potent, 900.0));
    let paper = report(T1, GlobalRule::Paper).totals;
    assert!(close(paper.net.global, 582.5));
}

#[test]
fn t2_side_to_move_symmetry() {
    let black = report("4k3/8/8/3n4/8/4N3/8/4K3 b - - 0 1", GlobalRule::Code);
    let bn = row(&black, Square::D5, Square::E3);
    assert!(close(bn.local, 270.0) && bn.potent && close(bn.potent_value, 300.0));
    let wn = row(&black, Square::E3, Square::D5);
    assert!(close(wn.local, 210.0) && !wn.potent, "attacker not cheaper");
    assert!(close(black.totals.net.local, -60.0));
    assert!(close(black.totals.net.global, -123.0));
    assert!(close(black.totals.net.potent, -300.0));
    let paper = report("4k3/8/8/3n4/8/4N3/8/4K3 b - - 0 1", GlobalRule::Paper);
    assert!(close(paper.totals.net.global, -60.0));
    let white = report("4k3/8/8/3n4/8/4N3/8/4K3 w - - 0 1", GlobalRule::Code);
    assert!(close(white.totals.net.local, 60.0));
    assert!(close(white.totals.net.global, 123.0));
    assert!(close(white.totals.net.potent, 300.0));
}

#[test]
fn t2_crazyhouse_doubling() {
    let r = report("4k3/8/8/3n4/8/4N3/8/4K3[] b - - 0 1", GlobalRule::Code);
    let bn = row(&r, Square::D5, Square::E3);
    assert!(close(bn.base, 600.0) && close(bn.local, 540.0));
    assert!(close(row(&r, Square::E3, Square::D5).local, 420.0));
    assert!(close(r.totals.net.local, -120.0));
    assert!(close(r.totals.net.global, -246.0));
    assert!(close(r.totals.net.potent, -600.0));
    let possess = r.possess.expect("a crazyhouse position has pockets");
    assert!(close(possess.net, 0.0));
}

#[test]
fn t3_non_mover_potency_is_blocked_by_the_movers_threat() {
    let r = report("4k3/8/3p4/2B1n3/3P4/8/8/4K3 w - - 0 1", GlobalRule::Code);
    let pn = row(&r, Square::D4, Square::E5);
    assert!(close(pn.local, 270.0) && pn.defended && pn.potent && close(pn.potent_value, 200.0));
    let bp = row(&r, Square::C5, Square::D6);
    assert!(close(bp.local, 90.0) && !bp.defended && bp.potent && close(bp.potent_value, 100.0));
    let pb = row(&r, Square::D6, Square::C5);
    assert!(close(pb.local, 227.5) && pb.defended && !pb.potent);
    assert!(close(r.totals.net.local, 132.5));
    assert!(close(r.totals.net.global, 110.75));
    assert!(close(r.totals.net.potent, 200.0));
    let paper = report("4k3/8/3p4/2B1n3/3P4/8/8/4K3 w - - 0 1", GlobalRule::Paper);
    assert!(close(paper.totals.net.global, 42.5));
}

#[test]
fn p1_possess_in_both_modes_and_the_pawn_variant() {
    let zh = parse_any_fen("4k3/8/8/8/8/8/8/4K3[N] w - - 0 1")
        .unwrap()
        .crazyhouse
        .unwrap();
    let paper = advise(&zh, History::default(), AdvisorOptions::default())
        .possess
        .unwrap();
    assert!(close(paper.white, 21_880.0 / 62.0) && close(paper.net, 21_880.0 / 62.0));
    let code_options = AdvisorOptions {
        possess: PossessMode::Code,
        ..AdvisorOptions::default()
    };
    let code = advise(&zh, History::default(), code_options)
        .possess
        .unwrap();
    assert!(close(code.white, 341.875));
    let pawn = parse_any_fen("4k3/8/8/8/8/8/8/4K3[P] w - - 0 1")
        .unwrap()
        .crazyhouse
        .unwrap();
    assert_eq!(
        kibitzer::advisors::drop_squares(pawn.board(), shakmaty::Role::Pawn).count(),
        48
    );
    let paper = advise(&pawn, History::default(), AdvisorOptions::default())
        .possess
        .unwrap();
    assert!(close(paper.white, 5360.0 / 48.0));
    let code = advise(&pawn, History::default(), code_options)
        .possess
        .unwrap();
    assert!(close(code.white, 83.75));
    // A black piece in hand counts against White.
    let black = parse_any_fen("4k3/8/8/8/8/8/8/4K3[n] w - - 0 1")
        .unwrap()
        .crazyhouse
        .unwrap();
    let p = advise(&black, History::default(), AdvisorOptions::default())
        .possess
        .unwrap();
    assert!(close(p.net, -21_880.0 / 62.0));
}

#[test]
fn standard_positions_have_no_possess_and_checks_are_vital_rows() {
    let r = report("4k3/8/8/8/8/8/8/R3K3 w - - 0 1", GlobalRule::Code);
    assert!(r.possess.is_none());
    let check = report("4k3/8/8/8/8/8/8/4RK2 b - - 0 1", GlobalRule::Code);
    let row = check.threats.iter().find(|t| t.check).expect("a check row");
    assert_eq!(row.side, Color::White);
    assert!(row.potent && close(row.base, 0.0));
    assert!(close(check.totals.white.local, 0.0));
}

#[test]
fn a_king_cannot_take_a_defended_man() {
    // The white king touches the black knight on d2, which its rook on d8 defends.
    let r = report("3rk3/8/8/8/8/8/3n4/4K3 w - - 0 1", GlobalRule::Code);
    assert!(
        !r.threats
            .iter()
            .any(|t| t.attacker.square == Square::E1 && !t.check)
    );
    // Without the rook the king's capture is a row.
    let r = report("4k3/8/8/8/8/8/3n4/4K3 w - - 0 1", GlobalRule::Code);
    assert!(r.threats.iter().any(|t| t.attacker.square == Square::E1));
}

#[test]
fn en_passant_is_a_row_of_the_side_to_move_only() {
    let r = report("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", GlobalRule::Code);
    let ep = r
        .threats
        .iter()
        .find(|t| t.en_passant)
        .expect("an en passant row");
    assert_eq!(ep.target.square, Square::D5);
    assert!(close(ep.base, 100.0));
}

#[test]
fn mirroring_swaps_the_sides_totals() {
    for (pos, history) in playouts::positions(31, 20, 80).iter().step_by(7) {
        let mut setup = pos.to_setup(EnPassantMode::Legal);
        setup.mirror();
        let mirror: shakmaty::Chess = setup.position(CastlingMode::Standard).unwrap();
        let a = advise(pos, *history, AdvisorOptions::default()).totals;
        let b = advise(&mirror, history.swapped(), AdvisorOptions::default()).totals;
        assert!(close(a.white.local, b.black.local) && close(a.black.local, b.white.local));
        assert!(close(a.white.global, b.black.global) && close(a.black.global, b.white.global));
        assert!(close(a.white.potent, b.black.potent) && close(a.black.potent, b.white.potent));
        assert!(close(a.net.local, -b.net.local));
    }
}
