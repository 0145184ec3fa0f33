# title: Example 5: heavy cavalry charges a square
# rule: Table 8, 4.1.1
# Source: shared/rules/belle-alliance/worked-examples.md, Example 5. The
# book stops at the difference (Table 11 was not found).
ruleset belle-alliance
# step: A: French cuirassiers (heavy cavalry), 24 figures, valour 0, at the charge. D: infantry in square, 30 figures, valour +2. Infantry attacked by cavalry is always the defender (4.1.1).
unit add A side=French arm=cavalry figures=24 formation=line cavalry=heavy
unit add D side=Allied arm=infantry figures=30 formation=square valour=2
melee A vs D charge=yes dice=5,5,4 ddice=3,3,2
resolve
# teach: Row 4, cavalry attacks square: A -3, D +1. Row 25 heavy cavalry: A +1. Row 22, heavy cavalry at the charge: A +2 (row 21 "+1" is in the same group and not also counted). Row 20 first melee: +2 each. Row 40 valour: A 0, D +2.
# book: FACTOR part=A>D key=cavalry_attacks_square attack=-3 says="row 4: A -3"
# book: FACTOR part=D>A key=cavalry_attacks_square defence=1 says="row 4: D +1"
# book: FACTOR part=A>D key=heavy_cavalry attack=1 says="row 25 heavy cavalry: A +1"
# book: FACTOR part=A>D key=heavy_cav_or_lancers_attack_at_charge attack=2 says="row 22 heavy cavalry at the charge: A +2"
# book: NONE FACTOR part=A>D key=attack_at_the_charge says="row 21 not also counted (same group)"
# book: FACTOR part=A>D key=first_fire_or_melee attack=2 says="row 20: A +2"
# book: FACTOR part=D>A key=first_fire_or_melee defence=2 says="row 20: D +2"
# book: FACTOR part=D>A key=valour defence=2 says="row 40 valour: D +2"
# teach: Rows 7 and 8 (in melee with infantry) do not apply: the opponent is cavalry. D has 30 against 24, +25 %: no numbers band.
# book: NONE FACTOR part=D>A key=square_battalion_mass_huddle_vs_infantry says="row 8 not applicable"
# book: NONE FACTOR part=D>A key=infantry_not_covered_by_skirmish_line_vs_infantry says="row 7 not applicable"
# book: NONE FACTOR part=D>A key=fifty_percent_more says="+25 %: no numbers band"
# step: Totals and rolls: A (5,5,4) = 14, D (3,3,2) = 8.
# book: MELEE attacker=A defender=D a_mod=2 d_mod=5 says="totals: A +2, D +5"
# book: MELEE attacker=A defender=D a_total=16 d_total=13 says="modified rolls: A 16, D 13"
# book: RESULT kind=melee attacker=A defender=D diff=3 says="difference A - D = +3"
# step: Variant: the same attack by hussars (light cavalry, valour 0) at the charge.
unit add H side=French arm=cavalry figures=24 formation=line cavalry=light
factors melee H vs D charge=yes
# book: FACTOR part=H>D key=cavalry_attacks_square attack=-3 says="row 4: -3"
# book: FACTOR part=H>D key=light_cavalry attack=-2 says="row 26 light cavalry: -2"
# book: FACTOR part=H>D key=attack_at_the_charge attack=1 says="row 21 at the charge: +1"
# book: FACTOR part=H>D key=first_fire_or_melee attack=2 says="row 20: +2"
# book: TEXT "H: attack column, factors -2" says="hussars' total: -2"
