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
