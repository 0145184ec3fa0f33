# alt: belle-alliance
# 4.1.3 prisoners only when the opponent becomes FD; 5.5.3 a unit without
# supplies may only take prisoners.
# A vs D (D is LD: SD -2): A 0; D +2 -2 -2 = -2. A 6,6,5 = 17; D 2,2,3 =
# 7 -> 5; D loses by 12 -> FD: its loss T12[17] 1.5 x 2 = 3 is taken as
# prisoners (prisoners=3): D 17 FD. D inflicts T12[5] 0.
# B (supplies=no: -2) vs E: B -2, E 0. B 6,6,6 = 18 -> 16; E 4,4,4 = 12;
# E loses by 4 -> MD, not FD: B inflicts nothing (prisoners only). E
# inflicts T12[12] 1 x 2 = 2: B 18. E 20 MD, no prisoners.
# C (supplies=no) vs F: C -2, F 0. C 6,6,6 = 18 -> 16; F 1,2,3 = 6; F
# loses by 10 -> FD: C's T12[16] 1.25 x 2 = 2.5 -> 3 counts, as
# prisoners. F inflicts T12[6] 0.25 x 2 = 0.5 -> 1: C 19.
unit add A side=French arm=infantry figures=20 formation=line
unit add B side=French arm=infantry figures=20 formation=line supplies=no
unit add C side=French arm=infantry figures=20 formation=line supplies=no
unit add D side=Allied arm=infantry figures=20 formation=line state=LD
unit add E side=Allied arm=infantry figures=20 formation=line
unit add F side=Allied arm=infantry figures=20 formation=line
melee A vs D dice=6,6,5 ddice=2,2,3
melee B vs E dice=6,6,6 ddice=4,4,4
melee C vs F dice=6,6,6 ddice=1,2,3
resolve
explain
# ---- results of the hand computations above, in order (checked by
# test/golden-expect.awk; a directive names the case it checks)
# A 17 vs D 5: FD, 3 taken as prisoners (D 17); D inflicts 0
# expect: ^MELEE attacker=A defender=D a_roll=17 a_mod=0 a_total=17 d_roll=7 d_mod=-2 d_total=5
# expect: ^MELEE attacker=B defender=E a_roll=18 a_mod=-2 a_total=16 d_roll=12 d_mod=0 d_total=12
# expect: ^MELEE attacker=C defender=F a_roll=18 a_mod=-2 a_total=16 d_roll=6 d_mod=0 d_total=6
# expect: ^RESULT kind=melee attacker=A defender=D loss=3 moral=FD state=FD figures=17 loser=D diff=12 a_loss=0 .*prisoners=3
# B without supplies: E MD, not FD: no loss on E; E inflicts 2 (B 18)
# expect: ^RESULT kind=melee attacker=B defender=E loss=0 moral=MD state=MD figures=20 loser=E diff=4 a_loss=2 .*a_figures=18 provisional
# C without supplies: F FD: 2.5 -> 3 as prisoners; F inflicts 0.5 -> 1 (C 19)
# expect: ^RESULT kind=melee attacker=C defender=F loss=3 moral=FD state=FD figures=17 loser=F diff=10 a_loss=1 .*a_figures=19 prisoners=3
# explain in words: FD spelled out the first time, then "FD"; D 20 - 3 = 17.
# expect: ^  = D loses 3 figures \(20 → 17\) and falls into Full Disorder: .*D loses the melee, 3 taken prisoner
# expect: ^  = F loses 3 figures \(20 → 17\) and falls into FD\. C loses 1 figure \(20 → 19\)
