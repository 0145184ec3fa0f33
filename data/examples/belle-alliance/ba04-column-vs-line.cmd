# title: Example 4: melee, infantry column against infantry line, frontal
# rule: Table 8, 4.1.3, 4.1.6, 4.1.7
# Source: shared/rules/belle-alliance/worked-examples.md, Example 4. The
# book stops at the modified rolls and their difference (Table 11 and
# Table 12 were not found); the program's own result after that uses the
# provisional tables and is shown, not checked.
ruleset belle-alliance
# step: The units. A: French column of attack, 36 figures, valour +1, one support unit S. D: line, 20 figures, valour +3, one neighbour unit N.
unit add A side=French arm=infantry figures=36 formation=attack-column valour=1
unit add S side=French arm=infantry figures=20 formation=line
unit add D side=Allied arm=infantry figures=20 formation=line valour=3
unit add N side=Allied arm=infantry figures=12 formation=line
# step: The factors of Table 8: A uses the attack column, D the defence column.
factors melee A vs D support=S d_neighbour=N
# teach: Row 20, first fire or melee: +2 for both (the first melee of the game for each).
# book: FACTOR part=A>D key=first_fire_or_melee attack=2 says="row 20 first fire or melee: A +2"
# book: FACTOR part=D>A key=first_fire_or_melee defence=2 says="row 20 first fire or melee: D +2"
# teach: Row 7, infantry not covered by a skirmish line in melee with infantry: -2 for both.
# book: FACTOR part=A>D key=infantry_not_covered_by_skirmish_line_vs_infantry attack=-2 says="row 7: A -2"
# book: FACTOR part=D>A key=infantry_not_covered_by_skirmish_line_vs_infantry defence=-2 says="row 7: D -2"
# teach: Row 37, support unit: +2 for A. Row 38, neighbour unit: +2 for D.
# book: FACTOR part=A>D key=support_unit_or_soutien attack=2 says="row 37 support unit: A +2"
# book: FACTOR part=D>A key=neighbour_unit defence=2 says="row 38 neighbour unit: D +2"
# teach: Row 30, 50 per cent more: 36 against 20 is 80 per cent more, +1 for A (only the highest band counts).
# book: FACTOR part=A>D key=fifty_percent_more attack=1 says="row 30 50 per cent more (36 vs 20 = +80 %): A +1"
# teach: Row 40, valour: A +1, D +3.
# book: FACTOR part=A>D key=valour attack=1 says="row 40 valour: A +1"
# book: FACTOR part=D>A key=valour defence=3 says="row 40 valour: D +3"
# step: The rolls: A rolls (4,3,5) = 12, D rolls (2,6,1) = 9. Neither has two 1s.
melee A vs D support=S d_neighbour=N dice=4,3,5 ddice=2,6,1
resolve
# teach: Totals: A +4, D +5. A 12 + 4 = 16, D 9 + 5 = 14: the difference A - D is +2.
# book: MELEE attacker=A defender=D a_mod=4 d_mod=5 says="factor totals: A +4, D +5"
# book: MELEE attacker=A defender=D a_total=16 d_total=14 says="modified rolls: A 16, D 14"
# book: RESULT kind=melee attacker=A defender=D diff=2 says="difference A - D = +2"
# step: Supplies: neither roll has two 1s, so supplies are unchanged (5.5.3).
units
# book: UNIT name=A supplies=yes says="A keeps its supplies"
# book: UNIT name=D supplies=yes says="D keeps its supplies"
