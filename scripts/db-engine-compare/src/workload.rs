//! [`Workload`]: the explorer's rows read from a PGN file, batch by batch. Each game's first
//! 50 plies are replayed; each position (shakmaty's 64-bit Zobrist hash, en passant only when
//! legal) with the move played from it (16 bits: from, to, promotion; 0 when the game ended
//! there) counts the game's result, the mover's rating and the year. A batch of 100,000 games
//! is aggregated in memory and handed over sorted by key, as the importer writes it.

use std::collections::HashMap;
use std::fs::File;
use std::io::BufReader;
use std::ops::ControlFlow;

use pgn_reader::{Outcome, RawTag, Reader, SanPlus, Skip, Visitor};
use shakmaty::zobrist::Zobrist64;
use shakmaty::{CastlingMode, Chess, Color, EnPassantMode, KnownOutcome, Position};

use crate::counts::Counts;

/// Plies indexed per game.
pub const INDEX_PLIES: usize = 50;

/// A row's key: position hash, move code.
pub type Key = (u64, u16);

/// Headers that count.
#[derive(Default)]
pub struct Tags {
    white_elo: Option<u32>,
    black_elo: Option<u32>,
    year: u16,
}

/// One game being replayed.
pub struct Replay {
    tags: Tags,
    position: Chess,
    plies: usize,
    moves: Vec<(Key, Color)>,
    broken: bool,
    outcome: Option<KnownOutcome>,
}

/// The game's rows, or `None` when a move did not replay.
pub struct GameRows {
    pub rows: Vec<(Key, Color)>,
    pub white_elo: Option<u32>,
    pub black_elo: Option<u32>,
    pub year: u16,
    pub outcome: Option<KnownOutcome>,
}

struct RowsVisitor;

fn number(value: &RawTag<'_>) -> Option<u32> {
    std::str::from_utf8(value.as_bytes())
        .ok()?
        .trim()
        .parse()
        .ok()
}

fn move_code(m: &shakmaty::Move) -> u16 {
    match m.to_uci(CastlingMode::Standard) {
        shakmaty::uci::UciMove::Normal {
            from,
            to,
            promotion,
        } => {
            1 << 15
                | (u16::from(from) << 9)
                | (u16::from(to) << 3)
                | promotion.map_or(0, |r| r as u16)
        }
        _ => 0,
    }
}

fn key_of(position: &Chess) -> u64 {
    let Zobrist64(hash) = position.zobrist_hash(EnPassantMode::Legal);
    hash
}

impl Visitor for RowsVisitor {
    type Tags = Tags;
    type Movetext = Replay;
    type Output = Option<GameRows>;

    fn begin_tags(&mut self) -> ControlFlow<Self::Output, Tags> {
        ControlFlow::Continue(Tags::default())
    }

    fn tag(
        &mut self,
        tags: &mut Tags,
        name: &[u8],
        value: RawTag<'_>,
    ) -> ControlFlow<Self::Output> {
        match name {
            b"WhiteElo" => tags.white_elo = number(&value),
            b"BlackElo" => tags.black_elo = number(&value),
            b"Date" => {
                let year = value
                    .as_bytes()
                    .get(..4)
                    .and_then(|y| std::str::from_utf8(y).ok());
                tags.year = year.and_then(|y| y.parse().ok()).unwrap_or(0);
            }
            _ => {}
        }
        ControlFlow::Continue(())
    }

    fn begin_movetext(&mut self, tags: Tags) -> ControlFlow<Self::Output, Replay> {
        ControlFlow::Continue(Replay {
            tags,
            position: Chess::default(),
            plies: 0,
            moves: Vec::with_capacity(INDEX_PLIES + 1),
            broken: false,
            outcome: None,
        })
    }

    fn san(&mut self, replay: &mut Replay, san_plus: SanPlus) -> ControlFlow<Self::Output> {
        if replay.broken || replay.plies > INDEX_PLIES {
            return ControlFlow::Continue(());
        }
        if replay.plies == INDEX_PLIES {
            // The game goes on past the indexed plies: no end row.
            replay.plies += 1;
            return ControlFlow::Continue(());
        }
        match san_plus.san.to_move(&replay.position) {
            Ok(m) => {
                let key = (key_of(&replay.position), move_code(&m));
                replay.moves.push((key, replay.position.turn()));
                replay.position.play_unchecked(m);
                replay.plies += 1;
            }
            Err(_) => replay.broken = true,
        }
        ControlFlow::Continue(())
    }

    fn begin_variation(&mut self, _replay: &mut Replay) -> ControlFlow<Self::Output, Skip> {
        ControlFlow::Continue(Skip(true))
    }

    fn outcome(&mut self, replay: &mut Replay, outcome: Outcome) -> ControlFlow<Self::Output> {
        if let Outcome::Known(known) = outcome {
            replay.outcome = Some(known);
        }
        ControlFlow::Continue(())
    }

    fn end_game(&mut self, mut replay: Replay) -> Self::Output {
        if replay.broken {
            return None;
        }
        if replay.plies <= INDEX_PLIES {
            let key = (key_of(&replay.position), 0);
            replay.moves.push((key, replay.position.turn()));
        }
        Some(GameRows {
            rows: replay.moves,
            white_elo: replay.tags.white_elo,
            black_elo: replay.tags.black_elo,
            year: replay.tags.year,
            outcome: replay.outcome,
        })
    }
}

/// The games of a PGN file, read a batch at a time.
pub struct Workload {
    reader: Reader<BufReader<File>>,
    /// Games read, and games whose moves did not replay.
    pub games: u64,
    pub broken: u64,
    /// Position-move occurrences read (before aggregation).
    pub occurrences: u64,
}

impl Workload {
    pub fn open(path: &str) -> std::io::Result<Workload> {
        let file = File::open(path)?;
        Ok(Workload {
            reader: Reader::new(BufReader::with_capacity(1 << 20, file)),
            games: 0,
            broken: 0,
            occurrences: 0,
        })
    }

    /// The next batch of up to `games` games (at most `limit` in all), aggregated and sorted;
    /// empty at the end.
    pub fn next_batch(&mut self, games: u64, limit: u64) -> std::io::Result<Vec<(Key, Counts)>> {
        let mut rows: HashMap<Key, Counts> = HashMap::with_capacity(4 << 20);
        let mut read = 0;
        while read < games && self.games < limit {
            let Some(game) = self.reader.read_game(&mut RowsVisitor)? else {
                break;
            };
            read += 1;
            self.games += 1;
            let Some(game) = game else {
                self.broken += 1;
                continue;
            };
            self.occurrences += game.rows.len() as u64;
            let (white, draws, black) = match game.outcome {
                Some(KnownOutcome::Decisive {
                    winner: Color::White,
                }) => (1, 0, 0),
                Some(KnownOutcome::Decisive {
                    winner: Color::Black,
                }) => (0, 0, 1),
                Some(KnownOutcome::Draw) => (0, 1, 0),
                None => (0, 0, 0),
            };
            for (key, mover) in game.rows {
                let elo = match mover {
                    Color::White => game.white_elo,
                    Color::Black => game.black_elo,
                };
                rows.entry(key).or_default().merge(&Counts {
                    games: 1,
                    white,
                    draws,
                    black,
                    rating_sum: u64::from(elo.unwrap_or(0)),
                    rated: u32::from(elo.is_some()),
                    last_year: game.year,
                });
            }
        }
        let mut sorted: Vec<(Key, Counts)> = rows.into_iter().collect();
        sorted.sort_unstable_by_key(|(key, _)| *key);
        Ok(sorted)
    }
}
