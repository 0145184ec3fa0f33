# alt: grande-tactique
# Who may fire and valid targets from the map (Firing procedure,
# Valid Targets, Artillery). Inches; facing 0 = north.
ruleset grande-tactique
# This transcript tests single rules out of turn order (Sequence of Play
# is tested in sequence-*.cmd): the umpire plays units in any order.
game sequence=free
# Guns G at (0,0) facing north (1"x1"); enemy infantry T 5" ahead, facing south.
unit add G side=French arm=artillery figures=1 firing=yes x=0 y=0 facing=0
unit add T side=British arm=infantry figures=1 x=0 y=5 facing=180
check fire G at T
# Out of range: T2 12" ahead (less than 12" is in range).
unit add T2 side=British arm=infantry figures=1 x=-20 y=12 facing=180
unit add G2 side=French arm=artillery figures=1 firing=yes x=-20 y=0 facing=0
check fire G2 at T2
# Long range 9": -1 (derived).
unit set T2 y=9
factors fire G2 at T2
# Outside the arc: T3 far to the east of G, level with it.
unit add T3 side=British arm=infantry figures=1 x=10 y=0.5 facing=270
check fire G at T3
# A corner line runs into a unit: F (friend) stands between G and T.
unit add F side=French arm=infantry figures=1 x=0 y=2 facing=0 width=6
check fire G at T
# From a hill, artillery fires over friends more than 2" from the target: G on the Ridge;
# F at y=4 is 1" from T (blocked), at y=2 it is 3" from T (the guns fire over it).
terrain add Ridge kind=hill level=1 points=-3,-3;3,-3;3,0.5;-3,0.5
unit set F y=4
check fire G at T
unit set F y=2
check fire G at T
unit remove F
# Never into woods.
terrain add Copse kind=wood points=-2,4;2,4;2,8;-2,8
check fire G at T
terrain remove Copse
# BUA: the guns must hit the BUA itself. The town (x 8..14) lies outside G's arc; T4 sticks
# out of it westward into the arc (its corner 5,6 is inside: 6 >= 5 - 0.5).
terrain add Town kind=building points=8,2;14,2;14,6;8,6
unit add T4 side=British arm=infantry figures=1 x=5 y=5.5 facing=270 width=1 depth=4
check fire G at T4
terrain remove Town
# Cavalry cannot fire; routed troops cannot fire; no Firing marker; infantry not in contact.
unit add Cv side=French arm=cavalry figures=1 x=30 y=0 facing=0
unit add Inf side=French arm=infantry figures=1 x=0 y=4 facing=0
check fire Cv at T
check fire Inf at T
unit set Inf firing=yes state=routed
check fire Inf at T
unit set Inf state=eager y=5 facing=0
# Base contact and the answers that override the map.
check fire Inf at T
check fire Inf at T contact=no
# Artillery may not fire at a unit being charged by a friend (Inf moved out of the way).
unit set Inf x=-10
unit add Ch side=French arm=cavalry figures=1
charge Ch vs T roll=6 droll=1 proll=1
check fire G at T
cancel Ch
# Enfilade from the map: G2 behind T2's rear corners.
unit set T2 y=5 facing=0
factors fire G2 at T2
# Automatic cease-fire: markers with no valid target come off, the others stay.
unit set G2 firing=yes
unit add Far side=French arm=artillery figures=1 firing=yes x=100 y=100 facing=0
ceasefire French
units side=French
scan French
# ---- results of the hand computations above, in order (checked by
# test/golden-expect.awk; a directive names the case it checks)
# 5" ahead: yes; 12": out of range; 9": long range -1
# expect: ^ELIGIBLE firer=G target=T value=yes
# expect: ^CHECK key=range result=fail .*12\\" is out of range
# expect: ^FACTOR part=G2>T2 key=long_range .*value=-1
# outside the arc; F in a corner line; from the hill: F 1" from T blocks, 3" does not
# expect: ^CHECK key=arc result=fail .*target wholly outside the 45 deg arc
# expect: ^CHECK key=lines result=fail .*a corner line runs into F
# expect: ^CHECK key=lines result=fail .*a corner line runs into F
# expect: ^ELIGIBLE firer=G target=T value=yes
# woods; the BUA
# expect: ^CHECK key=woods result=fail
# expect: ^CHECK key=bua_hit result=fail
# cavalry; no marker; routed; contact (and the answer); a friend charging
# expect: ^CHECK key=arm result=fail .*cavalry cannot fire
# expect: ^CHECK key=state result=fail .*routed troops cannot fire
# expect: ^ELIGIBLE firer=Inf target=T value=yes
# expect: ^CHECK key=contact result=fail .*source=given
# expect: ^CHECK key=friend_charging result=fail
# enfilade from the map
# expect: ^FACTOR part=G2>T2 key=enfilade .*source=derived value=1
