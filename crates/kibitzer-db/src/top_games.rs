//! The few most relevant games kept with each (position, move) of the explorer: up to
//! [`TOP_GAMES`] game ids with their players' average rating, highest rating first (the newest
//! first among equals).

/// How many games each (position, move) keeps.
pub const TOP_GAMES: usize = 4;

/// One kept game.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
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

/// Up to [`TOP_GAMES`] games, most relevant first, held without an allocation.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct TopList {
    games: [TopGame; TOP_GAMES],
    len: u8,
}

impl TopList {
    /// The games, most relevant first.
    pub fn games(&self) -> &[TopGame] {
        &self.games[..usize::from(self.len)]
    }

    /// Adds `game`, keeping the most relevant.
    pub fn keep(&mut self, game: TopGame) {
        let len = usize::from(self.len);
        if self.games[..len].iter().any(|g| g.id == game.id) {
            return;
        }
        let at = self.games[..len].partition_point(|g| rank(g) < rank(&game));
        if at >= TOP_GAMES {
            return;
        }
        let end = (len + 1).min(TOP_GAMES);
        self.games.copy_within(at..end - 1, at + 1);
        self.games[at] = game;
        self.len = end as u8;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_highest_rated_are_kept_newest_first_among_equals() {
        let mut list = TopList::default();
        for (id, rating) in [
            (1, 2000),
            (2, 2500),
            (3, 1500),
            (4, 2500),
            (5, 2100),
            (6, 1000),
            (2, 2500),
        ] {
            list.keep(TopGame { id, rating });
        }
        let ids: Vec<u32> = list.games().iter().map(|g| g.id).collect();
        assert_eq!(ids, vec![4, 2, 5, 1]);
    }
}
