//! Judging the moves of many positions at once ([`judge_moves`]): a [`Judge`] per thread
//! (kibitzer's own search, or one process of an external engine each) searches the position's
//! best line and, if the played move is not its first move, the played move alone in the same
//! position with the same limit ([`judge_move`]). Every search starts from a cleared table
//! (`ucinewgame` for an engine), so that a result does not depend on which thread took the
//! position or what that thread searched before: with a depth or node limit the results are
//! the same for any number of threads.

use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};

use shakmaty::Move;

use super::Judging;
use crate::compare::{CompareError, Judge, LineEnd};
use crate::search::{Limits, Root, SearchOptions, StopSignal};

/// A position to search with the game before it, and the move played in it.
#[derive(Clone, Debug)]
pub struct Job {
    /// The position, its history facts, the hashes of the positions before it and the game's
    /// moves that lead to it from at most as far back as those hashes reach (for an external
    /// engine, which is told them to see repetitions).
    pub root: Root,
    /// The main-line move played in it (none in the last position).
    pub played: Option<Move>,
}

/// What the judge found in the position before a move.
#[derive(Clone, Debug)]
pub struct MoveEval {
    /// The position's best line.
    pub best: LineEnd,
    /// The played move's line: the best line itself when the move is its first move, else
    /// the search of the same position with the move alone.
    pub played: LineEnd,
}

/// Judges the played move of every job (each must have one) with `limits`, on `threads`
/// judges made by `judging` (at least one), and returns the results in the jobs' order and
/// the judge's name; the first error ends the work. `done` is called (from any thread) with
/// the number of positions finished so far, after each.
pub fn judge_moves(
    jobs: &[Job],
    limits: &Limits,
    judging: &Judging,
    options: &SearchOptions,
    threads: usize,
    done: &(dyn Fn(usize) + Sync),
) -> Result<(String, Vec<MoveEval>), CompareError> {
    let next = AtomicUsize::new(0);
    let finished = AtomicUsize::new(0);
    let results: Vec<Mutex<Option<MoveEval>>> = jobs.iter().map(|_| Mutex::new(None)).collect();
    let failure: Mutex<Option<(usize, CompareError)>> = Mutex::new(None);
    let name: Mutex<Option<String>> = Mutex::new(None);
    let fail = |at: usize, error: CompareError| {
        if let Ok(mut slot) = failure.lock()
            && slot.as_ref().is_none_or(|(first, _)| at < *first)
        {
            *slot = Some((at, error));
        }
        // No job is taken after a failure.
        next.store(jobs.len(), Ordering::Relaxed);
    };
    std::thread::scope(|scope| {
        for _ in 0..threads.clamp(1, jobs.len().max(1)) {
            scope.spawn(|| {
                let mut judge = match judging.judge(options) {
                    Ok(judge) => judge,
                    Err(error) => return fail(0, error),
                };
                if let Ok(mut slot) = name.lock() {
                    slot.get_or_insert_with(|| judge.name());
                }
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    let Some(job) = jobs.get(i) else { break };
                    match judge_move(judge.as_mut(), job, limits, &StopSignal::never()) {
                        Ok(eval) => {
                            if let Ok(mut slot) = results[i].lock() {
                                *slot = Some(eval);
                            }
                        }
                        Err(error) => return fail(i, error),
                    }
                    done(finished.fetch_add(1, Ordering::Relaxed) + 1);
                }
            });
        }
    });
    if let Some((_, error)) = failure.into_inner().ok().flatten() {
        return Err(error);
    }
    let name = name
        .into_inner()
        .ok()
        .flatten()
        .unwrap_or_else(|| judging.name());
    let evals = results
        .into_iter()
        .map(|slot| slot.into_inner().ok().flatten().ok_or(CompareError::NoLine))
        .collect::<Result<Vec<_>, _>>()?;
    Ok((name, evals))
}

/// The best line of a job's position and the played move's line, searched by `judge` with
/// `limits` (the engine told the game's moves to the position); `stop` ends either search
/// ([`CompareError::Stopped`]). A job without a played move has nothing to judge.
pub fn judge_move(
    judge: &mut dyn Judge,
    job: &Job,
    limits: &Limits,
    stop: &StopSignal,
) -> Result<MoveEval, CompareError> {
    let played = job.played.ok_or(CompareError::NoLegalMoves)?;
    let root = &job.root;
    let best = judge.best(root, limits, stop)?;
    let played = if best.first == played {
        best.clone()
    } else {
        judge.only(root, limits, played, stop)?
    };
    Ok(MoveEval { best, played })
}
