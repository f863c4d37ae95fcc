//! The `app` target: the input as keys, pastes, resizes and ticks through `App::update`
//! ([`event_of`] says which byte is which), then, in one input in [`DRAWN`] (by a hash of the
//! input), a draw on ratatui's `TestBackend` at 80x24 and 160x50 (the two draws cost 14 ms
//! in a debug build, the updates of an input about 50 us). Nothing panics; after every message the shown node exists, and at the end
//! every move from the root to it is legal and leads to the position it holds; every effect
//! is well formed (limits in range, search moves legal in their root, a saved or copied game
//! reads back as PGN).

use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use shakmaty::{Chess, Position};

use super::{PropertyViolation, Target, ensure, sampled};
use kibitzer::game::{Game, NodeId};
use kibitzer::pgn::read_games;
use kibitzer_tui::{AnalysisLimits, App, Effect, Msg, Theme, draw};

/// At most this many messages of an input are sent (5,000 nested brackets would otherwise
/// be 5,000 updates).
pub const MAX_MESSAGES: usize = 64;

/// One input in this many is drawn.
pub const DRAWN: u64 = 100;

/// The sizes of the final draw.
pub const SIZES: [(u16, u16); 2] = [(80, 24), (160, 50)];

/// The sizes `Resize` messages cycle through: the drawn ones, too small ones and a huge one.
const RESIZES: [(u16, u16); 5] = [(80, 24), (160, 50), (20, 6), (0, 0), (1000, 400)];

/// The target.
pub const TARGET: Target = Target {
    name: "app",
    dictionary: &[
        ":",
        "\n",
        "\x1b",
        "\t",
        "\x7f",
        "\x01",
        "\x02",
        "\x04",
        "\x05",
        "\x06",
        "\x07",
        "\x0b",
        "\x0c",
        "\x0e",
        "\x0f",
        "\x10",
        "\x11",
        "\x12",
        "\x13",
        "\x14",
        "\x15",
        "\x16",
        "\x17",
        "\x18",
        "\x19",
        "e2e4\n",
        "e4",
        "Nf3",
        "O-O",
        "e7e8",
        "q",
        "p",
        "P",
        "m",
        "M",
        "y",
        "Y",
        "f",
        "g",
        "e",
        "x",
        "w",
        "A",
        "]",
        "[",
        "t",
        "b",
        "s",
        "S",
        "r",
        "v",
        "n",
        "N",
        "c",
        "Q",
        "+",
        "-",
        "?",
        "L",
        "h",
        "j",
        "k",
        "l",
        "u",
        " ",
        "fen ",
        "move ",
        "pgn ",
        "save ",
        "promote",
        "delete",
        "undo",
        "redo",
        "depth ",
        "movetime ",
        "multipv ",
        "why ",
        "hash ",
        "theme ",
        "threads ",
        "engine ",
        "mainline",
        "annotate",
        "0",
        "8",
        "100",
        "\x16[Event \"p\"]\n1. e4 e5 2. Nf3 (2. f4) *\x16",
        "\x16rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1\x16",
    ],
    run,
};

/// One message of the input.
enum Event {
    Message(Msg),
    /// The start of a paste; the paste runs to the next `0x16` or the end.
    Paste,
}

/// The message of one character: control characters are named keys (`0x01` to `0x07`
/// Up, Down, Ctrl-C, Left, Right, Home, End; `0x0b`/`0x0c` PageUp/PageDown; `0x0e` Delete;
/// `0x0f` F1; `0x10` a tick; `0x11` to `0x15` Ctrl-Z, Ctrl-Y, Ctrl-W, Ctrl-U, Ctrl-A; `0x16`
/// a paste; `0x17` Ctrl-E; `0x18` a resize; `0x19` `BackTab`), the rest are typed.
fn event_of(c: char, resizes: &mut usize) -> Event {
    let key = |code| Event::Message(Msg::Key(KeyEvent::new(code, KeyModifiers::NONE)));
    let ctrl = |c| {
        Event::Message(Msg::Key(KeyEvent::new(
            KeyCode::Char(c),
            KeyModifiers::CONTROL,
        )))
    };
    match c {
        '\n' | '\r' => key(KeyCode::Enter),
        '\x1b' => key(KeyCode::Esc),
        '\t' => key(KeyCode::Tab),
        '\x19' => Event::Message(Msg::Key(KeyEvent::new(
            KeyCode::BackTab,
            KeyModifiers::SHIFT,
        ))),
        '\x7f' | '\x08' => key(KeyCode::Backspace),
        '\x01' => key(KeyCode::Up),
        '\x02' => key(KeyCode::Down),
        '\x03' => ctrl('c'),
        '\x04' => key(KeyCode::Left),
        '\x05' => key(KeyCode::Right),
        '\x06' => key(KeyCode::Home),
        '\x07' => key(KeyCode::End),
        '\x0b' => key(KeyCode::PageUp),
        '\x0c' => key(KeyCode::PageDown),
        '\x0e' => key(KeyCode::Delete),
        '\x0f' => key(KeyCode::F(1)),
        '\x10' => Event::Message(Msg::Tick),
        '\x11' => ctrl('z'),
        '\x12' => ctrl('y'),
        '\x13' => ctrl('w'),
        '\x14' => ctrl('u'),
        '\x15' => ctrl('a'),
        '\x16' => Event::Paste,
        '\x17' => ctrl('e'),
        '\x18' => {
            let (width, height) = RESIZES[*resizes % RESIZES.len()];
            *resizes += 1;
            Event::Message(Msg::Resize(width, height))
        }
        c => key(KeyCode::Char(c)),
    }
}

/// The messages of `text`, at most [`MAX_MESSAGES`].
fn messages(text: &str) -> Vec<Msg> {
    let mut out = Vec::new();
    let mut resizes = 0;
    let mut chars = text.chars();
    while out.len() < MAX_MESSAGES {
        let Some(c) = chars.next() else { break };
        match event_of(c, &mut resizes) {
            Event::Message(msg) => out.push(msg),
            Event::Paste => {
                let pasted: String = chars.by_ref().take_while(|&c| c != '\x16').collect();
                out.push(Msg::Paste(pasted));
            }
        }
    }
    out
}

fn run(input: &[u8]) -> Result<(), PropertyViolation> {
    let text = String::from_utf8_lossy(input);
    let mut app = App::new(Game::default(), AnalysisLimits::default(), true);
    let mut effects = app.start();
    for msg in messages(&text) {
        effects.extend(app.update(msg));
        ensure(app.game.contains(app.game.current()), || {
            "the shown node is not in the game".to_owned()
        })?;
        for effect in effects.drain(..) {
            well_formed(&effect)?;
        }
    }
    check_path(&app.game)?;
    if !sampled(input, DRAWN) {
        return Ok(());
    }
    for (width, height) in SIZES {
        let mut terminal = Terminal::new(TestBackend::new(width, height))
            .map_err(|e| PropertyViolation(format!("no test terminal: {e}")))?;
        terminal
            .draw(|f| draw(f, &app, Theme::DEFAULT))
            .map_err(|e| PropertyViolation(format!("the draw at {width}x{height} failed: {e}")))?;
    }
    Ok(())
}

/// Every move from the root to the shown node is legal where it is played and leads to the
/// position its node holds.
fn check_path(game: &Game) -> Result<(), PropertyViolation> {
    let mut path = vec![game.current()];
    while let Some(parent) = game.node(*path.last().unwrap_or(&NodeId::ROOT)).parent() {
        path.push(parent);
    }
    let mut pos: Chess = game.root().clone();
    for &id in path.iter().rev().skip(1) {
        let node = game.node(id);
        if node.is_null_move() {
            pos = kibitzer::game::after_null_move(&pos).map_err(|e| {
                PropertyViolation(format!("the game holds an illegal null move: {e}"))
            })?;
            ensure(pos == *node.position(), || {
                "the node after a null move holds another position".to_owned()
            })?;
            continue;
        }
        let Some(m) = node.mv() else {
            return Err(PropertyViolation(
                "a node without a move below the root".to_owned(),
            ));
        };
        ensure(pos.is_legal(m), || {
            format!("the game holds the illegal move {m}")
        })?;
        pos.play_unchecked(m);
        ensure(
            pos.board() == node.position().board() && pos.turn() == node.position().turn(),
            || format!("the node after {m} holds another position"),
        )?;
    }
    Ok(())
}

/// An effect's values are in range and what it carries reads back.
fn well_formed(effect: &Effect) -> Result<(), PropertyViolation> {
    match effect {
        Effect::StartSearch(request) | Effect::EngineSearch(_, request) => {
            let limits = &request.limits;
            ensure(
                (1..=kibitzer::search::MAX_MULTIPV).contains(&limits.multipv),
                || format!("a search of {} lines", limits.multipv),
            )?;
            ensure(
                limits
                    .searchmoves
                    .iter()
                    .all(|m| request.root.position().is_legal(*m)),
                || "a search with illegal search moves".to_owned(),
            )?;
            ensure(limits.depth.is_none_or(|d| d <= 100), || {
                format!("a search to depth {:?}", limits.depth)
            })
        }
        Effect::SetHash(mb) => ensure((1..=kibitzer::search::MAX_HASH_MB).contains(mb), || {
            format!("a table of {mb} MB")
        }),
        Effect::SetThreads(n) => ensure((1..=kibitzer::search::MAX_THREADS).contains(n), || {
            format!("{n} threads")
        }),
        Effect::SaveFile(kibitzer_tui::SaveRequest { path, text, .. }) => {
            let (games, errors) = read_games(text);
            ensure(!games.is_empty() && errors.is_empty(), || {
                format!(
                    "the game saved to {} does not read back:\n{text}",
                    path.display()
                )
            })
        }
        Effect::CopyToClipboard(text) => ensure(!text.is_empty(), || "an empty copy".to_owned()),
        _ => Ok(()),
    }
}
