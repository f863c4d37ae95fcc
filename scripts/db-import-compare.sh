#!/usr/bin/env bash
# Import speed and size: Scid 4.7 against `kibitzer db import`, on the same PGN file, ROUNDS
# times each (default 3), alternated (odd rounds Scid first, even rounds kibitzer first), each
# into a fresh database. Issue #36's target: kibitzer imports at least as many games per
# second as Scid on a file of at least a million games (make one with scripts/make-games.sh).
#
#   scripts/db-import-compare.sh FILE.pgn [ROUNDS]
#
# Prints, per round and engine, the games, the wall time of the whole process (start, import,
# close), games per second and the database's size per game (Scid: .si4 + .sg4 + .sn4, which
# hold no position index; kibitzer: the database file plus its -wal if any, which hold the
# games' text, their headers and the explorer's position index), then the median of the
# rounds.
#
# Environment: KIBITZER (default target/release/kibitzer, relative to the repository; build it
# with `cargo build --release`), TKSCID (default /usr/games/tkscid, from Debian's `scid`
# package; it runs the Tcl script headless, no display needed), WORK (folder for the
# databases, default a fresh one under /tmp, removed at the end), KEEP=1 keeps the last
# round's databases there (e.g. for `kibitzer db bench --db WORK/kibitzer.db`).

set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
pgn=${1:-}
rounds=${2:-3}
if [ -z "$pgn" ] || [ ! -f "$pgn" ] || ! [[ $rounds =~ ^[1-9][0-9]*$ ]]; then
    echo "usage: scripts/db-import-compare.sh FILE.pgn [ROUNDS]" >&2
    exit 2
fi
kibitzer=${KIBITZER:-$root/target/release/kibitzer}
tkscid=${TKSCID:-/usr/games/tkscid}
for tool in "$kibitzer" "$tkscid"; do
    if [ ! -x "$tool" ]; then
        echo "db-import-compare.sh: $tool is missing (KIBITZER= / TKSCID=)" >&2
        exit 1
    fi
done
work=${WORK:-$(mktemp -d /tmp/db-import-compare.XXXXXX)}
mkdir -p "$work"
if [ "${KEEP:-0}" != 1 ] && [ -z "${WORK:-}" ]; then
    trap 'rm -rf "$work"' EXIT
fi

now() { date +%s%N; }
# The bytes of the files given that exist.
bytes() {
    local total=0 f
    for f in "$@"; do
        if [ -f "$f" ]; then total=$((total + $(stat -c %s "$f"))); fi
    done
    echo "$total"
}
seconds() { echo "scale=3; ($2 - $1) / 1000000000" | bc; }

run_scid() {
    rm -f "$work"/scid.si4 "$work"/scid.sg4 "$work"/scid.sn4
    local start end out
    start=$(now)
    out=$("$tkscid" "$root/scripts/scid-import.tcl" "$pgn" "$work/scid")
    end=$(now)
    games=$(echo "$out" | awk '/^games/ {print $2}')
    took=$(seconds "$start" "$end")
    size=$(bytes "$work"/scid.si4 "$work"/scid.sg4 "$work"/scid.sn4)
}

run_kibitzer() {
    rm -f "$work"/kibitzer.db "$work"/kibitzer.db-wal "$work"/kibitzer.db-shm
    local start end out
    start=$(now)
    out=$("$kibitzer" db import "$pgn" --db "$work/kibitzer.db")
    end=$(now)
    echo "$out" | sed 's/^/    /' >&2
    games=$(echo "$out" | tail -n 1 | sed -E 's/.*: ([0-9,]+) games$/\1/; s/,//g')
    took=$(seconds "$start" "$end")
    size=$(bytes "$work"/kibitzer.db "$work"/kibitzer.db-wal)
}

declare -a scid_rates kib_rates
report() {
    local who=$1
    local rate per_game
    rate=$(echo "scale=0; $games / $took" | bc)
    per_game=$(echo "scale=1; $size / $games" | bc)
    printf '%-8s round %d: %s games in %s s = %s games/s; %s bytes = %s bytes/game\n' \
        "$who" "$round" "$games" "$took" "$rate" "$size" "$per_game"
    if [ "$who" = scid ]; then scid_rates+=("$rate"); else kib_rates+=("$rate"); fi
    if [ "$who" = scid ]; then scid_size=$per_game; else kib_size=$per_game; fi
}

echo "file: $pgn ($(stat -c %s "$pgn") bytes), $rounds rounds, $(nproc) cores, load: $(cut -d' ' -f1-3 /proc/loadavg)"
for round in $(seq 1 "$rounds"); do
    if [ $((round % 2)) = 1 ]; then order="scid kibitzer"; else order="kibitzer scid"; fi
    for who in $order; do
        "run_$who"
        report "$who"
    done
done
median() { printf '%s\n' "$@" | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
echo "median: scid $(median "${scid_rates[@]}") games/s, kibitzer $(median "${kib_rates[@]}") games/s"
echo "size: scid $scid_size bytes/game, kibitzer $kib_size bytes/game"
if [ "${KEEP:-0}" = 1 ]; then
    echo "kept: $work/scid.* and $work/kibitzer.db"
fi
