//! The streamed index against the whole-text index, on a generated multi-megabyte file read
//! in small chunks.

use std::ops::ControlFlow;
use std::path::PathBuf;

use super::StreamedPgn;
use crate::pgn::{PgnIndex, read_game, write_game};

/// A fresh directory for one test.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("kibitzer-streamed-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// The repository's test games, again and again, to a little over `bytes`, with a game whose
/// event is not UTF-8 among them.
fn collection(bytes: usize) -> Vec<u8> {
    let games = [
        include_str!("../../../../../tests/data/opera.pgn"),
        include_str!("../../../../../tests/data/pgn/lichess.pgn"),
        include_str!("../../../../../tests/data/pgn/edge_cases.pgn"),
    ];
    let mut out = Vec::new();
    let mut round = 0;
    while out.len() < bytes {
        for text in games {
            out.extend_from_slice(text.trim_end().as_bytes());
            out.extend_from_slice(b"\n\n");
        }
        out.extend_from_slice(
            format!("[Event \"Bj\u{f6}rk {round}\"]\n[White \"W{round}\"]\n\n1. e4 e5 *\n\n")
                .as_bytes(),
        );
        if round == 3 {
            out.extend_from_slice(b"[Event \"Bj\xF6rk latin\"]\n[White \"L\"]\n\n1. d4 *\n\n");
        }
        round += 1;
    }
    out
}

fn index(path: &std::path::Path, chunk: usize) -> StreamedPgn {
    StreamedPgn::index(path, chunk, &mut |_, _| ControlFlow::Continue(())).unwrap()
}

#[test]
fn the_streamed_index_finds_every_game_where_the_whole_text_does() {
    let dir = scratch("index");
    let path = dir.join("big.pgn");
    let bytes = collection(3 * 1024 * 1024);
    std::fs::write(&path, &bytes).unwrap();
    let whole = String::from_utf8_lossy(&bytes).into_owned();
    let expected = PgnIndex::scan(&whole);
    let streamed = index(&path, 4096);
    assert_eq!(streamed.replaced_bytes(), 1);
    assert_eq!(streamed.spans().len(), expected.entries().len());
    assert!(streamed.spans().len() > 5000, "{}", streamed.spans().len());
    // The lossy whole text is two bytes longer than the file from the byte that is not
    // UTF-8 on: compare offsets before it, lines and headers everywhere.
    let latin = expected
        .entries()
        .iter()
        .position(|e| e.event.as_deref() == Some("Bj\u{FFFD}rk latin"))
        .unwrap();
    for (i, (span, entry)) in streamed.spans().iter().zip(expected.entries()).enumerate() {
        assert_eq!(span.line as usize, entry.line, "game {}", i + 1);
        if i < latin {
            assert_eq!(span.start as usize, entry.range.start, "game {}", i + 1);
            assert_eq!(span.len as usize, entry.range.len(), "game {}", i + 1);
        }
    }
    let count = expected.entries().len();
    let window = streamed.read_entries(count - 5..count + 10).unwrap();
    assert_eq!(window.len(), 6);
    assert!(window.iter().all(Option::is_some));
    for entry in window.iter().flatten() {
        let wanted = &expected.entries()[entry.number - 1];
        assert_eq!((&entry.white, entry.plies), (&wanted.white, wanted.plies));
    }
    for number in [1, 2, 3, latin + 1, latin + 2, count] {
        let wanted = &expected.entries()[number - 1];
        let (text, entry) = streamed.read_entry(number).unwrap();
        assert_eq!(entry.number, number);
        assert_eq!(entry.line, wanted.line);
        assert_eq!(
            (&entry.white, &entry.black, &entry.event, &entry.date),
            (&wanted.white, &wanted.black, &wanted.event, &wanted.date)
        );
        assert_eq!(entry.plies, wanted.plies);
        let read = read_game(&text, &entry).map(|g| write_game(&g));
        assert_eq!(read, read_game(&whole, wanted).map(|g| write_game(&g)));
    }
}

#[test]
fn chunks_of_any_size_give_the_same_index() {
    let dir = scratch("chunks");
    let path = dir.join("games.pgn");
    std::fs::write(&path, collection(200 * 1024)).unwrap();
    let large = index(&path, super::CHUNK_BYTES);
    for chunk in [1, 100, 1000, 65536] {
        assert_eq!(index(&path, chunk).spans(), large.spans(), "chunk {chunk}");
    }
}

#[test]
fn save_bang_streams_the_file_with_only_that_game_changed() {
    let dir = scratch("save");
    let path = dir.join("games.pgn");
    let bytes = collection(1024 * 1024);
    std::fs::write(&path, &bytes).unwrap();
    let streamed = index(&path, 4096);
    let number = streamed.spans().len() / 2;
    let span = streamed.spans()[number - 1];
    let mut out = Vec::new();
    streamed
        .write_replaced(number, "[White \"New\"]\n\n1. c4 *\n", &mut out)
        .unwrap();
    let (start, end) = (span.start as usize, span.end() as usize);
    assert_eq!(&out[..start], &bytes[..start]);
    assert_eq!(&out[start..start + 22], b"[White \"New\"]\n\n1. c4 *");
    assert_eq!(&out[start + 22..], &bytes[end..]);
    // The last game: what followed it (a blank line) is kept.
    let last = streamed.spans().len();
    let mut out = Vec::new();
    streamed.write_replaced(last, "1. c4 *", &mut out).unwrap();
    assert!(out.ends_with(b"1. c4 *\n\n"));
}

#[test]
fn a_file_changed_after_indexing_is_an_error_not_a_wrong_game() {
    let dir = scratch("changed");
    let path = dir.join("games.pgn");
    std::fs::write(&path, collection(100 * 1024)).unwrap();
    let streamed = index(&path, 4096);
    std::fs::write(&path, "[White \"x\"]\n\n1. e4 *\n").unwrap();
    let error = streamed.read_entry(2).unwrap_err();
    assert!(
        error
            .to_string()
            .ends_with("games.pgn changed since it was opened; open it again"),
        "{error}"
    );
    let mut out = Vec::new();
    assert!(streamed.write_replaced(2, "1. e4 *", &mut out).is_err());
    assert!(streamed.read_entry(0).is_err());
}

#[test]
fn indexing_can_be_stopped() {
    let dir = scratch("stop");
    let path = dir.join("games.pgn");
    std::fs::write(&path, collection(100 * 1024)).unwrap();
    let mut calls = 0;
    let result = StreamedPgn::index(&path, 4096, &mut |done, size| {
        calls += 1;
        assert!(done <= size);
        ControlFlow::Break(())
    });
    assert!(result.is_err());
    assert_eq!(calls, 1);
}

#[test]
fn a_stretch_with_no_game_start_is_cut_at_the_most_a_game_may_take() {
    let dir = scratch("stretch");
    let path = dir.join("line.pgn");
    std::fs::write(&path, vec![b'x'; 2 * super::MAX_GAME_BYTES + 1000]).unwrap();
    let streamed = index(&path, super::CHUNK_BYTES);
    let lengths: Vec<u32> = streamed.spans().iter().map(|s| s.len).collect();
    let most = super::MAX_GAME_BYTES as u32;
    assert_eq!(lengths, [most, most, 1000]);
    let (_, entry) = streamed.read_entry(3).unwrap();
    assert_eq!(entry.line, 1);
    // The list reads the short one only.
    let rows = streamed.read_entries(1..4).unwrap();
    assert_eq!(
        rows.iter().map(Option::is_some).collect::<Vec<_>>(),
        [false, false, true]
    );
    // 16 MB: not left behind.
    let _ = std::fs::remove_dir_all(&dir);
}
