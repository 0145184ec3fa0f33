# alt: belle-alliance
# 4.1.4 continued advance and continued attack, decided after all other
# attacks and recorded in the journal with `advance`.
# A vs D: A 0, D 0; A 6,6,6 = 18; D 2,2,4 = 8: D loses by 10 -> FD; A
# may advance and attack (two CHECK result=ask). A: T12[18] 1.5 x 2 = 3
# prisoners: D 17 FD; D T12[8] 0.5 x 2 = 1: A 19.
# B vs E: B 0, E 0; 5,5,4 = 14 vs 4,4,4 = 12: E loses by 2 -> LD: no
# continued advance for B.
# `advance A yes attack=yes` is recorded; `advance B yes` is refused; a
# continued attack by B is refused; A's continued attack on F:
# A -2 (not covered) -2 (attack this bound) +2 (opponent into FD) = -2
# (19 vs 20: none); F 0. A 5,5,5 = 15 -> 13; F 3,3,3 = 9: F loses by 4
# -> MD, and a continued attack gives no further continued advance.
unit add A side=French arm=infantry figures=20 formation=line
unit add B side=French arm=infantry figures=20 formation=line
unit add D side=Allied arm=infantry figures=20 formation=line
unit add E side=Allied arm=infantry figures=20 formation=line
unit add F side=Allied arm=infantry figures=20 formation=line
melee A vs D dice=6,6,6 ddice=2,2,4
melee B vs E dice=5,5,4 ddice=4,4,4
advance A yes
resolve
advance B yes
advance A yes attack=maybe
advance A no attack=yes
advance A yes attack=yes
advance A no
melee B vs F continued=yes dice=3,3,3 ddice=3,3,3
melee A vs F continued=yes dice=5,5,5 ddice=3,3,3
resolve
# ---- results of the hand computations above, in order (checked by
# test/golden-expect.awk; a directive names the case it checks)
# A 18 vs D 8: FD by 10, 3 prisoners; B 14 vs E 12: LD by 2
# expect: ^MELEE attacker=A defender=D a_roll=18 a_mod=0 a_total=18 d_roll=8 d_mod=0 d_total=8
# expect: ^MELEE attacker=B defender=E a_roll=14 a_mod=0 a_total=14 d_roll=12 d_mod=0 d_total=12
# expect: ^RESULT kind=melee attacker=A defender=D loss=3 moral=FD state=FD figures=17 loser=D diff=10 .*a_figures=19 prisoners=3
# expect: ^RESULT kind=melee attacker=B defender=E loss=2 moral=LD state=LD figures=18 loser=E diff=2
# A advances and attacks F: A -2, 15 -> 13; F 9: MD by 4
# expect: ^ADVANCE unit=A advance=yes attack=yes
# expect: ^MELEE attacker=A defender=F a_roll=15 a_mod=-2 a_total=13 d_roll=9 d_mod=0 d_total=9 .*continued=yes
# expect: ^RESULT kind=melee attacker=A defender=F loss=2 moral=MD state=MD figures=18 loser=F diff=4
# refused: before resolve, B's advance, a bad value, attack without advance, twice, B's continued attack
# expect-error: ^error: line 21: attacks are still declared
# expect-error: ^error: line 23: B has no continued advance
# expect-error: ^error: line 24: attack=maybe is not allowed
# expect-error: ^error: line 25: attack=yes needs advance yes
# expect-error: ^error: line 27: the continued advance of A is already decided
# expect-error: ^error: line 28: melee B vs F is not allowed
