# Charges on two targets, each resolved when its dice are all given
# (Charging; docs/rulings.md "A charge's dice are rolled in the Charge
# Phase"): a resolve settles the charges whose dice are there and the
# others keep their declarations, each saying which die it waits for; a
# resolve with no charge ready is refused. The dice asked are those the
# resolution uses: a cavalry flight from cavalry needs its 2d6, an attached
# general his die; a routed defender takes no check (no defender's die).
ruleset grande-tactique
unit add Cav side=French arm=cavalry figures=1 command=D1
unit add Cav2 side=French arm=cavalry figures=1 command=D1
unit add Hus side=British arm=cavalry figures=1 command=B1 general=yes
unit add Rt side=British arm=infantry figures=1 command=B1 state=routed
pips French dice=4
charge Cav vs Hus
charge Cav2 vs Rt
phase charge
# No charge has its dice: refused, naming the first.
resolve
# Cav 5 +0 = 5 >= 4 passes; Hus 1 +1 (general attached) = 2 < 4 fails and
# flees; from cavalry it runs 11" + 2d6: the 2d6 are needed.
charge Cav vs Hus roll=5 droll=1 dgroll=3 proll=4
resolve
# 2d6 = 3 + 5: 11 + 8 = 19" (digest GT-9); the general rolls 3 > 1: safe
# (Fleeing); Cav pursues: 4 >= 4, fleeing cavalry: 19 - 1 = 18". The
# charge on Rt waits for its roll die.
charge Cav vs Hus fdice=3,5
resolve
declared
# Undo: Hus eager again, both charges declared again.
undo
declared
units
resolve
# Rt is routed: no Morale Check, so no defender's die.
charge Cav2 vs Rt droll=3
# Cav2 6 >= 4 passes; Rt flees again 7" (infantry), routed; Cav2 tests to
# pursue: 2 < 4 fails: holds (m5_pursuit_fail=holds), no pursuit.
charge Cav2 vs Rt roll=6 proll=2
resolve
declared
# ---- results, in order
# expect: ^MORALE unit=Hus why=charged roll=1 mod=1 total=2 .*result=fail
# expect: ^GENERAL unit=Hus roll=3 lost_on=1 result=safe
# expect: ^FLEE unit=Hus from=cavalry .*key=cavalry_from_cavalry .*base=11 dice=8 distance=19 state=routed
# expect: ^MORALE unit=Cav why=pursuit roll=4 mod=0 total=4 .*result=pass
# expect: ^PURSUE unit=Cav pursued=Hus key=pursue_cavalry distance=18
# expect: ^MELEE attacker=Cav defender=Hus chargers=1 a_roll=5 a_mod=0 a_total=5 .*d_roll=1 d_mod=1 d_total=2 .*outcome=defender-flees
# expect: ^  the charge on Rt waits for its roll die \(charge Cav2 vs Rt roll=N, then resolve\)$
# expect: ^DECLARED kind=melee actor=Cav2 target=Rt$
# expect: ^DECLARED kind=melee actor=Cav target=Hus
# expect: ^DECLARED kind=melee actor=Cav2 target=Rt
# expect: ^UNIT name=Hus .*state=eager
# expect: ^PURSUE unit=Cav pursued=Hus key=pursue_cavalry distance=18
# expect: ^MORALE unit=Cav2 why="charging \(principal\)" roll=6 mod=0 total=6 .*result=pass
# expect: ^FLEE unit=Rt .*key=infantry .*distance=7 state=routed
# expect: ^MORALE unit=Cav2 why=pursuit roll=2 mod=0 total=2 .*result=fail
# expect: ^MELEE attacker=Cav2 defender=Rt chargers=1 a_roll=6 .*outcome=defender-flees
# expect: ^  \(nothing declared\)$
# expect-error: line 18: the charge on Hus needs its roll die now: charge Cav vs Hus roll=N gives it
# expect-error: line 22: the charge on Hus needs its froll die now: charge Cav vs Hus froll=N gives it
# expect-error: line 35: droll/ddice is not needed here: Rt is routed and takes no Morale Check \(Charging: a routed unit flees again\)
