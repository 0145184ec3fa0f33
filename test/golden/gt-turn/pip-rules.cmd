# PIP Phase (digest §3): "all of a corps' PIP dice are rolled together" (a
# side of two corps is not one corps: each rolls); "To switch between Plan
# and no Plan, or to re-rank, the corps commander forfeits all PIPs of all
# his divisions for one turn." Generals: a general attached to a unit has
# "his PIP costs doubled for every unit except the one he is attached to
# (checked at the very start of the PIP Phase)". Scenario: reinforcements
# get "1 free PIP per unit instead of dicing, which must be used to move".
# Artillery: overrun guns are silenced and "the attacker ... may spike the
# guns (2 PIPs) on a later turn, which removes the artillery". Fleeing: "A
# general may not detach from a routed unit."
# Inches; facing 0 = north (+y ahead).
ruleset grande-tactique
unit add X1 side=French arm=infantry figures=1 command=X corps=I general=yes
unit add X2 side=French arm=infantry figures=1 command=X corps=I
unit add Re side=French arm=infantry figures=1 command=X corps=I arrives=1
unit add S side=French arm=cavalry figures=1 command=Y corps=II x=0 y=0 facing=0
unit add Gun side=British arm=artillery figures=1 x=0 y=0 facing=180
unit add Rt side=British arm=infantry figures=1 state=routed general=yes
# Rt's general stays with his routed unit.
unit set Rt general=no
unit remove Rt
# Turn 1, French. The side has corps I and II: each rolls its own dice.
pips French dice=5
# Corps I (division X) rolls 4: 4 PIPs. X's general is with X1: X2's move
# costs 2 (4 - 2 = 2 left), X1's own move 1 (2 - 1 = 1 left).
pips I dice=4
pip X2 move
pip X1 move
# Re arrives in turn 1: its free PIP moves it (cost 0, nothing from X);
# only a move, and once.
pip Re move
pip Re move
pip Re pivot
# Corps II (division Y) rolls 3. S (eager cavalry) touches the front of
# Gun and charges it (1 PIP, 2 left): S's check -1 (charging unshaken
# artillery from the front), 6 - 1 = 5 >= 4 passes; Gun's check 1 + 0 = 1
# < 4 fails: overrun, silenced (Charging); no pursuit die against guns.
pips II dice=3
charge S vs Gun roll=6 droll=1
resolve
turn next
turn next
# Turn 3, French. Corps I now announces a Plan (ranking X): it forfeits all
# PIPs of its divisions this turn, X has 0. Corps II keeps no Plan: 5.
pips I dice=6 plan=X
pip X2 move
# S (cavalry, in contact with the silenced guns) spikes them: 2 PIPs (5 - 2
# = 3 left); Gun is removed, destroyed for the Victory count.
pips II dice=5
pip S spike Gun
units side=British
# ---- results of the hand computations above, in order (checked by
# test/golden-expect.awk; a directive names the case it checks)
# corps I: 4; doubled 2 -> 2 left; X1 1 -> 1 left
# expect: ^PIPS side=I division=X allocation=average base=4 pips=4
# expect: ^PIP unit=X2 division=X action=move cost=2 doubled=yes general_with=X1 left=2
# expect: ^PIP unit=X1 division=X action=move cost=1 left=1
# expect: ^PIP unit=Re action=move cost=0 free=yes
# expect: ^PIPS side=II division=Y allocation=average base=3 pips=3
# expect: ^MORALE unit=S why="charging \(principal\)" roll=6 mod=-1 total=5 .*result=pass
# expect: ^MORALE unit=Gun .*roll=1 mod=0 total=1 .*result=fail
# expect: ^RESULT kind=melee defender=Gun unit=Gun .*state=silenced
# turn 3: the Plan change forfeits corps I's PIPs
# expect: ^PIPS side=I division=X allocation=forfeit pips=0
# expect: ^PIPS side=II division=Y allocation=average base=5 pips=5
# spike: 5 - 2 = 3 left; no British unit left on the table
# expect: ^PIP unit=S division=Y action=spike cost=2 left=3
# expect: ^  S spikes the guns of Gun: Gun is removed
# expect-error: ^error: line 20: .*general=no: Rt is routed and a general may not detach from a routed unit
# expect-error: ^error: line 23: pips French: the side has corps \(I, ...\): each corps rolls its PIP dice together
# expect-error: ^error: line 32: move: Re arrives in turn 1 and has 1 free PIP instead of dicing, which must be used to move \(it is used
# expect-error: ^error: line 33: pivot: Re arrives in turn 1 and has 1 free PIP instead of dicing, which must be used to move
# expect-error: ^error: line 46: X2: division X has 0 PIPs left and move costs 2, doubled
