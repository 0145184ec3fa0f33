# After a split fire at two targets, both are "last bound's target".
# 3.1.2 "Each tactical unit may split its fire in 2 parts"; 1.1.1
# continued fire: "a unit that fired at a target in the previous bound may
# fire at that same target in the continued-fire phase" (digest); 3.4.1
# ranging: no ranging factor at the target the battery fired at in the
# previous bound (digest: the same target, neither moved).
# Bound 1: A splits its fire at T1 and T2 (10 figures each); battery G
# splits at T1 and T2 (1 gun, 2 gunners each), range 60: zone 3 of 6pdr
# (Table 14, provisional: 25-50 zone 2, 50-80 zone 3): ranging -3 loss,
# -1 moral at both (its first fire at them).
# Bound 2, continued fire: A fires at T1, the FIRST part's target: allowed
# (it was refused when only the last part counted). Fire phase: G fires
# at T1 at range 60 (zone 3): no ranging factor; the loss index is the
# roll 4,4,4 = 12 + zone 3 (-3, Table 7) = 9, loss_mod -3 (with ranging it
# would be -6).
unit add G side=Allied arm=artillery figures=4 guns=2 formation=unlimbered
unit add A side=Allied arm=infantry figures=20 formation=line
unit add T1 side=French arm=infantry figures=20 formation=line
unit add T2 side=French arm=infantry figures=20 formation=line
fire A at T1 range=15 figures=10 dice=3,3,3
fire A at T2 range=15 figures=10
fire G at T1 range=60 guns=1 figures=2 dice=4,4,4
fire G at T2 range=60 guns=1 figures=2
resolve
bound next
phase continued-fire
fire A at T1 range=15 dice=3,3,3
resolve
phase fire
fire G at T1 range=60 dice=4,4,4
resolve
# ---- results
# bound 1: ranging at both targets
# expect: ^FACTOR part=G>T1 key=ranging .*loss=-3 moral=-1 rule=3.4.1
# expect: ^FACTOR part=G>T2 key=ranging .*loss=-3 moral=-1 rule=3.4.1
# bound 2: continued fire at the first part's target
# expect: ^CHECK part=A>T1 key=continued result=pass rule=1.1.1 reason="A fired at T1 in the previous bound"
# expect: ^FIRE firer=A target=T1 .*carried=yes
# no ranging at T1: zone 3 only
# expect: ^FIRE firer=G target=T1 figures=4 uof=2 roll=12 .*loss_mod=-3 loss_index=9 
