#!/bin/sh
# Layout rules (docs/hacking.md, "Layout"), run by test/run.sh:
#  1. no file in the shared code names a ruleset (its name, its
#     `ruleset_NAME` symbol) or one of its own table files: shared code
#     knows rulesets only through struct ruleset and the registry
#     (src/rules/rules.c);
#  2. no function in src/ is longer than 120 lines (test/arch/fnlen.awk).
# STRICT lists the folders where a finding fails the test; findings
# elsewhere are printed as notes (the integrator widens STRICT as the
# other changes land: ARCH_STRICT="src include" is the goal).
set -u
cd "$(dirname "$0")/../.." || exit 2
STRICT=${ARCH_STRICT:-"src include"}
SHARED="src/core src/cli src/tui include"
MAX=120
# Functions over MAX in a STRICT folder whose split another change owns
# ("FILE:NAME" words): printed as notes. Remove one when its split lands.
PENDING=""
fail=0
hits=$(mktemp) || exit 2
trap 'rm -f "$hits"' EXIT

strict() { # path: under a STRICT folder?
	for d in $STRICT; do
		case "$1" in "$d"/*) return 0 ;; esac
	done
	return 1
}

finding() { # path message
	if strict "$1"; then
		echo "FAIL: $2"
		fail=1
	else
		echo "note: $2"
	fi
}

# 1. Ruleset names, registry symbols and table files in shared code.
pat=""
for d in src/rules/*/; do
	n=$(basename "$d")
	[ "$n" = common ] && continue
	pat="$pat|$(echo "$n" | sed 's/-/[-_ ]/g')|ruleset_$(echo "$n" | tr - _)"
	for f in data/"$n"/*.csv; do
		[ -f "$f" ] || continue
		b=$(basename "$f")
		# Files any ruleset may have are shared vocabulary (spec §7).
		case "$b" in bases.csv | settings.csv) continue ;; esac
		pat="$pat|$(echo "$b" | sed 's/\./\\./g')"
	done
done
# "_" ends a word too: teach_NAME and NAME_tables name the ruleset.
pat="(^|[^A-Za-z0-9-])(${pat#|})([^A-Za-z0-9-]|$)"
# shellcheck disable=SC2086
grep -rniE --include='*.c' --include='*.h' "$pat" $SHARED > "$hits"
while IFS= read -r hit; do
	finding "${hit%%:*}" "names a ruleset: $hit"
done < "$hits"

# 2. Function lengths.
find src -name '*.c' | LC_ALL=C sort | xargs awk -v max="$MAX" \
	-f test/arch/fnlen.awk > "$hits"
while read -r where name len; do
	f=${where%%:*}
	msg="$where $name is $len lines (at most $MAX)"
	case " $PENDING " in
	*" $f:$name "*) echo "note (pending): $msg" ;;
	*) finding "$f" "$msg" ;;
	esac
done < "$hits"

[ "$fail" -eq 0 ] && echo "layout: clean in $STRICT"
exit "$fail"
