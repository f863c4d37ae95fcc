#!/usr/bin/env bash
# Hostile files: generates each in a scratch directory, feeds it to every command-line entry
# point that reads a file, and prints a Markdown table of exit status, wall time, peak
# resident memory and the first line of standard error. The files are deleted at the end
# (the largest takes 100 MB of disk for a moment; the 1 GB PGN is a sparse file).
#
#   cargo build --release && scripts/hostile_files.sh [target/release/kibitzer] [SCRATCH]
#
# The workstation (`kibitzer FILE.pgn` on a terminal, `:pgn FILE`) reads through the same
# function as `annotate` and `suite` up to 64 MiB and streams a larger PGN file; try the files
# in it by hand in tmux, sampling VmRSS in /proc (docs/workstation.md, "Limits, and what hostile files do").
set -eu

bin=$(realpath "${1:-target/release/kibitzer}")
dir=${2:-$(mktemp -d /tmp/kibitzer-hostile.XXXXXX)}
mkdir -p "$dir"
trap 'rm -rf "$dir"' EXIT
cd "$dir"

# 1 GB, sparse: refused by `annotate` and `suite` by its size before a byte is read.
truncate -s 1G big.pgn
# One line of 100 MB (over the limit) and one of 60 MB (under it).
head -c 100000000 /dev/zero | tr '\0' 'x' > line100m.pgn
head -c 60000000 /dev/zero | tr '\0' 'x' > line60m.pgn
# A megabyte of random bytes.
head -c 1000000 /dev/urandom > binary.pgn
mkfifo fifo.pgn
# A config file of 10 MB (comments).
yes '# a comment line of a config file that goes on and on and on' | head -c 10000000 > big.toml
# One game of 100,000 plies; variations nested 10,000 deep.
python3 - <<'PY'
cycle = ["Nf3", "Nf6", "Ng1", "Ng8"]
with open("plies100k.pgn", "w") as f:
    f.write("[Event \"long\"]\n\n")
    f.write(" ".join(cycle[i % 4] for i in range(100_000)))
    f.write(" *\n")
with open("nested10k.pgn", "w") as f:
    f.write("[Event \"deep\"]\n\n")
    f.write("Nf3 Nf6 Ng1 Ng8 Nc3 ( " * 10_000 + "Nf3" + " )" * 10_000 + " *\n")
# 100,000 and 10,000 positions of a mate in one.
for count, name in [(100_000, "suite100k.epd"), (10_000, "suite10k.epd")]:
    with open(name, "w") as f:
        for i in range(count):
            f.write(f'6k1/5ppp/8/8/8/8/8/R5K1 w - - bm Ra8#; id "p{i}";\n')
PY

run() { # case, then the command's arguments
    local case=$1
    shift
    local start end status rss message
    start=$(date +%s.%N)
    set +e
    /usr/bin/time -f '%M' -o time.txt timeout 900 "$bin" "$@" > out.txt 2> err.txt < /dev/null
    status=$?
    set -e
    end=$(date +%s.%N)
    rss=$(tail -n 1 time.txt)
    message=$( (grep -v '^warning: p[0-9]*:' err.txt || true) | head -n 1 | cut -c 1-110)
    if [ -z "$message" ]; then message=$(tail -n 1 out.txt | cut -c 1-110); fi
    printf '| %s | `%s` | %s | %.2f | %d | %s |\n' "$case" "$*" "$status" \
        "$(echo "$end - $start" | bc)" "$((rss / 1024))" "$message"
}

echo '| file | command | exit | seconds | max RSS MB | first line of stderr (else stdout) |'
echo '|---|---|---|---|---|---|'
for file in big.pgn line100m.pgn line60m.pgn binary.pgn fifo.pgn /dev/zero; do
    run "$file" "$file"
    run "$file" annotate "$file" --depth 1
    run "$file" suite "$file" --movetime 1
    run "$file" --config "$file" config
done
run big.toml --config big.toml config
run plies100k.pgn annotate plies100k.pgn --depth 1 -o out.pgn
run nested10k.pgn annotate nested10k.pgn --depth 1 -o out.pgn
run suite10k.epd suite suite10k.epd --movetime 1
run suite100k.epd suite suite100k.epd --movetime 1
