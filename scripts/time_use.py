#!/usr/bin/env python3
"""How each engine used its clock in the games of scripts/selfplay.py's --pgn: a table by
move number of the time each move took against the clock the engine had before it, the lowest
clock seen, and the games lost on time.

    scripts/time_use.py GAMES.pgn [MORE.pgn ...]

The clock is replayed from the PGN as the referee kept it: the TimeControl header (BASE+INC or
MOVES/BASE[+INC]), each engine move's time from its `{score/depth TIMEs}` comment, book moves
free. Standard library only (it reads the PGN the match tool writes, nothing else).
"""

import re
import sys
from collections import defaultdict

# Buckets of full move numbers: (first, last), the last open.
BUCKETS = [(1, 10), (11, 20), (21, 30), (31, 40), (41, 60), (61, 80), (81, None)]

TAG = re.compile(r'^\[(\w+) "((?:[^"\\]|\\.)*)"\]\s*$', re.M)
COMMENT = re.compile(r"\{([^}]*)\}")
ENGINE_TIME = re.compile(r"/-?\d+ (\d+(?:\.\d+)?)s\s*$")


def parse_time_control(text):
    """(moves per control, base, increment) from BASE+INC or MOVES/BASE[+INC]; None if neither."""
    found = re.fullmatch(r"(?:(\d+)/)?(\d+(?:\.\d+)?)(?:\+(\d+(?:\.\d+)?))?", text.strip())
    if not found:
        return None
    moves, base, increment = found.groups()
    return int(moves or 0), float(base), float(increment or 0)


def games_of(text):
    """Each game's tags (a dict) and movetext, in file order."""
    games = []
    for block in re.split(r"\n(?=\[Event )", text.strip()):
        tags = dict(TAG.findall(block))
        body = TAG.sub("", block).strip()
        if tags:
            games.append((tags, body))
    return games


class Use:
    """One engine's moves: per bucket the times, the clocks before them and their shares."""

    def __init__(self):
        self.moves = defaultdict(list)  # bucket index -> [(time, clock before)]
        self.games = 0
        self.forfeits = 0
        self.lowest = None  # (clock after the move, before its increment), game, move number

    def add(self, number, spent, clock, game):
        bucket = next(i for i, (first, last) in enumerate(BUCKETS) if number >= first and (last is None or number <= last))
        self.moves[bucket].append((spent, clock))
        left = clock - spent
        if self.lowest is None or left < self.lowest[0]:
            self.lowest = (left, game, number)


def replay(games):
    """The clocks of every game, by engine name: {name: Use}."""
    uses = defaultdict(Use)
    for index, (tags, body) in enumerate(games, 1):
        control = parse_time_control(tags.get("TimeControl", ""))
        if control is None:
            continue
        moves, base, increment = control
        names = {True: tags.get("White", "White"), False: tags.get("Black", "Black")}
        fields = tags.get("FEN", "").split()
        white_to_move = len(fields) < 2 or fields[1] != "b"
        first_move = int(fields[5]) if len(fields) >= 6 and fields[5].isdigit() else 1
        for name in names.values():
            uses[name].games += 1
        termination = tags.get("Termination", "")
        if termination == "time forfeit":
            loser = {"1-0": False, "0-1": True}.get(tags.get("Result"))
            if loser is not None:
                uses[names[loser]].forfeits += 1
        clocks = {True: base, False: base}
        made = {True: 0, False: 0}
        white, number = white_to_move, first_move
        for comment in COMMENT.findall(body):
            timed = ENGINE_TIME.search(comment)
            if timed is not None:
                spent = float(timed.group(1))
                uses[names[white]].add(number, spent, clocks[white], index)
                made[white] += 1
                clocks[white] = max(clocks[white] - spent, 0) + increment
                if moves and made[white] % moves == 0:
                    clocks[white] += base
            if not white:
                number += 1
            white = not white
    return uses


def table(uses):
    """The report: per engine, a line of totals and a row per bucket of move numbers."""
    lines = []
    for name in sorted(uses):
        use = uses[name]
        count = sum(len(m) for m in use.moves.values())
        lowest = use.lowest
        lines.append(f"{name}: {use.games} games, {count} moves, {use.forfeits} lost on time"
                     + (f", lowest clock {lowest[0]:.3f} s (game {lowest[1]}, move {lowest[2]})" if lowest else ""))
        lines.append(f"  {'moves':>7} {'count':>6} {'mean s':>7} {'median s':>8} {'max s':>6} {'clock s':>8} {'share':>6} {'max share':>9}")
        for bucket, (first, last) in enumerate(BUCKETS):
            moves = use.moves.get(bucket)
            if not moves:
                continue
            spent = sorted(s for s, _ in moves)
            shares = [s / c for s, c in moves if c > 0]
            label = f"{first}-{last}" if last else f"{first}+"
            lines.append(
                f"  {label:>7} {len(moves):>6} {sum(spent) / len(spent):>7.3f} {spent[len(spent) // 2]:>8.3f} "
                f"{spent[-1]:>6.3f} {sum(c for _, c in moves) / len(moves):>8.2f} "
                f"{sum(shares) / max(len(shares), 1):>6.1%} {max(shares, default=0):>9.1%}")
    return "\n".join(lines)


def main(argv):
    if not argv:
        sys.exit("usage: scripts/time_use.py GAMES.pgn [MORE.pgn ...]")
    games = []
    for path in argv:
        try:
            with open(path, encoding="utf-8") as handle:
                games.extend(games_of(handle.read()))
        except OSError as error:
            sys.exit(f"{path}: {error.strerror}")
    if not games:
        sys.exit("no games with a TimeControl header")
    print(table(replay(games)))


if __name__ == "__main__":
    main(sys.argv[1:])
