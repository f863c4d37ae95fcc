//! The few most relevant games kept with each (position, move) of the explorer: up to
//! [`TOP_GAMES`] game ids with their players' average rating, highest rating first (the newest
//! first among equals), packed in a blob of 6 bytes per game.

/// How many games each (position, move) keeps.
pub const TOP_GAMES: usize = 4;

/// One kept game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TopGame {
    /// The game's id.
    pub id: u32,
    /// Its players' average rating (0 when neither is rated).
    pub rating: u16,
}

/// Orders the most relevant first.
fn rank(game: &TopGame) -> (std::cmp::Reverse<u16>, std::cmp::Reverse<u32>) {
    (std::cmp::Reverse(game.rating), std::cmp::Reverse(game.id))
}

/// Adds `game` to `top`, keeping the [`TOP_GAMES`] most relevant in order.
pub fn keep(top: &mut Vec<TopGame>, game: TopGame) {
    if top.iter().any(|g| g.id == game.id) {
        return;
    }
    let at = top.partition_point(|g| rank(g) < rank(&game));
    if at < TOP_GAMES {
        top.insert(at, game);
        top.truncate(TOP_GAMES);
    }
}

/// The games of a blob (a malformed tail is ignored).
pub fn unpack(blob: &[u8]) -> Vec<TopGame> {
    blob.chunks_exact(6)
        .map(|c| TopGame {
            id: u32::from_le_bytes([c[0], c[1], c[2], c[3]]),
            rating: u16::from_le_bytes([c[4], c[5]]),
        })
        .collect()
}

/// The blob of `games`.
pub fn pack(games: &[TopGame]) -> Vec<u8> {
    let mut blob = Vec::with_capacity(games.len() * 6);
    for game in games {
        blob.extend_from_slice(&game.id.to_le_bytes());
        blob.extend_from_slice(&game.rating.to_le_bytes());
    }
    blob
}

/// The blob of both blobs' games, the most relevant kept (SQL's `kibitzer_top(old, new)`).
pub fn merge_top_blobs(old: &[u8], new: &[u8]) -> Vec<u8> {
    let mut top = unpack(old);
    for game in unpack(new) {
        keep(&mut top, game);
    }
    pack(&top)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_highest_rated_are_kept_newest_first_among_equals() {
        let mut top = Vec::new();
        for (id, rating) in [
            (1, 2000),
            (2, 2500),
            (3, 1500),
            (4, 2500),
            (5, 2100),
            (6, 1000),
        ] {
            keep(&mut top, TopGame { id, rating });
        }
        let ids: Vec<u32> = top.iter().map(|g| g.id).collect();
        assert_eq!(ids, vec![4, 2, 5, 1]);
        assert_eq!(unpack(&pack(&top)), top);
    }

    #[test]
    fn merging_blobs_keeps_the_best_of_both_once() {
        let a = pack(&[TopGame {
            id: 1,
            rating: 2000,
        }]);
        let b = pack(&[
            TopGame {
                id: 2,
                rating: 2200,
            },
            TopGame {
                id: 1,
                rating: 2000,
            },
        ]);
        let merged = unpack(&merge_top_blobs(&a, &b));
        assert_eq!(merged.iter().map(|g| g.id).collect::<Vec<_>>(), vec![2, 1]);
    }
}
