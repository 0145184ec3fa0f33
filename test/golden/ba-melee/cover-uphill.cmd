# alt: belle-alliance
# 4.1.3 cover, 4.1.9 uphill, 4.3.2 no "not covered" penalty behind cover.
# D1 cover=II: A: attack against cover II -4 (T8.16), first +2, not
# covered -2 = -4; D1: first +2 only (behind cover: no T8.7) = +2.
# D2 cover=III (a building): A -6 (T8.17): -6; D2 +2.
# D3 on hill level 1, A on level 0: uphill attack -1 (T8.9): A -1; D3 0.
# cover1=no on the line overrides the derived cover (source=given).
unit add A side=French arm=infantry figures=20 formation=line
unit add D1 side=Allied arm=infantry figures=20 formation=line cover=II
unit add D2 side=Allied arm=infantry figures=20 formation=line cover=III
unit add D3 side=Allied arm=infantry figures=20 formation=line level=1
factors melee A vs D1
factors melee A vs D2
factors melee A vs D3
factors melee A vs D1 attack_against_cover_II=no
