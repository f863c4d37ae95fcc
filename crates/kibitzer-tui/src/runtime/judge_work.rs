//! The runtime's side of comparisons (`w`) and reviews (`A`): each runs on a thread of its
//! own with its own judge (kibitzer's search, or a process of the external engine that judges,
//! [`Judging`]), so the screen never waits. A new comparison stops the one before it
//! (mid-search); a new review, or `Effect::CancelAnnotate`, stops the review before it (mid-search
//! too). A stopped run sends nothing more and drops its judge, which ends the engine's
//! process. What they find goes back to the app as messages carrying the request's id.

use std::sync::Arc;

use crate::message::{AnnotateId, AnnotateReport, AnnotateRequest, CompareId, Msg};
use kibitzer::annotate::{Judging, MoveEval, annotate_moves, jobs_of, judge_move};
use kibitzer::compare::{CompareError, Request, compare};
use kibitzer::search::{LatestWins, SearchOptions, StopSignal};

/// Table size of a comparison's or review's search, in MB.
const WORK_HASH_MB: usize = 16;

/// Starts and stops the background comparisons and reviews.
#[derive(Debug, Default)]
pub struct JudgeWork {
    compares: LatestWins,
    reviews: LatestWins,
}

fn options() -> SearchOptions {
    SearchOptions {
        hash_mb: WORK_HASH_MB,
        ..SearchOptions::default()
    }
}

impl JudgeWork {
    /// Compares on a new thread with a judge made by `judging`, stopping the comparison
    /// before; `send` gets the result (or, if no thread can be started, at once a stopped
    /// comparison).
    pub fn compare(
        &self,
        id: CompareId,
        request: Request,
        judging: Judging,
        send: impl Fn(Msg) + Send + Sync + 'static,
    ) {
        let stop = self.compares.start_signal();
        let send = Arc::new(send);
        let sender = Arc::clone(&send);
        let spawned = std::thread::Builder::new()
            .name("kibitzer-compare".to_owned())
            .spawn(move || {
                let result = judging
                    .judge(&options())
                    .and_then(|mut judge| compare(judge.as_mut(), &request, &stop));
                match result {
                    Err(CompareError::Stopped) => {}
                    _ if stop.raised() => {}
                    result => sender(Msg::Compared(id, result.map(Box::new))),
                }
            });
        if spawned.is_err() {
            send(Msg::Compared(id, Err(CompareError::Stopped)));
        }
    }

    /// Reviews the main line on a new thread, stopping the review before: each move is judged
    /// in the position it was played in ([`judge_move`]) by one judge made by the request's
    /// [`Judging`]; `send` gets each judged move and then the judged game
    /// ([`annotate_moves`]), or why the review failed.
    pub fn annotate(
        &self,
        id: AnnotateId,
        request: AnnotateRequest,
        send: impl Fn(Msg) + Send + Sync + 'static,
    ) {
        let stop = self.reviews.start_signal();
        let send = Arc::new(send);
        let sender = Arc::clone(&send);
        let spawned = std::thread::Builder::new()
            .name("kibitzer-review".to_owned())
            .spawn(move || {
                let report = |report| sender(Msg::Annotated(id, report));
                match annotate_game(&request, &stop, &|index, eval| {
                    report(AnnotateReport::Position(index, Box::new(eval.clone())));
                }) {
                    Ok(review) => report(AnnotateReport::Finished(Box::new(review))),
                    Err(CompareError::Stopped) => {}
                    Err(_) if stop.raised() => {}
                    Err(e) => report(AnnotateReport::Failed(format!("cannot review: {e}"))),
                }
            });
        if let Err(e) = spawned {
            let why = format!("cannot start the review: {e}");
            send(Msg::Annotated(id, AnnotateReport::Failed(why)));
        }
    }

    /// Stops the running review; it sends nothing more.
    pub fn cancel_annotate(&self) {
        self.reviews.stop();
    }
}

/// Judges every move of the request's main line in order (`judged` gets each, with the index
/// of the position it was played in) and the game; [`CompareError::Stopped`] once `stop` is
/// raised. The judge lives as long as the review: an engine process ends with it.
fn annotate_game(
    request: &AnnotateRequest,
    stop: &StopSignal,
    judged: &dyn Fn(usize, &MoveEval),
) -> Result<kibitzer::annotate::AnnotatedGame, CompareError> {
    let mut judge = request.judging.judge(&options())?;
    let mut evals = Vec::new();
    for (index, job) in jobs_of(&request.game).iter().enumerate() {
        if stop.raised() {
            return Err(CompareError::Stopped);
        }
        // A null move, and the last position, have no move to judge.
        if job.played.is_none() {
            continue;
        }
        let eval = judge_move(judge.as_mut(), job, &request.limits, stop)?;
        judged(index, &eval);
        evals.push(eval);
    }
    if stop.raised() {
        return Err(CompareError::Stopped);
    }
    Ok(annotate_moves(&request.game, &evals, &judge.name()))
}
