//! `kibitzer compare FEN MOVE...`: the best line and each candidate's line with its ledger of
//! captures, the loss, the refutation and the summary (for a move that is at least an
//! inaccuracy), and the difference table at the quiet ends; `--json` prints one object
//! ([`super::compare_json`]). The lines are searched by kibitzer or, with `--engine`, by an
//! external UCI engine; kibitzer's evaluation explains them either way, and the output says
//! who judged.

use std::fmt::Write as _;

use clap::Args;
use shakmaty::{Chess, Color, Move, Position};

use super::CliError;
use super::compare_json::comparison_json;
use super::judge_args::JudgeArgs;
use super::limit_args::LimitArgs;
use super::position_args::HistoryArgs;
use super::search_args::SearchArgs;
use kibitzer::annotate::Judgement;
use kibitzer::compare::{Candidate, Comparison, Ledger, LineEnd, ManChange, Request, compare};
use kibitzer::eval::role_name;
use kibitzer::format::eval_table::write_row_table;
use kibitzer::format::{ScoreText, pv_san, san};
use kibitzer::search::{Bound, StopSignal};

/// Men that changed by less than this are counted, not listed, in the text.
const SMALL_CHANGE: i32 = 10;

/// At most this many captures of a line's ledger are listed in the text.
const LEDGER_CAPTURES: usize = 8;

/// Arguments of `kibitzer compare`.
#[derive(Debug, Clone, Args)]
pub struct CompareArgs {
    /// The FEN (quoted, or as separate words) followed by the moves to compare, in SAN or UCI.
    #[arg(value_name = "FEN MOVE", required = true, num_args = 2..)]
    pub words: Vec<String>,
    /// The history facts a FEN lacks.
    #[command(flatten)]
    pub history: HistoryArgs,
    /// The limit of every search (default: depth 9, or 300000 nodes with --engine).
    #[command(flatten)]
    pub limit: LimitArgs,
    /// Table size and switches.
    #[command(flatten)]
    pub search: SearchArgs,
    /// Who judges (default: kibitzer's own search).
    #[command(flatten)]
    pub judge: JudgeArgs,
    /// Print one JSON object.
    #[arg(long)]
    pub json: bool,
}

/// Runs `kibitzer compare`.
pub fn run(args: &CompareArgs) -> Result<(), CliError> {
    let (fen, moves) = split_fen(&args.words);
    if moves.is_empty() {
        return Err(CliError(
            "give the moves to compare after the FEN".to_owned(),
        ));
    }
    let (pos, history) = args.history.resolve(&fen)?;
    let candidates = moves
        .iter()
        .map(|text| {
            kibitzer_tui::parse_move(&pos, text).ok_or_else(|| {
                let null = text.parse::<shakmaty::san::SanPlus>().ok();
                if null.is_some_and(|s| s.san == shakmaty::san::San::Null) || text == "0000" {
                    CliError(format!(
                        "'{text}' is a null move: only moves can be compared"
                    ))
                } else {
                    CliError(format!("'{text}' is not a legal move in {fen}"))
                }
            })
        })
        .collect::<Result<Vec<Move>, CliError>>()?;
    let judging = args.judge.judging();
    let limits = args.limit.limits_or(judging.default_limits());
    let request = Request::new(pos.clone(), history, candidates, limits);
    let mut judge = judging
        .judge(&args.search.options())
        .map_err(|e| CliError(e.to_string()))?;
    let comparison = compare(judge.as_mut(), &request, &StopSignal::never())
        .map_err(|e| CliError(e.to_string()))?;
    if args.json {
        out!("{}", comparison_json(&comparison));
    } else {
        out_text!("{}", comparison_text(&comparison));
    }
    Ok(())
}

/// Splits the words into the FEN and the moves: one word holding spaces is the whole FEN;
/// otherwise the board is followed by as many of the side, castling, en passant and counter
/// fields as read like them.
fn split_fen(words: &[String]) -> (String, &[String]) {
    let Some(first) = words.first() else {
        return (String::new(), words);
    };
    if first.contains(' ') {
        return (first.trim().to_owned(), &words[1..]);
    }
    let fields: [fn(&str) -> bool; 5] = [
        |w| w == "w" || w == "b",
        |w| w == "-" || w.chars().all(|c| "KQkqABCDEFGHabcdefgh".contains(c)),
        |w| w == "-" || (w.len() == 2 && w.ends_with(['3', '6'])),
        |w| w.chars().all(|c| c.is_ascii_digit()),
        |w| w.chars().all(|c| c.is_ascii_digit()),
    ];
    let mut taken = 1;
    for (field, word) in fields.iter().zip(&words[1..]) {
        if !field(word) {
            break;
        }
        taken += 1;
    }
    (words[..taken].join(" "), &words[taken..])
}

/// The whole comparison as text.
pub fn comparison_text(c: &Comparison) -> String {
    let mut out = String::new();
    let turn = c.root.turn();
    let _ = writeln!(
        out,
        "Scores are from the side to move ({}); differences are the best line's end minus the \
         candidate line's end, each line first finishing an exchange left half made; balances \
         are in pawns (1/3/3/5/9) for the side to move.",
        turn.fold_wb("White", "Black")
    );
    let _ = writeln!(out, "Judged by {}.", c.judged_by);
    let _ = writeln!(out);
    write_line(&mut out, "Best", &c.root, &c.best);
    write_ledger(&mut out, &c.root, &Ledger::settled(&c.root, &c.best.pv));
    for candidate in &c.candidates {
        let _ = writeln!(out);
        write_candidate(&mut out, &c.root, candidate, turn);
    }
    out
}

fn write_line(out: &mut String, label: &str, root: &Chess, line: &LineEnd) {
    let _ = writeln!(
        out,
        "{label} {}  {}  ({} nodes)",
        san(root, line.first),
        ScoreText(line.score, Bound::Exact),
        line.nodes
    );
    let _ = writeln!(out, "  line        {}", pv_san(root, &line.pv).join(" "));
    let _ = writeln!(
        out,
        "  ends in     {}",
        shakmaty::fen::Fen::from_position(&line.leaf, shakmaty::EnPassantMode::Legal)
    );
}

fn write_candidate(out: &mut String, root: &Chess, c: &Candidate, turn: Color) {
    if c.is_best {
        let _ = writeln!(
            out,
            "Candidate {} is the best move ({}).",
            san(root, c.line.first),
            ScoreText(c.line.score, Bound::Exact)
        );
        return;
    }
    write_line(out, "Candidate", root, &c.line);
    write_ledger(out, root, &c.ledger);
    let judged = c
        .judgement
        .map_or_else(String::new, |j| format!(" ({}, {j})", judgement_word(j)));
    let _ = writeln!(
        out,
        "  loss        {}, {:.2} in winning chances{judged}",
        c.loss.cost, c.loss.winning_chances
    );
    let refutation = match (c.judgement, c.refutation) {
        (None, _) => "none (less than an inaccuracy)".to_owned(),
        (Some(_), None) => "none (the line ends after the move)".to_owned(),
        (Some(_), Some(reply)) => {
            let mut after = root.clone();
            after.play_unchecked(c.line.first);
            san(&after, reply)
        }
    };
    let _ = writeln!(out, "  refutation  {refutation}");
    match c.fall {
        Some(fall) => {
            let _ = writeln!(
                out,
                "  behind      from ply {} ({}: best line {:+}, this line {:+})",
                fall.ply,
                fall.measure.name(),
                fall.best,
                fall.candidate
            );
        }
        None => {
            let _ = writeln!(
                out,
                "  behind      never by more than {} cp",
                kibitzer::compare::MARGIN
            );
        }
    }
    if c.judgement.is_some() {
        let _ = writeln!(out, "  summary     {}", c.summary);
    } else {
        let _ = writeln!(out, "  summary     none (less than an inaccuracy)");
    }
    super::compare_json::write_motifs(out, c);
    let _ = writeln!(out);
    let rows: Vec<_> = c
        .difference
        .by_row()
        .into_iter()
        .filter(|(_, v)| v.white != 0 || v.black != 0)
        .collect();
    let best = c.difference.best().by_side();
    let candidate = c.difference.candidate().by_side();
    let total = kibitzer::eval::SideValues {
        white: best.white - candidate.white,
        black: best.black - candidate.black,
    };
    write_row_table(out, &rows, total);
    let _ = writeln!(
        out,
        "For the side to move: {:+} cp (each side's column from its own point of view, \
         Total = White - Black).",
        c.difference.total()
    );
    if !c.difference.men().is_empty() {
        let _ = writeln!(
            out,
            "Men that changed (worth = material + sub-terms, owner's view; change for {}):",
            turn.fold_wb("White", "Black")
        );
        let (shown, small): (Vec<&ManChange>, Vec<&ManChange>) =
            c.difference.men().iter().partition(|m| {
                m.change.abs() >= SMALL_CHANGE || m.best.is_none() || m.candidate.is_none()
            });
        for man in shown {
            let _ = writeln!(out, "  {}", man_text(man));
        }
        if !small.is_empty() {
            let _ = writeln!(
                out,
                "  ({} more changed by less than {SMALL_CHANGE} cp; --json lists them)",
                small.len()
            );
        }
    }
}

/// `inaccuracy`, `mistake` or `blunder`.
pub(super) const fn judgement_word(j: Judgement) -> &'static str {
    match j {
        Judgement::Inaccuracy => "inaccuracy",
        Judgement::Mistake => "mistake",
        Judgement::Blunder => "blunder",
    }
}

/// The line's captures, `2. cxd3  white pawn c2 takes knight on d3  balance -3`, and the moves
/// that finished an exchange at its end.
fn write_ledger(out: &mut String, root: &Chess, ledger: &Ledger) {
    if ledger.is_extended() {
        let mut end = root.clone();
        for &m in &ledger.moves()[..ledger.searched()] {
            end.play_unchecked(m);
        }
        let squares: Vec<String> = ledger
            .exchange_squares()
            .iter()
            .map(ToString::to_string)
            .collect();
        let _ = writeln!(
            out,
            "  settled     {} (after the exchange on {})",
            pv_san(&end, ledger.extension()).join(" "),
            squares.join(", ")
        );
    }
    let captures = ledger.captures();
    for (i, c) in captures.iter().take(LEDGER_CAPTURES).enumerate() {
        let label = if i == 0 { "captures" } else { "" };
        let how = match (c.en_passant, c.promotion) {
            (true, _) => " en passant".to_owned(),
            (false, Some(role)) => format!(", promoting to a {}", role_name(role)),
            (false, None) => String::new(),
        };
        let _ = writeln!(
            out,
            "  {label:<10}  {:<12} {} {} {} takes {} on {}{how}  balance {:+}",
            format!("{}. {}", c.ply, c.san),
            c.capturer.color.fold_wb("white", "black"),
            role_name(c.capturer.role),
            c.capturer.from,
            role_name(c.captured.role),
            c.square,
            c.balance
        );
    }
    if captures.len() > LEDGER_CAPTURES {
        let _ = writeln!(
            out,
            "              ({} more; --json lists them)",
            captures.len() - LEDGER_CAPTURES
        );
    }
    let _ = writeln!(
        out,
        "  balance     {:+} at the root, {:+} at the end",
        ledger.root_balance(),
        ledger
            .balance()
            .last()
            .copied()
            .unwrap_or(ledger.root_balance())
    );
}

/// `wN c3   best   345  candidate      -  change  +345`.
fn man_text(man: &ManChange) -> String {
    let place = |p: Option<kibitzer::compare::Placed>| {
        p.map_or_else(|| "-".to_owned(), |p| format!("{} {}", p.square, p.worth))
    };
    let taken = man
        .captured_on
        .map_or_else(String::new, |square| format!("  (taken on {square})"));
    format!(
        "{}{:<7} best {:>9}  candidate {:>9}  change {:+}{taken}",
        man.color.fold_wb('w', 'b'),
        role_name(man.role),
        place(man.best),
        place(man.candidate),
        man.change
    )
}

#[cfg(test)]
mod tests {
    use super::split_fen;

    fn words(text: &str) -> Vec<String> {
        text.split_whitespace().map(str::to_owned).collect()
    }

    #[test]
    fn fen_words_end_where_the_moves_begin() {
        let w = words("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1 e5 d7d5");
        let (fen, moves) = split_fen(&w);
        assert!(fen.ends_with("b KQkq e3 0 1"), "{fen}");
        assert_eq!(moves, ["e5", "d7d5"]);
        let w = words("4k3/8/8/8/8/8/8/4K3 w - e3 e4");
        let (fen, moves) = split_fen(&w);
        assert_eq!(fen, "4k3/8/8/8/8/8/8/4K3 w - e3");
        assert_eq!(moves, ["e4"]);
        let quoted = vec!["4k3/8/8/8/8/8/8/4K3 w - - 0 1".to_owned(), "Kd2".to_owned()];
        let (fen, moves) = split_fen(&quoted);
        assert_eq!(fen, "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
        assert_eq!(moves, ["Kd2"]);
    }
}
