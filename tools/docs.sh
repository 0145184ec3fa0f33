#!/bin/sh
# The command lists of docs/commands.md and docs/umpire.1 come from the
# command table and every ruleset's own commands (`help format=md|man`);
# the tables and settings of docs/tables.md from the rulesets' declared
# schemas (`help format=tables-md`).
#   tools/docs.sh UMPIRE           rewrite the lists between the markers
#   tools/docs.sh --check UMPIRE   fail (and show the diff) when they differ
# `make docs` runs the first; test/arch/docs.sh the second.
set -eu
check=0
if [ "${1:-}" = --check ]; then
	check=1
	shift
fi
umpire=${1:?usage: tools/docs.sh [--check] UMPIRE}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
status=0

# splice FILE FORMAT BEGIN END: the lines strictly between the BEGIN and
# END marker lines become the output of `help format=FORMAT`.
splice() {
	file=$1 format=$2 begin=$3 end=$4
	echo "help format=$format" | "$umpire" --batch \
		> "$tmp/list" 2> "$tmp/err" || true
	if [ -s "$tmp/err" ] || [ ! -s "$tmp/list" ]; then
		echo "docs: help format=$format failed:" >&2
		cat "$tmp/err" >&2
		exit 2
	fi
	grep -qxF "$begin" "$file" && grep -qxF "$end" "$file" || {
		echo "docs: $file lacks the marker lines" >&2
		exit 2
	}
	# ENVIRON, not -v: awk -v would read the backslash in .\" as an escape.
	B=$begin E=$end L=$tmp/list awk '
		$0 == ENVIRON["E"] { skip = 0 }
		!skip { print }
		$0 == ENVIRON["B"] {
			while ((getline l < ENVIRON["L"]) > 0) print l
			skip = 1
		}
	' "$file" > "$tmp/new"
	if [ "$check" = 1 ]; then
		if ! cmp -s "$file" "$tmp/new"; then
			echo "docs: $file is not what the command table makes; run make docs" >&2
			diff -u "$file" "$tmp/new" | head -40 >&2
			status=1
		fi
	elif ! cmp -s "$file" "$tmp/new"; then
		cp "$tmp/new" "$file"
		echo "docs: rewrote $file"
	fi
}

splice docs/commands.md md '<!-- begin: help format=md (make docs) -->' \
	'<!-- end: help format=md -->'
splice docs/umpire.1 man '.\" begin: help format=man (make docs)' \
	'.\" end: help format=man'
splice docs/tables.md tables-md '<!-- begin: help format=tables-md (make docs) -->' \
	'<!-- end: help format=tables-md -->'
exit "$status"
