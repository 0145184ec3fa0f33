# alt: belle-alliance
# 3.1.7 support units: refused for artillery, for infantry supporting
# cavalry, for fewer than half the supported unit's figures, for a unit
# that fires, and for a unit in skirmish order; accepted for S (line, 10
# figures >= half of 20): factor support +1 moral (table 6).
# B, which fires, may not also be a support unit.
# Range 15 zone 2. B dice 3,3,3 = 9: loss 9 -> 0.5 x 2 = 1.0; moral 9: none.
# A dice 4,4,5 = 13: loss 13 -> 1.0 x 2 = 2.0; moral 13 + 1 = 14 -> LD.
# Common target: 1.0 + 2.0 = 3 figures; LD from A.
unit add A side=Allied arm=infantry figures=20 formation=line
unit add T side=French arm=infantry figures=20 formation=line
unit add C side=Allied arm=cavalry figures=20 formation=line cavalry=heavy
unit add Art side=Allied arm=artillery figures=6 guns=3 formation=unlimbered
unit add Few side=Allied arm=infantry figures=9 formation=line
unit add Sk side=Allied arm=infantry figures=12 formation=skirmish
unit add S side=Allied arm=infantry figures=10 formation=line
unit add B side=Allied arm=infantry figures=20 formation=line
fire A at T range=15 support=Art dice=4,4,5
fire C at T range=15 support=S dice=4,4,5
fire A at T range=15 support=Few dice=4,4,5
fire A at T range=15 support=Sk dice=4,4,5
fire B at T range=15 dice=3,3,3
fire A at T range=15 support=B dice=4,4,5
fire A at T range=15 support=S dice=4,4,5
resolve
# ---- results of the hand computations above, in order (checked by
# test/golden-expect.awk; a directive names the case it checks)
# refused supports: artillery, infantry for cavalry, too few, skirmish, a firer
# expect-error: ^error: line 18: .*artillery may not be a support unit
# expect-error: ^error: line 19: .*infantry \(S\) may not support cavalry
# expect-error: ^error: line 20: .*support Few has 9 figures, fewer than half
# expect-error: ^error: line 21: .*support Sk is in skirmish
# expect-error: ^error: line 23: .*B fires or is a neighbour unit
# B: loss 9 -> 1.0, none; A with S: loss 13 -> 2.0, moral 14 -> LD; 3 figures, LD
# expect: ^FIRE firer=B target=T figures=20 uof=2 roll=9 .*loss_mod=0 loss_index=9 loss=1 moral_mod=0 moral_index=9 moral=-
# expect: ^FACTOR part=A>T key=support .*moral=1
# expect: ^FIRE firer=A target=T figures=20 uof=2 roll=13 .*loss_mod=0 loss_index=13 loss=2 moral_mod=1 moral_index=14 moral=LD
# expect: ^RESULT kind=fire target=T loss=3 moral=LD state=LD figures=17 raw=3 valour=0 moral_from=A
