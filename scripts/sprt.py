"""The statistics of a match between two engines: Elo with its error bar, normalized Elo, the
likelihood of superiority and the sequential probability ratio test (SPRT), on pentanomial
counts (pairs of games with one opening, colours reversed) or trinomial ones (single games).

No chess here (only the standard library), so CI can test it without python-chess.

The pentanomial counts are `[n0, n1, n2, n3, n4]`: pairs that scored 0, 0.5, 1, 1.5 and 2
points for engine A. The trinomial ones are `[losses, draws, wins]`. Either list is a
distribution over scores spread evenly over [0, 1] (a pair's points / 2, a game's points).

The LLR is the generalized SPRT (GSPRT) of the logistic-Elo model that fishtest, fastchess and
OpenBench use: for each bound the maximum-likelihood distribution with that expected score is
found (M. Van den Bergh, "Comments on normalized Elo", proposition 1.1: p_i = phat_i /
(1 + theta * (a_i - s)) with theta the root of the secular equation), and the LLR is the
number of samples times the mean log ratio of the two. Zero counts are replaced by 1e-3 first,
as fishtest does. `llr_approx` is the Brownian approximation of the same quantity,
N * (s1 - s0) * (2 * mean - s0 - s1) / (2 * variance), close to it when the bounds are narrow.
"""

import math

# The two-sided 95% quantile of the normal law.
Z95 = 1.959963984540054
# Normalized Elo per unit of t-value (fishtest's nelo_divided_by_nt).
NELO_PER_T = 800 / math.log(10)
REGULARIZATION = 1e-3


def logistic_score(elo):
    """The expected score of an Elo difference."""
    return 1 / (1 + 10 ** (-elo / 400))


def elo_of_score(score):
    """The Elo difference of an expected score (infinite at 0 and 1)."""
    if score <= 0:
        return -math.inf
    if score >= 1:
        return math.inf
    return -400 * math.log10(1 / score - 1) + 0.0  # no -0.0


def bounds(alpha, beta):
    """The lower and upper LLR bounds: H0 is accepted below the first, H1 above the second."""
    if not (0 < alpha < 1 and 0 < beta < 1 and alpha + beta < 1):
        raise ValueError(f"alpha and beta must be in (0, 1) with a sum below 1, not {alpha}, {beta}")
    return math.log(beta / (1 - alpha)), math.log((1 - beta) / alpha)


def _distribution(counts, regularize):
    """(N, scores, probabilities) of counts spread evenly over [0, 1]."""
    if len(counts) not in (3, 5):
        raise ValueError(f"counts are trinomial (3) or pentanomial (5), not {len(counts)}")
    if any(c < 0 for c in counts):
        raise ValueError(f"negative count in {counts}")
    if sum(counts) <= 0:
        raise ValueError("no results")
    if regularize:
        counts = [c if c > 0 else REGULARIZATION for c in counts]
    total = sum(counts)
    last = len(counts) - 1
    return total, [i / last for i in range(len(counts))], [c / total for c in counts]


def _mean_variance(scores, probs):
    mean = sum(a * p for a, p in zip(scores, probs))
    return mean, sum(p * (a - mean) ** 2 for a, p in zip(scores, probs))


def _mle(scores, probs, s):
    """The distribution closest (maximum likelihood) to `probs` whose expected score is s."""
    shifted = [a - s for a in scores]
    # theta lies where every 1 + theta * (a_i - s) is positive; f falls strictly there.
    low, high = -1 / max(shifted), -1 / min(shifted)

    def f(theta):
        return sum(p * x / (1 + theta * x) for p, x in zip(probs, shifted))

    for _ in range(200):
        mid = (low + high) / 2
        if mid in (low, high):
            break
        if f(mid) > 0:
            low = mid
        else:
            high = mid
    theta = (low + high) / 2
    return [p / (1 + theta * x) for p, x in zip(probs, shifted)]


def llr(counts, elo0, elo1):
    """The GSPRT log-likelihood ratio of H1 (logistic Elo elo1) against H0 (elo0)."""
    if not elo0 < elo1:
        raise ValueError(f"elo0 must be below elo1, not {elo0}, {elo1}")
    total, scores, probs = _distribution(counts, regularize=True)
    s0, s1 = logistic_score(elo0), logistic_score(elo1)
    p0, p1 = _mle(scores, probs, s0), _mle(scores, probs, s1)
    return total * sum(p * (math.log(b) - math.log(a)) for p, a, b in zip(probs, p0, p1))


def llr_approx(counts, elo0, elo1):
    """The Brownian approximation of `llr` (fishtest's LLR_alt2)."""
    total, scores, probs = _distribution(counts, regularize=True)
    mean, variance = _mean_variance(scores, probs)
    s0, s1 = logistic_score(elo0), logistic_score(elo1)
    return total * (s1 - s0) * (2 * mean - s0 - s1) / (2 * variance)


class Estimate:
    """Elo, normalized Elo and LOS of some counts, with their 95% error bars.

    `elo_error` and `nelo_error` are half the width of the 95% interval, as fastchess prints
    them; `elo_low`, `elo_high` are the interval itself."""

    def __init__(self, counts):
        total, scores, probs = _distribution(counts, regularize=False)
        mean, variance = _mean_variance(scores, probs)
        self.samples = total
        self.score = mean
        # A pair's score is the mean of two games: its variance is half a game's.
        per_game_variance = variance * (2 if len(counts) == 5 else 1)
        margin = Z95 * math.sqrt(variance / total)
        self.elo = elo_of_score(mean)
        self.elo_low = elo_of_score(mean - margin)
        self.elo_high = elo_of_score(mean + margin)
        self.elo_error = (self.elo_high - self.elo_low) / 2
        if per_game_variance > 0:
            sigma = math.sqrt(per_game_variance)
            self.nelo = (mean - 0.5) / sigma * NELO_PER_T
            self.nelo_error = margin / sigma * NELO_PER_T
            self.los = 0.5 * (1 + math.erf((mean - 0.5) / math.sqrt(2 * variance / total)))
        else:
            self.nelo = math.copysign(math.inf, mean - 0.5) if mean != 0.5 else 0.0
            self.nelo_error = math.nan
            self.los = 1.0 if mean > 0.5 else 0.0 if mean < 0.5 else 0.5


def pentanomial(pair_points):
    """Pentanomial counts from a list of pair points (0, 0.5, 1, 1.5 or 2 each)."""
    counts = [0] * 5
    for points in pair_points:
        index = round(points * 2)
        if not 0 <= index <= 4 or abs(points * 2 - index) > 1e-9:
            raise ValueError(f"a pair scores 0, 0.5, 1, 1.5 or 2 points, not {points}")
        counts[index] += 1
    return counts
