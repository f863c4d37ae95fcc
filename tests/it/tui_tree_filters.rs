//! The tree explorer's filters on a recorded tree: `c` shows exactly the PV and cut nodes
//! (the PV's own quiescence continuation included; pruned moves, all-nodes and aborted nodes
//! hidden), and `Q` hides exactly the quiescence nodes (with the moves they skipped).

use crate::support::explain as support;

use crossterm::event::KeyCode;
use kibitzer::game::Game;
use kibitzer::search::{EndReason, NodeKind, SearchTree, TreeNode};
use kibitzer_tui::{AnalysisLimits, App, Msg, TreeView};

const ITALIAN: &str = "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4";

/// The explorer on the Italian's recorded tree at depth 4, every node opened.
fn explorer() -> App {
    let mut app = App::new(Game::default(), AnalysisLimits::default(), false);
    crate::support::keys::command(&mut app, &format!("fen {ITALIAN}"));
    let effects = app.update(Msg::press(KeyCode::Char('t')));
    support::explain(&mut app, effects, 4);
    let view = app.tree_mut().unwrap();
    view.open.fill(true);
    view.refresh_rows();
    app
}

fn visible(view: &TreeView) -> Vec<u32> {
    view.rows.iter().map(|r| r.0).collect()
}

/// The best-child chain from the root, through the horizon into quiescence.
fn pv_chain(tree: &SearchTree) -> Vec<u32> {
    let mut chain = Vec::new();
    let mut at = 0u32;
    while let Some(best) = tree.node(at).best {
        chain.push(best);
        at = best;
    }
    chain
}

/// The rows of the fully opened explorer before and after the filter `key`, and the app.
fn filtered(key: char) -> (Vec<u32>, Vec<u32>, App) {
    let mut app = explorer();
    let all = visible(app.tree().unwrap());
    let _ = app.update(Msg::press(KeyCode::Char(key)));
    let shown = visible(app.tree().unwrap());
    (all, shown, app)
}

/// Asserts that the rows shown are exactly those of `all` whose path passes `test`.
fn shows_exactly(tree: &SearchTree, all: &[u32], shown: &[u32], test: impl Fn(&TreeNode) -> bool) {
    let expected: Vec<u32> = all
        .iter()
        .copied()
        .filter(|&i| on_path(tree, i, &test))
        .collect();
    assert!(expected.len() < all.len(), "the filter hides something");
    assert!(
        shown == expected,
        "{} shown, {} expected",
        shown.len(),
        expected.len()
    );
}

#[test]
fn pv_and_cut_filter_shows_the_pv_to_its_end_and_no_pruned_move() {
    let (all, shown, app) = filtered('c');
    let view = app.tree().unwrap();
    let tree = view.tree.as_deref().unwrap();
    let chain = pv_chain(tree);
    assert!(
        chain
            .iter()
            .any(|&i| tree.node(i).kind == NodeKind::Quiescence),
        "the PV ends in quiescence here"
    );
    for i in &chain {
        assert!(shown.contains(i), "PV node {i} is shown");
    }
    assert!(
        all.iter()
            .any(|&i| tree.node(i).end == EndReason::LateMovePruned),
        "the tree has late-move-pruned moves"
    );
    for &i in &shown[1..] {
        let node = tree.node(i);
        assert!(node.searched, "skipped move {i} ({:?}) is hidden", node.end);
        assert!(node.pv_or_cut(), "node {i} is PV or cut");
        assert!(shown.contains(&node.parent.unwrap()));
    }
    // Exactly the PV and cut nodes whose ancestors all are.
    shows_exactly(tree, &all, &shown, TreeNode::pv_or_cut);
}

/// Whether every node from `index` up to (not including) the root passes `test`.
fn on_path(tree: &SearchTree, index: u32, test: &impl Fn(&TreeNode) -> bool) -> bool {
    let mut at = Some(index);
    while let Some(n) = at.filter(|&n| n != 0) {
        if !test(tree.node(n)) {
            return false;
        }
        at = tree.node(n).parent;
    }
    true
}

#[test]
fn quiescence_filter_hides_exactly_the_quiescence_nodes() {
    let (all, shown, app) = filtered('Q');
    let tree = app.tree().unwrap().tree.as_deref().unwrap();
    // Quiescence nodes go, and with them the moves they skipped (their children).
    shows_exactly(tree, &all, &shown, |n| n.kind != NodeKind::Quiescence);
}

/// At 80x24 the rows are cut at the pane's edge: the selected node's whole row is on a
/// detail line below them, a legend says what the notation means, and `>` / `<` scroll the
/// rows sideways.
#[test]
fn the_selected_node_has_a_detail_line_a_legend_and_rows_scroll_sideways() {
    let mut app = explorer();
    let _ = app.update(Msg::press(KeyCode::Down));
    let _ = app.update(Msg::press(KeyCode::Down));
    let _ = app.update(Msg::Resize(80, 24));
    let label = {
        let view = app.tree().unwrap();
        view.rows
            .iter()
            .find(|r| r.0 == view.selected)
            .unwrap()
            .2
            .clone()
    };
    let screen = crate::support::screen::screen_rows(&app, 80, 24).join("\n");
    assert!(screen.contains("selected: "), "{screen}");
    assert!(
        screen.contains("#n: its place in the move order"),
        "{screen}"
    );
    // The row's end (its draft and window) is cut off the row at 80 columns but is in the
    // detail.
    let window = label.split(" | ").nth(1).unwrap();
    let start: String = window.chars().take(10).collect();
    assert!(screen.contains(&start), "{start}: {screen}");
    let _ = app.update(Msg::press(KeyCode::Char('>')));
    assert_eq!(app.tree().unwrap().scroll_x, 8);
    let scrolled = crate::support::screen::screen_rows(&app, 80, 24).join("\n");
    assert_ne!(scrolled, screen);
    let _ = app.update(Msg::press(KeyCode::Char('<')));
    let _ = app.update(Msg::press(KeyCode::Char('<')));
    assert_eq!(app.tree().unwrap().scroll_x, 0);
}
