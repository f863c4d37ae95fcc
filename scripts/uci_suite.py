#!/usr/bin/env python3
"""Runs any UCI engine over an EPD test suite (bm/am) at a fixed time per position.

It is the peer's side of `kibitzer suite FILE --movetime MS`: each position is set with
`position fen`, searched with `go movetime MS`, and counted as solved when the move played is
one of the `bm` moves (or none of the `am` moves). It prints the misses by id and the score,
in the same words as `kibitzer suite`, so the two can be run alternately on one machine.

Needs python-chess (`pip install chess`); not part of `cargo test`.

Example (GNU Chess 6 with its book off, beside kibitzer):

    scripts/uci_suite.py --engine "gnuchess --uci" --option OwnBook=false \
        crates/kibitzer/assets/suites/wac.epd --movetime 500
    target/release/kibitzer suite crates/kibitzer/assets/suites/wac.epd --movetime 500
"""

import argparse
import shlex
import sys

import chess
import chess.engine


def parse_option(text):
    name, sep, value = text.partition("=")
    if not sep:
        sys.exit(f"--option {text!r}: expected Name=value")
    lowered = value.lower()
    if lowered in ("true", "false"):
        return name, lowered == "true"
    try:
        return name, int(value)
    except ValueError:
        return name, value


def solved(board, ops, move):
    best = ops.get("bm") or []
    avoid = ops.get("am") or []
    if best:
        return move in best
    if avoid:
        return move not in avoid
    return None


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("epd", help="the EPD file")
    parser.add_argument("--engine", required=True, help='engine command line, e.g. "gnuchess --uci"')
    parser.add_argument("--option", action="append", default=[], help="UCI option, Name=value")
    parser.add_argument("--movetime", type=int, default=1000, help="milliseconds per position (default 1000)")
    args = parser.parse_args()

    engine = chess.engine.SimpleEngine.popen_uci(shlex.split(args.engine))
    try:
        engine.configure(dict(parse_option(text) for text in args.option))
        total = 0
        score = 0
        misses = []
        with open(args.epd, encoding="utf-8") as lines:
            for number, line in enumerate(lines, 1):
                if not line.strip():
                    continue
                try:
                    board, ops = chess.Board.from_epd(line)
                except ValueError as error:
                    print(f"line {number}: not EPD ({error}), skipped", file=sys.stderr)
                    continue
                result = engine.play(board, chess.engine.Limit(time=args.movetime / 1000),
                                     game=object())
                verdict = solved(board, ops, result.move)
                if verdict is None:
                    print(f"line {number}: no bm or am, skipped", file=sys.stderr)
                    continue
                total += 1
                if verdict:
                    score += 1
                else:
                    name = ops.get("id", f"line {number}")
                    misses.append(name)
                    print(f"missed {name}: played {board.san(result.move)}", flush=True)
        print(f"{score} out of {total} solved")
        print("missed: " + (", ".join(misses) if misses else "none"))
    finally:
        engine.quit()


if __name__ == "__main__":
    main()
