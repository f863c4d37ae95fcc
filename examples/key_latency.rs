//! Measures how quickly a key press shows on screen while the engine searches: runs the
//! release binary in a pseudo-terminal with infinite analysis, presses `f` (flip) 40 times and
//! times each until the board on screen has turned. Prints the median and the worst.
//!
//! `cargo build --release && cargo run --release --example key_latency [BINARY [ARGS...]]`;
//! the arguments go to the workstation, so `target/release/kibitzer --engine
//! /usr/games/stockfish` measures it while a second engine searches too.

use std::io::{Read, Write};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use portable_pty::{CommandBuilder, PtySize, native_pty_system};

fn main() {
    let binary = std::env::args()
        .nth(1)
        .unwrap_or_else(|| "target/release/kibitzer".to_owned());
    let pair = native_pty_system()
        .openpty(PtySize {
            rows: 50,
            cols: 160,
            pixel_width: 0,
            pixel_height: 0,
        })
        .expect("a pseudo-terminal");
    let mut command = CommandBuilder::new(binary);
    command.args(["--ascii"]);
    command.args(std::env::args().skip(2));
    command.env("TERM", "xterm-256color");
    let mut child = pair.slave.spawn_command(command).expect("kibitzer starts");
    drop(pair.slave);
    let mut reader = pair.master.try_clone_reader().expect("reader");
    let mut writer = pair.master.take_writer().expect("writer");
    let (tx, rx) = mpsc::channel();
    std::thread::spawn(move || {
        let mut buf = [0u8; 16384];
        while let Ok(n) = reader.read(&mut buf) {
            if n == 0 || tx.send(buf[..n].to_vec()).is_err() {
                break;
            }
        }
    });
    let mut parser = vt100::Parser::new(50, 160, 0);
    let wait = |parser: &mut vt100::Parser, want: &dyn Fn(&str) -> bool| {
        loop {
            if want(&parser.screen().contents()) {
                return;
            }
            let bytes = rx
                .recv_timeout(Duration::from_secs(30))
                .expect("screen output");
            parser.process(&bytes);
        }
    };
    wait(&mut parser, &|s| s.contains(" d8/"));
    // The top rank's label (beside the middle row of its squares, whatever their size).
    let flipped = |s: &str| {
        s.lines()
            .find(|l| l.starts_with("│1") || l.starts_with("│8"))
            .is_some_and(|l| l.starts_with("│1"))
    };
    let mut samples = Vec::new();
    for i in 0..40 {
        let want_flipped = i % 2 == 0;
        let start = Instant::now();
        writer
            .write_all(b"f")
            .and_then(|()| writer.flush())
            .expect("key sent");
        wait(&mut parser, &|s| flipped(s) == want_flipped);
        samples.push(start.elapsed());
    }
    writer
        .write_all(b"q")
        .and_then(|()| writer.flush())
        .expect("quit sent");
    let _ = child.wait();
    samples.sort();
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    println!(
        "key press to screen while searching: median {:.1} ms, worst {:.1} ms ({} presses)",
        ms(samples[samples.len() / 2]),
        ms(samples[samples.len() - 1]),
        samples.len()
    );
}
