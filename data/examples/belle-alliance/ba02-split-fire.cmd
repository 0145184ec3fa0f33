# title: Example 2: split fire bookkeeping, one roll for both parts
# rule: 3.1.2, 3.1.1
# Source: shared/rules/belle-alliance/worked-examples.md, Example 2. A
# battalion of 23 figures rolls (2,5,4) = 11 once for both parts. The book
# checks the units of fire and whether the split-fire penalty applies (its
# value, Table 6, was not found).
ruleset belle-alliance
unit add A side=Allied arm=infantry figures=23 formation=line
unit add T1 side=French arm=infantry figures=40 formation=line
unit add T2 side=French arm=infantry figures=40 formation=line
# step: a) 13 figures at T1, 10 at T2: different targets.
fire A at T1 figures=13 range=15 dice=2,5,4
fire A at T2 figures=10 range=15
resolve
# book: FIRE firer=A target=T1 uof=2 split=two-targets says="part A: 10 + short 3 = 2 units of fire"
# book: FIRE firer=A target=T2 uof=1 split=two-targets says="part B: 10 = 1 unit of fire; 3 in all"
# book: FACTOR part=A>T1 key=split says="different targets: the split-fire penalty applies (part A)"
# book: FACTOR part=A>T2 key=split says="different targets: the split-fire penalty applies (part B)"
# step: b) 13 and 10 at the same target: no penalty (a common target, 3.1.1).
bound next
fire A at T1 figures=13 range=15 dice=2,5,4
fire A at T1 figures=10 range=15
resolve
# book: FIRE firer=A target=T1 figures=13 uof=2 says="part A: 2 units of fire"
# book: FIRE firer=A target=T1 figures=10 uof=1 says="part B: 1 unit of fire; 3 in all"
# book: NONE FACTOR key=split says="same target: no split-fire penalty"
# step: c) 15 at T1 and 8 at T2: only one short unit in the whole unit, so A = 2 and B = 0, or A = 1 and B = 1; 2 in all either way. The penalty stays even if B cannot fire.
bound next
fire A at T1 figures=15 range=15 dice=2,5,4
fire A at T2 figures=8 range=15
# book: CHECK part=A>T2 key=figures result=fail says="with the short unit in part A, part B has no unit of fire: it is declared and not carried out (3.1.2)"
resolve
# book: FIRE firer=A target=T1 figures=15 uof=2 split=two-targets carried=yes says="A = 2 units of fire, B = 0: 2 in all"
# book: FIRE firer=A target=T2 figures=8 uof=0 carried=no says="B is not carried out (3.1.1), A is (3.1.2)"
# book: FACTOR part=A>T1 key=split says="the split-fire penalty stays although B cannot fire (3.1.2)"
# teach: The owner may give the short unit to part B instead (short=yes on B's line): A = 1, B = 1.
bound next
fire A at T1 figures=15 range=15 dice=2,5,4
fire A at T2 figures=8 range=15 short=yes
resolve
# book: FIRE firer=A target=T1 figures=15 uof=1 split=two-targets says="A = 1 unit of fire"
# book: FIRE firer=A target=T2 figures=8 uof=1 split=two-targets says="B = 1 unit of fire (the short unit); 2 in all"
# book: FACTOR part=A>T2 key=split says="different targets: the split-fire penalty applies"
