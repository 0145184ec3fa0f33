#!/bin/sh
# report, print, tables export and save write a file atomically (a
# temporary file renamed over the target). A target that is not a plain
# file (a FIFO, a link to one, a folder; /dev/null for a root user) would
# be replaced by the rename: they refuse it in one line and leave it as it
# was (a `report /dev/null` run as root replaced the device node).
set -u
UMPIRE=${UMPIRE:-$PWD/build/umpire}
dir=$(mktemp -d "${TMPDIR:-/tmp}/umpire-wt.XXXXXX")
trap 'rm -rf "$dir"' EXIT
mkfifo "$dir/fifo" && ln -s fifo "$dir/link" && mkdir "$dir/exp" && mkfifo "$dir/exp/bases.csv" || { echo "write-targets: cannot make a FIFO here"; exit 0; }
cd "$dir" || exit 1
printf 'report fifo\nreport link format=html\nreport exp\nprint fifo\nprint link\nsave fifo\ntables export exp\nreport plain.md\n' |
	timeout 60 "$UMPIRE" --batch --seed 1 --demo > out 2> err
rc=$?
[ $rc = 1 ] || { echo "write-targets: exit $rc, not 1"; cat err; exit 1; }
n=$(grep -c '^error: line [1-7]: .*\(plain file\|a FIFO\)' err)
[ "$n" = 7 ] || { echo "write-targets: $n of 7 refusals"; cat err; exit 1; }
[ -p fifo ] && [ -L link ] && [ -p exp/bases.csv ] || { echo "write-targets: a target was replaced"; ls -la . exp; exit 1; }
[ -f plain.md ] || { echo "write-targets: the plain report was not written"; exit 1; }
echo "write-targets: ok (7 refusals, the FIFOs and the link kept)"
