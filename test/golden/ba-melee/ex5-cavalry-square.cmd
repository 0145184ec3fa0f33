# alt: belle-alliance
# Worked example 5 (Table 8 groups, 4.1.1): heavy cavalry charges a square.
# A (attack): cavalry attacks square -3 (T8.4), heavy cavalry +1 (T8.25),
# heavy cavalry at the charge +2 (T8.22; attack at the charge +1, T8.21,
# is in the same group "charge" and does not count), first melee +2,
# valour 0 = +2.
# D (defence): cavalry attacks square +1 (T8.4), first melee +2, valour +2
# = +5. Square in melee with infantry (T8.8) and not covered (T8.7) do
# not apply: the opponent is cavalry. 30 vs 24 = +25%: no numbers band.
# Dice: A 5,5,4 = 14 -> 16; D 3,3,2 = 8 -> 13; D loses by 3: Table 11
# (3-5) MD. A line 24 figures 2 ranks: 24 in front ranks = 2 units of
# melee + short 4 = 3; T12[16] 1.25 x 3 = 3.75 -> 4: D 26 MD.
# D square 30, 4 ranks by formation: 8 files, two front ranks 16 = 2
# units; T12[13] 1 x 2 = 2: A 22. D became MD: A may advance (4.1.4),
# no continued attack (not FD).
# Variant: hussars (light) at the charge: -3 (T8.4) -2 (T8.26) +1 (T8.21)
# +2 (T8.20) + 0 = -2.
unit add A side=French arm=cavalry figures=24 formation=line cavalry=heavy
unit add H side=French arm=cavalry figures=24 formation=line cavalry=light
unit add D side=Allied arm=infantry figures=30 formation=square valour=2
factors melee H vs D charge=yes
melee A vs D charge=yes dice=5,5,4 ddice=3,3,2
resolve
advance H yes
advance A no
advance A yes
# ---- results of the hand computations above, in order (checked by
# test/golden-expect.awk; a directive names the case it checks)
# A +2, 14 -> 16; D +5, 8 -> 13: D loses by 3, MD; 3 units: 3.75 -> 4 on D; 2 on A
# expect: ^MELEE attacker=A defender=D a_roll=14 a_mod=2 a_total=16 d_roll=8 d_mod=5 d_total=13 .*a_uom=3 .*d_uom=2
# expect: ^RESULT kind=melee attacker=A defender=D loss=4 moral=MD state=MD figures=26 loser=D diff=3 .*a_inflicted=3.75 d_inflicted=2 .*a_figures=22
# MD: A may advance, but has no continued attack; H has nothing to decide
# expect: ^ADVANCE unit=A advance=no attack=no
# expect-error: ^error: line 24: H has no continued advance to decide
