//! The UCI client parser on real engine output (Stockfish 15.1, Ethereal 12, GNU Chess 6.2.7
//! and Lc0 lines from its issues; `tests/data/uci_lines/README.md` says where each came
//! from): every line is read without a panic, only banners are garbage, and every PV is
//! legal from the position the engine was given.

use kibitzer::Score;
use kibitzer::engine::Wdl;
use kibitzer::game::parse_fen;
use kibitzer::search::Bound;
use kibitzer::uci::client::{
    EngineLine, EngineScore, InfoLine, OptionKind, legal_move, parse_line,
};
use shakmaty::{Chess, Position};

fn lines(file: &str) -> Vec<String> {
    let path = format!("{}/tests/data/uci_lines/{file}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("{path}: {e}"))
        .lines()
        .map(str::to_owned)
        .collect()
}

fn position(fen: &str) -> Chess {
    parse_fen(fen).unwrap()
}

fn after(moves: &[&str]) -> Chess {
    let mut pos = Chess::default();
    for m in moves {
        let mv = legal_move(&pos, &m.parse().unwrap()).unwrap();
        pos.play_unchecked(mv);
    }
    pos
}

fn infos(lines: &[String]) -> Vec<InfoLine> {
    lines
        .iter()
        .filter_map(|l| match parse_line(l) {
            EngineLine::Info(info) => Some(*info),
            _ => None,
        })
        .collect()
}

/// The lines of each search: split after each `bestmove`, the handshake dropped.
fn searches(lines: &[String]) -> Vec<Vec<String>> {
    let start = lines.iter().position(|l| l == "readyok").unwrap() + 1;
    let mut searches = vec![Vec::new()];
    for line in &lines[start..] {
        searches.last_mut().unwrap().push(line.clone());
        if line.starts_with("bestmove") {
            searches.push(Vec::new());
        }
    }
    searches.retain(|s| !s.is_empty());
    searches
}

/// Every line with a score becomes a line of the boundary with its whole PV legal.
fn assert_all_legal(search: &[String], root: &Chess) -> usize {
    let mut count = 0;
    for info in infos(search) {
        if let Some((line, illegal)) = info.to_info(root) {
            assert_eq!(illegal, None, "{info:?}");
            assert_eq!(line.pv.len(), info.pv.len());
            count += 1;
        }
    }
    count
}

fn garbage(lines: &[String]) -> Vec<String> {
    lines
        .iter()
        .filter(|l| matches!(parse_line(l), EngineLine::Garbage { .. }))
        .cloned()
        .collect()
}

#[test]
fn stockfish_lines_with_wdl_bounds_and_no_move() {
    let lines = lines("stockfish.txt");
    assert_eq!(garbage(&lines), vec![lines[0].clone()], "only the banner");
    let options: Vec<_> = lines
        .iter()
        .filter_map(|l| match parse_line(l) {
            EngineLine::Option(o) => Some(o),
            _ => None,
        })
        .collect();
    assert_eq!(options.len(), 21);
    assert!(options.iter().any(|o| o.name == "Debug Log File"
        && o.kind
            == OptionKind::String {
                default: String::new()
            }));
    let searches = searches(&lines);
    assert_eq!(searches.len(), 5);
    let roots = [
        after(&["e2e4", "e7e5"]),
        position("6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1"),
        position("8/8/8/8/8/5k2/8/5K2 w - - 0 1"),
        position("7k/6Q1/6K1/8/8/8/8/8 b - - 0 1"),
        Chess::default(),
    ];
    let scored: Vec<usize> = searches
        .iter()
        .zip(&roots)
        .map(|(search, root)| assert_all_legal(search, root))
        .collect();
    assert_eq!(scored, [24, 12, 6, 1, 34]);
    let first = infos(&searches[0]);
    assert_eq!(
        first[1].wdl,
        Some(Wdl {
            win: 19,
            draw: 977,
            loss: 4
        })
    );
    assert_eq!(first[1].tbhits, Some(0));
    assert_eq!(first[1].string, None);
    assert_eq!(
        first[0].string.as_deref(),
        Some("NNUE evaluation using nn-ad9b42354671.nnue enabled")
    );
    // The mated position: `score mate 0` and `bestmove (none)`.
    let mated = infos(&searches[3]);
    let (line, _) = mated[1].to_info(&roots[3]).unwrap();
    assert_eq!(line.score, Score::mated_in_plies(0));
    assert!(line.pv.is_empty());
    assert_eq!(
        parse_line(searches[3].last().unwrap()),
        EngineLine::BestMove {
            best: None,
            ponder: None
        }
    );
    // `lowerbound` after `wdl`.
    let last = infos(&searches[4]);
    let bound = last.iter().find(|i| i.bound == Bound::Lower).unwrap();
    assert_eq!(bound.depth, Some(17));
    assert_eq!(bound.score, Some(EngineScore::Cp(37)));
    assert_eq!(bound.wdl.map(|w| w.win), Some(56));
}

#[test]
fn stockfish_currmove_lines_are_progress_and_castling_is_legal() {
    let lines = lines("stockfish_currmove.txt");
    assert!(garbage(&lines).is_empty());
    let root = position("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    let infos = infos(&lines);
    let currmoves: Vec<_> = infos.iter().filter(|i| i.currmove.is_some()).collect();
    assert_eq!(currmoves.len(), 26);
    assert!(currmoves.iter().all(|i| i.score.is_none()
        && i.currmovenumber.is_some()
        && i.to_info(&root).is_none()
        && legal_move(&root, &i.currmove.unwrap()).is_some()));
    assert_eq!(assert_all_legal(&lines, &root), 5);
    let last = infos.iter().rev().find(|i| i.score.is_some()).unwrap();
    assert_eq!(last.score, Some(EngineScore::Mate(9)));
}

#[test]
fn ethereal_lines_with_trailing_spaces_and_a_stale_bestmove() {
    let lines = lines("ethereal.txt");
    assert!(garbage(&lines).is_empty());
    let searches = searches(&lines);
    assert_eq!(searches.len(), 3);
    assert_eq!(assert_all_legal(&searches[0], &after(&["e2e4", "e7e5"])), 8);
    let mate = position("6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1");
    assert_eq!(assert_all_legal(&searches[1], &mate), 4);
    // Ethereal 12 answers the mated position with the previous position's move.
    let mated = position("7k/6Q1/6K1/8/8/8/8/8 b - - 0 1");
    let EngineLine::BestMove {
        best: Some(best), ..
    } = parse_line(&searches[2][0])
    else {
        panic!("{:?}", searches[2]);
    };
    assert_eq!(best.to_string(), "a1a8");
    assert_eq!(legal_move(&mated, &best), None);
}

#[test]
fn gnuchess_lines_without_scores_and_combos_with_spaces() {
    let lines = lines("gnuchess.txt");
    assert!(garbage(&lines).is_empty());
    let combo = lines
        .iter()
        .find_map(|l| match parse_line(l) {
            EngineLine::Option(o) if o.name == "Verification Search" => Some(o.kind),
            _ => None,
        })
        .unwrap();
    assert_eq!(
        combo,
        OptionKind::Combo {
            default: Some("Endgame".to_owned()),
            choices: vec!["Always".into(), "Endgame".into(), "Never".into()]
        }
    );
    let searches = searches(&lines);
    assert_eq!(assert_all_legal(&searches[0], &after(&["e2e4", "e7e5"])), 7);
    let all = infos(&lines);
    let loads: Vec<_> = all.iter().filter_map(|i| i.cpuload).collect();
    assert_eq!(loads, [0, 170]);
    assert!(all.iter().all(|i| i.skipped.is_empty()));
}

#[test]
fn lc0_lines_from_its_issues() {
    let lines = lines("lc0.txt");
    assert!(garbage(&lines).is_empty());
    let all = infos(&lines);
    let root = position("8/7Q/8/k1K5/8/8/4q3/8 w - - 0 1");
    assert_eq!(assert_all_legal(&lines[..3], &root), 3);
    assert_eq!(all[0].time, Some(std::time::Duration::from_millis(11_144)));
    assert!(
        all[3]
            .string
            .as_deref()
            .unwrap()
            .starts_with("h7h2  (1577) N:")
    );
    assert_eq!(all[4].hashfull, Some(1000));
    assert_eq!(all[4].tbhits, Some(7));
    let wdl = Wdl {
        win: 395,
        draw: 324,
        loss: 281,
    };
    assert_eq!(
        (all[5].wdl, all[5].score),
        (Some(wdl), Some(EngineScore::Cp(33)))
    );
    assert_eq!(
        (all[6].wdl, all[6].score),
        (Some(wdl), Some(EngineScore::Cp(33)))
    );
    let (line, _) = all[5].to_info(&Chess::default()).unwrap();
    assert_eq!((line.nps, line.wdl, line.multipv), (2875, Some(wdl), 1));
}

#[test]
fn every_info_token_unknown_words_and_broken_numbers() {
    let EngineLine::Info(info) = parse_line(
        "info depth x seldepth 3 foo 17 currmove e2e4 currmovenumber 1 refutation d1h5 g6h5 \
         currline 1 e2e4 e7e5 cpuload 500 score mate -2 upperbound pv e2e4 zzz",
    ) else {
        panic!()
    };
    assert_eq!(info.depth, None);
    assert_eq!(info.seldepth, Some(3));
    assert_eq!(info.skipped, ["x", "foo", "17", "zzz"]);
    assert_eq!(info.refutation.len(), 2);
    assert_eq!((info.currline_cpu, info.currline.len()), (Some(1), 2));
    assert_eq!(info.cpuload, Some(500));
    assert_eq!(
        (info.score, info.bound),
        (Some(EngineScore::Mate(-2)), Bound::Upper)
    );
    assert_eq!(info.pv.len(), 1);
    for line in [
        "info",
        "info score",
        "info score cp",
        "info wdl 1 2",
        "info pv",
    ] {
        assert!(matches!(parse_line(line), EngineLine::Info(_)), "{line}");
    }
}
