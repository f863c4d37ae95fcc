//! What the workstation says about the shown position besides its analysis: the opening it
//! is in (the Moves pane's title) and the endgame tables' verdict (a row of the Lines pane and
//! a word in the Evaluation pane's title). Text only; the views draw it.

use std::fmt;

use shakmaty::{Chess, Color, Position};

use crate::model::app::App;
use kibitzer::openings;
use kibitzer::tablebase::{ProbeFailure, Tablebases, Verdict};

/// What the tables said about an analysed root they cover.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TablebaseNote {
    /// Their verdict for `turn`, the side to move.
    Verdict {
        /// The verdict.
        verdict: Verdict,
        /// The side to move.
        turn: Color,
    },
    /// A table was missing or damaged.
    Failed(ProbeFailure),
}

impl TablebaseNote {
    /// The note on `root`; `None` without tables or outside them.
    pub fn of(tables: Option<&Tablebases>, root: &Chess) -> Option<TablebaseNote> {
        match tables?.verdict(root) {
            Ok(Some(verdict)) => Some(TablebaseNote::Verdict {
                verdict,
                turn: root.turn(),
            }),
            Ok(None) => None,
            Err(e) => Some(TablebaseNote::Failed(e)),
        }
    }
}

impl fmt::Display for TablebaseNote {
    /// `tablebase win, DTZ 13 (White to move)`, or `tablebase: no answer: ...`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TablebaseNote::Verdict { verdict, turn } => {
                write!(f, "{verdict} ({} to move)", turn.fold_wb("White", "Black"))
            }
            TablebaseNote::Failed(e) => write!(f, "tablebase: no answer: {e}"),
        }
    }
}

/// The Lines pane's row about the tables, for the analysed root.
pub fn tablebase_row(app: &App) -> Option<String> {
    let note = app.analysis.subject.as_ref()?.tablebase.as_ref()?;
    Some(note.to_string())
}

/// `, in the tables` for the Evaluation pane's title when the tables cover the analysed root.
pub fn evaluation_title_note(app: &App) -> &'static str {
    let subject = app.analysis.subject.as_ref();
    match subject.and_then(|s| s.tablebase.as_ref()) {
        Some(TablebaseNote::Verdict { .. }) => ", in the tables",
        _ => "",
    }
}

/// The Moves pane's title: ` Moves: B20 Sicilian Defense ` at the deepest named position
/// from the start to the shown one, ` Moves ` before or without one.
pub fn moves_title(app: &App) -> String {
    match openings::of_game(&app.game, app.game.current()) {
        Some(opening) => format!(" Moves: {opening} "),
        None => " Moves ".to_owned(),
    }
}
