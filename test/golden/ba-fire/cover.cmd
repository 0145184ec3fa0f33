# alt: belle-alliance
# 3.1.3 cover at the point of impact: T's cover=II (attribute) -> cover2
# -2 loss -1 moral; the umpire answers cover=III for the point of impact
# of B's fire -> cover3 -4 / -2 (group cover: only one).
# A, B 20 (2 UoF) zone 2, T 20. A dice 5,5,5 = 15: loss 13 -> 1.0 x 2 = 2.0;
# moral 13 - 1 = 12 -> none. B dice 5,5,5: loss 11 -> 0.75 x 2 = 1.5;
# moral 11 - 2 = 9 -> none. Common target: 3.5 -> half-up 4.
unit add A side=Allied arm=infantry figures=20 formation=line
unit add B side=Allied arm=infantry figures=20 formation=line
unit add T side=French arm=infantry figures=20 formation=line cover=II
fire A at T range=15 dice=5,5,5
fire B at T range=15 cover=III dice=5,5,5
resolve
