//! The clipboard's glue: `y`, `Y` and `:fen` alone hand the shown position's FEN or the
//! game's PGN to [`crate::runtime::clipboard`] with a [`Context`](crate::context::Context).

use crate::context::context;
use crate::message::Effect;
use crate::model::app::App;
use crate::runtime::clipboard;

impl App {
    /// The FEN of the position on the board (with the pockets at a crazyhouse root).
    pub fn shown_fen(&self) -> String {
        let root = self
            .crazyhouse
            .as_ref()
            .filter(|_| self.panel.board().is_none() && self.game.cursor() == 0);
        clipboard::fen_of(self.shown_position(), root)
    }

    /// `:fen` without a FEN: shows the FEN in the status bar.
    pub(crate) fn show_fen(&mut self) -> Vec<Effect> {
        let fen = self.shown_fen();
        let mut effects = Vec::new();
        clipboard::show_fen(&fen, &mut context!(self, &mut effects));
        effects
    }

    /// `y`: the FEN to the clipboard.
    pub(crate) fn copy_fen(&mut self) -> Vec<Effect> {
        let fen = self.shown_fen();
        let mut effects = Vec::new();
        clipboard::copy_fen(fen, &mut context!(self, &mut effects));
        effects
    }

    /// `Y`: the game as PGN (with the evaluations found so far) to the clipboard.
    pub(crate) fn copy_game(&mut self) -> Vec<Effect> {
        let pgn = self.game_pgn();
        let plies = self.game.moves().len();
        let mut effects = Vec::new();
        clipboard::copy_game(pgn, plies, &mut context!(self, &mut effects));
        effects
    }
}
