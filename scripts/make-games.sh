#!/usr/bin/env bash
# Writes N made-up but legal games to OUT (PGN), the same games for the same SEED: the test
# file of the games database's import (issue #36). Builds scripts/make-games (a standalone
# Rust program: real opening lines from kibitzer's tables, then seeded random play, varied
# headers; see its src/main.rs) in release mode, then runs it. A million games take about
# a minute and a half on two cores and weigh about 730 MB. Never commit the output.
#
#   scripts/make-games.sh N SEED OUT [--zst]
#
# --zst also writes OUT.zst with the `zstd` command (install it with `apt-get install -y zstd`
# when it is missing; kibitzer reads .pgn.zst files directly).
# MAKE_GAMES_THREADS=K limits the threads (default: every core); the output does not depend
# on it.

set -euo pipefail

usage() {
    echo "usage: scripts/make-games.sh N SEED OUT [--zst]" >&2
    exit 2
}

[ $# -ge 3 ] && [ $# -le 4 ] || usage
n=$1 seed=$2 out=$3 zst=${4:-}
[[ $n =~ ^[0-9]+$ && $seed =~ ^[0-9]+$ ]] || usage
[ -z "$zst" ] || [ "$zst" = --zst ] || usage
if [ -n "$zst" ] && ! command -v zstd >/dev/null; then
    echo "make-games.sh: --zst needs the zstd command (apt-get install -y zstd)" >&2
    exit 1
fi

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
cargo build --release --quiet --manifest-path "$here/make-games/Cargo.toml"
start=$(date +%s.%N)
"$here/make-games/target/release/make-games" "$n" "$seed" >"$out"
end=$(date +%s.%N)
printf '%s games in %.1f s: %s (%s bytes)\n' "$n" "$(echo "$end - $start" | bc)" "$out" \
    "$(stat -c %s "$out")"
if [ -n "$zst" ]; then
    zstd -q -f -T0 -3 "$out" -o "$out.zst"
    echo "$out.zst ($(stat -c %s "$out.zst") bytes)"
fi
