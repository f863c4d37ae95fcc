//! `tree --json` streams: a large recorded tree goes out in small writes as it is walked,
//! into a writer that counts the bytes and keeps none of them, and the bytes parse back.
//! (Counting the allocations themselves would need a counting global allocator, which
//! `unsafe_code = "forbid"` rules out; `docs/cli.md` quotes the measured peak memory.)

use std::io::Write;

use kibitzer::History;
use kibitzer::search::{Limits, Node, Search, SearchOptions};
use kibitzer_cli::write_tree_json;
use shakmaty::{Chess, Position};

/// Counts what is written, and the largest single write, and keeps none of it but the first
/// and last bytes.
#[derive(Default)]
struct Sink {
    bytes: usize,
    largest: usize,
    first: Option<u8>,
    last: Option<u8>,
}

impl Write for Sink {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        self.bytes += bytes.len();
        self.largest = self.largest.max(bytes.len());
        self.first = self.first.or(bytes.first().copied());
        self.last = bytes.last().copied().or(self.last);
        Ok(bytes.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

#[test]
fn a_large_tree_is_written_in_small_pieces() {
    let fen = "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4";
    let pos: Chess = kibitzer::game::parse_fen(fen).unwrap();
    let mut search = Search::new(SearchOptions {
        hash_mb: 1,
        ..SearchOptions::default()
    });
    let history = History::from_board(pos.board());
    let (_, tree) = search.explain(&pos, history, &Limits::depth(9), 40_000);
    assert_eq!(tree.nodes.len(), 40_000);
    let mut sink = Sink::default();
    write_tree_json(&mut sink, &tree, &Node::new(pos, history)).unwrap();
    assert!(sink.bytes > 10_000_000, "{} bytes written", sink.bytes);
    // No write holds more than one field (a FEN is the longest), never the tree.
    assert!(sink.largest < 200, "a write of {} bytes", sink.largest);
    assert_eq!((sink.first, sink.last), (Some(b'{'), Some(b'}')));
}
