//! Seeded random mutations of the PGN corpus in `tests/data/pgn/`: reading never panics, and
//! every game that reads is written as text that reads back as one game, whose writing is the
//! same text (write → read → write is a fixed point). The mutations are deterministic (a
//! fixed seed per case); `cargo test --release --test pgn_fuzz -- --ignored` runs many more.

use kibitzer::pgn::{PgnIndex, read_games, read_pgn, write_game};

const CORPUS: [&str; 3] = [
    include_str!("data/pgn/lichess.pgn"),
    include_str!("data/pgn/crlf_bom.pgn"),
    include_str!("data/pgn/edge_cases.pgn"),
];

/// Pieces of PGN a mutation inserts: every kind of token and the bytes that end them.
const PIECES: [&str; 32] = [
    "{",
    "}",
    "(",
    ")",
    ";",
    "%",
    "[",
    "]",
    "\"",
    "\\",
    "$",
    "!",
    "?",
    "*",
    ".",
    "\n",
    "\r\n",
    "\n\n",
    " ",
    "1-0",
    "0-1",
    "1/2-1/2",
    "e4",
    "Nf3",
    "O-O",
    "exd5",
    "$1",
    "{ c }",
    "( ",
    "; x\n",
    "[Event \"e\"]\n",
    "\u{feff}",
];

/// `SplitMix64`: a small, fixed, seeded generator.
struct Random(u64);

impl Random {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }

    /// A char boundary of `text`, at random.
    fn boundary(&mut self, text: &str) -> usize {
        let mut at = self.below(text.len() + 1);
        while !text.is_char_boundary(at) {
            at -= 1;
        }
        at
    }
}

/// `text` changed in one to four places: a piece inserted, a stretch deleted, doubled or
/// moved, or the text cut.
fn mutate(text: &str, random: &mut Random) -> String {
    let mut text = text.to_owned();
    for _ in 0..=random.below(4) {
        let a = random.boundary(&text);
        let b = random.boundary(&text);
        let (from, to) = (a.min(b), a.max(b));
        let short = from..to.min(from + 40).min(text.len());
        let short = from..(short.start..=short.end)
            .rev()
            .find(|&e| text.is_char_boundary(e))
            .unwrap_or(from);
        match random.below(5) {
            0 | 1 => text.insert_str(a, PIECES[random.below(PIECES.len())]),
            2 => text.replace_range(short, ""),
            3 => {
                let copy = text[short].to_owned();
                text.insert_str(to, &copy);
            }
            _ => text.truncate(to),
        }
    }
    text
}

/// Mutates the corpus `cases` times; returns how many games were read and checked.
fn run(cases: u64) -> usize {
    let mut checked = 0;
    for case in 0..cases {
        let mut random = Random(case);
        let text = mutate(CORPUS[case as usize % CORPUS.len()], &mut random);
        let _ = PgnIndex::scan(&text);
        let (games, _) = read_games(&text);
        for game in &games {
            let written = write_game(game);
            assert_eq!(
                PgnIndex::scan(&written).entries().len(),
                1,
                "case {case}: {written}"
            );
            let again =
                read_pgn(&written).unwrap_or_else(|e| panic!("case {case}: {e}\n{written}"));
            assert_eq!(write_game(&again), written, "case {case}");
            checked += 1;
        }
    }
    checked
}

#[test]
fn mutated_corpus_reads_without_panics_and_writes_a_fixed_point() {
    let checked = run(3000);
    assert!(checked > 3000, "only {checked} games read");
}

#[test]
#[ignore = "long: run by hand with --release -- --ignored"]
fn many_mutations() {
    let checked = run(300_000);
    println!("{checked} games checked");
}
