# alt: belle-alliance
# 4.3.2: a skirmish line with figures within 15 cm of its soutien joins
# the soutien's melee.
# D line 20, its SL 6 figures (mother=D). Not linked (d_sl_soutien=0):
# D counts 20. Linked, 3 within 15 cm (d_sl_soutien=3), not in the melee
# zone between: D counts 20 + 3 = 23 for the melee (A 20 vs 23: no band),
# its units of melee stay 20 (2 units), D is not covered: -2.
# A 0 (+2 first, -2 not covered); D 0.
# Dice A 5,5,5 = 15; D 3,3,3 = 9: D loses by 6 -> FD. A T12[15] 1.25 x
# 2 = 2.5 -> 3, all on D (the SL is not between), prisoners 3: D 17 FD;
# the whole SL shares the moral effect: SL FD, 6 figures (SHARE).
# D inflicts T12[9] 0.5 x 2 = 1: A 19. A may advance and attack.
unit add A side=French arm=infantry figures=20 formation=line
unit add D side=Allied arm=infantry figures=20 formation=line
unit add SL side=Allied arm=infantry figures=6 formation=skirmish mother=D
factors melee A vs D d_sl_soutien=0
factors melee A vs D d_sl_soutien=3
melee A vs D d_sl_soutien=3 d_sl_between=no dice=5,5,5 ddice=3,3,3
resolve
units
# ---- results of the hand computations above, in order (checked by
# test/golden-expect.awk; a directive names the case it checks)
# D counts 23, 2 units; A 15 vs D 9: FD by 6; 3 prisoners (D 17); SL shares FD; 1 on A (19)
# expect: ^MELEE attacker=A defender=D a_roll=15 a_mod=0 a_total=15 d_roll=9 d_mod=0 d_total=9 .*d_figures=23 d_uom=2
# expect: ^RESULT kind=melee attacker=A defender=D loss=3 moral=FD state=FD figures=17 loser=D diff=6 .*a_figures=19 prisoners=3
# expect: ^SHARE unit=SL role=skirmish-line of=D loss=0 moral=FD state=FD figures=6
