"""Tests of scripts/time_use.py (standard library only):

    python3 -m unittest discover -s scripts -p 'test_*.py'
"""

import unittest

import time_use

SUDDEN = """[Event "kibitzer selfplay"]
[White "A"]
[Black "B"]
[Result "0-1"]
[Termination "time forfeit"]
[TimeControl "10+0.1"]

1. e4 { book } 1... e5 { book } 2. Nf3 { +0.20/9 4.000s } 2... Nc6 { -0.10/8 1.000s }
3. Bb5 { +0.30/9 6.500s } 3... a6 { -0.20/8 0.500s } 0-1
"""

REPEATING = """[Event "kibitzer selfplay"]
[White "B"]
[Black "A"]
[Result "1/2-1/2"]
[FEN "4k3/8/8/8/8/8/8/4K3 b - - 0 30"]
[TimeControl "2/1"]

30... Kd7 { 0.00/5 0.600s } 31. Kd2 { 0.00/5 0.100s } 31... Ke6 { 0.00/5 0.300s }
32. Ke3 { 0.00/5 0.100s } 32... Kf5 { M3/5 0.900s } 1/2-1/2
"""


class Replay(unittest.TestCase):
    def test_time_controls(self):
        self.assertEqual(time_use.parse_time_control("10+0.1"), (0, 10.0, 0.1))
        self.assertEqual(time_use.parse_time_control("40/300"), (40, 300.0, 0.0))
        self.assertEqual(time_use.parse_time_control("40/300+1"), (40, 300.0, 1.0))
        self.assertIsNone(time_use.parse_time_control("-"))
        self.assertIsNone(time_use.parse_time_control("40/"))

    def test_clocks_book_moves_and_forfeits(self):
        uses = time_use.replay(time_use.games_of(SUDDEN + "\n" + REPEATING))
        a, b = uses["A"], uses["B"]
        self.assertEqual((a.games, b.games), (2, 2))
        self.assertEqual((a.forfeits, b.forfeits), (1, 0))
        # A, White in the first game: 10 s before move 2 (book moves are free), then
        # 10 - 4 + 0.1 = 6.1 s before move 3, where 6.5 s left it at -0.4 s.
        self.assertEqual(a.moves[0][:2], [(4.0, 10.0), (6.5, 6.1)])
        self.assertAlmostEqual(a.lowest[0], -0.4)
        self.assertEqual(a.lowest[1:], (1, 3))
        # A, Black in the second game from move 30, two moves a second: 1 s, 0.4 s, then the
        # control is made and the base comes again: 1 - 0.6 - 0.3 + 1 = 1.1 s before move 32.
        second = a.moves[2] + a.moves[3]
        self.assertEqual(len(second), 3)
        clocks = [clock for _, clock in second]
        self.assertAlmostEqual(clocks[0], 1.0)
        self.assertAlmostEqual(clocks[1], 0.4)
        self.assertAlmostEqual(clocks[2], 1.1)

    def test_the_table(self):
        report = time_use.table(time_use.replay(time_use.games_of(SUDDEN)))
        self.assertIn("A: 1 games, 2 moves, 1 lost on time, lowest clock -0.400 s (game 1, move 3)", report)
        self.assertIn("B: 1 games, 2 moves, 0 lost on time", report)
        self.assertIn("1-10", report)


if __name__ == "__main__":
    unittest.main()
