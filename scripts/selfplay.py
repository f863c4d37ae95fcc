#!/usr/bin/env python3
"""Plays engine A against engine B over UCI and decides which is stronger (an SPRT).

The match tool for changes to the engine, after fastchess and cutechess-cli: each opening is
played twice with the colours reversed, and the pentanomial counts of those pairs (A scoring 0,
0.5, 1, 1.5 or 2 points) give the Elo difference, its 95% error bar, the normalized Elo, the
likelihood of superiority and, with --sprt, the log-likelihood ratio (LLR) of the logistic-Elo
GSPRT that fishtest uses; the match stops as soon as the LLR leaves its bounds. This script is
the referee and keeps the clocks (python-chess talks to the engines): a move after the flag,
an illegal move or a crash loses; mate, stalemate, threefold repetition, the fifty-move rule
and insufficient material end games; resign, draw and Syzygy adjudication are optional. Every
game is appended to --pgn as it finishes, with cutechess-style {score/depth time} comments.

Openings: lines of --min-plies to --max-plies plies from kibitzer's Lichess tables
(crates/kibitzer/assets/openings/) by default, or --book FILE.epd / FILE.pgn, in
--book-order sequential or random (--seed) order.

Needs python-chess (`pip install chess`); the statistics are scripts/sprt.py. Not part of
`cargo test`. Example (a search change against main, see docs/development.md):

    nice scripts/selfplay.py --a "./kibitzer-new uci" --a-name new \\
        --b "./kibitzer-main uci" --b-name main --tc 10+0.1 --concurrency 2 \\
        --sprt 0 5 --resign-score 1000 --resign-moves 3 --draw-score 10 --draw-moves 8 \\
        --draw-after-move 40 --pgn new-vs-main.pgn

Bounds: --sprt 0 5 for a change meant to gain, --sprt -5 0 for a simplification (it must not
lose). H1 accepted: A passes; H0 accepted: A fails.
"""

import argparse
import asyncio
import itertools
import math
import random
import sys
import time

import chess
import chess.engine
import chess.syzygy

import openings
import referee
import sprt


class Tally:
    """The results so far, from A's point of view."""

    def __init__(self):
        self.games = []  # A's points per finished game
        self.pairs = {}  # pair index -> A's points in its finished games
        self.pair_points = []  # A's points of each finished pair
        self.forfeits = {("A", kind): 0 for kind in ("time", "illegal", "crash")}
        self.forfeits.update({("B", kind): 0 for kind in ("time", "illegal", "crash")})

    def add(self, pair, a_points):
        self.games.append(a_points)
        self.pairs.setdefault(pair, []).append(a_points)
        if len(self.pairs[pair]) == 2:
            self.pair_points.append(sum(self.pairs.pop(pair)))
            return True
        return False


def number(value, spec):
    """A statistic, or "inf" / "n/a" while the counts are too one-sided to give it."""
    if math.isnan(value):
        return "n/a"
    if math.isinf(value):
        return "+inf" if value > 0 and spec.startswith("+") else "inf" if value > 0 else "-inf"
    return format(value, spec)


def summary(tally, args):
    """The fastchess-style one-line summary."""
    games = tally.games
    wins, draws, losses = games.count(1.0), games.count(0.5), games.count(0.0)
    points = sum(games)
    text = f"Games: {len(games)}, W/D/L {wins}-{draws}-{losses}"
    if games:
        text += f", Points {points:g} ({100 * points / len(games):.1f}%)"
    counts = sprt.pentanomial(tally.pair_points)
    estimate = None
    if tally.pair_points:
        estimate = sprt.Estimate(counts)
    elif games:
        estimate = sprt.Estimate([losses, draws, wins])
    if estimate is not None:
        text += (
            f", Elo {number(estimate.elo, '+.1f')} \u00b1 {number(estimate.elo_error, '.1f')} (95%), "
            f"nElo {number(estimate.nelo, '+.1f')} \u00b1 {number(estimate.nelo_error, '.1f')}, "
            f"LOS {100 * estimate.los:.1f}%"
        )
    if args.sprt:
        low, high = sprt.bounds(args.alpha, args.beta)
        value = sprt.llr(counts, *args.sprt) if tally.pair_points else 0.0
        text += f", LLR {value:.2f} ({low:.2f}, {high:.2f}) [{args.sprt[0]:g}, {args.sprt[1]:g}]"
    text += f", Ptnml(0-2) {counts}"
    lost = [f"{who} {kind} {n}" for (who, kind), n in tally.forfeits.items() if n]
    if lost:
        text += ", forfeits: " + ", ".join(lost)
    return text


def sprt_verdict(tally, args):
    """'H0' or 'H1' once the SPRT has decided, else None."""
    if not args.sprt or not tally.pair_points:
        return None
    low, high = sprt.bounds(args.alpha, args.beta)
    value = sprt.llr(sprt.pentanomial(tally.pair_points), *args.sprt)
    return "H1" if value >= high else "H0" if value <= low else None


class Match:
    def __init__(self, args, rules, schedule):
        self.args = args
        self.rules = rules
        self.jobs = iter(
            (pair, opening, a_white)
            for pair, opening in enumerate(schedule)
            for a_white in (True, False)
        )
        self.tally = Tally()
        self.verdict = None
        self.numbers = itertools.count(1)
        self.pgn = open(args.pgn, "a", encoding="utf-8") if args.pgn else None

    async def worker(self):
        a, b = make_players(self.args)
        try:
            for pair, opening, a_white in self.jobs:
                white, black = (a, b) if a_white else (b, a)
                number = next(self.numbers)
                game, outcome = await referee.play_game(white, black, opening, self.rules, object())
                self.finish(number, pair, opening, white, black, game, outcome, a_white)
                if self.verdict is not None:
                    return
        except asyncio.CancelledError:
            await a.kill()
            await b.kill()
            raise
        await a.stop()
        await b.stop()

    def finish(self, number, pair, opening, white, black, game, outcome, a_white):
        args = self.args
        headers = game.headers
        headers["Event"] = args.event
        headers["Site"] = "kibitzer scripts/selfplay.py"
        headers["Date"] = time.strftime("%Y.%m.%d")
        headers["Round"] = f"{pair + 1}.{1 if a_white else 2}"
        headers["White"], headers["Black"] = white.name, black.name
        headers["TimeControl"] = referee.time_control_text(self.rules)
        if opening.eco:
            headers["ECO"] = opening.eco
        headers["Opening"] = opening.label
        if self.pgn:
            print(game, file=self.pgn, end="\n\n", flush=True)
        white_points = {"1-0": 1.0, "0-1": 0.0, "1/2-1/2": 0.5}[outcome.result]
        a_points = white_points if a_white else 1 - white_points
        if outcome.forfeit is not None:
            who = "A" if (outcome.forfeit == chess.WHITE) == a_white else "B"
            self.tally.forfeits[(who, outcome.forfeit_kind)] += 1
        pair_done = self.tally.add(pair, a_points)
        print(f"Finished game {number} ({white.name} vs {black.name}, {opening.label}): "
              f"{outcome.result} {{{outcome.termination}}}", flush=True)
        if len(self.tally.games) % args.report_every == 0:
            print(summary(self.tally, args), flush=True)
        if pair_done and self.verdict is None:
            self.verdict = sprt_verdict(self.tally, args)

    async def run(self):
        tasks = [asyncio.create_task(self.worker()) for _ in range(self.args.concurrency)]
        try:
            while tasks:
                done, pending = await asyncio.wait(tasks, return_when=asyncio.FIRST_COMPLETED)
                for task in done:
                    task.result()
                tasks = list(pending)
                if self.verdict is not None:
                    for task in tasks:
                        task.cancel()
                    await asyncio.gather(*tasks, return_exceptions=True)
                    tasks = []
        finally:
            for task in tasks:
                task.cancel()
            if self.pgn:
                self.pgn.close()
            text = "Final: " + summary(self.tally, self.args)
            if self.args.sprt:
                elo0, elo1 = self.args.sprt
                text += "\n" + {
                    "H1": f"SPRT: H1 accepted: {self.args.a_name} passes [{elo0:g}, {elo1:g}] "
                          f"(Elo {elo1:g} more likely than {elo0:g})",
                    "H0": f"SPRT: H0 accepted: {self.args.a_name} fails [{elo0:g}, {elo1:g}] "
                          f"(Elo {elo0:g} more likely than {elo1:g})",
                    None: "SPRT: no decision yet (the game limit came first or the match was stopped)",
                }[self.verdict]
            print(text, flush=True)  # one write: a second ^C does not cut it


def make_players(args):
    """Fresh (not yet started) players A and B."""
    return (referee.Player(args.a_name, args.a, parse_options(args.a_option)),
            referee.Player(args.b_name, args.b, parse_options(args.b_option)))


def parse_options(pairs):
    """UCI options from "Name=value" strings."""
    options = {}
    for pair in pairs:
        name, sep, value = pair.partition("=")
        if not sep or not name.strip():
            sys.exit(f"an option is Name=value, not {pair!r}")
        options[name.strip()] = value.strip()
    return options


def parse_time_control(text):
    """Moves per control (0: sudden death), base seconds and increment from "BASE+INC",
    "MOVES/BASE" or "MOVES/BASE+INC" (cutechess's forms: 10+0.1, 40/300, 40/300+1)."""
    moves, slash, rest = text.rpartition("/")
    base, _, increment = rest.partition("+")
    try:
        moves = int(moves) if slash else 0
        base, increment = float(base), float(increment or 0)
    except ValueError:
        sys.exit(f"a time control is BASE+INC or MOVES/BASE[+INC] in seconds, not {text!r}")
    if not (base > 0 and increment >= 0 and moves >= 0 and math.isfinite(base + increment)) or (slash and moves == 0):
        sys.exit(f"a time control needs a positive base, a positive number of moves and no negative increment, not {text!r}")
    return moves, base, increment


def build_schedule(args, count):
    """The openings of `count` pairs."""
    try:
        if args.book:
            if args.book.lower().endswith(".pgn"):
                book = openings.read_pgn(args.book, args.book_plies)
            else:
                book = openings.read_epd(args.book)
        else:
            book = openings.table_lines(args.min_plies, args.max_plies)
            if args.book_order == "sequential":
                book = openings.spread(book, count)
        return openings.schedule(book, count, args.book_order, args.seed)
    except (OSError, ValueError) as error:
        sys.exit(f"openings: {error}")


async def check_engines(args):
    """Starts each engine once so a wrong command line or option fails clearly, up front."""
    for player in make_players(args):
        try:
            await player.start()
        except (OSError, chess.engine.EngineError, chess.engine.EngineTerminatedError) as error:
            await player.kill()
            sys.exit(f"engine {player.name} ({' '.join(player.command)}): {error or type(error).__name__}")
        await player.stop()


def parse_args(argv=None):
    parser = argparse.ArgumentParser(
        description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
        epilog="See docs/development.md (Measuring strength) for the bounds to use.",
    )
    engines = parser.add_argument_group("engines")
    engines.add_argument("--a", required=True, help='engine A (the change) command line, e.g. "kibitzer uci"')
    engines.add_argument("--b", required=True, help="engine B (the base) command line")
    engines.add_argument("--a-option", action="append", default=[], metavar="NAME=VALUE", help="a UCI option of A (repeatable)")
    engines.add_argument("--b-option", action="append", default=[], metavar="NAME=VALUE", help="a UCI option of B (repeatable)")
    engines.add_argument("--a-name", default="A", help="A's name in the output and PGN (default A)")
    engines.add_argument("--b-name", default="B", help="B's name (default B)")
    match = parser.add_argument_group("match")
    match.add_argument("--tc", default="10+0.1",
                       help="BASE+INC in seconds, or MOVES/BASE[+INC]: the base again after each MOVES moves (default 10+0.1)")
    match.add_argument("--timemargin", type=int, default=0, metavar="MS", help="milliseconds a move may come after the flag without losing (default 0)")
    match.add_argument("--games", type=int, help="games to play (rounded up to pairs); default 200, or 100000 with --sprt")
    match.add_argument("--openings", type=int, help="openings to play (each twice); another way to say --games")
    match.add_argument("--concurrency", type=int, default=1, metavar="N", help="games played at once, each worker with its own two engine processes (default 1)")
    match.add_argument("--event", default="kibitzer selfplay", help="the PGN Event tag")
    book = parser.add_argument_group("openings")
    book.add_argument("--book", metavar="FILE", help="an .epd (one position a line) or .pgn book; default: the Lichess tables")
    book.add_argument("--book-plies", type=int, metavar="N", help="plies of each PGN book game to play (default all)")
    book.add_argument("--book-order", choices=("sequential", "random"), default="sequential", help="default sequential")
    book.add_argument("--seed", type=int, help="seed of --book-order random (default: a random one, printed)")
    book.add_argument("--min-plies", type=int, default=6, help="shortest Lichess line (default 6)")
    book.add_argument("--max-plies", type=int, default=8, help="longest Lichess line (default 8)")
    adjudication = parser.add_argument_group("adjudication (off unless given)")
    adjudication.add_argument("--resign-score", type=int, default=0, metavar="CP", help="resign when both engines agree one side is CP or more down ...")
    adjudication.add_argument("--resign-moves", type=int, default=0, metavar="N", help="... for N consecutive moves of each")
    adjudication.add_argument("--draw-score", type=int, default=0, metavar="CP", help="draw when both scores stay within CP of 0 ...")
    adjudication.add_argument("--draw-moves", type=int, default=0, metavar="N", help="... for N consecutive moves of each (a capture or pawn move restarts the count) ...")
    adjudication.add_argument("--draw-after-move", type=int, default=0, metavar="M", help="... once the game has M full moves (default 0)")
    adjudication.add_argument("--syzygy", metavar="DIR", help="adjudicate positions the Syzygy tables in DIR hold, by their WDL")
    output = parser.add_argument_group("output and SPRT")
    output.add_argument("--pgn", metavar="FILE", help="append every game to FILE as it finishes")
    output.add_argument("--report-every", type=int, default=10, metavar="N", help="print the summary every N games (default 10)")
    output.add_argument("--sprt", type=float, nargs=2, metavar=("ELO0", "ELO1"), help="stop when the SPRT of H0 Elo = ELO0 against H1 Elo = ELO1 (logistic Elo, pentanomial) decides")
    output.add_argument("--alpha", type=float, default=0.05, help="SPRT false positive rate (default 0.05)")
    output.add_argument("--beta", type=float, default=0.05, help="SPRT false negative rate (default 0.05)")
    args = parser.parse_args(argv)
    if args.a_name == args.b_name:
        parser.error("--a-name and --b-name must differ")
    if args.games is not None and args.openings is not None:
        parser.error("give --games or --openings, not both")
    for name in ("games", "openings", "concurrency", "report_every", "book_plies"):
        value = getattr(args, name)
        if value is not None and value < 1:
            parser.error(f"--{name.replace('_', '-')} must be at least 1")
    for name in ("timemargin", "resign_score", "resign_moves", "draw_score", "draw_moves", "draw_after_move"):
        if getattr(args, name) < 0:
            parser.error(f"--{name.replace('_', '-')} must not be negative")
    if bool(args.resign_moves) != bool(args.resign_score):
        parser.error("--resign-score and --resign-moves go together")
    if (args.draw_score or args.draw_after_move) and not args.draw_moves:
        parser.error("--draw-score and --draw-after-move need --draw-moves")
    if args.sprt:
        if not args.sprt[0] < args.sprt[1]:
            parser.error("--sprt ELO0 ELO1 needs ELO0 < ELO1")
        try:
            sprt.bounds(args.alpha, args.beta)
        except ValueError as error:
            parser.error(str(error))
    return args


def main():
    args = parse_args()
    moves, base, increment = parse_time_control(args.tc)
    tablebase = None
    if args.syzygy:
        tablebase = chess.syzygy.Tablebase()
        try:
            loaded = tablebase.add_directory(args.syzygy)
        except OSError as error:
            sys.exit(f"--syzygy: {error}")
        if not loaded:
            sys.exit(f"--syzygy: no Syzygy tables in {args.syzygy}")
    rules = referee.Rules(base, increment, args.timemargin / 1000, args.resign_score, args.resign_moves,
                          args.draw_score, args.draw_moves, args.draw_after_move, tablebase, moves)
    if args.seed is None:
        args.seed = random.randrange(2**32)
    games = args.games or (2 * args.openings if args.openings else 100_000 if args.sprt else 200)
    schedule = build_schedule(args, (games + 1) // 2)
    print(f"{args.a_name} vs {args.b_name}: tc {args.tc}, up to {2 * len(schedule)} games, "
          f"concurrency {args.concurrency}, book {args.book or 'Lichess tables'} "
          f"({args.book_order}, seed {args.seed})", flush=True)
    try:
        asyncio.run(check_engines(args))
        asyncio.run(Match(args, rules, schedule).run())
    except KeyboardInterrupt:
        sys.exit(130)


if __name__ == "__main__":
    main()
