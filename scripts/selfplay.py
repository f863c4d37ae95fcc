#!/usr/bin/env python3
"""Plays engine A against engine B over UCI and measures the difference in strength.

One game at a time (so a match uses about one core), from opening lines taken
deterministically from the Lichess tables in crates/kibitzer/assets/openings/, each line played twice with the
colours swapped. The script keeps the clocks itself: the time an engine takes to answer is
measured here, a move that arrives after the clock ran out loses on time, an illegal move or a
crash loses. It prints a running score, W/D/L from A's point of view, the Elo difference with
a 95% error bar (trinomial, on games, and pentanomial, on pairs of games with the same
opening), time losses and illegal moves, and writes every game to a PGN file.

Needs python-chess (`pip install chess`); not part of `cargo test`.

Example (lazy evaluation on against off, same binary):

    nice -n 5 scripts/selfplay.py --a "target/release/kibitzer uci" \
        --a-option "Lazy Evaluation=true" --b "target/release/kibitzer uci" \
        --tc 5+0.05 --openings 100 --pgn /tmp/lazy.pgn

With --sprt ELO0 ELO1 the match stops as soon as a sequential probability ratio test
(alpha = beta = 0.05, normal approximation on pairs) accepts one hypothesis.
"""

import argparse
import asyncio
import csv
import math
import pathlib
import shlex
import sys
import time

import chess
import chess.engine
import chess.pgn

ROOT = pathlib.Path(__file__).resolve().parent.parent
OPENINGS = ROOT / "crates" / "kibitzer" / "assets" / "openings"


def opening_lines(count, min_plies, max_plies):
    """`count` distinct opening lines of min_plies to max_plies plies, spread evenly over the
    tables (sorted by ECO code, name and moves, so the choice never changes)."""
    lines = []
    seen = set()
    for table in sorted(OPENINGS.glob("*.tsv")):
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
                    lines.append((row["eco"], row["name"], moves))
    lines.sort(key=lambda line: (line[0], line[1], [m.uci() for m in line[2]]))
    if count > len(lines):
        sys.exit(f"only {len(lines)} distinct lines of {min_plies}-{max_plies} plies")
    return [lines[i * len(lines) // count] for i in range(count)]


def parse_options(pairs):
    """UCI options from "Name=value" strings."""
    options = {}
    for pair in pairs:
        name, sep, value = pair.partition("=")
        if not sep:
            sys.exit(f"an option is Name=value, not {pair!r}")
        options[name.strip()] = value.strip()
    return options


def parse_time_control(text):
    """Base seconds and increment from "BASE+INC"."""
    base, _, increment = text.partition("+")
    try:
        return float(base), float(increment or 0)
    except ValueError:
        sys.exit(f"a time control is BASE+INC in seconds, not {text!r}")


class Player:
    """One engine process, restarted when it dies."""

    def __init__(self, name, command, options):
        self.name = name
        self.command = shlex.split(command)
        self.options = options
        self.engine = None

    async def start(self):
        if self.engine is None:
            _, self.engine = await chess.engine.popen_uci(self.command)
            await self.engine.configure(self.options)

    async def stop(self):
        if self.engine is not None:
            try:
                await asyncio.wait_for(self.engine.quit(), 5)
            except (asyncio.TimeoutError, chess.engine.EngineError):
                pass
            self.engine = None

    async def kill(self):
        """Ends a process that misbehaved; the next game starts a fresh one."""
        engine, self.engine = self.engine, None
        if engine is not None:
            try:
                engine.transport.kill()
            except (ProcessLookupError, OSError):
                pass


async def play_game(white, black, opening, base, increment, game_id):
    """Plays one game; returns (pgn game, result, termination, loser name or None)."""
    board = chess.Board()
    for move in opening[2]:
        board.push(move)
    clocks = {chess.WHITE: base, chess.BLACK: base}
    players = {chess.WHITE: white, chess.BLACK: black}
    result, termination, loser = None, "normal", None
    for player in players.values():
        await player.start()
    while result is None:
        outcome = board.outcome(claim_draw=True)
        if outcome is not None:
            result = outcome.result()
            termination = outcome.termination.name.lower()
            break
        side = board.turn
        player = players[side]
        limit = chess.engine.Limit(
            white_clock=clocks[chess.WHITE],
            black_clock=clocks[chess.BLACK],
            white_inc=increment,
            black_inc=increment,
        )
        started = time.monotonic()
        try:
            answer = await asyncio.wait_for(
                player.engine.play(board, limit, game=game_id),
                timeout=clocks[side] + 5,
            )
            move = answer.move
        except asyncio.TimeoutError:
            await player.kill()
            move, termination = None, "time forfeit"
        except chess.engine.EngineError as error:
            await player.kill()
            move, termination = None, f"illegal move ({error})"
        except chess.engine.EngineTerminatedError:
            player.engine = None
            move, termination = None, "crash"
        elapsed = time.monotonic() - started
        clocks[side] -= elapsed
        if move is not None and clocks[side] < 0:
            termination = "time forfeit"
            move = None
        if move is not None and move not in board.legal_moves:
            termination = f"illegal move {move.uci()}"
            move = None
        if move is None:
            result = "0-1" if side == chess.WHITE else "1-0"
            loser = player.name
            break
        clocks[side] += increment
        board.push(move)
    game = chess.pgn.Game.from_board(board)
    game.headers["Event"] = "kibitzer selfplay"
    game.headers["Date"] = time.strftime("%Y.%m.%d")
    game.headers["Round"] = str(game_id)
    game.headers["White"] = white.name
    game.headers["Black"] = black.name
    game.headers["Result"] = result
    game.headers["ECO"] = opening[0]
    game.headers["Opening"] = opening[1]
    game.headers["TimeControl"] = f"{base:g}+{increment:g}"
    game.headers["Termination"] = termination
    return game, result, termination, loser


def elo(score):
    """The Elo difference of an expected score (infinite at 0 and 1)."""
    if score <= 0:
        return -math.inf
    if score >= 1:
        return math.inf
    return -400 * math.log10(1 / score - 1)


def elo_interval(samples):
    """Elo and its 95% error bar from per-sample scores in [0, 1] (games or pairs)."""
    n = len(samples)
    mean = sum(samples) / n
    variance = sum((x - mean) ** 2 for x in samples) / n
    margin = 1.96 * math.sqrt(variance / n)
    return elo(mean), elo(mean - margin), elo(mean + margin)


def sprt_llr(pairs, elo0, elo1):
    """Log-likelihood ratio of elo1 against elo0 (normal approximation, pair scores)."""
    n = len(pairs)
    mean = sum(pairs) / n
    variance = sum((x - mean) ** 2 for x in pairs) / n
    if variance == 0:
        return 0.0
    s0 = 1 / (1 + 10 ** (-elo0 / 400))
    s1 = 1 / (1 + 10 ** (-elo1 / 400))
    return n * (s1 - s0) * (2 * mean - s0 - s1) / (2 * variance)


def summary(games, pairs, forfeits):
    wins = games.count(1.0)
    draws = games.count(0.5)
    losses = games.count(0.0)
    score = sum(games)
    text = (
        f"{len(games)} games: A {score:g}/{len(games)} ({100 * score / len(games):.1f}%), "
        f"W/D/L {wins}/{draws}/{losses}"
    )
    if len(games) > 1:
        mid, low, high = elo_interval(games)
        text += f", Elo {mid:+.1f} [{low:+.1f}, {high:+.1f}] (trinomial 95%)"
    if len(pairs) > 1:
        mid, low, high = elo_interval(pairs)
        text += f", [{low:+.1f}, {high:+.1f}] (pentanomial on {len(pairs)} pairs)"
    text += (
        f"; time losses A {forfeits['A time']} B {forfeits['B time']}, "
        f"illegal moves or crashes A {forfeits['A illegal']} B {forfeits['B illegal']}"
    )
    return text


async def match(args):
    base, increment = parse_time_control(args.tc)
    a = Player(args.a_name, args.a, parse_options(args.a_option))
    b = Player(args.b_name, args.b, parse_options(args.b_option))
    openings = opening_lines(args.openings, args.min_plies, args.max_plies)
    games, pairs = [], []
    forfeits = {"A time": 0, "B time": 0, "A illegal": 0, "B illegal": 0}
    pgn = open(args.pgn, "w", encoding="utf-8") if args.pgn else None
    lower = math.log(0.05 / 0.95)
    upper = math.log(0.95 / 0.05)
    game_id = 0
    try:
        for index, opening in enumerate(openings):
            pair = 0.0
            for a_white in (True, False):
                game_id += 1
                white, black = (a, b) if a_white else (b, a)
                game, result, termination, loser = await play_game(
                    white, black, opening, base, increment, game_id
                )
                points = {"1-0": 1.0, "0-1": 0.0, "1/2-1/2": 0.5}[result]
                a_points = points if a_white else 1 - points
                games.append(a_points)
                pair += a_points
                if loser is not None:
                    who = "A" if loser == a.name else "B"
                    kind = "time" if termination.startswith("time") else "illegal"
                    forfeits[f"{who} {kind}"] += 1
                if pgn:
                    print(game, file=pgn, end="\n\n", flush=True)
                print(
                    f"game {game_id} ({opening[0]} {opening[1]}; A {'white' if a_white else 'black'}): "
                    f"{result} {termination}",
                    flush=True,
                )
            pairs.append(pair / 2)
            print(summary(games, pairs, forfeits), flush=True)
            if args.sprt and len(pairs) > 1:
                llr = sprt_llr(pairs, *args.sprt)
                print(f"SPRT elo0 {args.sprt[0]:g} elo1 {args.sprt[1]:g}: LLR {llr:.2f} "
                      f"({lower:.2f}, {upper:.2f})", flush=True)
                if llr <= lower or llr >= upper:
                    print("SPRT: H1 accepted" if llr >= upper else "SPRT: H0 accepted")
                    break
    finally:
        await a.stop()
        await b.stop()
        if pgn:
            pgn.close()
    print("final: " + summary(games, pairs, forfeits))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--a", required=True, help='engine A command line, e.g. "kibitzer uci"')
    parser.add_argument("--b", required=True, help="engine B command line")
    parser.add_argument("--a-option", action="append", default=[], help="UCI option of A, Name=value")
    parser.add_argument("--b-option", action="append", default=[], help="UCI option of B, Name=value")
    parser.add_argument("--a-name", default="A", help="A's name in the PGN")
    parser.add_argument("--b-name", default="B", help="B's name in the PGN")
    parser.add_argument("--tc", default="5+0.05", help="base+increment in seconds (default 5+0.05)")
    parser.add_argument("--openings", type=int, default=100, help="opening lines, each played twice (default 100)")
    parser.add_argument("--min-plies", type=int, default=6)
    parser.add_argument("--max-plies", type=int, default=8)
    parser.add_argument("--pgn", help="write the games to this file")
    parser.add_argument("--sprt", type=float, nargs=2, metavar=("ELO0", "ELO1"),
                        help="stop when an SPRT (alpha = beta = 0.05) decides")
    args = parser.parse_args()
    if args.a_name == args.b_name:
        sys.exit("--a-name and --b-name must differ")
    asyncio.run(match(args))


if __name__ == "__main__":
    main()
