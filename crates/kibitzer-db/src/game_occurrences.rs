//! [`Occurrence`]: one game's visit to a position within the indexed plies, with the move it
//! played there, and how a batch's occurrences become the pages of an index run: sorted by
//! position and move, summed into each move's [`MoveEntry`], packed into pages. The replaying
//! threads make a game's occurrences; a batch sorts and packs them on a thread of its own while
//! its games are written.

use crate::game_record::{GameRecord, GameResult};
use crate::index_page::PageBuilder;
use crate::position_entries::{MoveEntry, encode};
use crate::position_key::MoveCode;
use crate::top_games::TopGame;

/// One game's visit to a position (24 bytes: a batch holds millions).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Occurrence {
    /// The position, as stored.
    pub key: i64,
    /// The game's place in its batch (its id is the batch's first id plus this).
    pub game: u32,
    /// The move played (or [`MoveCode::END`]).
    pub code: u16,
    /// The mover's rating (0: not rated).
    pub mover_rating: u16,
    /// The game's players' average rating (0: neither rated).
    pub game_rating: u16,
    /// The year played (0: not dated).
    pub year: u16,
    /// How the game ended.
    pub result: GameResult,
}

/// The positions `record`'s game reached within the indexed plies, each once (a game that comes
/// back to a position counts there once, with the move it played the first time); `game` 0.
pub fn occurrences_of(record: &GameRecord) -> Vec<Occurrence> {
    let year = record.year().unwrap_or(0);
    let game_rating = match (record.white_elo, record.black_elo) {
        (Some(w), Some(b)) => ((u32::from(w) + u32::from(b)) / 2) as u16,
        (Some(r), None) | (None, Some(r)) => r,
        (None, None) => 0,
    };
    let result = record.result_or_unknown();
    let mut occurrences = Vec::with_capacity(record.positions.len());
    for (ply, (key, code)) in record.positions.iter().enumerate() {
        if record.positions[..ply]
            .iter()
            .any(|(earlier, _)| earlier == key)
        {
            continue;
        }
        let white_moves = (ply % 2 == 0) != record.black_moves_first;
        let mover = if white_moves {
            record.white_elo
        } else {
            record.black_elo
        };
        occurrences.push(Occurrence {
            key: key.stored(),
            game: 0,
            code: code.0,
            mover_rating: mover.unwrap_or(0),
            game_rating,
            year,
            result,
        });
    }
    occurrences
}

/// The pages of a run holding `occurrences` (sorted here), the games numbered from `first_id`;
/// the games whose places are in `left_out` (sorted) are not counted.
pub fn run_pages(
    occurrences: &mut [Occurrence],
    first_id: u32,
    left_out: &[u32],
    room: &mut RunRoom,
) {
    sort_by_position_and_move(occurrences, &mut room.spread);
    let pages = &mut room.pages;
    pages.clear();
    let mut page = PageBuilder::default();
    let mut blob = Vec::with_capacity(64);
    let mut at = 0;
    while at < occurrences.len() {
        let key = occurrences[at].key;
        blob.clear();
        while at < occurrences.len() && occurrences[at].key == key {
            let code = occurrences[at].code;
            let mut entry = MoveEntry {
                code: MoveCode(code),
                ..MoveEntry::default()
            };
            while at < occurrences.len()
                && occurrences[at].key == key
                && occurrences[at].code == code
            {
                let occurrence = &occurrences[at];
                if left_out.binary_search(&occurrence.game).is_err() {
                    add(&mut entry, occurrence, first_id);
                }
                at += 1;
            }
            if entry.games > 0 {
                encode(&mut blob, &entry);
            }
        }
        if !blob.is_empty()
            && let Some((first_key, done)) = page.push(key, &blob)
        {
            pages.add(first_key, &done);
        }
    }
    if let Some((first_key, done)) = page.take() {
        pages.add(first_key, &done);
    }
}

/// The room a batch's run is made in, kept from batch to batch so that its memory is not asked
/// of the system again each time (fresh memory is zeroed by the kernel: a twentieth of an
/// import when it was not kept).
#[derive(Default)]
pub struct RunRoom {
    /// The records spread by bucket while they are sorted.
    spread: Vec<Occurrence>,
    /// The run's pages.
    pub pages: RunPages,
}

/// A run's pages, one after another in one buffer.
#[derive(Default)]
pub struct RunPages {
    bytes: Vec<u8>,
    pages: Vec<(i64, std::ops::Range<usize>)>,
}

impl RunPages {
    fn clear(&mut self) {
        self.bytes.clear();
        self.pages.clear();
    }

    fn add(&mut self, first_key: i64, page: &[u8]) {
        let start = self.bytes.len();
        self.bytes.extend_from_slice(page);
        self.pages.push((first_key, start..self.bytes.len()));
    }

    /// Each page's first key and bytes, in key order.
    pub fn iter(&self) -> impl Iterator<Item = (i64, &[u8])> {
        self.pages
            .iter()
            .map(|(first_key, range)| (*first_key, &self.bytes[range.clone()]))
    }
}

/// Sorts `occurrences` by position, then move: first spread over 65,536 buckets by the top 16
/// bits of the position key (Zobrist keys are spread evenly), then each bucket sorted on its
/// own, in the cache. About three times faster than one comparison sort of the whole batch (a
/// batch holds two million records).
fn sort_by_position_and_move(occurrences: &mut [Occurrence], spread: &mut Vec<Occurrence>) {
    const BUCKETS: usize = 1 << 16;
    if occurrences.len() < BUCKETS {
        occurrences.sort_unstable_by_key(|o| (o.key, o.code));
        return;
    }
    // The key's sign bit flipped: unsigned order of the buckets is the keys' signed order.
    let bucket = |o: &Occurrence| ((o.key as u64 ^ (1 << 63)) >> 48) as usize;
    let mut starts = vec![0usize; BUCKETS + 1];
    for o in occurrences.iter() {
        starts[bucket(o) + 1] += 1;
    }
    for b in 0..BUCKETS {
        starts[b + 1] += starts[b];
    }
    spread.clear();
    spread.extend_from_slice(occurrences);
    let mut next = starts.clone();
    for o in occurrences.iter() {
        let b = bucket(o);
        spread[next[b]] = *o;
        next[b] += 1;
    }
    for b in 0..BUCKETS {
        spread[starts[b]..starts[b + 1]].sort_unstable_by_key(|o| (o.key, o.code));
    }
    occurrences.copy_from_slice(spread);
}

fn add(entry: &mut MoveEntry, occurrence: &Occurrence, first_id: u32) {
    entry.games += 1;
    match occurrence.result {
        GameResult::WhiteWins => entry.white += 1,
        GameResult::Draw => entry.draws += 1,
        GameResult::BlackWins => entry.black += 1,
        GameResult::Unknown => {}
    }
    if occurrence.mover_rating > 0 {
        entry.rating_sum += u64::from(occurrence.mover_rating);
        entry.rated += 1;
    }
    entry.last_year = entry.last_year.max(u64::from(occurrence.year));
    entry.top.keep(TopGame {
        id: first_id.saturating_add(occurrence.game),
        rating: occurrence.game_rating,
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_big_batch_sorts_as_a_comparison_sort_does() {
        // Keys spread over the whole range (negative ones too), many repeated, codes mixed.
        let mut state = 0x9e37_79b9_7f4a_7c15u64;
        let mut next = || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        };
        let mut occurrences: Vec<Occurrence> = (0..200_000u32)
            .map(|game| {
                let r = next();
                Occurrence {
                    key: if r % 5 == 0 {
                        (r % 7) as i64 - 3
                    } else {
                        r as i64
                    },
                    game,
                    code: (next() % 4) as u16,
                    mover_rating: 0,
                    game_rating: 0,
                    year: 0,
                    result: GameResult::Draw,
                }
            })
            .collect();
        let mut want = occurrences.clone();
        want.sort_by_key(|o| (o.key, o.code, o.game));
        sort_by_position_and_move(&mut occurrences, &mut Vec::new());
        let order = |v: &[Occurrence]| v.iter().map(|o| (o.key, o.code)).collect::<Vec<_>>();
        assert_eq!(order(&occurrences), order(&want));
        // Nothing lost or doubled.
        occurrences.sort_by_key(|o| (o.key, o.code, o.game));
        assert_eq!(occurrences, want);
    }
}
