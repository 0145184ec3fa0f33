# title: Example 6: a skirmish line attacked on its own
# rule: 4.3.1, Table 8
# Source: shared/rules/belle-alliance/worked-examples.md, Example 6.
ruleset belle-alliance
# step: SL: 8 figures from battalion B (its soutien), valour +1. 2 of its figures are within 15 cm of B, 5 within 15 cm of the attacker. It chooses to fight. A: infantry column of 24, valour 0, no skirmish line of its own.
unit add B side=Allied arm=infantry figures=30 formation=line
unit add SL side=Allied arm=infantry figures=8 formation=skirmish mother=B valour=1
unit add A side=French arm=infantry figures=24 formation=attack-column
melee A vs SL d_sl_soutien=2 d_sl_near=5 dice=3,4,4 ddice=6,2,3
resolve
# teach: Only the 5 figures within 15 cm of the opponent count for the skirmish line; they form its units of melee.
# book: MELEE attacker=A defender=SL d_figures=5 says="figures counted for the SL: 5"
# teach: 2 >= 1 figures within 15 cm of the soutien: the SL gets soutien +2 (row 37).
# book: FACTOR part=SL>A key=support_unit_or_soutien defence=2 says="row 37 soutien: SL +2"
# book: FACTOR part=SL>A key=skirmish_line defence=-4 says="row 2 skirmish line: SL -4"
# book: FACTOR part=SL>A key=first_fire_or_melee defence=2 says="row 20: SL +2"
# book: FACTOR part=SL>A key=valour defence=1 says="row 40 valour: SL +1"
# book: NONE FACTOR part=SL>A key=infantry_not_covered_by_skirmish_line_vs_infantry says="row 7 not applied to a skirmish line [A]"
# teach: 24 against 5 is 380 per cent more: row 32, +4 (only the highest band).
# book: FACTOR part=A>SL key=two_hundred_percent_more attack=4 says="row 32 200 per cent more: A +4"
# book: NONE FACTOR part=A>SL key=hundred_percent_more says="only the highest band counts"
# book: FACTOR part=A>SL key=infantry_not_covered_by_skirmish_line_vs_infantry attack=-2 says="row 7: A -2"
# book: FACTOR part=A>SL key=first_fire_or_melee attack=2 says="row 20: A +2"
# step: Totals and rolls: A (3,4,4) = 11, SL (6,2,3) = 11.
# book: MELEE attacker=A defender=SL a_mod=4 d_mod=1 says="totals: A +4, SL +1"
# book: MELEE attacker=A defender=SL a_total=15 d_total=12 says="modified rolls: A 15, SL 12"
# book: RESULT kind=melee attacker=A defender=SL diff=3 says="difference +3"
# step: Scope: the loss and the moral effect fall on all 8 figures of the SL and not on the soutien (4.3.1).
units
# book: UNIT name=B figures=30 state=ok says="the soutien B is not touched"
