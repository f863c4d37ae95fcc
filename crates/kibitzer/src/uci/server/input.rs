//! Reading the client's lines: at most [`MAX_LINE`] bytes each, so a line without end cannot
//! take all memory; the rest of a longer line is skipped. Invalid UTF-8 is replaced.

use std::io::{self, BufRead};

/// The longest line kept, in bytes (a game of 10,000 plies is 60 KB of moves).
pub const MAX_LINE: usize = 256 * 1024;

/// One read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Input {
    /// A line without its end.
    Line(String),
    /// A line longer than [`MAX_LINE`], skipped; its length in bytes.
    TooLong(usize),
    /// The end of the input.
    End,
}

/// Reads the next line of `reader`.
pub fn read_line(reader: &mut impl BufRead) -> io::Result<Input> {
    let mut kept = Vec::new();
    let mut length = 0;
    loop {
        let available = match reader.fill_buf() {
            Ok(bytes) => bytes,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        if available.is_empty() {
            if length == 0 {
                return Ok(Input::End);
            }
            break;
        }
        let (chunk, used, ended) = match available.iter().position(|&b| b == b'\n') {
            Some(at) => (&available[..at], at + 1, true),
            None => (available, available.len(), false),
        };
        length += chunk.len();
        if kept.len() < MAX_LINE {
            let room = MAX_LINE - kept.len();
            kept.extend_from_slice(&chunk[..chunk.len().min(room)]);
        }
        reader.consume(used);
        if ended {
            break;
        }
    }
    if length > MAX_LINE {
        return Ok(Input::TooLong(length));
    }
    let mut text = String::from_utf8_lossy(&kept).into_owned();
    if text.ends_with('\r') {
        text.pop();
    }
    Ok(Input::Line(text))
}

#[cfg(test)]
mod tests {
    use super::{Input, MAX_LINE, read_line};

    #[test]
    fn reads_lines_skips_overlong_ones_and_ends() {
        let mut text = b"uci\r\nisready\n".to_vec();
        text.extend(std::iter::repeat_n(b'x', MAX_LINE + 10));
        text.extend(b"\n\xffgo\nlast");
        let mut reader = std::io::BufReader::with_capacity(1000, &text[..]);
        assert_eq!(
            read_line(&mut reader).unwrap(),
            Input::Line("uci".to_owned())
        );
        assert_eq!(
            read_line(&mut reader).unwrap(),
            Input::Line("isready".to_owned())
        );
        assert_eq!(
            read_line(&mut reader).unwrap(),
            Input::TooLong(MAX_LINE + 10)
        );
        assert_eq!(
            read_line(&mut reader).unwrap(),
            Input::Line("\u{fffd}go".to_owned())
        );
        assert_eq!(
            read_line(&mut reader).unwrap(),
            Input::Line("last".to_owned())
        );
        assert_eq!(read_line(&mut reader).unwrap(), Input::End);
    }
}
