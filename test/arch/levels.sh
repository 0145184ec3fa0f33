#!/bin/sh
# The core in levels (docs/hacking.md, "Levels"), run by test/run.sh:
# the files of src/core at link level, from the objects of the last build
# ($BUILD/core/*.o): file A depends on file B when A uses a symbol B
# defines (nm: undefined in A, defined in B). Fails on any circle (a
# strongly connected set of files), naming its files and the symbols that
# tie them; prints every file's level (0: uses no other core file; else
# one above the highest file it uses), so no file calls a level above its
# own.
set -u
cd "$(dirname "$0")/../.." || exit 2
BUILD=${BUILD:-build}
# Circles another change is removing ("A:B": the uses between A and B
# are not counted, both ways), for a merge in progress only; remove a pair
# when its circle is gone (the test says so). None today.
ALLOWED=""

objs=""
for c in src/core/*.c; do
	n=$(basename "$c" .c)
	o="$BUILD/core/$n.o"
	if [ ! -f "$o" ]; then
		echo "FAIL: $o missing: build first (make build)"
		exit 1
	fi
	objs="$objs $o"
done

# "FILE D SYM" for each global symbol a file defines, "FILE U SYM" for
# each it uses.
# shellcheck disable=SC2086
nm -P -g -A $objs | awk '
	{ f = $1; sub(/:$/, "", f); sub(/.*\//, "", f); sub(/\.o$/, "", f) }
	$3 == "U" { print f, "U", $2; next }
	$3 ~ /^[TDBRCVWSG]$/ { print f, "D", $2 }' | awk -v allowed="$ALLOWED" '
$2 == "D" { owner[$3] = $1; files[$1] = 1; next }
{ nu++; uf[nu] = $1; us[nu] = $3; files[$1] = 1 }
END {
	na = split(allowed, al, " ")
	for (i = 1; i <= na; i++) {
		split(al[i], p, ":")
		skip[p[1] SUBSEP p[2]] = 1
		skip[p[2] SUBSEP p[1]] = 1
	}
	nf = 0
	for (f in files) name[++nf] = f
	# sort the names (insertion sort: a few dozen)
	for (i = 2; i <= nf; i++) {
		v = name[i]
		for (j = i - 1; j > 0 && name[j] > v; j--) name[j + 1] = name[j]
		name[j + 1] = v
	}
	for (i = 1; i <= nf; i++) idx[name[i]] = i
	for (k = 1; k <= nu; k++) {
		d = owner[us[k]]
		if (d == "" || d == uf[k]) continue
		if ((uf[k] SUBSEP d) in skip) { used_allow[uf[k] SUBSEP d] = 1; continue }
		a = idx[uf[k]]; b = idx[d]
		if (!((a, b) in dep)) { dep[a, b] = us[k]; ndeps[a]++ }
		else if (length(dep[a, b]) < 60 && index(" " dep[a, b] " ", " " us[k] " ") == 0)
			dep[a, b] = dep[a, b] " " us[k]
	}
	# reach[a,b]: b reachable from a (a search from each file)
	for (k in dep) { split(k, e, SUBSEP); adj[e[1]] = adj[e[1]] " " e[2] }
	for (a = 1; a <= nf; a++) {
		qn = split(adj[a], q, " ")
		for (h = 1; h <= qn; h++) {
			b = q[h]
			if ((a, b) in reach) continue
			reach[a, b] = 1
			m = split(adj[b], nx, " ")
			for (t = 1; t <= m; t++) q[++qn] = nx[t]
		}
	}
	fail = 0
	for (a = 1; a <= nf; a++) {
		if (comp[a] || !((a, a) in reach)) continue
		fail = 1
		members = ""
		for (b = 1; b <= nf; b++)
			if (b == a || (((a, b) in reach) && ((b, a) in reach))) {
				comp[b] = a
				members = members " " name[b]
			}
		print "FAIL: a circle among src/core files:" members
		for (x = 1; x <= nf; x++) {
			if (comp[x] != a) continue
			for (y = 1; y <= nf; y++)
				if (comp[y] == a && ((x, y) in dep))
					printf "  %s -> %s (%s)\n", name[x], name[y], dep[x, y]
		}
	}
	# levels: one above the highest file used (circles aside)
	do {
		changed = 0
		for (a = 1; a <= nf; a++) {
			l = 0
			for (b = 1; b <= nf; b++)
				if (((a, b) in dep) && !(comp[a] && comp[a] == comp[b]) &&
				    lvl[b] + 1 > l)
					l = lvl[b] + 1
			if (l != lvl[a] && l <= nf) { lvl[a] = l; changed = 1 }
		}
	} while (changed)
	top = 0
	for (a = 1; a <= nf; a++) if (lvl[a] > top) top = lvl[a]
	for (l = 0; l <= top; l++) {
		line = ""
		for (a = 1; a <= nf; a++) if (lvl[a] == l) line = line " " name[a]
		if (line != "") printf "level %2d:%s\n", l, line
	}
	for (i = 1; i <= na; i++) {
		split(al[i], p, ":")
		if (!((p[1] SUBSEP p[2]) in used_allow) && !((p[2] SUBSEP p[1]) in used_allow))
			printf "note: allowed %s no longer used: take it out of ALLOWED\n", al[i]
	}
	exit fail
}'
