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
