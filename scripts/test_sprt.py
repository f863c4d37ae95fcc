"""Tests of scripts/sprt.py against published numbers (fastchess's test suite, which checks its
LLR against fishtest's) and against numbers worked out by hand. Standard library only:

    python3 -m unittest discover -s scripts -p 'test_sprt.py'
"""

import math
import unittest

import sprt


def penta(ll, ld, wl, dd, wd, ww):
    """Pentanomial counts from fastchess's six pair kinds (WL and DD both score 1)."""
    return [ll, ld, wl + dd, wd, ww]


class Llr(unittest.TestCase):
    def test_pentanomial_logistic_matches_fastchess(self):
        # fastchess app/tests/sprt_test.cpp, "logistic pentanomial 1" and "2".
        self.assertAlmostEqual(sprt.llr(penta(223, 9863, 20279, 1000, 10037, 246), 0.5, 2.5), -3.07, 2)
        self.assertAlmostEqual(sprt.llr(penta(871, 26175, 55003, 980, 26678, 821), 0, 2), -4.98, 2)

    def test_trinomial_logistic_matches_fastchess(self):
        # "logistic trinomial 1" and "2": wins 21404, losses 21184, draws 40708, ...
        self.assertAlmostEqual(sprt.llr([21184, 40708, 21404], 0.5, 2.5), -1.57, 2)
        self.assertAlmostEqual(sprt.llr([57030, 106593, 57433], 0, 2), -2.59, 2)

    def test_constrained_estimate_has_the_asked_mean(self):
        scores = [0, 0.25, 0.5, 0.75, 1]
        probs = [0.1, 0.2, 0.4, 0.2, 0.1]
        for s in (0.45, 0.5, 0.514, 0.6):
            p = sprt._mle(scores, probs, s)
            self.assertAlmostEqual(sum(p), 1, 9)
            self.assertAlmostEqual(sum(a * q for a, q in zip(scores, p)), s, 9)
        # Asked for the empirical mean, it returns the empirical distribution itself.
        for a, b in zip(sprt._mle(scores, probs, 0.5), probs):
            self.assertAlmostEqual(a, b, 9)

    def test_approximation_by_hand(self):
        # 10 pairs [1, 2, 4, 2, 1]: mean 0.5, variance (2 * 0.25 + 4 * 0.0625) / 10 = 0.075.
        s1 = 1 / (1 + 10 ** (-10 / 400))
        expected = 10 * (s1 - 0.5) * (2 * 0.5 - 0.5 - s1) / (2 * 0.075)
        self.assertAlmostEqual(sprt.llr_approx([1, 2, 4, 2, 1], 0, 10), expected, 12)
        self.assertAlmostEqual(expected, -0.01380, 5)

    def test_exact_and_approximation_agree_on_narrow_bounds(self):
        counts = [120, 900, 2000, 950, 130]
        self.assertAlmostEqual(sprt.llr(counts, 0, 5), sprt.llr_approx(counts, 0, 5), 2)

    def test_sign_follows_the_evidence(self):
        self.assertGreater(sprt.llr([0, 5, 20, 40, 10], 0, 5), 0)
        self.assertLess(sprt.llr([10, 40, 20, 5, 0], 0, 5), 0)

    def test_zero_counts_are_regularized(self):
        # Only wins: each empty bin counts 1e-3 (as fishtest's), so the LLR is finite and grows
        # slowly. 0.4287 was checked by a direct numerical maximization of the likelihood
        # under each bound (projected gradient ascent, no secular equation): 0.4285.
        self.assertAlmostEqual(sprt.llr([0, 0, 0, 0, 30], 0, 5), 0.4287, 3)

    def test_bad_input_is_refused(self):
        with self.assertRaises(ValueError):
            sprt.llr([1, 2, 3, 4, 5], 5, 0)
        with self.assertRaises(ValueError):
            sprt.llr([1, 2, 3, 4], 0, 5)
        with self.assertRaises(ValueError):
            sprt.llr([0, 0, 0, 0, 0], 0, 5)
        with self.assertRaises(ValueError):
            sprt.bounds(0.5, 0.6)


class Bounds(unittest.TestCase):
    def test_default_bounds(self):
        low, high = sprt.bounds(0.05, 0.05)
        self.assertAlmostEqual(low, -2.944439, 6)
        self.assertAlmostEqual(high, 2.944439, 6)
        low, high = sprt.bounds(0.05, 0.1)
        self.assertAlmostEqual(low, math.log(0.1 / 0.95))
        self.assertAlmostEqual(high, math.log(0.9 / 0.05))


class EstimateTests(unittest.TestCase):
    def test_pentanomial_matches_fastchess(self):
        # fastchess app/tests/elo_test.cpp, "EloPentanomial 1" to "3".
        for counts, elo, error, nelo, nerror in [
            (penta(34, 54, 31, 32, 64, 75), 55.58, 27.65, 57.94, 28.28),
            (penta(332, 433, 457, 41, 333, 334), -8.64, 10.33, -9.17, 10.96),
            (penta(7895, 8757, 5485, 200, 568, 9999), -21.04, 2.95, -19.01, 2.65),
        ]:
            estimate = sprt.Estimate(counts)
            self.assertAlmostEqual(estimate.elo, elo, 1)
            self.assertAlmostEqual(estimate.elo_error, error, 1)
            self.assertAlmostEqual(estimate.nelo, nelo, 1)
            self.assertAlmostEqual(estimate.nelo_error, nerror, 1)
        self.assertAlmostEqual(sprt.Estimate(penta(332, 433, 457, 41, 333, 334)).los, 0.0505, 4)

    def test_trinomial_by_hand(self):
        # 3 wins, 1 loss: score 0.75, Elo 400 * log10(3).
        estimate = sprt.Estimate([1, 0, 3])
        self.assertAlmostEqual(estimate.elo, 400 * math.log10(3))
        self.assertLess(estimate.elo_low, estimate.elo)
        self.assertGreater(estimate.elo_high, estimate.elo)

    def test_all_draws_has_no_spread(self):
        estimate = sprt.Estimate([0, 0, 7, 0, 0])
        self.assertEqual(estimate.elo, 0)
        self.assertEqual(estimate.nelo, 0)
        self.assertEqual(estimate.los, 0.5)


class Counting(unittest.TestCase):
    def test_pentanomial_counts(self):
        self.assertEqual(sprt.pentanomial([0, 0.5, 1, 1, 1.5, 2, 2]), [1, 1, 2, 1, 2])
        with self.assertRaises(ValueError):
            sprt.pentanomial([0.25])


if __name__ == "__main__":
    unittest.main()
