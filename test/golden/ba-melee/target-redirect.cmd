# alt: belle-alliance
# 4.1.2 the target of an attack.
# - A announced against D but met X first: the attack is against X (CHECK
#   key=met), declared as A vs X.
# - B met X and cancels (cancel=yes): not carried out, nothing declared.
# - C does not reach contact (contact=no): not carried out; the target
#   may not be changed.
# - E attacks the position of D at the farm (a terrain feature) - allowed;
#   the continued advance question would say it must stop there.
# - E2 attacks a position that is not terrain -> fail.
# - E3's position is vacated -> it stops in the position.
# - cancel=yes without met= is an error.
# Resolve of A vs X: A line 20 (+2 first, -2 not covered, 0) vs X line 20
# (same) -> 0 vs 0; dice 4,4,4 = 12 vs 3,3,3 = 9: X loses by 3 -> MD.
# A 20 = 2 units: T12[12] 1 x 2 = 2: X 18 MD. X: T12[9] 0.5 x 2 = 1: A 19.
unit add A side=French arm=infantry figures=20 formation=line
unit add B side=French arm=infantry figures=20 formation=line
unit add C side=French arm=infantry figures=20 formation=line
unit add E side=French arm=infantry figures=20 formation=line
unit add E2 side=French arm=infantry figures=20 formation=line
unit add E3 side=French arm=infantry figures=20 formation=line
unit add D side=Allied arm=infantry figures=20 formation=line
unit add X side=Allied arm=infantry figures=20 formation=line
unit add Y side=Allied arm=infantry figures=20 formation=line
terrain add farm kind=building points=0,0;10,0;10,10;0,10
check melee A vs D met=X
melee A vs D met=X dice=4,4,4 ddice=3,3,3
melee B vs D met=X cancel=yes
melee C vs Y contact=no
melee B vs D cancel=yes
check melee E2 vs Y position=nowhere
melee E3 vs Y position=farm vacated=yes
check melee E vs Y position=farm
declared
resolve
# ---- results of the hand computations above, in order (checked by
# test/golden-expect.awk; a directive names the case it checks)
# met X: A vs X; B cancels; C no contact; E2 no terrain; E3 vacated; E the farm
# expect: ^ELIGIBLE firer=A target=X value=yes
# expect: ^CHECK key=cancel result=fail .*B cancels its attack
# expect: ^CHECK key=contact result=fail .*C does not reach
# expect: ^ELIGIBLE firer=E2 target=Y value=no
# expect: ^CHECK key=vacated result=fail .*E3 stops in it
# expect: ^ELIGIBLE firer=E target=Y value=yes
# A 12 vs X 9: MD by 3; 2 on X (18), 1 on A (19)
# expect: ^MELEE attacker=A defender=X a_roll=12 a_mod=0 a_total=12 d_roll=9 d_mod=0 d_total=9
# expect: ^RESULT kind=melee attacker=A defender=X loss=2 moral=MD state=MD figures=18 loser=X diff=3 .*a_figures=19
# expect-error: ^error: line 30: cancel=yes needs met=UNIT
