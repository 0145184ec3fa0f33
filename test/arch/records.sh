#!/bin/sh
# Records are data inside the process (docs/hacking.md, "Records"): code
# reads a record from struct out (line->rec, umpire/record.h), and the one
# reader of the text form is record_parse in src/core/record.c. Fails on
#  1. a record reader of its own: the old ones by name (rec_field,
#     rec_value, rec_get, fld, record_view, rec_names_unit, wm_record_read);
#  2. a field picked out of text by hand: strstr(..., "key=");
#  3. a record line's text read as one: its tag by strncmp(TEXT, "TAG ",
#     n), or the line through cmd_parse.
# Run by test/run.sh. src/server reads another process's frames, not our
# records. PENDING files (another change rewrites them) are notes.
set -u
cd "$(dirname "$0")/../.." || exit 2
DIRS="src/core src/rules src/cli src/tui include"
READER=src/core/record.c
# Files another change is rewriting, for a merge in progress only. None today.
PENDING=""
fail=0
hits=$(mktemp) || exit 2
trap 'rm -f "$hits"' EXIT

pending() {
	for f in $PENDING; do
		# shellcheck disable=SC2254
		case "$1" in $f) return 0 ;; esac
	done
	return 1
}

check() { # why pattern
	# shellcheck disable=SC2086
	grep -rnE --include='*.c' --include='*.h' "$2" $DIRS |
		grep -v "^$READER:" > "$hits"
	while IFS= read -r hit; do
		if pending "${hit%%:*}"; then
			echo "note: $1: $hit"
		else
			echo "FAIL: $1: $hit"
			fail=1
		fi
	done < "$hits"
}

check "a record reader of its own (use record_get, record_parse)" \
	'(^|[^A-Za-z0-9_])(rec_field|rec_value|rec_get|fld|record_view|rec_names_unit|wm_record_read)[[:space:]]*\('
check "a field picked out of text (use record_get)" \
	'strstr[[:space:]]*\([^;]*"[ a-z_]*[a-z_]="'
check "a record's tag read from its text (use record_is)" \
	'strncmp[[:space:]]*\([^;]*(text|rec)[^;]*, *"[A-Z]+ "'
check "a record line read through cmd_parse (use line->rec)" \
	'cmd_parse[[:space:]]*\([^;]*(\.|->)text'
exit "$fail"
