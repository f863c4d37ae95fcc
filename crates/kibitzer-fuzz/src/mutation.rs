//! [`Mutator`]: one to four mutations of a corpus entry: bit flips, random bytes, splices
//! from another entry, truncation, deletion and duplication of a stretch, insertion and swaps
//! of the target's dictionary tokens, deep nesting (5,000 `(`, `{`, `[` or `"`), huge and
//! negative numbers, bytes that are not UTF-8, and CRLF line ends or a byte-order mark.

use super::random::Random;

/// Inputs grow no longer than this by mutation (deep nesting excepted), to keep each check
/// cheap.
const MAX_LENGTH: usize = 16 * 1024;

/// How deep the nesting mutation nests.
pub const NESTING: usize = 5000;

/// Numbers at and past the limits of the integer types parsers use.
const NUMBERS: [&str; 10] = [
    "0",
    "-1",
    "255",
    "65536",
    "2147483648",
    "4294967295",
    "4294967296",
    "99999999999",
    "18446744073709551616",
    "-99999999999999999999999999999",
];

/// Byte sequences that are not UTF-8: a lone continuation byte, a cut two-byte sequence, an
/// overlong encoding, a surrogate, bytes never used.
const NOT_UTF8: [&[u8]; 6] = [
    b"\x80",
    b"\xc3",
    b"\xc0\xaf",
    b"\xed\xa0\x80",
    b"\xff\xfe",
    b"\xf8\x88\x80\x80\x80",
];

/// A seeded mutator with a target's dictionary.
pub struct Mutator {
    random: Random,
    dictionary: &'static [&'static str],
}

impl Mutator {
    /// A mutator inserting tokens of `dictionary`, seeded with `seed`.
    pub fn new(dictionary: &'static [&'static str], seed: u64) -> Mutator {
        Mutator {
            random: Random::new(seed),
            dictionary,
        }
    }

    /// An entry of `corpus` (not empty) changed in one to four places.
    pub fn mutate(&mut self, corpus: &[Vec<u8>]) -> Vec<u8> {
        let mut data = self.random.pick(corpus).clone();
        for _ in 0..=self.random.below(4) {
            self.once(&mut data, corpus);
        }
        data
    }

    /// A position in `data`, `data.len()` included.
    fn at(&mut self, data: &[u8]) -> usize {
        self.random.below(data.len() + 1)
    }

    /// A stretch of `data` of at most 64 bytes.
    fn stretch(&mut self, data: &[u8]) -> std::ops::Range<usize> {
        let from = self.at(data);
        let to = (from + self.random.below(65)).min(data.len());
        from..to
    }

    fn insert(&mut self, data: &mut Vec<u8>, bytes: &[u8]) {
        if data.len() + bytes.len() > MAX_LENGTH && bytes.len() < NESTING {
            return;
        }
        let at = self.at(data);
        data.splice(at..at, bytes.iter().copied());
    }

    fn token(&mut self) -> &'static str {
        if self.dictionary.is_empty() {
            " "
        } else {
            self.dictionary[self.random.below(self.dictionary.len())]
        }
    }

    fn once(&mut self, data: &mut Vec<u8>, corpus: &[Vec<u8>]) {
        match self.random.below(16) {
            0 => {
                if !data.is_empty() {
                    let at = self.random.below(data.len());
                    data[at] ^= 1 << self.random.below(8);
                }
            }
            1 => {
                if !data.is_empty() {
                    let at = self.random.below(data.len());
                    data[at] = self.random.below(256) as u8;
                }
            }
            2 | 3 => {
                let other = self.random.pick(corpus).clone();
                let piece = self.stretch(&other);
                self.insert(data, &other[piece]);
            }
            4 => {
                let other = self.random.pick(corpus).clone();
                let cut = self.at(data);
                let from = self.at(&other);
                data.truncate(cut);
                data.extend_from_slice(&other[from..]);
                data.truncate(MAX_LENGTH);
            }
            5 => {
                let cut = self.at(data);
                data.truncate(cut);
            }
            6 => {
                let piece = self.stretch(data);
                data.drain(piece);
            }
            7 => {
                let piece = self.stretch(data);
                let copy = data[piece].to_vec();
                self.insert(data, &copy);
            }
            8 | 9 => {
                let token = self.token();
                self.insert(data, token.as_bytes());
            }
            10 | 11 => self.swap_token(data),
            12 => {
                if self.random.one_in(8) {
                    let open = *self.random.pick(b"({[\";");
                    self.insert(data, &[open; NESTING]);
                } else {
                    let depth = self.random.below(40);
                    let pair = self.random.pick(&["(", "{", "( e4 ", "{ ", ")", "}"]);
                    self.insert(data, pair.repeat(depth).as_bytes());
                }
            }
            13 => {
                let number = self.random.pick(&NUMBERS);
                let piece = self.stretch(data);
                let digits = data[piece.clone()].iter().all(u8::is_ascii_digit);
                if digits && !piece.is_empty() {
                    data.splice(piece, number.bytes());
                } else {
                    self.insert(data, number.as_bytes());
                }
            }
            14 => {
                let bytes = self.random.pick(&NOT_UTF8);
                self.insert(data, bytes);
            }
            _ => match self.random.below(3) {
                0 => {
                    let mut crlf = Vec::with_capacity(data.len() + 16);
                    for &b in data.iter() {
                        if b == b'\n' {
                            crlf.push(b'\r');
                        }
                        crlf.push(b);
                    }
                    crlf.truncate(MAX_LENGTH);
                    *data = crlf;
                }
                1 => {
                    data.splice(0..0, "\u{feff}".bytes());
                }
                _ => self.insert(data, b"\r"),
            },
        }
    }

    /// Replaces an occurrence of one dictionary token with another (or inserts one when the
    /// first is not there).
    fn swap_token(&mut self, data: &mut Vec<u8>) {
        let old = self.token().as_bytes();
        let new = self.token();
        let start = self.at(data);
        let found = (start..data.len())
            .chain(0..start)
            .find(|&i| data[i..].starts_with(old) && !old.is_empty());
        match found {
            Some(i) => {
                data.splice(i..i + old.len(), new.bytes());
            }
            None => self.insert(data, new.as_bytes()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Mutator;

    #[test]
    fn mutations_are_a_function_of_the_seed() {
        let corpus = vec![b"1. e4 e5 2. Nf3 *".to_vec(), b"[Event \"x\"]".to_vec()];
        let run = |seed| {
            let mut m = Mutator::new(&["e4", "Nf3"], seed);
            (0..50).map(|_| m.mutate(&corpus)).collect::<Vec<_>>()
        };
        assert_eq!(run(1), run(1));
        assert_ne!(run(1), run(2));
        assert!(run(3).iter().any(|input| !corpus.contains(input)));
    }
}
