//! Writing a [`AnnotatedGame`] into its game: `[%eval]` on every main-line move, the judgement's
//! glyph, the best line as a variation opened by a comment in the form a Lichess user knows,
//! with the comparison's summary as the reason (`{ Blunder. Bb4 was best. Gives the knight
//! away: cxd3 takes it. }`, [`verdict_comment`]),
//! and each player's totals as headers (`WhiteACPL`, `WhiteAccuracy` (a whole percent, by
//! Lichess's formula), `WhiteInaccuracies`, `WhiteMistakes`, `WhiteBlunders`, and the same for
//! Black), and the opening of the main line as `ECO` and
//! `Opening` headers ([`crate::openings`]) where the game has none.
//!
//! Nothing of the game is removed: a move that already carries a move-quality glyph (`!`, `?`,
//! `!!`, `??`, `!?`, `?!`) keeps it and gets none of ours; a best line that is already a
//! variation is followed, not repeated; our `[%eval]` (with its depth, `[%eval 0.20,8]`)
//! replaces only an earlier `[%eval]`, and only one that states no depth or a depth no deeper
//! than our search's: an evaluation of a deeper search stays.

use shakmaty::{ByColor, Color};

use super::accuracy::whole_percent;
use super::annotated_game::{AnnotatedGame, PlayerSummary};
use super::judgement::Judgement;
use crate::game::{Game, NO_MINIMUM_DEPTH, Nag, NodeId};

/// The glyphs that judge a move's quality (`$1` to `$6`).
fn judges_the_move(nag: Nag) -> bool {
    (1..=6).contains(&nag.0)
}

/// Writes `review` into `game` (the game it was made from). A review without moves (a game
/// without any) writes nothing: no totals of 0, no opening.
pub fn mark_game(game: &mut Game, review: &AnnotatedGame) {
    if review.moves.is_empty() {
        return;
    }
    for m in &review.moves {
        // A move that ends the game was not searched after: whatever it says stays.
        if let Some(eval) = m.eval {
            // With the depth of its search; never in place of a deeper search's.
            game.offer_eval(m.node, eval, NO_MINIMUM_DEPTH);
        }
        let Some(judgement) = m.judgement else {
            continue;
        };
        let mut nags = game.node(m.node).annotation().nags.clone();
        if !nags.iter().any(|n| judges_the_move(*n)) {
            nags.push(judgement.nag());
            game.set_nags(m.node, nags);
        }
        let Some(comparison) = &m.comparison else {
            continue;
        };
        let Some(last) = game.add_line(m.parent, &m.best_line) else {
            continue;
        };
        let Some(start) = game
            .path_to(last)
            .into_iter()
            .find(|&id| game.node(id).parent() == Some(m.parent))
        else {
            continue;
        };
        let best = game.node(start).san().unwrap_or_default().to_owned();
        let summary = comparison.summary.after_best(&best);
        let comment = verdict_comment(judgement, &best, &summary);
        let mut annotation = game.node(start).annotation().clone();
        if !annotation.comments_before.contains(&comment) {
            annotation.comments_before.push(comment);
            game.set_annotation(start, annotation);
        }
    }
    write_totals(game, review);
    write_opening(game);
}

/// Writes each player's totals of `review` as `game`'s headers (`WhiteACPL`,
/// `WhiteAccuracy`, `WhiteInaccuracies`, `WhiteMistakes`, `WhiteBlunders`, and Black's), as
/// [`mark_game`] does; the workstation's review, which adds only its marks to the game, writes
/// them when the game is saved. A review without moves writes none.
pub fn write_totals(game: &mut Game, review: &AnnotatedGame) {
    if !review.moves.is_empty() {
        write_players(game, &review.players, &review.accuracy());
    }
}

/// "Blunder. Bb4 was best. Gives the knight away: cxd3 takes it.": the judgement's name, the
/// best move (SAN) and the summary as a sentence (a capital first letter, a full stop). The
/// summary is told after the best move ([`Summary::after_best`](crate::compare::Summary::after_best)),
/// so that it does not name that move again.
pub fn verdict_comment(judgement: Judgement, best: &str, summary: &str) -> String {
    let mut comment = format!("{}. {best} was best.", judgement.name());
    let summary = summary.trim();
    let mut letters = summary.chars();
    if let Some(first) = letters.next() {
        comment.push(' ');
        comment.extend(first.to_uppercase());
        comment.push_str(letters.as_str());
        if !summary.ends_with('.') {
            comment.push('.');
        }
    }
    comment
}

/// `ECO` and `Opening` from the deepest named position of the main line, each only if the
/// game does not have it already.
fn write_opening(game: &mut Game) {
    let end = game.main_line().last().copied().unwrap_or(NodeId::ROOT);
    let Some(opening) = crate::openings::of_game(game, end) else {
        return;
    };
    let headers = game.headers_mut();
    for (name, value) in [("ECO", opening.eco), ("Opening", opening.name)] {
        if headers.get(name).is_none() {
            headers.set(name, value);
        }
    }
}

/// The players' totals as headers.
fn write_players(
    game: &mut Game,
    players: &ByColor<PlayerSummary>,
    accuracy: &ByColor<Option<f64>>,
) {
    for color in Color::ALL {
        let player = players.get(color);
        let name = color.fold_wb("White", "Black");
        let headers = game.headers_mut();
        headers.set(&format!("{name}ACPL"), &player.acpl().to_string());
        // A player without a judged move has no accuracy (not 100).
        if let Some(percent) = accuracy.get(color) {
            headers.set(
                &format!("{name}Accuracy"),
                &whole_percent(*percent).to_string(),
            );
        }
        for judgement in Judgement::ALL {
            headers.set(
                &format!("{name}{}", judgement.plural()),
                &player.count(judgement).to_string(),
            );
        }
    }
}

#[cfg(test)]
mod tests {
    use super::verdict_comment;
    use crate::annotate::Judgement;

    #[test]
    fn the_comment_names_the_judgement_the_best_move_and_the_reason_as_a_sentence() {
        assert_eq!(
            verdict_comment(
                Judgement::Blunder,
                "Bb4",
                "gives the knight away: cxd3 takes it"
            ),
            "Blunder. Bb4 was best. Gives the knight away: cxd3 takes it."
        );
        assert_eq!(
            verdict_comment(Judgement::Inaccuracy, "O-O", "misplaces the king (-20)"),
            "Inaccuracy. O-O was best. Misplaces the king (-20)."
        );
        assert_eq!(
            verdict_comment(Judgement::Mistake, "e4", ""),
            "Mistake. e4 was best."
        );
    }
}
