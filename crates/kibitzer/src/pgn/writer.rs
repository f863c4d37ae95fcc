//! Writing a [`Game`] as PGN: its headers in order (the Seven Tag Roster first for a game
//! without any, `SetUp`/`FEN` added when it starts from another position), the whole tree
//! with nested variations, comments (their text as it is), NAGs and command annotations,
//! lines wrapped at 80 between words (never inside a comment).

use std::fmt::Write as _;

use shakmaty::{Chess, Color, EnPassantMode};

use crate::game::{Game, NodeId, TextStep};

/// Where lines are wrapped.
const WIDTH: usize = 80;

/// The game as PGN text, ending with a line break.
pub fn write_game(game: &Game) -> String {
    let mut out = String::new();
    for (name, value) in headers(game) {
        let value = value
            .replace(['\n', '\r'], " ")
            .replace('\\', "\\\\")
            .replace('"', "\\\"");
        let _ = writeln!(out, "[{name} \"{value}\"]");
    }
    out.push('\n');
    let mut words = Vec::new();
    let root = game.node(NodeId::ROOT).annotation();
    words.extend(root.nags.iter().map(ToString::to_string));
    comments(&mut words, &root.comments_after);
    line(game, NodeId::ROOT, true, &mut words);
    words.push(game.result().to_string());
    out.push_str(&wrap(&words));
    out.push('\n');
    out
}

/// The tag pairs to write: the game's own, in order (`Result` as it is, also when it
/// disagrees with the movetext's result, as read); a roster for a game without any; `Result`
/// from the game's result and `SetUp`/`FEN` when missing.
fn headers(game: &Game) -> Vec<(String, String)> {
    let mut headers = game.headers().clone();
    if headers.is_empty() {
        for (name, value) in [
            ("Event", "kibitzer analysis"),
            ("Site", "?"),
            ("Date", "????.??.??"),
            ("Round", "?"),
            ("White", "?"),
            ("Black", "?"),
        ] {
            headers.set(name, value);
        }
    }
    if headers.get("Result").is_none() {
        headers.set("Result", &game.result().to_string());
    }
    if *game.root() != Chess::default() && headers.get("FEN").is_none() {
        let fen = shakmaty::fen::Fen::from_position(game.root(), EnPassantMode::Legal);
        headers.set("SetUp", "1");
        headers.set("FEN", &fen.to_string());
    }
    headers
        .iter()
        .map(|(n, v)| (n.to_owned(), v.to_owned()))
        .collect()
}

/// The continuation after `parent`: its main child, the other children as variations in
/// parentheses, then on along the main child. `forced`: the next move needs its number even
/// if Black plays it (at a start, after a comment or a variation).
fn line(game: &Game, parent: NodeId, mut forced: bool, words: &mut Vec<String>) {
    game.text_order(parent, |step| match step {
        TextStep::Move(id) => forced = write_move(game, id, forced, words),
        TextStep::Open(first) => {
            words.push("(".to_owned());
            comments(words, &game.node(first).annotation().comments_before);
            forced = true;
        }
        TextStep::Close => {
            words.push(")".to_owned());
            forced = true;
        }
    });
}

/// Writes `id`'s number (if White moves, or `forced`), comments before it (when it is the
/// main child), SAN, NAGs and comments after it. Returns whether the next move needs its
/// number.
fn write_move(game: &Game, id: NodeId, forced: bool, words: &mut Vec<String>) -> bool {
    let node = game.node(id);
    let annotation = node.annotation();
    let is_main = game.siblings(id).first() == Some(&id);
    if is_main && !annotation.comments_before.is_empty() {
        comments(words, &annotation.comments_before);
    }
    let forced = forced || (is_main && !annotation.comments_before.is_empty());
    match game.move_number(id) {
        Some((number, Color::White)) => words.push(format!("{number}.")),
        Some((number, Color::Black)) if forced => words.push(format!("{number}...")),
        _ => {}
    }
    words.push(node.san().unwrap_or("--").to_owned());
    words.extend(annotation.nags.iter().map(ToString::to_string));
    comments(words, &annotation.comments_after);
    !annotation.comments_after.is_empty()
}

/// Each text as a `{ comment }`, spaced as Lichess and most tools write it. One with a `}`
/// (which a `{}` comment cannot hold) is written as the rest-of-line comment it was read
/// from, `; text` and a line break (a lone carriage return, which a rest-of-line comment
/// keeps, included); if it also has a line break (only an edit can do that) its `}` is
/// written as `)` so that the comment still ends where it should.
fn comments(words: &mut Vec<String>, texts: &[String]) {
    for text in texts {
        if text.is_empty() {
            words.push("{}".to_owned());
        } else if text.contains('}') && !text.contains('\n') {
            words.push(format!("; {text}\n"));
        } else {
            words.push(format!("{{ {} }}", text.replace('}', ")")));
        }
    }
}

/// Joins `words` with spaces into lines of at most [`WIDTH`] characters. A word is never
/// broken: a comment is written as it is, so a line of its own text longer than that stays
/// long; a word ending with a line break (a rest-of-line comment) ends its line.
fn wrap(words: &[String]) -> String {
    let mut out = String::new();
    let mut column = 0;
    for word in glue(words) {
        let first = word.split('\n').next().unwrap_or_default().chars().count();
        if column > 0 && column + 1 + first > WIDTH {
            out.push('\n');
            column = 0;
        } else if column > 0 {
            out.push(' ');
            column += 1;
        }
        out.push_str(&word);
        column = match word.rfind('\n') {
            Some(end) => word[end + 1..].chars().count(),
            None => column + first,
        };
    }
    out
}

/// `13.`, `13...` or `(13...`: a move number as [`write_move`] writes it.
fn is_move_number(piece: &str) -> bool {
    let digits = piece.trim_start_matches('(').trim_end_matches('.');
    digits.len() < piece.len() && !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit())
}

/// `(` joined to the word after it, `)` to the word before it, and a move number to its move:
/// `(1... c5 2. Nf3)`.
fn glue(words: &[String]) -> Vec<String> {
    let mut glued: Vec<String> = Vec::with_capacity(words.len());
    let mut open = String::new();
    for word in words {
        match (word.as_str(), glued.last_mut()) {
            ("(", _) => open.push('('),
            (")", Some(last)) if open.is_empty() => last.push(')'),
            // A move number stays on the line of its move: `13. Rxd7`, never `13.` alone.
            (_, Some(last)) if open.is_empty() && is_move_number(last.trim_start_matches('(')) => {
                last.push(' ');
                last.push_str(word);
            }
            _ => glued.push(std::mem::take(&mut open) + word),
        }
    }
    glued
}
