//! [`GameRecord`]: what the database keeps of one game's text besides the text itself: the
//! headers a search filters on, the result, and the main line's positions with the move played
//! from each, up to [`INDEX_PLIES`]. Reading it replays every move of the main line (an illegal
//! move makes the game unreadable); variations, comments and NAGs stay in the text only.

use std::ops::ControlFlow;

use pgn_reader::{Outcome, RawTag, Reader, SanPlus, Skip, Visitor};
use shakmaty::fen::Fen;
use shakmaty::{CastlingMode, Chess, Color, KnownOutcome, Position};

use crate::position_key::{MoveCode, PositionKey};
use crate::san_resolve::resolve_san;

/// How many plies of each game the explorer indexes: the positions before the first 50 moves,
/// as Lichess's opening explorer does.
pub const INDEX_PLIES: usize = 50;

/// A game's result.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameResult {
    /// 1-0.
    WhiteWins,
    /// 1/2-1/2.
    Draw,
    /// 0-1.
    BlackWins,
    /// `*` or none.
    Unknown,
}

impl GameResult {
    /// As stored: 0, 1, 2, 3.
    pub fn code(self) -> i64 {
        match self {
            GameResult::WhiteWins => 0,
            GameResult::Draw => 1,
            GameResult::BlackWins => 2,
            GameResult::Unknown => 3,
        }
    }

    /// From its stored code.
    pub fn from_code(code: i64) -> GameResult {
        match code {
            0 => GameResult::WhiteWins,
            1 => GameResult::Draw,
            2 => GameResult::BlackWins,
            _ => GameResult::Unknown,
        }
    }

    /// As PGN writes it.
    pub fn pgn(self) -> &'static str {
        match self {
            GameResult::WhiteWins => "1-0",
            GameResult::Draw => "1/2-1/2",
            GameResult::BlackWins => "0-1",
            GameResult::Unknown => "*",
        }
    }

    /// From PGN's words.
    pub fn from_pgn(text: &str) -> Option<GameResult> {
        match text.trim() {
            "1-0" => Some(GameResult::WhiteWins),
            "1/2-1/2" | "½-½" => Some(GameResult::Draw),
            "0-1" => Some(GameResult::BlackWins),
            "*" => Some(GameResult::Unknown),
            _ => None,
        }
    }
}

/// One game read for the database.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct GameRecord {
    /// `White`.
    pub white: String,
    /// `Black`.
    pub black: String,
    /// `WhiteElo`, when a number above 0 (`0` is often written for "not rated").
    pub white_elo: Option<u16>,
    /// `BlackElo`, when a number above 0.
    pub black_elo: Option<u16>,
    /// `Event`.
    pub event: String,
    /// `Site`.
    pub site: String,
    /// `Date` as written (`1972.07.11`, `1972.??.??`).
    pub date: String,
    /// `Round`.
    pub round: String,
    /// `ECO`.
    pub eco: String,
    /// The result (the `Result` header, else the movetext's).
    pub result: Option<GameResult>,
    /// The main line's plies.
    pub plies: u32,
    /// Black moves first (a game from a set-up position).
    pub black_moves_first: bool,
    /// The position before each of the first [`INDEX_PLIES`] moves with that move, then the
    /// final position with [`MoveCode::END`] when the game ended within them.
    pub positions: Vec<(PositionKey, MoveCode)>,
}

impl GameRecord {
    /// The year of the date, when it has one.
    pub fn year(&self) -> Option<u16> {
        self.date.get(..4).and_then(|y| y.parse().ok())
    }

    /// The result, `Unknown` when none was given.
    pub fn result_or_unknown(&self) -> GameResult {
        self.result.unwrap_or(GameResult::Unknown)
    }
}

/// Reads one game's text, keeping the positions of its first `index_plies` plies. The error is
/// the reason it cannot be read.
pub fn read_record(text: &[u8], index_plies: usize) -> Result<GameRecord, String> {
    read_record_text(&String::from_utf8_lossy(text), index_plies)
}

/// [`read_record`] of a text already checked to be UTF-8 (an import's replaying threads check
/// each game's text once, for this and for storing it).
pub fn read_record_text(text: &str, index_plies: usize) -> Result<GameRecord, String> {
    // What kibitzer's own reader refuses, the database refuses too (`pgn-reader` skips it).
    if let Some((_, reason)) = kibitzer::pgn::unreadable_token(text) {
        return Err(reason);
    }
    let mut reader = Reader::new(text.as_bytes());
    let mut visitor = RecordVisitor { index_plies };
    match reader.read_game(&mut visitor) {
        Ok(Some(result)) => result,
        Ok(None) => Err("no game in the text".to_owned()),
        Err(error) => Err(format!("unreadable: {error}")),
    }
}

struct RecordVisitor {
    index_plies: usize,
}

struct Replay {
    record: GameRecord,
    position: Chess,
    /// The position's key when it was updated with the last move (computing it afresh each
    /// ply was a twentieth of the replay).
    key: Option<PositionKey>,
    movetext_result: Option<GameResult>,
}

impl Visitor for RecordVisitor {
    type Tags = (GameRecord, Option<String>, Option<String>);
    type Movetext = Replay;
    type Output = Result<GameRecord, String>;

    fn begin_tags(&mut self) -> ControlFlow<Self::Output, Self::Tags> {
        ControlFlow::Continue((GameRecord::default(), None, None))
    }

    fn tag(
        &mut self,
        tags: &mut Self::Tags,
        name: &[u8],
        value: RawTag<'_>,
    ) -> ControlFlow<Self::Output> {
        let text = || value.decode_utf8_lossy().into_owned();
        let record = &mut tags.0;
        match name {
            b"White" => record.white = text(),
            b"Black" => record.black = text(),
            b"WhiteElo" => record.white_elo = text().trim().parse().ok().filter(|r| *r > 0),
            b"BlackElo" => record.black_elo = text().trim().parse().ok().filter(|r| *r > 0),
            b"Event" => record.event = text(),
            b"Site" => record.site = text(),
            b"Date" => record.date = text(),
            b"Round" => record.round = text(),
            b"ECO" => record.eco = text(),
            b"Result" => record.result = GameResult::from_pgn(&text()),
            b"FEN" => tags.1 = Some(text()),
            b"Variant" => tags.2 = Some(text()),
            _ => {}
        }
        ControlFlow::Continue(())
    }

    fn begin_movetext(&mut self, tags: Self::Tags) -> ControlFlow<Self::Output, Self::Movetext> {
        let (record, fen, variant) = tags;
        if let Some(variant) = variant {
            let plain = ["", "standard", "chess", "from position"];
            if !plain.contains(&variant.trim().to_ascii_lowercase().as_str()) {
                return ControlFlow::Break(Err(format!("variant {variant:?} is not chess")));
            }
        }
        let position = match fen {
            None => Chess::default(),
            Some(fen) => match fen.parse::<Fen>().map_err(|e| e.to_string()).and_then(|f| {
                f.into_position(CastlingMode::Standard)
                    .map_err(|e| e.to_string())
            }) {
                Ok(position) => position,
                Err(reason) => {
                    return ControlFlow::Break(Err(format!("bad FEN header: {reason}")));
                }
            },
        };
        let mut record = record;
        record.black_moves_first = position.turn() == Color::Black;
        ControlFlow::Continue(Replay {
            record,
            position,
            key: None,
            movetext_result: None,
        })
    }

    fn san(&mut self, replay: &mut Replay, san_plus: SanPlus) -> ControlFlow<Self::Output> {
        let ply = replay.record.plies as usize;
        if matches!(san_plus.san, shakmaty::san::San::Null) {
            return ControlFlow::Break(Err(
                "a null move in the main line (the database keeps games of legal moves)".to_owned(),
            ));
        }
        let Ok(m) = resolve_san(&replay.position, san_plus.san) else {
            let number = ply / 2 + 1;
            let dots = if replay.position.turn() == Color::White {
                "."
            } else {
                "..."
            };
            return ControlFlow::Break(Err(format!("illegal move {number}{dots}{}", san_plus.san)));
        };
        if ply < self.index_plies {
            let key = replay
                .key
                .take()
                .unwrap_or_else(|| PositionKey::of(&replay.position));
            replay.record.positions.push((key, MoveCode::of(&m)));
            replay.key = key.after(&replay.position, m);
        }
        replay.position.play_unchecked(m);
        replay.record.plies += 1;
        ControlFlow::Continue(())
    }

    fn begin_variation(&mut self, _: &mut Replay) -> ControlFlow<Self::Output, Skip> {
        ControlFlow::Continue(Skip(true))
    }

    fn outcome(&mut self, replay: &mut Replay, outcome: Outcome) -> ControlFlow<Self::Output> {
        replay.movetext_result = Some(match outcome {
            Outcome::Known(KnownOutcome::Decisive {
                winner: Color::White,
            }) => GameResult::WhiteWins,
            Outcome::Known(KnownOutcome::Decisive {
                winner: Color::Black,
            }) => GameResult::BlackWins,
            Outcome::Known(KnownOutcome::Draw) => GameResult::Draw,
            Outcome::Unknown => GameResult::Unknown,
        });
        ControlFlow::Continue(())
    }

    fn end_game(&mut self, replay: Replay) -> Self::Output {
        let Replay {
            mut record,
            position,
            movetext_result,
            ..
        } = replay;
        if (record.plies as usize) < self.index_plies {
            record
                .positions
                .push((PositionKey::of(&position), MoveCode::END));
        }
        if record.result.is_none() {
            record.result = movetext_result;
        }
        Ok(record)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read_record_default(text: &[u8]) -> Result<GameRecord, String> {
        read_record(text, INDEX_PLIES)
    }

    #[test]
    fn keys_updated_move_by_move_equal_keys_computed_afresh() {
        // Random games (a fixed seed), captures and pawn moves preferred so that castling,
        // en passant and promotions come up, read back from their SAN.
        let mut state = 0x1234_5678_9abc_def1u64;
        let mut next = move || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        };
        let (mut castles, mut en_passant, mut promotions) = (0, 0, 0);
        for _ in 0..200 {
            let mut position = Chess::default();
            let mut text = String::from("[Result \"*\"]\n\n");
            let mut want = Vec::new();
            for _ in 0..120 {
                let moves = position.legal_moves();
                if moves.is_empty() {
                    break;
                }
                let m = moves
                    .iter()
                    .find(|m| {
                        (m.is_castle() || m.is_en_passant() || m.is_promotion() || m.is_capture())
                            && next() % 3 != 0
                    })
                    .copied()
                    .unwrap_or(moves[(next() % moves.len() as u64) as usize]);
                castles += usize::from(m.is_castle());
                en_passant += usize::from(m.is_en_passant());
                promotions += usize::from(m.is_promotion());
                want.push(PositionKey::of(&position));
                text.push_str(&shakmaty::san::San::from_move(&position, m).to_string());
                text.push(' ');
                position.play_unchecked(m);
            }
            text.push('*');
            let record = read_record(text.as_bytes(), 200).unwrap();
            let got: Vec<PositionKey> = record.positions.iter().map(|(k, _)| *k).collect();
            assert_eq!(got[..want.len()], want[..], "{text}");
        }
        assert!(castles > 20 && en_passant > 5 && promotions > 20);
    }

    #[test]
    fn a_game_gives_its_headers_result_and_positions() {
        let text = b"[White \"Tal, M\"]\n[Black \"Fischer, R\"]\n[WhiteElo \"2700\"]\n[BlackElo \"0\"]\n[Date \"1959.??.??\"]\n[Result \"1-0\"]\n\n1. e4 {x} c5 (1... e5 2. Nf3) 2. Nf3 $1 1-0";
        let record = read_record(text, INDEX_PLIES).unwrap();
        assert_eq!(record.white, "Tal, M");
        assert_eq!(record.white_elo, Some(2700));
        assert_eq!(record.black_elo, None);
        assert_eq!(record.year(), Some(1959));
        assert_eq!(record.result, Some(GameResult::WhiteWins));
        assert_eq!(record.plies, 3);
        assert_eq!(record.positions.len(), 4);
        assert_eq!(record.positions[0].0, PositionKey::of(&Chess::default()));
        assert_eq!(record.positions[3].1, MoveCode::END);
    }

    #[test]
    fn an_illegal_move_is_named() {
        let error = read_record_default(b"[White \"a\"]\n\n1. e4 e5 2. Ke3 *").unwrap_err();
        assert_eq!(error, "illegal move 2.Ke3");
        let error = read_record_default(b"1. e4 Qh4 *").unwrap_err();
        assert_eq!(error, "illegal move 1...Qh4");
    }

    #[test]
    fn a_token_kibitzer_cannot_read_makes_the_game_unreadable() {
        let error = read_record_default(b"1. e4 c5 2. Nf3 d6 3. Bx Bc4 0-1").unwrap_err();
        assert!(error.contains("Bx"), "{error}");
        let error = read_record_default(b"1. e4 -- 2. d4 *").unwrap_err();
        assert!(error.starts_with("a null move"), "{error}");
    }

    #[test]
    fn a_variant_and_a_bad_fen_are_refused() {
        assert!(
            read_record_default(b"[Variant \"Atomic\"]\n\n1. e4 *")
                .unwrap_err()
                .contains("Atomic")
        );
        assert!(
            read_record_default(b"[FEN \"nonsense\"]\n\n1. e4 *")
                .unwrap_err()
                .starts_with("bad FEN")
        );
    }

    #[test]
    fn only_the_first_plies_are_indexed() {
        let mut text = String::new();
        for n in 0..40 {
            let moves = ["Nf3 Nf6", "Ng1 Ng8"][n % 2];
            text += &(n + 1).to_string();
            text += ". ";
            text += moves;
            text += " ";
        }
        text.push('*');
        let record = read_record(text.as_bytes(), INDEX_PLIES).unwrap();
        assert_eq!(record.plies, 80);
        assert_eq!(record.positions.len(), INDEX_PLIES);
        assert_eq!(record.result, Some(GameResult::Unknown));
    }
}
