"""The opening positions of a match: lines from kibitzer's Lichess tables, or a book file (EPD:
one position a line; PGN: each game's moves), in sequential or seeded random order.

Needs python-chess.
"""

import csv
import pathlib
import random

import chess
import chess.pgn

ROOT = pathlib.Path(__file__).resolve().parent.parent
TABLES = ROOT / "crates" / "kibitzer" / "assets" / "openings"


class Opening:
    """A start position plus the moves played from it before the engines take over."""

    def __init__(self, label, board, moves=(), eco=None):
        self.label = label
        self.board = board
        self.moves = list(moves)
        self.eco = eco

    def position(self):
        """The board after the opening moves."""
        board = self.board.copy(stack=False)
        for move in self.moves:
            board.push(move)
        return board


def table_lines(min_plies, max_plies):
    """Every distinct line of min_plies to max_plies plies in the Lichess tables, sorted by ECO
    code, name and moves (so the order never changes)."""
    lines = []
    seen = set()
    for table in sorted(TABLES.glob("*.tsv")):
        with table.open(newline="", encoding="utf-8") as rows:
            for row in csv.DictReader(rows, delimiter="\t"):
                board = chess.Board()
                moves = []
                for token in row["pgn"].split():
                    if token[0].isdigit():
                        continue
                    moves.append(board.push_san(token))
                key = board.epd()
                if min_plies <= len(moves) <= max_plies and key not in seen:
                    seen.add(key)
                    lines.append(Opening(row["name"], chess.Board(), moves, eco=row["eco"]))
    lines.sort(key=lambda o: (o.eco, o.label, [m.uci() for m in o.moves]))
    if not lines:
        raise ValueError(f"no lines of {min_plies}-{max_plies} plies in {TABLES}")
    return lines


def spread(lines, count):
    """`count` lines taken evenly over `lines` (all of them, in order, when count is larger)."""
    if count >= len(lines):
        return list(lines)
    return [lines[i * len(lines) // count] for i in range(count)]


def read_epd(path):
    """Positions of an EPD file: FEN fields (4 to 6) and optional opcodes, one a line; blank
    lines and lines starting with # are skipped. The `id` opcode, else the line number, names
    the position."""
    openings = []
    with open(path, encoding="utf-8") as lines:
        for number, line in enumerate(lines, 1):
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            try:
                board, ops = chess.Board.from_epd(line)
            except ValueError as error:
                raise ValueError(f"{path}:{number}: not an EPD position ({error})") from None
            if board.is_game_over() or board.status() != chess.STATUS_VALID:
                raise ValueError(f"{path}:{number}: the position is over or not legal")
            label = str(ops.get("id", f"{pathlib.Path(path).name}:{number}"))
            openings.append(Opening(label, board))
    if not openings:
        raise ValueError(f"{path}: no positions")
    return openings


def read_pgn(path, plies=None):
    """Openings of a PGN file: each game's start position (its FEN tag or the initial one) and
    its main line, cut to `plies` plies when given."""
    openings = []
    with open(path, encoding="utf-8", errors="replace") as handle:
        while True:
            game = chess.pgn.read_game(handle)
            if game is None:
                break
            number = len(openings) + 1
            if game.errors:
                raise ValueError(f"{path}: game {number}: {game.errors[0]}")
            moves = list(game.mainline_moves())
            if plies is not None:
                moves = moves[:plies]
            headers = game.headers
            label = headers.get("Opening") or f"{pathlib.Path(path).name} game {number}"
            eco = headers.get("ECO")
            opening = Opening(label, game.board(), moves, eco=eco if eco and eco != "?" else None)
            if opening.position().is_game_over():
                raise ValueError(f"{path}: game {number}: the opening ends the game")
            openings.append(opening)
    if not openings:
        raise ValueError(f"{path}: no games")
    return openings


def schedule(openings, count, order, seed):
    """`count` openings to play from `openings`: in file order or shuffled with `seed`,
    starting over when the book runs out (each cycle shuffled anew)."""
    if order not in ("sequential", "random"):
        raise ValueError(f"the book order is sequential or random, not {order!r}")
    rng = random.Random(seed)
    chosen = []
    while len(chosen) < count:
        cycle = list(openings)
        if order == "random":
            rng.shuffle(cycle)
        chosen.extend(cycle[: count - len(chosen)])
    return chosen
