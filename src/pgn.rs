//! PGN: reading the main line of the first game of a PGN text (with the `pgn-reader` crate;
//! `FEN`/`SetUp` tags honoured, variations and comments skipped) and writing a game as PGN with
//! `[%eval]` comments for the positions that were analysed.

use std::fmt::Write as _;
use std::ops::ControlFlow;

use pgn_reader::{RawTag, Reader, SanPlus, Skip, Visitor};
use shakmaty::{Chess, Position};

use crate::game::{Game, parse_fen};
use crate::history::History;
use crate::score::Score;

/// Why a PGN could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PgnError(pub String);

impl std::fmt::Display for PgnError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for PgnError {}

struct GameReader;

struct Moves {
    game: Game,
    error: Option<String>,
}

impl Visitor for GameReader {
    type Tags = Option<String>;
    type Movetext = Moves;
    type Output = Result<Game, String>;

    fn begin_tags(&mut self) -> ControlFlow<Self::Output, Self::Tags> {
        ControlFlow::Continue(None)
    }

    fn tag(
        &mut self,
        fen: &mut Self::Tags,
        name: &[u8],
        value: RawTag<'_>,
    ) -> ControlFlow<Self::Output> {
        if name == b"FEN" {
            *fen = Some(value.decode_utf8_lossy().into_owned());
        }
        ControlFlow::Continue(())
    }

    fn begin_movetext(&mut self, fen: Self::Tags) -> ControlFlow<Self::Output, Self::Movetext> {
        let game = match fen {
            None => Game::default(),
            Some(fen) => match parse_fen(&fen) {
                Ok(pos) => {
                    let history = History::from_board(pos.board());
                    Game::from_position(pos, history)
                }
                Err(e) => return ControlFlow::Break(Err(format!("bad FEN tag: {e}"))),
            },
        };
        ControlFlow::Continue(Moves { game, error: None })
    }

    fn san(&mut self, moves: &mut Self::Movetext, san_plus: SanPlus) -> ControlFlow<Self::Output> {
        if moves.error.is_some() {
            return ControlFlow::Continue(());
        }
        match san_plus.san.to_move(moves.game.position()) {
            Ok(m) => {
                moves.game.play(m);
            }
            Err(_) => {
                let ply = moves.game.moves().len();
                let number = ply / 2 + 1;
                let dots = if moves.game.position().turn().is_white() {
                    "."
                } else {
                    "..."
                };
                moves.error = Some(format!("illegal move {number}{dots} {san_plus}"));
            }
        }
        ControlFlow::Continue(())
    }

    fn begin_variation(&mut self, _moves: &mut Self::Movetext) -> ControlFlow<Self::Output, Skip> {
        ControlFlow::Continue(Skip(true))
    }

    fn end_game(&mut self, moves: Self::Movetext) -> Self::Output {
        match moves.error {
            Some(e) => Err(e),
            None => Ok(moves.game),
        }
    }
}

/// Reads the main line of the first game in `text`. The shown position is the game's end.
pub fn read_pgn(text: &str) -> Result<Game, PgnError> {
    let mut reader = Reader::new(text.as_bytes());
    match reader.read_game(&mut GameReader) {
        Ok(Some(Ok(game))) if looks_like_pgn(text) => Ok(game),
        Ok(Some(Err(e))) => Err(PgnError(e)),
        Ok(_) => Err(PgnError("no game found".to_owned())),
        Err(e) => Err(PgnError(e.to_string())),
    }
}

/// Whether `text` has a tag pair or a move number: the reader accepts almost anything as an
/// empty game, so text without either is not taken for PGN.
fn looks_like_pgn(text: &str) -> bool {
    let t = text.trim_start();
    t.starts_with('[')
        || t.split_whitespace()
            .any(|w| w.trim_end_matches('.').parse::<u32>().is_ok() && w.contains('.'))
}

/// The game as PGN with `[%eval]` comments: `evals[ply]` is the score (White's point of view)
/// of the position after `ply` plies, where it was analysed.
pub fn write_pgn(game: &Game, evals: &[Option<Score>]) -> String {
    let mut out = String::new();
    let root = game.root();
    let standard = *root == Chess::default();
    let _ = writeln!(out, "[Event \"kibitzer analysis\"]");
    let _ = writeln!(out, "[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]");
    let _ = writeln!(out, "[White \"?\"]\n[Black \"?\"]\n[Result \"*\"]");
    if !standard {
        let fen = shakmaty::fen::Fen::from_position(root, shakmaty::EnPassantMode::Legal);
        let _ = writeln!(out, "[SetUp \"1\"]\n[FEN \"{fen}\"]");
    }
    let _ = writeln!(out);
    let mut text = String::new();
    let start_number = root.fullmoves().get();
    let black_first = root.turn().is_black();
    for (i, san) in game.san_moves().iter().enumerate() {
        let white_to_move = (i % 2 == 0) != black_first;
        let number = start_number as usize + (i + usize::from(black_first)) / 2;
        if white_to_move {
            let _ = write!(text, "{number}. ");
        } else if i == 0 {
            let _ = write!(text, "{number}... ");
        }
        let _ = write!(text, "{san} ");
        if let Some(Some(score)) = evals.get(i + 1) {
            let _ = write!(text, "{{ [%eval {}] }} ", eval_text(*score));
        }
    }
    text.push('*');
    out.push_str(&wrap(&text, 80));
    out.push('\n');
    out
}

/// `0.32`, `-1.05`, `#3`, `#-2` as the `[%eval]` convention writes them.
fn eval_text(score: Score) -> String {
    match score.mate_moves() {
        Some(n) => format!("#{n}"),
        None => format!("{:.2}", f64::from(score.centipawns()) / 100.0),
    }
}

fn wrap(text: &str, width: usize) -> String {
    let mut out = String::new();
    let mut line = 0;
    for word in text.split(' ') {
        if line > 0 && line + 1 + word.len() > width {
            out.push('\n');
            line = 0;
        } else if line > 0 {
            out.push(' ');
            line += 1;
        }
        out.push_str(word);
        line += word.len();
    }
    out
}

#[cfg(test)]
mod tests {
    use super::{read_pgn, write_pgn};
    use crate::score::Score;

    #[test]
    fn reads_the_main_line_and_skips_variations_and_comments() {
        let game =
            read_pgn("[Event \"x\"]\n\n1. e4 {best} e5 (1... c5 2. Nf3) 2. Nf3 Nc6 *").unwrap();
        assert_eq!(game.san_moves(), ["e4", "e5", "Nf3", "Nc6"]);
        assert_eq!(game.cursor(), 4);
    }

    #[test]
    fn honours_fen_tags_and_reports_illegal_moves() {
        let game =
            read_pgn("[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/8/4K2R w K - 0 1\"]\n\n1. O-O Kd7 *")
                .unwrap();
        assert_eq!(game.san_moves(), ["O-O", "Kd7"]);
        let err = read_pgn("1. e4 e5 2. Ke3 *").unwrap_err();
        assert_eq!(err.0, "illegal move 2. Ke3");
        assert!(read_pgn("hello world").is_err());
        assert!(read_pgn("[FEN \"nonsense\"]\n\n1. e4 *").is_err());
    }

    #[test]
    fn writes_eval_comments_and_reads_back() {
        let game = read_pgn("1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0").unwrap();
        let mut evals = vec![None; 8];
        evals[1] = Some(Score::cp(32));
        evals[6] = Some(Score::mate_in_plies(1));
        let pgn = write_pgn(&game, &evals);
        assert!(pgn.contains("1. e4 { [%eval 0.32] } e5"), "{pgn}");
        assert!(pgn.contains("Nf6 { [%eval #1] } 4. Qxf7#"), "{pgn}");
        let again = read_pgn(&pgn).unwrap();
        assert_eq!(again.san_moves(), game.san_moves());
    }

    #[test]
    fn black_to_move_games_start_with_an_ellipsis() {
        let game =
            read_pgn("[FEN \"4k3/8/8/8/8/8/8/4K3 b - - 0 7\"]\n\n7... Kd7 8. Kd2 *").unwrap();
        let pgn = write_pgn(&game, &[]);
        assert!(
            pgn.contains("[FEN \"4k3/8/8/8/8/8/8/4K3 b - - 0 7\"]"),
            "{pgn}"
        );
        assert!(pgn.contains("7... Kd7 8. Kd2 *"), "{pgn}");
    }
}
