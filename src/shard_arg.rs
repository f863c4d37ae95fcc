//! `--shard K/N` of `kibitzer annotate`: the games numbered K, K + N, K + 2N, ... of the file
//! (counted from 1, as GNU parallel's `{}` and most job arrays count), so that N runs on N
//! machines or cores review a large collection between them.

use std::fmt;
use std::str::FromStr;

/// One of `count` shards: the games whose number (from 1) is `index` modulo `count`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shard {
    /// Which shard, 1 to `count`.
    pub index: usize,
    /// How many shards there are, at least 1.
    pub count: usize,
}

impl Shard {
    /// Whether the game at `position` (0 for the file's first game) is in the shard.
    pub fn holds(self, position: usize) -> bool {
        position % self.count == self.index - 1
    }
}

impl FromStr for Shard {
    type Err = String;

    fn from_str(text: &str) -> Result<Shard, String> {
        let usage = || format!("'{text}' is not K/N (shard K of N, 1 <= K <= N), e.g. 2/4");
        let (k, n) = text.split_once('/').ok_or_else(usage)?;
        let index: usize = k.trim().parse().map_err(|_| usage())?;
        let count: usize = n.trim().parse().map_err(|_| usage())?;
        if count == 0 {
            return Err(format!(
                "'{text}': there must be at least one shard (N >= 1)"
            ));
        }
        if index == 0 || index > count {
            return Err(format!(
                "'{text}': K counts the shards from 1 to {count} (K = {index} is out of range)"
            ));
        }
        Ok(Shard { index, count })
    }
}

impl fmt::Display for Shard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}/{}", self.index, self.count)
    }
}

#[cfg(test)]
mod tests {
    use super::Shard;

    #[test]
    fn shards_count_from_one_and_cover_every_game_once() {
        let shards: Vec<Shard> = (1..=3).map(|k| format!("{k}/3").parse().unwrap()).collect();
        for game in 0..10 {
            assert_eq!(shards.iter().filter(|s| s.holds(game)).count(), 1);
        }
        assert!(shards[0].holds(0) && shards[0].holds(3) && shards[2].holds(2));
        for bad in ["0/4", "5/4", "1/0", "x/2", "2", "1/-1", ""] {
            assert!(bad.parse::<Shard>().is_err(), "{bad}");
        }
        assert_eq!("1/1".parse::<Shard>().unwrap().to_string(), "1/1");
    }
}
