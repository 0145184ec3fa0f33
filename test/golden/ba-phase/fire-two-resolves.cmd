# A phase is one moment, however many `resolve`s it takes: "During the
# fire phase, all firing is carried out simultaneously" (3.1.1); "the
# result relative to loss ... is calculated individually for each unit
# firing, but the total result is cumulated before rounding of is carried
# out" (3.1.5). docs/rulings.md "One phase, several resolves".
# Table 12 (provisional): index 8-9 -> 0.5 per unit of fire, no effect;
# 13-14 -> 1, LD; 17-18 -> 1.5, MD. 10 figures in line = 1 unit of fire;
# range 15 = zone 2 of musket, no factor: the index is the dice total.
# Rounding half-up (settings.csv).
#
# Case 1: A and B fire at T, resolved one after the other. A 3,3,3 = 9
# -> raw 0.5 -> T loses round(0.5) = 1 (10 -> 9). B 3,3,3 = 9 -> raw 0.5:
# the phase's total is 0.5 + 0.5 = 1 -> 1 figure in all, not 1 + 1 = 2:
# T stays at 9 (this resolve removes 0; phase_loss=1).
# Case 2: the same two fires at U in one resolve: 0.5 + 0.5 = 1, U 9.
#
# Case 3 (3.1.1 "A unit in MD or FD may not fire"): C (valour -5) is
# fired at by D 6,6,6 = 18 -> 1.5 -> 2 figures, MD; 2 of 10 = 20 % lost
# -> Table 15 one step, valour -6 < -5 -> FD at once (5.5.2). C then
# fires at D in the same fire phase: it fires as the phase began (ok,
# 10 figures, 1 unit of fire): 4,4,5 = 13 -> 1, LD: D 10 -> 9, LD.
unit add A side=Allied arm=infantry figures=10 formation=line
unit add B side=Allied arm=infantry figures=10 formation=line
unit add T side=French arm=infantry figures=10 formation=line
unit add U side=French arm=infantry figures=10 formation=line
unit add C side=French arm=infantry figures=10 formation=line valour=-5
unit add D side=Allied arm=infantry figures=10 formation=line
fire A at T range=15 dice=3,3,3
resolve
fire B at T range=15 dice=3,3,3
resolve
explain
bound next
fire A at U range=15 dice=3,3,3
fire B at U range=15 dice=3,3,3
resolve
fire D at C range=15 dice=6,6,6
resolve
fire C at D range=15 dice=4,4,5
resolve
explain
# ---- results of the hand computations above, in order
# case 1: the first resolve, T 10 -> 9
# expect: ^RESULT kind=fire target=T loss=1 moral=- state=ok figures=9 raw=0.5 
# the second: raw 0.5 + 0.5 = 1 -> 1 in all; nothing more removed
# expect: ^RESULT kind=fire target=T loss=0 moral=- state=ok figures=9 raw=1 .*earlier_raw=0.5 phase_loss=1
# expect: ^  T was hit by a fire resolved earlier in this fire phase: .*\(10 figures, ok\) with the earlier raw loss 0.5 added .*\(3.1.1, 3.1.5\)$
# expect: ^  T: raw losses added 1, rounded once \(half-up\) = 1 \(3.1.5\)
# case 2: one resolve, the same total
# expect: ^RESULT kind=fire target=U loss=1 moral=- state=ok figures=9 raw=1 
# case 3: C made FD, then fires with its 10 figures as the phase began
# expect: ^RESULT kind=fire target=C loss=2 moral=MD state=FD figures=8 raw=1.5 valour=-5 .*fd_by_valour=yes
# expect: ^CHECK part=C>D key=state result=pass rule=3.1.1 reason="C is ok as the phase began
# expect: ^FIRE firer=C target=D figures=10 uof=1 roll=13 .*loss_index=13 loss=1 .*moral=LD
# expect: ^RESULT kind=fire target=D loss=1 moral=LD state=LD figures=9
