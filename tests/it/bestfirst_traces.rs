//! Harris best-first search against the hand-computed traces H1 and H2 of spec section 7.5
//! (captures-only d, material h), undo equals a fresh run one step shorter, and the full mode.

use kibitzer::bestfirst::{BestFirst, BfNode, BfOptions, BfStop, DMode, Expansion, HValue};
use kibitzer::{History, game::parse_fen};
use shakmaty::san::SanPlus;
use shakmaty::{Chess, Position};

fn traced(fen: &str) -> BestFirst {
    let options = BfOptions {
        h: HValue::Material,
        d: DMode::Captures,
        ..BfOptions::default()
    };
    BestFirst::new(
        parse_fen(fen).unwrap(),
        History::default(),
        Vec::new(),
        options,
    )
}

fn san(pos: &Chess, m: shakmaty::Move) -> String {
    SanPlus::from_move(pos.clone(), m).to_string()
}

fn close(a: f64, b: f64) -> bool {
    (a - b).abs() < 1e-9
}

const H1: &str = "4k3/8/2p5/3q4/4P3/8/8/4K3 w - - 0 1";

#[test]
fn h1_root_before_any_expansion() {
    let tree = traced(H1);
    let root = &tree.nodes()[0];
    assert_eq!(root.h, -900);
    assert!(close(root.d_white, 720.0) && close(root.d_black, 70.0));
    assert!(close(root.hi, -180.0) && close(root.lo, -970.0));
    assert!(close(tree.uncertainty[0], 790.0));
}

#[test]
fn h1_step_one_children_and_separation() {
    let mut tree = traced(H1);
    let pos = tree.root_position().clone();
    tree.step().unwrap();
    let children: Vec<(String, i32, f64, f64, f64, f64)> = tree
        .children(0)
        .iter()
        .map(|c| {
            (
                san(&pos, c.mv.unwrap()),
                c.h,
                c.d_white,
                c.d_black,
                c.hi,
                c.lo,
            )
        })
        .collect();
    assert_eq!(children.len(), 5);
    let row = |name: &str| {
        children
            .iter()
            .find(|c| c.0 == name)
            .unwrap_or_else(|| panic!("{name}: {children:?}"))
    };
    for king in ["Ke2", "Kf1", "Kf2"] {
        let r = row(king);
        assert_eq!(r.1, -900);
        assert!(
            close(r.2, 560.0) && close(r.3, 90.0) && close(r.4, -340.0) && close(r.5, -990.0),
            "{r:?}"
        );
    }
    let exd5 = row("exd5");
    assert!(
        exd5.1 == 0
            && close(exd5.2, 70.0)
            && close(exd5.3, 90.0)
            && close(exd5.4, 70.0)
            && close(exd5.5, -90.0)
    );
    let e5 = row("e5");
    assert!(
        e5.1 == -900
            && close(e5.2, 0.0)
            && close(e5.3, 90.0)
            && close(e5.4, -900.0)
            && close(e5.5, -990.0)
    );
    let root = &tree.nodes()[0];
    assert!(close(root.v, 0.0) && close(root.hi, 70.0) && close(root.lo, -90.0));
    assert!(close(tree.uncertainty[1], 160.0));
    assert!(tree.separated());
    // Every child but exd5 is closed.
    let best = tree.best_child(0).unwrap();
    for c in tree.nodes()[0].children.clone() {
        assert_eq!(tree.closed(0, c), c != best);
    }
}

#[test]
fn h1_decision_mode_stops_after_one_expansion() {
    let options = BfOptions {
        h: HValue::Material,
        d: DMode::Captures,
        stop_when_separated: true,
        ..BfOptions::default()
    };
    let mut tree = BestFirst::new(
        parse_fen(H1).unwrap(),
        History::default(),
        Vec::new(),
        options,
    );
    assert_eq!(tree.run(), BfStop::Separated);
    assert_eq!(tree.expansions(), 1);
}

#[test]
fn h1_stops_quiet_after_two_expansions() {
    let mut tree = traced(H1);
    let pos = tree.root_position().clone();
    assert_eq!(tree.run(), BfStop::RootQuiet);
    assert_eq!(tree.expansions(), 2);
    assert_eq!(tree.nodes().len(), 13);
    let root = &tree.nodes()[0];
    assert!(close(root.v, -100.0) && close(root.hi, -100.0) && close(root.lo, -100.0));
    let pv = tree.principal_variation();
    let mut p = pos.clone();
    let sans: Vec<String> = pv
        .iter()
        .map(|&m| {
            let s = san(&p, m);
            p.play_unchecked(m);
            s
        })
        .collect();
    assert_eq!(sans, ["exd5", "cxd5"]);
    assert_eq!(tree.uncertainty.len(), 3);
    assert!(
        close(tree.uncertainty[0], 790.0)
            && close(tree.uncertainty[1], 160.0)
            && close(tree.uncertainty[2], 0.0)
    );
}

#[test]
fn h2_stops_after_one_expansion() {
    let mut tree = traced("4k3/8/8/3q4/4P3/8/8/4K3 w - - 0 1");
    let root = &tree.nodes()[0];
    assert!(root.h == -800 && close(root.d_white, 810.0) && close(root.d_black, 70.0));
    assert!(close(root.hi, 10.0) && close(root.lo, -870.0));
    assert_eq!(tree.run(), BfStop::RootQuiet);
    assert_eq!((tree.expansions(), tree.nodes().len()), (1, 6));
    assert!(close(tree.nodes()[0].v, 100.0));
    let best = tree.best_child(0).unwrap();
    assert_eq!(
        san(
            tree.root_position(),
            tree.nodes()[best as usize].mv.unwrap()
        ),
        "exd5"
    );
}

/// The state a step back must restore exactly.
fn state(b: &BestFirst) -> (usize, Vec<BfNode>, Vec<f64>, Option<Expansion>) {
    (
        b.expansions(),
        b.nodes().to_vec(),
        b.uncertainty.clone(),
        b.last_expansion().cloned(),
    )
}

/// Runs `steps` expansions from `fresh`, keeping the state after each, then undoes one at a
/// time: after undoing the N-th the state is exactly the fresh run's after N-1 steps, and
/// stepping again from there gives the N-th state back.
fn undo_matches_replay(mut b: BestFirst, steps: usize) {
    let mut after = vec![state(&b)];
    for _ in 0..steps {
        if b.step().is_none() {
            break;
        }
        after.push(state(&b));
    }
    let done = after.len() - 1;
    assert!(done >= steps.min(20), "the search ran ({done} steps)");
    for n in (1..=done).rev() {
        assert!(b.undo());
        assert_eq!(state(&b), after[n - 1], "undo after {n} steps");
        if n % 7 == 0 {
            b.step();
            assert_eq!(state(&b), after[n], "step again after undo at {n}");
            b.undo();
        }
    }
    assert!(!b.undo(), "nothing left to undo");
}

#[test]
fn undo_after_n_steps_equals_a_fresh_run_of_n_minus_1() {
    undo_matches_replay(
        traced("r3k2r/ppp2ppp/2n5/3qp3/3P4/2N5/PPP2PPP/R2QK2R w KQkq - 0 1"),
        200,
    );
    let options = BfOptions {
        max_expansions: 120,
        ..BfOptions::default()
    };
    let italian =
        parse_fen("r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4").unwrap();
    undo_matches_replay(
        BestFirst::new(italian, History::default(), Vec::new(), options),
        120,
    );
}

#[test]
fn full_mode_with_stanback_finds_a_legal_move_within_budget() {
    let pos =
        parse_fen("r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4").unwrap();
    let options = BfOptions {
        max_expansions: 40,
        ..BfOptions::default()
    };
    let mut tree = BestFirst::new(pos.clone(), History::default(), Vec::new(), options);
    let stop = tree.run();
    assert!(matches!(stop, BfStop::Budget | BfStop::RootQuiet));
    let pv = tree.principal_variation();
    assert!(pos.is_legal(pv[0]));
    assert!(tree.expansions() <= 40);
}

#[test]
fn a_quiet_root_is_still_expanded_once() {
    let pos = Chess::default();
    let options = BfOptions {
        h: HValue::Material,
        d: DMode::Captures,
        ..BfOptions::default()
    };
    let mut tree = BestFirst::new(pos.clone(), History::default(), Vec::new(), options);
    assert_eq!(tree.run(), BfStop::RootQuiet);
    assert_eq!(tree.expansions(), 1);
    assert_eq!(tree.nodes().len(), 21);
    assert!(pos.is_legal(tree.principal_variation()[0]));
}

#[test]
fn mated_and_stalemated_roots() {
    let mut tree = traced("k7/8/1Q6/8/8/8/8/7K b - - 0 1");
    assert_eq!(tree.run(), BfStop::NoMoves);
    assert!(tree.principal_variation().is_empty());
}
