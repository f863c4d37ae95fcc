#!/usr/bin/env bash
# Rewrites the code's citations of the specifications and of DESIGN.md to where they now live,
# docs/spec/NAME.md and docs/DESIGN.md (issue #34). Idempotent: a second run changes nothing.
#
#   scripts/fix-citations.sh            # src/, tests/, crates/ (if any) and docs/
#   scripts/fix-citations.sh DIR...     # only these directories
#
# In code (every file outside docs/):
#   spec `stanback-eval.md`          -> `docs/spec/stanback-eval.md`
#   `spec/stanback-eval.md`          -> `docs/spec/stanback-eval.md`
#   DESIGN.md, "Explaining a comparison" -> docs/DESIGN.md, "Verdicts and explanations"
#   DESIGN.md                        -> docs/DESIGN.md
# In docs/ the paths stay relative to docs/ (`spec/NAME.md`, `DESIGN.md`); only the form
# spec `NAME.md` becomes `spec/NAME.md`. tests/doc_citations.rs checks the result.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ "$#" -eq 0 ]; then
  set -- src tests docs
  [ -d crates ] && set -- "$@" crates
fi
code='
  s{\bspec `([A-Za-z0-9_-]+\.md)`}{`docs/spec/$1`}g;
  s{(?<![/\w])`spec/([A-Za-z0-9_-]+\.md)`}{`docs/spec/$1`}g;
  s{(?<![/\w.-])DESIGN\.md, "Explaining a comparison"}{docs/DESIGN.md, "Verdicts and explanations"}g;
  s{(?<![/\w.-])DESIGN\.md}{docs/DESIGN.md}g;
'
docs='s{\bspec `([A-Za-z0-9_-]+\.md)`}{`spec/$1`}g;'
for dir in "$@"; do
  [ -d "$dir" ] || { echo "fix-citations: no directory $dir" >&2; exit 2; }
  # Text files only, and never the data of the tests or build output.
  find "$dir" -type f \( -name '*.rs' -o -name '*.md' -o -name '*.toml' -o -name '*.sh' -o -name '*.py' \) \
    -not -path '*/target/*' -not -path 'tests/data/*' -not -path '*/tests/data/*' -print0 |
    while IFS= read -r -d '' file; do
      case "$file" in
        docs/*) script="$docs" ;;
        *) script="$code" ;;
      esac
      # Only files that cite something are rewritten, so the others keep their times.
      if grep -qE 'spec `[A-Za-z0-9_-]+\.md`|`spec/[A-Za-z0-9_-]+\.md`|DESIGN\.md' "$file"; then
        perl -pi -e "$script" "$file"
      fi
    done
done
