//! [`MoveEntry`]: the explorer's counts for one move from a position, and how all of a
//! position's entries are packed into one blob (held in a page of the index, see `index_page`):
//! per move, its code (2 bytes), then games, White wins, draws, Black wins, the movers' rating
//! sum and rated games, and the last year as LEB128 varints, then its kept games (a count byte,
//! then each game's id as a varint and its rating in 2 bytes). A position reached by one game
//! takes about 20 bytes.

use crate::position_key::MoveCode;
use crate::top_games::{TopGame, TopList};
use crate::varint::{get_varint, put_varint};

/// One move's counts.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct MoveEntry {
    /// The move ([`MoveCode::END`]: games that ended in the position).
    pub code: MoveCode,
    /// Games.
    pub games: u64,
    /// White won.
    pub white: u64,
    /// Drawn.
    pub draws: u64,
    /// Black won.
    pub black: u64,
    /// The movers' ratings, summed.
    pub rating_sum: u64,
    /// Movers who were rated.
    pub rated: u64,
    /// The last year played (0: no game dated).
    pub last_year: u64,
    /// The most relevant games.
    pub top: TopList,
}

impl MoveEntry {
    /// Adds `other`'s counts (the same move) to these.
    pub fn absorb(&mut self, other: &MoveEntry) {
        self.games += other.games;
        self.white += other.white;
        self.draws += other.draws;
        self.black += other.black;
        self.rating_sum += other.rating_sum;
        self.rated += other.rated;
        self.last_year = self.last_year.max(other.last_year);
        for game in other.top.games() {
            self.top.keep(*game);
        }
    }
}

/// Appends `entry` to a position's blob.
pub fn encode(out: &mut Vec<u8>, entry: &MoveEntry) {
    out.extend_from_slice(&entry.code.0.to_le_bytes());
    for value in [
        entry.games,
        entry.white,
        entry.draws,
        entry.black,
        entry.rating_sum,
        entry.rated,
        entry.last_year,
    ] {
        put_varint(out, value);
    }
    let games = entry.top.games();
    out.push(games.len() as u8);
    for game in games {
        put_varint(out, u64::from(game.id));
        out.extend_from_slice(&game.rating.to_le_bytes());
    }
}

/// The entries of a position's blob, in the order written; `None` if the blob is malformed.
pub fn decode(bytes: &[u8]) -> Option<Vec<MoveEntry>> {
    let mut entries = Vec::new();
    let mut at = 0;
    while at < bytes.len() {
        let code = u16::from_le_bytes([*bytes.get(at)?, *bytes.get(at + 1)?]);
        at += 2;
        let mut values = [0u64; 7];
        for value in &mut values {
            *value = get_varint(bytes, &mut at)?;
        }
        let [games, white, draws, black, rating_sum, rated, last_year] = values;
        let kept = *bytes.get(at)?;
        at += 1;
        let mut top = TopList::default();
        for _ in 0..kept {
            let id = u32::try_from(get_varint(bytes, &mut at)?).ok()?;
            let rating = u16::from_le_bytes([*bytes.get(at)?, *bytes.get(at + 1)?]);
            at += 2;
            top.keep(TopGame { id, rating });
        }
        entries.push(MoveEntry {
            code: MoveCode(code),
            games,
            white,
            draws,
            black,
            rating_sum,
            rated,
            last_year,
            top,
        });
    }
    Some(entries)
}

/// The entries of several blobs of one position (from different runs of the index), each
/// move's counts summed, in the order first met; `None` if a blob is malformed.
pub fn merge_entries<'a>(blobs: impl IntoIterator<Item = &'a [u8]>) -> Option<Vec<MoveEntry>> {
    let mut merged: Vec<MoveEntry> = Vec::new();
    for blob in blobs {
        for entry in decode(blob)? {
            match merged.iter_mut().find(|e| e.code == entry.code) {
                Some(existing) => existing.absorb(&entry),
                None => merged.push(entry),
            }
        }
    }
    Some(merged)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entry(code: u16, games: u64, id: u32) -> MoveEntry {
        let mut top = TopList::default();
        top.keep(TopGame { id, rating: 2100 });
        MoveEntry {
            code: MoveCode(code),
            games,
            white: games,
            draws: 0,
            black: 0,
            rating_sum: 2100 * games,
            rated: games,
            last_year: 1999,
            top,
        }
    }

    #[test]
    fn entries_come_back_from_their_blob() {
        let entries = [
            entry(0x8123, 1, 7),
            entry(0, 300, 1_000_000),
            MoveEntry::default(),
        ];
        let mut blob = Vec::new();
        for e in &entries {
            encode(&mut blob, e);
        }
        assert_eq!(decode(&blob).unwrap(), entries);
        assert!(decode(&blob[..blob.len() - 1]).is_none());
    }

    #[test]
    fn merging_sums_the_same_move_and_keeps_the_others() {
        let mut a = Vec::new();
        encode(&mut a, &entry(1, 2, 10));
        let mut b = Vec::new();
        encode(&mut b, &entry(1, 3, 11));
        encode(&mut b, &entry(2, 1, 12));
        let merged = merge_entries([&a[..], &b[..]]).unwrap();
        assert_eq!(merged.len(), 2);
        assert_eq!(
            (merged[0].games, merged[0].white, merged[0].rated),
            (5, 5, 5)
        );
        assert_eq!(merged[0].top.games().len(), 2);
        assert_eq!(merged[1].games, 1);
        // A damaged blob is refused.
        assert!(merge_entries([&b[..], &[0x80][..]]).is_none());
    }
}
