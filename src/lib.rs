//! kibitzer: a chess analysis workstation that explains its own evaluation and search.
//!
//! The library is pure chess code with no terminal types:
//!
//! * [`search`]: iterative deepening alpha-beta with the guard heuristic.
//! * [`engine`]: the search on a background thread, streaming events.
//! * [`epd`]: EPD test-suite records, read tolerantly.
//! * [`eval`]: the Stanback evaluation of GNU Chess (1987), one code path with two outputs,
//!   [`evaluate`] for the search and [`breakdown`] for people.
//! * [`history`]: the castled / king moved / developed facts the evaluation needs.
//! * [`game`]: a root position, its moves and their history.
//! * [`review`]: comparing candidate moves with the best one, term by term and man by man.
//! * [`annotate`]: reviewing whole games: glyphs, best lines and each player's loss.
//! * [`score`]: centipawns and mate distances, per point of view.
//! * [`text_file`]: reading text files safely (regular files only, capped, lossy UTF-8).
//! * [`home_path`]: a leading `~` in a path argument.
//! * [`escaped`]: text from files shown with its control characters escaped.
//! * [`cli`]: the command line (printing only, no chess logic).

pub mod advisors;
pub mod annotate;
pub mod bench_positions;
pub mod bestfirst;
pub mod cli;
pub mod engine;
pub mod epd;
pub mod escaped;
pub mod eval;
pub mod game;
pub mod history;
pub mod home_path;
pub mod pgn;
pub mod review;
pub mod score;
pub mod search;
pub mod text_file;
pub mod tui;

pub use bench_positions::bench_positions;
pub use epd::{EpdRecord, parse_epd_file};
pub use eval::{Breakdown, Man, Row, Term, breakdown, evaluate, evaluate_board};
pub use game::{FenError, Game, ParsedFen, parse_any_fen, parse_fen};
pub use history::History;
pub use score::Score;
