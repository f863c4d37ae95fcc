//! The runtime's judging work in a test: the comparisons (`w`) and reviews (`A`) among an
//! update's effects run on [`JudgeWork`], and every message they send is fed back to the app.

#![allow(dead_code)]

use std::sync::mpsc;

use kibitzer_tui::{App, Effect, JudgeWork, Msg};

/// Runs the comparisons and reviews among `effects` on the runtime's worker, waits for every
/// message they send and feeds them to `app`; returns how many messages came.
pub fn run(app: &mut App, effects: Vec<Effect>) -> usize {
    let work = JudgeWork::default();
    let (tx, rx) = mpsc::channel();
    for effect in effects {
        let tx = tx.clone();
        let send = move |msg| {
            let _ = tx.send(msg);
        };
        match effect {
            Effect::Compare(id, request, judging) => work.compare(id, *request, *judging, send),
            Effect::Annotate(id, request) => work.annotate(id, *request, send),
            _ => {}
        }
    }
    drop(tx);
    let messages: Vec<Msg> = rx.iter().collect();
    let count = messages.len();
    for msg in messages {
        let _ = app.update(msg);
    }
    count
}
