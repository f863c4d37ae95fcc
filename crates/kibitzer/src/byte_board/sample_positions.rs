//! Positions to test the byte lanes' users on: the suites', the bench's and the Stanback
//! vectors' positions, every position one move after them, and positions with promoted men
//! (more knights, bishops, rooks or queens of one colour than a game starts with).

use shakmaty::{Board, Chess, Position};

/// The position in the FEN or EPD line `line`: its first four fields, with move counters.
pub(crate) fn position(line: &str) -> Chess {
    let fields: Vec<&str> = line.split_whitespace().take(4).collect();
    let fen = format!("{} 0 1", fields.join(" "));
    crate::game::parse_fen(&fen).unwrap_or_else(|error| panic!("{fen}: {error:?}"))
}

/// The boards to compare on: every listed position and every position one move after it.
pub(crate) fn boards() -> Vec<Board> {
    let epd = [
        include_str!("../../assets/suites/wac.epd"),
        include_str!("../../assets/suites/bk.epd"),
        include_str!("../../assets/positions/bench.epd"),
        include_str!("../../assets/positions/mates.epd"),
        include_str!("../../../../tests/data/suite/threads.epd"),
    ];
    let vectors = include_str!("../../../../tests/data/stanback-vectors.txt");
    let promoted = [
        // Three white queens and two white knights, four black knights.
        "7k/8/2Q1Q3/1N1N4/4Q3/n1n5/8/K1n2n2 w - - 0 1",
        // Black has promoted to two queens and three rooks, White to four bishops.
        "1q2q1k1/1r6/2r1r3/8/3BB3/3BB3/8/K7 w - - 0 1",
        // Nine queens of one colour, all pawns promoted.
        "QQQQQQQQ/Q7/8/8/8/8/5ppp/2K4k w - - 0 1",
        // Eight knights around one square.
        "k7/8/2N1N3/1N3N2/8/1N3N2/2N1N3/K7 w - - 0 1",
    ];
    let lines = epd
        .iter()
        .flat_map(|text| text.lines())
        .chain(
            vectors
                .lines()
                .filter_map(|line| line.strip_prefix("FEN: ")),
        )
        .chain(promoted)
        .filter(|line| !line.trim().is_empty());
    let mut boards = Vec::new();
    for line in lines {
        let parent = position(line);
        for step in parent.legal_moves() {
            boards.push(
                parent
                    .clone()
                    .play(step)
                    .expect("a legal move")
                    .board()
                    .clone(),
            );
        }
        boards.push(parent.board().clone());
    }
    boards
}
