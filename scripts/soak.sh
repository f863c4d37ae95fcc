#!/usr/bin/env bash
# The soak: the workstation left running in a pseudo-terminal (tmux) with infinite analysis,
# an external engine (`kibitzer uci` itself), a background review, the position changing
# every few seconds and the tree explorer opened and closed, while the kibitzer process's
# memory (RSS), open descriptors, threads and child processes are sampled into a CSV.
# At the end it quits the workstation and prints the acceptance check: memory and
# descriptors flat within 10% after the warm-up, no zombie and no orphan process.
#
#   scripts/soak.sh [--minutes N] [--warmup M] [--interval S] [--binary PATH]
#                   [--game FILE.pgn] [--csv FILE] [--keep] [--check FILE.csv]
#
# Defaults: 60 minutes, a warm-up of 5 minutes (half the run when it is shorter than 10),
# a sample every 15 seconds, target/release/kibitzer (built when missing), scripts/soak.pgn,
# soak-DATE.csv in the current directory. `--check FILE.csv` runs nothing: it judges the
# samples of an earlier run (with --warmup). Exit status 0 when the check passes, 1 when it
# fails, 2 on bad arguments, 130 on Ctrl-C (the run is cleaned up and the samples so far
# are checked). Needs bash, tmux and Linux's /proc.
#
# Flat means: the samples after the warm-up are cut into windows of five minutes (of half
# the rest of the run when that is shorter; a last, shorter window is left out), and the
# peak of every window stays within 10% of the first window's peak. Peaks, not single samples: the review and the tree explorer
# come and go every two minutes and take memory while they run.
#
# Everything is in functions called from the last line, so that editing this file while a
# soak runs cannot change what the running shell reads next.

set -u

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
minutes=60
warmup=""
interval=15
binary="$root/target/release/kibitzer"
game="$root/scripts/soak.pgn"
csv="soak-$(date -u +%Y%m%d-%H%M%S).csv"
keep=0
check=""

usage() {
    sed -n '9,10p' "${BASH_SOURCE[0]}" | sed 's/^#//' >&2
    exit 2
}

is_count() { [[ "$1" =~ ^[0-9]+$ ]] && (("$1" > 0)); }

parse_arguments() {
while (($# > 0)); do
    case "$1" in
    --minutes) minutes=${2:-}; shift 2 || usage ;;
    --warmup) warmup=${2:-}; shift 2 || usage ;;
    --interval) interval=${2:-}; shift 2 || usage ;;
    --binary) binary=${2:-}; shift 2 || usage ;;
    --game) game=${2:-}; shift 2 || usage ;;
    --csv) csv=${2:-}; shift 2 || usage ;;
    --keep) keep=1; shift ;;
    --check) check=${2:-}; shift 2 || usage ;;
    -h | --help) usage ;;
    *) echo "soak: unknown argument '$1'" >&2; usage ;;
    esac
done
is_count "$minutes" || { echo "soak: --minutes wants a whole number above 0" >&2; exit 2; }
if [[ -n "$check" ]]; then
    [[ -r "$check" ]] || { echo "soak: cannot read $check" >&2; exit 2; }
    [[ -n "$warmup" ]] || warmup=5
    [[ "$warmup" =~ ^[0-9]+$ ]] || { echo "soak: --warmup wants a whole number" >&2; exit 2; }
    return
fi
is_count "$interval" || { echo "soak: --interval wants a whole number above 0" >&2; exit 2; }
if [[ -z "$warmup" ]]; then
    warmup=$((minutes >= 10 ? 5 : minutes / 2))
elif ! [[ "$warmup" =~ ^[0-9]+$ ]] || ((warmup >= minutes)); then
    echo "soak: --warmup wants a whole number of minutes below --minutes" >&2
    exit 2
fi
command -v tmux >/dev/null || { echo "soak: tmux is needed" >&2; exit 2; }
[[ -r "$game" ]] || { echo "soak: cannot read the game $game" >&2; exit 2; }
if [[ ! -x "$binary" ]]; then
    if [[ "$binary" == "$root/target/release/kibitzer" ]]; then
        (cd "$root" && cargo build --release --bin kibitzer) || exit 2
    else
        echo "soak: $binary is not an executable" >&2
        exit 2
    fi
fi
binary=$(cd "$(dirname "$binary")" && pwd)/$(basename "$binary")
}

session="kibitzer-soak-$$"
# A tmux server of its own (its own socket): nothing done to other tmux sessions touches it.
tmux() { command tmux -L "$session" "$@"; }
scratch=""
children_seen=""
kibitzer=""
socket=""
finished=0

# The pid of the workstation, the child of the pane's shell.
find_kibitzer() {
    local pane
    pane=$(tmux list-panes -t "$session" -F '#{pane_pid}' 2>/dev/null | head -n 1)
    [[ -n "$pane" ]] || return 1
    local pid
    for pid in $(ps -o pid= --ppid "$pane"); do
        if [[ "$(readlink "/proc/$pid/exe" 2>/dev/null)" == "$binary" ]]; then
            echo "$pid"
            return 0
        fi
    done
    return 1
}

alive() { [[ -n "$1" ]] && kill -0 "$1" 2>/dev/null; }

keys() { tmux send-keys -t "$session" "$@" 2>/dev/null; }

# One CSV row: elapsed seconds, then the workstation's figures, then its children's.
sample() {
    local elapsed=$1 status="/proc/$kibitzer/status"
    local rss threads fds children=0 zombies=0 child_rss=0 child_fds=0 pid state kb
    rss=$(awk '/^VmRSS:/ {print $2}' "$status" 2>/dev/null) || return 1
    threads=$(awk '/^Threads:/ {print $2}' "$status" 2>/dev/null) || return 1
    fds=$(find "/proc/$kibitzer/fd" -mindepth 1 -maxdepth 1 2>/dev/null | wc -l)
    for pid in $(ps -o pid= --ppid "$kibitzer"); do
        children=$((children + 1))
        grep -qx "$pid" "$children_seen" || echo "$pid" >>"$children_seen"
        state=$(awk '/^State:/ {print $2}' "/proc/$pid/status" 2>/dev/null)
        if [[ "$state" == Z ]]; then
            zombies=$((zombies + 1))
            continue
        fi
        kb=$(awk '/^VmRSS:/ {print $2}' "/proc/$pid/status" 2>/dev/null)
        child_rss=$((child_rss + ${kb:-0}))
        child_fds=$((child_fds + $(find "/proc/$pid/fd" -mindepth 1 -maxdepth 1 2>/dev/null | wc -l)))
    done
    [[ -n "$rss" ]] || return 1
    echo "$elapsed,$rss,$fds,$threads,$children,$zombies,$child_rss,$child_fds" >>"$csv"
}

# The acceptance check over the CSV; prints the curve and the verdict, returns 0 on a pass.
# `ran` is the run's length in seconds; `orphans` the children that outlived the workstation
# ("-" when not known); `early` why the run ended early, if it did.
verdict() {
    local ran=$1 orphans=$2 early=$3
    echo
    echo "soak: samples every 5 minutes ($csv):"
    awk -F, 'NR == 1 {printf "%8s %10s %5s %8s %9s %8s %12s %10s\n", "minute", "rss_kb", "fds", "threads", "children", "zombies", "engine_rss_kb", "engine_fds"; next}
        {last = $0; printed = 0}
        $1 >= next_mark {printf "%8.1f %10d %5d %8d %9d %8d %12d %10d\n", $1 / 60, $2, $3, $4, $5, $6, $7, $8; next_mark = (int($1 / 300) + 1) * 300; printed = 1}
        END {split(last, f, ","); if (last != "" && !printed) printf "%8.1f %10d %5d %8d %9d %8d %12d %10d  (last)\n", f[1] / 60, f[2], f[3], f[4], f[5], f[6], f[7], f[8]}' \
        next_mark=0 "$csv"
    awk -F, -v warm=$((warmup * 60)) -v ran="$ran" -v orphans="$orphans" -v early="$early" '
        # Whether the window peaks of column `c` stay within 10% of the first window peak.
        function check(name, c,    k, base, low, high, worst, up, down, text) {
            base = peak[c, 0]; low = high = base; text = ""
            for (k = 0; k < windows; k++) {
                if (peak[c, k] < low) low = peak[c, k]
                if (peak[c, k] > high) high = peak[c, k]
                text = text " " peak[c, k]
            }
            if (base == 0) {up = high > 0 ? 1 : 0; down = 0}
            else {up = (high - base) / base; down = (base - low) / base}
            worst = up > down ? up : down
            printf "soak: %-20s window peaks%s (%+.1f%% / %+.1f%% of the first): %s\n", name, text, -100 * down, 100 * up, worst <= 0.10 ? "flat" : "NOT FLAT"
            return worst <= 0.10
        }
        BEGIN {after = 0; rows = 0; zombies = 0; seconds = 0}
        NR == 1 {next}
        {rows++; if ($6 > zombies) zombies = $6; if ($1 > seconds) seconds = $1}
        $1 >= warm {
            t[after] = $1
            for (c = 2; c <= 8; c++) v[after, c] = $c
            after++
        }
        END {
            pass = 1
            if (ran == "") ran = seconds
            width = (ran - warm) / 2 < 300 ? int((ran - warm) / 2) : 300
            if (width < 1) width = 1
            # Only whole windows are judged: a last, shorter one may miss the review.
            windows = ran > warm ? int((ran - warm) / width) : 0
            for (i = 0; i < after; i++) {
                k = int((t[i] - warm) / width)
                if (k >= windows) continue
                for (c = 2; c <= 8; c++) if (!((c, k) in peak) || v[i, c] > peak[c, k]) peak[c, k] = v[i, c]
            }
            printf "soak: %d samples over %.1f minutes, %d after the warm-up of %d minutes, in %d windows of %.1f minutes\n", rows, ran / 60, after, warm / 60, windows, width / 60
            if (early != "") {print "soak: FAIL: " early; pass = 0}
            empty = 0
            for (k = 0; k < windows; k++) if (!((2, k) in peak)) empty = 1
            if (windows < 2 || empty) {print "soak: FAIL: too few samples after the warm-up to judge"; pass = 0}
            else {
                pass = check("memory (RSS, kB)", 2) && pass
                pass = check("descriptors", 3) && pass
                low = high = v[0, 4]
                for (i = 0; i < after; i++) {if (v[i, 4] < low) low = v[i, 4]; if (v[i, 4] > high) high = v[i, 4]}
                printf "soak: threads from %d to %d (not judged: the review and the tree explorer add theirs)\n", low, high
                if (peak[7, 0] > 0) {
                    pass = check("engine memory (kB)", 7) && pass
                    pass = check("engine descriptors", 8) && pass
                }
            }
            printf "soak: zombie children seen: %d\n", zombies; if (zombies > 0) pass = 0
            if (orphans == "-") print "soak: orphan processes: not checked (--check)"
            else {printf "soak: orphan processes left after the exit: %s\n", orphans == "" ? "none" : orphans; if (orphans != "") pass = 0}
            print pass ? "soak: PASS" : "soak: FAIL"
            exit (pass ? 0 : 1)
        }' "$csv"
}

# Quits the workstation (a key, then TERM, then KILL), ends the tmux session, and reports
# every child ever seen that outlived it.
stop_everything() {
    local pid waited
    if alive "$kibitzer"; then
        tmux capture-pane -p -t "$session" >"${csv%.csv}.screen.txt" 2>/dev/null
        # Escape alone: followed at once by a key, the terminal reads Alt and that key.
        keys Escape; sleep 0.3; keys Escape; sleep 0.3; keys q
        for waited in $(seq 1 100); do alive "$kibitzer" || break; sleep 0.1; done
        if alive "$kibitzer"; then
            echo "soak: the workstation did not quit on q; sending TERM" >&2
            kill -TERM "$kibitzer" 2>/dev/null
            for waited in $(seq 1 50); do alive "$kibitzer" || break; sleep 0.1; done
            alive "$kibitzer" && kill -KILL "$kibitzer" 2>/dev/null
        fi
    fi
    sleep 1
    orphans=""
    while read -r pid; do
        if alive "$pid"; then
            orphans="$orphans $pid($(tr '\0' ' ' <"/proc/$pid/cmdline" 2>/dev/null | cut -c1-60))"
            kill -KILL "$pid" 2>/dev/null
        fi
    done <"$children_seen"
    orphans=${orphans# }
    for waited in $(seq 1 20); do [[ -s "$scratch/status" ]] && break; sleep 0.1; done
    status=$(cat "$scratch/status" 2>/dev/null)
    tmux kill-server 2>/dev/null
    [[ -n "$socket" && -S "$socket" ]] && rm -f "$socket"
    if ((keep)); then echo "soak: kept $scratch"; else rm -rf "$scratch"; fi
}

interrupted() {
    ((finished)) && exit 130
    finished=1
    echo >&2
    echo "soak: interrupted; cleaning up" >&2
    stop_everything
    [[ -s "$csv" ]] && verdict "$(($(date +%s) - start))" "$orphans" "interrupted by a signal"
    exit 130
}
main() {
    parse_arguments "$@"
    if [[ -n "$check" ]]; then
        csv=$check
        verdict "" "-" ""
        exit
    fi
    start=$(date +%s)
    scratch=$(mktemp -d "${TMPDIR:-/tmp}/kibitzer-soak.XXXXXX")
    children_seen="$scratch/children"
    : >"$children_seen"
    trap interrupted INT TERM HUP
    trap '((finished)) || stop_everything' EXIT

    echo "elapsed_s,rss_kb,fds,threads,children,zombies,engine_rss_kb,engine_fds" >"$csv"
    mkdir -p "$scratch/config" "$scratch/data"
    # Its own config and data directories, so the soak neither reads nor writes the user's.
    tmux new-session -d -s "$session" -x 160 -y 50 \
        "cd '$scratch' && XDG_CONFIG_HOME='$scratch/config' XDG_DATA_HOME='$scratch/data' '$binary' --depth 0 --engine '$binary uci' '$game'; echo \$? >'$scratch/status'; sleep 2" ||
            { echo "soak: tmux could not start" >&2; exit 2; }
    socket=$(tmux display-message -p '#{socket_path}' 2>/dev/null)
    for _ in $(seq 1 100); do kibitzer=$(find_kibitzer) && break; sleep 0.1; done
    if [[ -z "$kibitzer" ]]; then
        echo "soak: the workstation did not start" >&2
        tmux kill-server 2>/dev/null
        exit 1
    fi
    start=$(date +%s)
    end=$((start + minutes * 60))
    echo "soak: kibitzer pid $kibitzer in tmux session $session (tmux -L $session attach to watch), $minutes minutes, CSV $csv"

    # The position changes every 3 seconds: through the game and its variations, now and then a
    # move played and taken back; every 2 minutes the review restarts (Esc first, so that A
    # always starts a new one) and, a minute later, the tree explorer opens for 12 seconds.
    steps=(Right Right Right Down Right Right Left Left Right End Home Right Right p BSpace Right Up Right)
    tick=0
    next_sample=$start
    early=""
    while (($(date +%s) < end)); do
        now=$(date +%s)
        if ! alive "$kibitzer"; then
            early="the workstation exited after $((now - start)) s (status $(cat "$scratch/status" 2>/dev/null || echo unknown))"
            break
        fi
        if ((now >= next_sample)); then
            sample "$((now - start))" || true
            next_sample=$((next_sample + interval))
        fi
        phase=$((tick % 40))
        if ((phase == 2)); then
            keys Escape
            sleep 0.3
            keys A
        elif ((phase == 20)); then
            keys t
        elif ((phase > 20 && phase < 24)); then
            keys Down
        elif ((phase == 24)); then
            keys t
        else
            keys "${steps[tick % ${#steps[@]}]}"
        fi
        tick=$((tick + 1))
        sleep 3
    done
    finished=1
    ran=$(($(date +%s) - start))
    stop_everything
    [[ -z "$early" && -n "$status" && "$status" != 0 ]] && early="the workstation exited with status $status"
    verdict "$ran" "$orphans" "$early"
    exit
}

main "$@"
