"""Tests of the match tool's parts that need python-chess (skipped without it): openings,
adjudication, the tally and summary, and whole games against tests' fake UCI engine (skipped
when no build has made target/{release,debug}/fake-uci-engine).

    python3 -m unittest discover -s scripts -p 'test_*.py'
"""

import argparse
import asyncio
import pathlib
import tempfile
import unittest

try:
    import chess
    import chess.syzygy
except ImportError:  # pragma: no cover
    chess = None

ROOT = pathlib.Path(__file__).resolve().parent.parent
FAKE = next((path for path in (ROOT / "target" / kind / "fake-uci-engine" for kind in ("release", "debug"))
             if path.exists()), ROOT / "target" / "debug" / "fake-uci-engine")

if chess is not None:
    import openings
    import referee
    import selfplay


def write(text, suffix):
    handle = tempfile.NamedTemporaryFile("w", suffix=suffix, delete=False, encoding="utf-8")
    handle.write(text)
    handle.close()
    return handle.name


@unittest.skipIf(chess is None, "python-chess is not installed")
class Books(unittest.TestCase):
    def test_epd_positions_with_opcodes(self):
        path = write("# comment\n\nrnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - id \"e4\";\n"
                     "8/8/8/4k3/8/8/4K3/4Q3 w - -\n", ".epd")
        book = openings.read_epd(path)
        self.assertEqual([o.label for o in book], ["e4", f"{pathlib.Path(path).name}:4"])
        self.assertEqual(book[0].position().turn, chess.BLACK)
        self.assertEqual(book[0].moves, [])

    def test_bad_epd_names_the_line(self):
        path = write("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -\nnot a position\n", ".epd")
        with self.assertRaisesRegex(ValueError, r":2: not an EPD position"):
            openings.read_epd(path)

    def test_pgn_games_cut_to_plies(self):
        path = write('[Opening "Italian"]\n[ECO "C50"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bc4 *\n\n'
                     '[FEN "8/8/8/4k3/8/8/4K3/4Q3 w - - 0 1"]\n[SetUp "1"]\n\n1. Qa5+ *\n', ".pgn")
        book = openings.read_pgn(path, plies=4)
        self.assertEqual(book[0].label, "Italian")
        self.assertEqual(book[0].eco, "C50")
        self.assertEqual(len(book[0].moves), 4)
        self.assertEqual(book[1].position().fen(), "8/8/8/Q3k3/8/8/4K3/8 b - - 1 1")

    def test_schedule_orders(self):
        items = list(range(5))
        self.assertEqual(openings.schedule(items, 7, "sequential", 1), [0, 1, 2, 3, 4, 0, 1])
        first = openings.schedule(items, 5, "random", 42)
        self.assertEqual(first, openings.schedule(items, 5, "random", 42))
        self.assertEqual(sorted(first), items)
        self.assertNotEqual(first, openings.schedule(items, 5, "random", 43))

    def test_tables_spread_evenly(self):
        lines = openings.table_lines(6, 8)
        chosen = openings.spread(lines, 4)
        self.assertEqual(len(chosen), 4)
        self.assertIs(chosen[0], lines[0])
        self.assertTrue(all(6 <= len(o.moves) <= 8 for o in chosen))


def rules(**settings):
    return referee.Rules(1, 0.01, **settings)


@unittest.skipIf(chess is None, "python-chess is not installed")
class Adjudication(unittest.TestCase):
    def play(self, adjudicator, board, scores):
        """Plays the first legal non-zeroing move for each score (the mover's view)."""
        outcome = None
        for score in scores:
            side = board.turn
            move = next(m for m in board.legal_moves if not board.is_zeroing(m))
            board.push(move)
            outcome = adjudicator.record(board, side, score, False) or outcome
        return outcome

    def test_resign_needs_both_sides_for_n_moves(self):
        board = chess.Board()
        adjudicator = referee.Adjudicator(rules(resign_score=500, resign_moves=2))
        # White says +600 and Black agrees with -600: after two moves of each, Black resigns.
        self.assertIsNone(self.play(adjudicator, board, [600, -600, 600]))
        outcome = self.play(adjudicator, board, [-600])
        self.assertEqual((outcome.result, outcome.termination), ("1-0", "adjudication: resign"))

    def test_no_resign_when_the_loser_disagrees(self):
        board = chess.Board()
        adjudicator = referee.Adjudicator(rules(resign_score=500, resign_moves=2))
        self.assertIsNone(self.play(adjudicator, board, [600, -100, 600, -100, 600, -100]))

    def test_no_resign_when_the_winner_disagrees(self):
        board = chess.Board()
        adjudicator = referee.Adjudicator(rules(resign_score=500, resign_moves=2))
        self.assertIsNone(self.play(adjudicator, board, [100, -600, 100, -600, 100, -600]))

    def test_draw_after_the_move_number_and_restart_on_zeroing(self):
        board = chess.Board()
        adjudicator = referee.Adjudicator(rules(draw_score=10, draw_moves=2, draw_after_move=3))
        self.assertIsNone(self.play(adjudicator, board, [0, 0, 0, 0]))  # only 2 moves played
        self.assertIsNone(adjudicator.record(board, chess.WHITE, 0, True))  # a capture: restart
        self.assertIsNone(self.play(adjudicator, board, [0, 0, 0]))
        outcome = self.play(adjudicator, board, [0])
        self.assertEqual((outcome.result, outcome.termination), ("1/2-1/2", "adjudication: draw"))

    def test_syzygy(self):
        tablebase = chess.syzygy.open_tablebase(str(ROOT / "tests" / "data" / "syzygy"))
        won = referee.tablebase_outcome(chess.Board("8/8/8/4k3/8/8/4K3/4Q3 b - - 0 1"), tablebase)
        self.assertEqual((won.result, won.termination), ("1-0", "adjudication: syzygy"))
        drawn = referee.tablebase_outcome(chess.Board("8/8/8/4k3/8/8/4K3/4N3 w - - 0 1"), tablebase)
        self.assertEqual(drawn.result, "1/2-1/2")
        self.assertIsNone(referee.tablebase_outcome(chess.Board(), tablebase))

    def test_move_comments(self):
        info = {"score": chess.engine.PovScore(chess.engine.Cp(35), chess.WHITE), "depth": 12}
        self.assertEqual(referee.move_comment(info, 0.5123), "+0.35/12 0.512s")
        info = {"score": chess.engine.PovScore(chess.engine.Mate(-3), chess.BLACK), "depth": 20}
        self.assertEqual(referee.move_comment(info, 1), "-M3/20 1.000s")


def arguments(*extra):
    return selfplay.parse_args(["--a", "x", "--b", "y", *extra])


@unittest.skipIf(chess is None, "python-chess is not installed")
class Summary(unittest.TestCase):
    def test_pairs_and_the_summary_line(self):
        tally = selfplay.Tally()
        self.assertFalse(tally.add(0, 1.0))
        self.assertFalse(tally.add(1, 0.5))
        self.assertTrue(tally.add(0, 0.5))  # pair 0: 1.5 points
        self.assertTrue(tally.add(1, 0.0))  # pair 1: 0.5 points
        line = selfplay.summary(tally, arguments("--sprt", "0", "5"))
        self.assertTrue(line.startswith("Games: 4, W/D/L 1-2-1, Points 2 (50.0%), Elo +0.0 \u00b1 "), line)
        self.assertIn("LLR ", line)
        self.assertIn("(-2.94, 2.94) [0, 5], Ptnml(0-2) [0, 1, 0, 1, 0]", line)

    def test_bad_arguments_are_refused(self):
        for extra in (["--sprt", "5", "0"], ["--games", "0"], ["--resign-moves", "3"], ["--resign-score", "900"], ["--draw-score", "10"],
                      ["--games", "2", "--openings", "1"], ["--alpha", "0.7", "--beta", "0.5", "--sprt", "0", "5"]):
            with self.assertRaises(SystemExit, msg=extra):
                arguments(*extra)


@unittest.skipIf(chess is None, "python-chess is not installed")
class TimeControls(unittest.TestCase):
    def test_the_three_forms(self):
        self.assertEqual(selfplay.parse_time_control("10+0.1"), (0, 10.0, 0.1))
        self.assertEqual(selfplay.parse_time_control("3+2"), (0, 3.0, 2.0))
        self.assertEqual(selfplay.parse_time_control("40/300"), (40, 300.0, 0.0))
        self.assertEqual(selfplay.parse_time_control("40/300+1"), (40, 300.0, 1.0))
        self.assertEqual(selfplay.parse_time_control("60"), (0, 60.0, 0.0))
        for bad in ("0/300", "x/300", "40/", "40/0", "-1+1", "10+-1", "abc", "", "40/300/2"):
            with self.assertRaises(SystemExit, msg=bad):
                selfplay.parse_time_control(bad)

    def test_pgn_time_control_text(self):
        self.assertEqual(referee.time_control_text(referee.Rules(10, 0.1)), "10+0.1")
        self.assertEqual(referee.time_control_text(referee.Rules(300, 0, moves=40)), "40/300")
        self.assertEqual(referee.time_control_text(referee.Rules(300, 1, moves=40)), "40/300+1")
        self.assertEqual(referee.time_control_text(referee.Rules(60, 0)), "60+0")

    def test_moves_to_go_count_down_and_start_again(self):
        rules = referee.Rules(300, 0, moves=40)
        self.assertEqual([referee.moves_to_go(rules, made) for made in (0, 1, 39, 40, 41, 79, 80)],
                         [40, 39, 1, 40, 39, 1, 40])
        self.assertIsNone(referee.moves_to_go(referee.Rules(10, 0.1), 5))

    def test_the_clock_gets_the_increment_and_the_base_after_each_control(self):
        sudden = referee.Rules(10, 0.1)
        self.assertAlmostEqual(referee.clock_after_move(sudden, 9.5, 1), 9.6)
        self.assertAlmostEqual(referee.clock_after_move(sudden, -0.2, 2), 0.1)
        repeating = referee.Rules(300, 0, moves=40)
        self.assertAlmostEqual(referee.clock_after_move(repeating, 12.0, 39), 12.0)
        self.assertAlmostEqual(referee.clock_after_move(repeating, 12.0, 40), 312.0)
        self.assertAlmostEqual(referee.clock_after_move(repeating, 5.0, 80), 305.0)
        with_increment = referee.Rules(300, 1, moves=40)
        self.assertAlmostEqual(referee.clock_after_move(with_increment, 2.0, 40), 303.0)


@unittest.skipIf(chess is None or not FAKE.exists(), "python-chess or the fake engine is missing")
class Games(unittest.TestCase):
    def game(self, white, black, opening, **settings):
        async def run():
            players = [referee.Player(n, c, {}) for n, c in (("W", white), ("B", black))]
            try:
                return await referee.play_game(*players, opening, rules(**settings), object())
            finally:
                for player in players:
                    await player.stop()
        return asyncio.run(run())

    def test_an_illegal_move_loses(self):
        opening = openings.Opening("start", chess.Board())
        game, outcome = self.game(f"{FAKE}", f"{FAKE} --wrong-bestmove", opening)
        self.assertEqual(outcome.result, "1-0")
        self.assertEqual(outcome.forfeit, chess.BLACK)
        self.assertEqual(outcome.forfeit_kind, "illegal")
        self.assertTrue(outcome.termination.startswith("rules infraction: illegal move"), outcome.termination)
        self.assertEqual(game.headers["Termination"], outcome.termination)

    def test_a_crash_loses(self):
        opening = openings.Opening("start", chess.Board())
        _, outcome = self.game(f"{FAKE} --crash-after 8", f"{FAKE}", opening)
        self.assertEqual((outcome.result, outcome.forfeit_kind), ("0-1", "crash"))

    def test_a_repeating_control_gives_the_base_again(self):
        # Two moves in 1 s, again and again (`go ... movestogo 2` then `1`): the game is played
        # through (the clock arithmetic itself is tested above).
        opening = openings.Opening("start", chess.Board())
        game, outcome = self.game(f"{FAKE}", f"{FAKE}", opening, moves=2)
        self.assertIsNone(outcome.forfeit, outcome.termination)
        self.assertGreater(int(game.headers["PlyCount"]), 8)

    def test_tablebase_position_is_adjudicated_before_a_move(self):
        tablebase = chess.syzygy.open_tablebase(str(ROOT / "tests" / "data" / "syzygy"))
        opening = openings.Opening("KQK", chess.Board("8/8/8/4k3/8/8/4K3/4Q3 w - - 0 1"))
        game, outcome = self.game(f"{FAKE}", f"{FAKE}", opening, tablebase=tablebase)
        self.assertEqual((outcome.result, outcome.termination), ("1-0", "adjudication: syzygy"))
        self.assertEqual(game.headers["FEN"], "8/8/8/4k3/8/8/4K3/4Q3 w - - 0 1")


if __name__ == "__main__":
    unittest.main()
