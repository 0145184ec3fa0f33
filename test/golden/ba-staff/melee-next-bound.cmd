# Table 18 on a melee in the next bound, and its end after that bound.
# Bound 1: the Allied staff figure falls on (6,6,5) = 17: -2 until the end
# of bound 2.
# Bound 2: A (Allied, 20, line) attacks T (French, 40, line), dice (4,4,4)
# = 12 against (3,3,3) = 9.
#   A, attack column: not covered by a skirmish line -2, first fire or
#   melee +2, valour 0: +0. Roll used 12 - 2 = 10; total 10 + 0 = 10.
#   T, defence column: -2, +2, hundred_percent_more (40 against 20) +2,
#   valour 0: +2. Total 9 + 2 = 11 (no penalty for the French).
#   A loses by 1 -> Table 11 1-2: LD (provisional).
#   Losses: A inflicts Table 12[10] 0.75 x 2 units = 1.5 -> 2 on T;
#   T inflicts Table 12[11] 0.75 x 4 = 3 on A.
# `odds` before the resolve moves A's roll by -2 as well: A (-2) vs T (+2).
# Bound 3: the penalty has run out: B (Allied, 20, line, fresh) fires at
# U (French, 40, line) at 15 cm with (5,3,3) = 11: roll 11 as is.
#   zone2 0/0, numbers_fewer moral -1: loss index 11 -> 0.75 x 2 = 1.5
#   -> 2 (half-up); moral index 10 -> no effect.
unit add A side=Allied arm=infantry figures=20 formation=line
unit add T side=French arm=infantry figures=40 formation=line
unit add B side=Allied arm=infantry figures=20 formation=line
unit add U side=French arm=infantry figures=40 formation=line
staff catch Allied dice=6,6,5
bound next
melee A vs T dice=4,4,4 ddice=3,3,3
odds
resolve
explain
bound next
fire B at U range=15 dice=5,3,3
resolve
# ---- results of the hand computations above, in order
# expect: ^STAFF side=Allied roll=17 .*penalty=-2 until_bound=2
# expect: ^  A \(-2\) vs T \(\+2\)
# expect: ^FACTOR part=A>T key=staff table=table18-staff-catch.csv source=history attack=-2 roll=-2 side=Allied fell_bound=1 until_bound=2
# expect: ^MELEE attacker=A defender=T a_roll=12 a_mod=0 a_total=10 d_roll=9 d_mod=2 d_total=11 a_staff=-2 a_roll_used=10 a_dice=4,4,4 d_dice=3,3,3 
# expect: ^RESULT kind=melee attacker=A defender=T loss=2 .*loser=A diff=1 a_loss=3 d_loss=2 .*a_moral=LD
# expect: ^  A rolls 4,4,4 = 12, -2 \(Table 18: a staff figure of Allied fell in bound 1\) = 10, \+0 = 10 \(4.1.3\)$
# expect: ^  T rolls 3,3,3 = 9, \+2 = 11 \(4.1.3\)$
# expect: ^  bound 3 begins
# expect: ^FIRE firer=B target=U figures=20 uof=2 roll=11 dice=5,3,3 loss_mod=0 loss_index=11 loss=1.5 moral_mod=-1 moral_index=10 moral=- 
# expect: ^RESULT kind=fire target=U loss=2 
