//! [`main_line_positions`]: the positions of a game's main line, from its start (its `FEN`
//! header, else the initial position), for finding where a game reached a position and for
//! sampling the positions the explorer is measured on.

use std::ops::ControlFlow;

use pgn_reader::{RawTag, Reader, SanPlus, Skip, Visitor};
use shakmaty::fen::Fen;
use shakmaty::{CastlingMode, Chess, Position};

/// The positions of the main line of the game `text`, the start included, at most
/// `max_plies + 1` of them.
pub fn main_line_positions(text: &[u8], max_plies: usize) -> Result<Vec<Chess>, String> {
    let mut visitor = Positions { max_plies };
    match Reader::new(text).read_game(&mut visitor) {
        Ok(Some(positions)) => positions,
        Ok(None) => Err("no game in the text".to_owned()),
        Err(error) => Err(format!("unreadable: {error}")),
    }
}

struct Positions {
    max_plies: usize,
}

impl Visitor for Positions {
    type Tags = Option<String>;
    type Movetext = Vec<Chess>;
    type Output = Result<Vec<Chess>, String>;

    fn begin_tags(&mut self) -> ControlFlow<Self::Output, Self::Tags> {
        ControlFlow::Continue(None)
    }

    fn tag(
        &mut self,
        fen: &mut Option<String>,
        name: &[u8],
        value: RawTag<'_>,
    ) -> ControlFlow<Self::Output> {
        if name == b"FEN" {
            *fen = Some(value.decode_utf8_lossy().into_owned());
        }
        ControlFlow::Continue(())
    }

    fn begin_movetext(&mut self, fen: Option<String>) -> ControlFlow<Self::Output, Self::Movetext> {
        let start = match fen {
            None => Ok(Chess::default()),
            Some(fen) => fen.parse::<Fen>().map_err(|e| e.to_string()).and_then(|f| {
                f.into_position(CastlingMode::Standard)
                    .map_err(|e| e.to_string())
            }),
        };
        match start {
            Ok(start) => ControlFlow::Continue(vec![start]),
            Err(reason) => ControlFlow::Break(Err(format!("bad FEN header: {reason}"))),
        }
    }

    fn san(&mut self, positions: &mut Vec<Chess>, san_plus: SanPlus) -> ControlFlow<Self::Output> {
        if positions.len() > self.max_plies {
            return ControlFlow::Continue(());
        }
        let last = positions.last().expect("the start is there");
        match san_plus.san.to_move(last) {
            Ok(m) => {
                let mut next = last.clone();
                next.play_unchecked(m);
                positions.push(next);
                ControlFlow::Continue(())
            }
            Err(_) => ControlFlow::Break(Err(format!("illegal move {}", san_plus.san))),
        }
    }

    fn begin_variation(&mut self, _: &mut Vec<Chess>) -> ControlFlow<Self::Output, Skip> {
        ControlFlow::Continue(Skip(true))
    }

    fn end_game(&mut self, positions: Vec<Chess>) -> Self::Output {
        Ok(positions)
    }
}

#[cfg(test)]
mod tests {
    use super::main_line_positions;
    use shakmaty::Position;

    #[test]
    fn the_main_line_is_replayed_and_variations_skipped() {
        let positions = main_line_positions(b"1. e4 (1. d4) e5 2. Nf3 *", 10).unwrap();
        assert_eq!(positions.len(), 4);
        assert_eq!(positions[3].fullmoves().get(), 2);
        assert_eq!(
            main_line_positions(b"1. e4 e5 2. Nf3 *", 1).unwrap().len(),
            2
        );
    }
}
