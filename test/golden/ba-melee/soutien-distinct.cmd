# 1.3.3, 4.3: a soutien other than the mother unit (soutien=NAME on the
# skirmish line). V (8 skirmishers) has mother M but soutien S.
# A attacks S with 6 of V's figures within 15 cm of S (d_sl_soutien=6):
#   S counts 20 + 6 = 26 figures in the melee (4.3.2); A 20:
#   (26 - 20)/20 = 0.3, no numbers factor for S; A: (20-26)/26 < 0.
# A attacks M: M has no skirmish line of its own here (V's soutien is S):
#   20 figures. V's mother M may not be a neighbour unit for V, nor may S
#   (4.1.6); fire at S counts V's figures (3.3.2: sl_figures=6, 40 vs 26:
#   1.5 times, numbers_more +1 moral).
unit add M side=French arm=infantry figures=20 formation=line
unit add S side=French arm=infantry figures=20 formation=line
unit add V side=French arm=infantry figures=8 formation=skirmish mother=M soutien=S
unit add A side=Allied arm=infantry figures=20 formation=line
unit add B side=Allied arm=infantry figures=40 formation=line
units
factors melee A vs S d_sl_soutien=6
factors melee A vs M
check melee A vs V d_neighbour=M d_sl_near=8 d_sl_soutien=0
check melee A vs V d_neighbour=S d_sl_near=8 d_sl_soutien=0
factors fire B at S range=15 sl_figures=6
unit set V soutien=V
# expect: ^UNIT name=V .*soutien=S
# expect: ^  S: defence column, factors \+0; 26 figures in the melee
# expect: ^  M: defence column, factors \+0; 20 figures in the melee
# expect: ^CHECK key=d_neighbour result=fail rule=4.1.6 reason="M is the mother unit or soutien of skirmish line V"
# expect: ^CHECK key=d_neighbour result=fail rule=4.1.6 reason="S is the mother unit or soutien of skirmish line V"
# expect: ^FACTOR part=B>S key=numbers_more .*moral=1
# expect-error: ^error: line 21: unit set V: soutien=V is not allowed
