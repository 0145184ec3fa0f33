#!/bin/sh
# scan splits its firers over threads (at most one per 1,000 firers and
# processor; UMPIRE_THREADS=N forces N): each block's SCAN records are put
# back in roster order, so the output is the same on any number of
# threads, byte for byte: the golden scan-battle (600 units, both sides) on
# 1 and 3, and a battle of 4,000 units (2,000 firers a side) on 1 and 2
# (SCAN_THREADS_UNITS=N another size: make asan takes 2,000).
set -u
UMPIRE=${UMPIRE:-$PWD/build/umpire}
BENCH_SCAN=${BENCH_SCAN:-$PWD/${BUILD:-build}/bench_scan}
golden=$PWD/test/golden/geometry/scan-battle
dir=$(mktemp -d "${TMPDIR:-/tmp}/umpire-st.XXXXXX")
trap 'rm -rf "$dir"' EXIT
sed '/^--- stderr$/,$d' "$golden.out" > "$dir/want"
for n in 1 3; do
	UMPIRE_THREADS=$n timeout 120 "$UMPIRE" --batch --seed 1 < "$golden.cmd" > "$dir/got$n" 2> "$dir/err$n" ||
		{ echo "scan-threads: exit $? on $n threads"; cat "$dir/err$n"; exit 1; }
	cmp -s "$dir/want" "$dir/got$n" ||
		{ echo "scan-threads: $n threads differ from the golden"; diff "$dir/want" "$dir/got$n" | head; exit 1; }
done
[ -x "$BENCH_SCAN" ] || { echo "scan-threads: no $BENCH_SCAN (make $BENCH_SCAN)"; exit 1; }
units=${SCAN_THREADS_UNITS:-4000}
"$BENCH_SCAN" --script "$units" > "$dir/big.cmd"
for n in 1 2; do
	UMPIRE_THREADS=$n timeout 300 "$UMPIRE" --batch --seed 1 < "$dir/big.cmd" > "$dir/big$n" 2>&1 ||
		{ echo "scan-threads: $units units, exit $? on $n threads"; exit 1; }
done
records=$(grep -c '^SCAN ' "$dir/big1")
[ "$records" -gt $((units * 3 / 40)) ] || { echo "scan-threads: only $records SCAN records in the $units-unit battle"; exit 1; }
for n in 2; do
	cmp -s "$dir/big1" "$dir/big$n" ||
		{ echo "scan-threads: $units units on $n threads differ from one"; diff "$dir/big1" "$dir/big$n" | head; exit 1; }
done
echo "scan-threads: ok (golden on 1 and 3 threads; $units units, $records SCAN records, the same on 1 and 2 threads)"
