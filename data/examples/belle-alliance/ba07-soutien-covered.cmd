# title: Example 7: attack on a soutien covered by its skirmish line
# rule: 4.3.2, Table 8
# Source: shared/rules/belle-alliance/worked-examples.md, Example 7. The
# attacker must have fought before (not its first melee) but not in this
# or the last bound, so bound 1 gives it a melee against P and the
# example itself is fought in bound 3.
ruleset belle-alliance
# step: History: in bound 1, A (32 figures, valour +1) fights P; it loses 2 figures (30 left). Two bounds pass.
unit add A side=French arm=infantry figures=32 formation=attack-column valour=1
unit add P side=Allied arm=infantry figures=20 formation=line
unit add D side=Allied arm=infantry figures=24 formation=line
unit add SL side=Allied arm=infantry figures=6 formation=skirmish mother=D
melee A vs P dice=3,3,3 ddice=3,3,4
resolve
bound next
bound next
units
# book: UNIT name=A figures=30 says="A: infantry column of 30 figures"
# step: D: a line of 24 figures, valour 0, first melee; its SL has 6 figures, 4 within 15 cm of D, standing in the melee zone between D and A.
melee A vs D d_sl_soutien=4 d_sl_between=yes dice=6,6,3 ddice=2,2,4
resolve
# teach: The defender counts 24 + 4 = 28 figures (the 4.3.2 sentence is cut off; read as counted with the soutien).
# book: MELEE attacker=A defender=D d_figures=28 says="defender figures counted: 24 + 4 = 28"
# teach: Row 7 (-2) is not applied to the covered soutien, but applied to the attacker. 30 against 28 (+7 %): no band.
# book: FACTOR part=A>D key=infantry_not_covered_by_skirmish_line_vs_infantry attack=-2 says="row 7: A -2"
# book: NONE FACTOR part=D>A key=infantry_not_covered_by_skirmish_line_vs_infantry says="row 7 not applied to the covered soutien"
# book: NONE FACTOR part=A>D key=fifty_percent_more says="+7 %: no band"
# book: NONE FACTOR part=A>D key=first_fire_or_melee says="not A's first melee"
# book: NONE FACTOR part=D>A key=support_unit_or_soutien says="no soutien +2 for the soutien itself [A]"
# book: FACTOR part=D>A key=first_fire_or_melee defence=2 says="row 20: D +2"
# book: MELEE attacker=A defender=D a_mod=-1 d_mod=2 says="totals: A -1, D +2"
# step: Rolls: A (6,6,3) = 15, D (2,2,4) = 8.
# book: MELEE attacker=A defender=D a_total=14 d_total=10 says="modified rolls: A 14, D 10"
# book: RESULT kind=melee attacker=A defender=D diff=4 says="difference +4"
# teach: The moral effect of the melee also falls on the whole SL (all 6 figures).
# book: SHARE unit=SL of=D role=skirmish-line says="the SL shares the moral result"
