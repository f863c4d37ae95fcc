//! kibitzer: a chess analysis workstation that explains its own evaluation and search.
//!
//! This crate is the chess library: pure chess code with no terminal types. The compiler
//! keeps it so: it does not depend on ratatui, crossterm or tokio, and the front ends are
//! other crates (the workstation `kibitzer-tui`, the command line `kibitzer-cli` at the
//! repository's root, the fuzz harness `kibitzer-fuzz`).
//!
//! * [`search`]: iterative deepening alpha-beta with the guard heuristic, and the recorded
//!   search tree with its one replay.
//! * [`bestfirst`]: Harris's best-first search, one expansion per step.
//! * [`engine`]: the boundary: requests in (searches, explain runs), protocol-neutral events
//!   out ([`Info`](engine::Info) lines, progress, results, trees), each tagged with a
//!   [`RequestId`](engine::RequestId) of an [`EngineId`](engine::EngineId) and a
//!   [`SearchId`](engine::SearchId); the internal search on a background thread, and external
//!   UCI engines as child processes ([`ExternalEngine`](engine::ExternalEngine)).
//! * [`uci::client`]: reading what an external UCI engine prints, leniently and completely.
//! * [`format`](mod@format): text made from that vocabulary, shared by every front end:
//!   `Display` wrappers for scores (people's and UCI's), bounds, node kinds, end reasons; an
//!   [`Info`](engine::Info) as a UCI line, a text row or a JSON object.
//! * [`eval`]: the Stanback evaluation of GNU Chess (1987), one code path with two outputs,
//!   [`evaluate`](eval::evaluate) for the search and [`breakdown`](eval::breakdown) for people.
//! * [`advisors`]: Pell's threat advisors, possess, and the guard values.
//! * [`History`]: the castled / king moved / developed facts the evaluation needs.
//! * [`game`]: a root position, its moves and their history; [`pgn`] and [`epd`] read them.
//! * [`compare`]: comparing candidate moves with the best one, term by term and man by man.
//! * [`annotate`]: reviewing whole games: glyphs, best lines and each player's loss.
//! * [`motifs`]: tactical motifs in a line (fork, pin, hanging piece, ...), by Lichess's
//!   puzzle themes, with the men involved and a coach's sentence.
//! * [`Score`]: centipawns and mate distances, per point of view.
//! * [`bench_positions`](mod@bench_positions): the positions of `kibitzer bench`.
//! * [`text_file`]: reading text files safely (regular files only, capped, lossy UTF-8).
//! * [`home_path`]: a leading `~` in a path argument.
//! * [`data_directory`]: where kibitzer keeps its own files between runs.
//! * [`autosave`]: the game being analysed, kept on disk so that no exit loses it.
//! * [`escaped`]: text from files shown with its control characters escaped.
//! * [`config`]: the config file (engines, limits, hash, themes as plain colours, keymap),
//!   where it is, and its commented form.
//!
//! * [`uci`]: `kibitzer uci`, the engine as a UCI server on standard input and output.
//!
//! Every item has one path (shakmaty's habit): the basic types live in private modules and
//! are re-exported flat (`kibitzer::Score`, `kibitzer::History`); everything else is reached
//! through its subsystem (`kibitzer::search::Limits`, `kibitzer::engine::Info`,
//! `kibitzer::eval::evaluate`).

pub mod advisors;
pub mod annotate;
pub mod autosave;
pub mod bench_positions;
pub mod bestfirst;
pub mod byte_board;
pub mod compare;
pub mod config;
pub mod data_directory;
pub mod engine;
pub mod epd;
pub mod escaped;
pub mod eval;
pub mod format;
pub mod game;
mod history;
pub mod home_path;
pub mod motifs;
pub mod openings;
pub mod pgn;
mod score;
pub mod search;
pub mod tablebase;
pub mod text_file;
pub mod uci;

pub use history::History;
pub use score::Score;
