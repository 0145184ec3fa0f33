# alt: belle-alliance
# Worked example 6 (4.3.1): a skirmish line attacked on its own.
# SL: 8 figures of battalion B (its mother and soutien); 2 within 15 cm
# of B (sl_soutien, so linked: soutien +2), 5 within 15 cm of the
# attacker (sl_near: the figures that count, and its units of melee).
# A: infantry column 24, valour 0, first melee, no SL of its own.
# A: first +2, not covered -2 (T8.7), 24 vs 5 = +380%: 200 per cent more
# +4 (T8.32; 50 and 100 per cent are in the same group) = +4.
# SL: first +2, skirmish line -4 (T8.2), soutien +2 (T8.37), valour +1 =
# +1 (ruling: T8.7 does not apply to a skirmish line itself).
# Dice: A 3,4,4 = 11 -> 15; SL 6,2,3 = 11 -> 12; SL loses by 3: MD.
# A: column 24, 4 ranks: 6 files, front ranks 12 = 1 + short 2 (<3) = 1
# unit; T12[15] 1.25 x 1 = 1.25 -> 1: SL 7, MD (whole SL; not B).
# SL: 5 figures = 1 short unit; T12[12] 1 x 1 = 1: A 23.
# Without sl_near the line fails: it has no default.
unit add B side=Allied arm=infantry figures=30 formation=line
unit add SL side=Allied arm=infantry figures=8 formation=skirmish mother=B valour=1
unit add A side=French arm=infantry figures=24 formation=attack-column
melee A vs SL d_sl_soutien=2
check melee A vs SL d_sl_soutien=2
factors melee A vs SL d_sl_soutien=2 d_sl_near=5
melee A vs SL d_sl_soutien=2 d_sl_near=5 dice=3,4,4 ddice=6,2,3
resolve
units
# ---- results of the hand computations above, in order (checked by
# test/golden-expect.awk; a directive names the case it checks)
# without sl_near: no default, the line fails
# expect-error: ^error: line 19: melee A vs SL needs d_sl_near
# A +4, 11 -> 15; SL +1, 11 -> 12: SL loses by 3, MD; 1.25 -> 1 on SL (7), 1 on A (23)
# expect: ^MELEE attacker=A defender=SL a_roll=11 a_mod=4 a_total=15 d_roll=11 d_mod=1 d_total=12 .*a_uom=1 .*d_figures=5 d_uom=1
# expect: ^RESULT kind=melee attacker=A defender=SL loss=1 moral=MD state=MD figures=7 loser=SL diff=3 .*a_inflicted=1.25 d_inflicted=1 .*a_figures=23
