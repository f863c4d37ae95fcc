//! Copying to the terminal's clipboard: `y` the FEN of the shown position, `Y` the game as
//! PGN, and `:fen` alone shows the FEN. The copy is an [`Effect`] that the runtime writes as
//! an OSC 52 escape sequence (which works over SSH, and in tmux with `set-clipboard on`).

use shakmaty::EnPassantMode;
use shakmaty::fen::Fen;

use crate::app::App;
use crate::message::Effect;

impl App {
    /// The FEN of the position on the board (with the pockets at a crazyhouse root).
    pub fn shown_fen(&self) -> String {
        match &self.crazyhouse {
            Some(root) if self.panel.board().is_none() && self.game.cursor() == 0 => {
                Fen::from_position(root, EnPassantMode::Legal).to_string()
            }
            _ => Fen::from_position(self.shown_position(), EnPassantMode::Legal).to_string(),
        }
    }

    /// `:fen` without a FEN: shows the FEN in the status bar.
    pub(crate) fn show_fen(&mut self) -> Vec<Effect> {
        self.status = Some((format!("FEN {}", self.shown_fen()), false));
        Vec::new()
    }

    /// `y`: the FEN to the clipboard.
    pub(crate) fn copy_fen(&mut self) -> Vec<Effect> {
        let fen = self.shown_fen();
        self.status = Some((format!("copied the FEN to the clipboard: {fen}"), false));
        vec![Effect::CopyToClipboard(fen)]
    }

    /// `Y`: the game as PGN (with the evaluations found so far) to the clipboard.
    pub(crate) fn copy_game(&mut self) -> Vec<Effect> {
        let pgn = self.game_pgn();
        let plies = self.game.moves().len();
        let plural = if plies == 1 { "" } else { "s" };
        self.status = Some((
            format!("copied the game as PGN ({plies} half-move{plural}) to the clipboard"),
            false,
        ));
        vec![Effect::CopyToClipboard(pgn)]
    }
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
