//! Copying to the terminal's clipboard: `y` the FEN of the shown position, `Y` the game as
//! PGN, and `:fen` alone shows the FEN. The copy is an [`Effect`] that the runtime writes as
//! an OSC 52 escape sequence (which works over SSH, and in tmux with `set-clipboard on`).
//! These are functions of what they copy and a [`Context`]; the router
//! (`router/clipboard.rs`) hands them the shown position and the game.

use shakmaty::fen::Fen;
use shakmaty::{Chess, EnPassantMode};

use crate::context::Context;
use crate::message::Effect;

/// The FEN of `board`, the position on the board; `crazyhouse_root` instead (with its
/// pockets) when the board shows the root of a game set up with pockets.
pub fn fen_of(board: &Chess, crazyhouse_root: Option<&shakmaty::variant::Crazyhouse>) -> String {
    match crazyhouse_root {
        Some(root) => Fen::from_position(root, EnPassantMode::Legal).to_string(),
        None => Fen::from_position(board, EnPassantMode::Legal).to_string(),
    }
}

/// `:fen` without a FEN: shows `fen` in the status bar.
pub(crate) fn show_fen(fen: &str, cx: &mut Context) {
    cx.say(format!("FEN {fen}"));
}

/// `y`: `fen` to the clipboard.
pub(crate) fn copy_fen(fen: String, cx: &mut Context) {
    cx.say(format!("copied the FEN to the clipboard: {fen}"));
    cx.effects.push(Effect::CopyToClipboard(fen));
}

/// `Y`: `pgn`, the game of `plies` half-moves, to the clipboard.
pub(crate) fn copy_game(pgn: String, plies: usize, cx: &mut Context) {
    let plural = if plies == 1 { "" } else { "s" };
    cx.say(format!(
        "copied the game as PGN ({plies} half-move{plural}) to the clipboard"
    ));
    cx.effects.push(Effect::CopyToClipboard(pgn));
}

/// The OSC 52 sequence that sets the clipboard to `text`: `ESC ] 52 ; c ; base64 BEL`.
pub fn osc52(text: &str) -> String {
    format!("\x1b]52;c;{}\x07", base64(text.as_bytes()))
}

/// Standard base64 (RFC 4648) with `=` padding.
fn base64(bytes: &[u8]) -> String {
    const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let b = [
            chunk[0],
            chunk.get(1).copied().unwrap_or(0),
            chunk.get(2).copied().unwrap_or(0),
        ];
        let n = u32::from(b[0]) << 16 | u32::from(b[1]) << 8 | u32::from(b[2]);
        for i in 0..4 {
            if i <= chunk.len() {
                out.push(char::from(ALPHABET[(n >> (18 - 6 * i) & 63) as usize]));
            } else {
                out.push('=');
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::{base64, osc52};

    #[test]
    fn base64_matches_rfc_4648() {
        // The test vectors of RFC 4648, section 10.
        for (plain, encoded) in [
            ("", ""),
            ("f", "Zg=="),
            ("fo", "Zm8="),
            ("foo", "Zm9v"),
            ("foob", "Zm9vYg=="),
            ("fooba", "Zm9vYmE="),
            ("foobar", "Zm9vYmFy"),
        ] {
            assert_eq!(base64(plain.as_bytes()), encoded, "{plain:?}");
        }
        assert_eq!(base64(&[0xff, 0xfe, 0x00]), "//4A");
        assert_eq!(base64("½".as_bytes()), "wr0=");
    }

    #[test]
    fn osc52_wraps_the_text_for_the_clipboard() {
        assert_eq!(
            osc52("8/8/8/8/8/8/8/K1k5 w - - 0 1"),
            "\x1b]52;c;OC84LzgvOC84LzgvOC9LMWs1IHcgLSAtIDAgMQ==\x07"
        );
    }
}
