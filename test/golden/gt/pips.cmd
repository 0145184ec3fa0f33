# PIP Phase (digest §3, example GT-10): PIP dice allocated to divisions
# (units' command=), spent per action; refused when none are left.
ruleset grande-tactique
unit add X1 side=French arm=infantry figures=1 command=X
unit add Y1 side=French arm=cavalry figures=1 command=Y
unit add Z1 side=French arm=artillery figures=1 command=Z
unit add R side=French arm=infantry figures=1 command=Y state=routed
unit add E side=British arm=infantry figures=1 command=E
# No PIPs rolled yet: a Firing marker cannot be paid for.
firing X1 on
# Not the British turn (French was entered first).
pips British dice=6
# GT-10 without a Plan: dice 5, 2, 4 -> average 11/3 = 3.67, rounded down
# (A5) = 3 each. X: great general +1, corps commander's +1 -> 5.
# Y: bad general -1 -> 2. Z: 3.
pips French dice=5,2,4 great=X bad=Y corps_plus=X
# Costs (settings pip_*): Firing marker on 1 (provisional: inferred),
# move 1, pivot 1, Charge marker 1, rally 2.
# X: 5 -1 (firing on) = 4, -1 (move) = 3, -1 (pivot) = 2, -1 (off) = 1.
firing X1 on
pip X1 move
pip X1 pivot
firing X1 off
# Y: 2 - 2 (rally R: routed -> shaken) = 0; the charge is refused.
pip R rally
charge Y1 vs E roll=4 droll=4 proll=4
# Z: 3 - 1 (formation, provisional) = 2.
pip Z1 formation
sequence
# The PIP dice come once per turn.
pips French dice=6,6,6
# After the Firing Phase began, PIP actions are refused.
unit add F side=French arm=infantry figures=1 command=Z firing=yes
fire F at E roll=4 troll=4 mroll=6 tmroll=6
pip Z1 move
resolve
turn next
turn next
# Turn 3: R (rallied, so shaken) de-shakes first (Sequence of Play 1):
# 1 - 1 = 0 < 4, it stays shaken.
deshake French R=1
# Turn 3: switching to a Plan forfeits all PIPs of all divisions for one
# turn (PIP Phase: "announced before the PIP roll"): 0 each, no dice.
pips French plan=X,Y,Z
turn next
turn next
deshake French R=1
# A Plan ranks every division and gives one die to each.
pips French dice=5,2,4 plan=X,Y
pips French dice=5,2 plan=X,Y,Z
pips French dice=5,2,4 plan=X,Q,Z
# Turn 5, GT-10 with a Plan ranking X, Y, Z: the dice 5, 2, 4 sorted 5, 4,
# 2 go X = 5 (+1 great +1 corps = 7), Y = 4 (-1 bad = 3), Z = 2.
pips French dice=5,2,4 plan=X,Y,Z great=X bad=Y corps_plus=X
turn next
turn next
deshake French R=1
# Turn 7: back to no Plan forfeits again.
pips French
turn next
turn next
deshake French R=1
# Turn 9, a bad corps commander turns 1s into 0 before the averaging:
# dice 1, 1, 4 -> 0, 0, 4 -> 4/3 rounded down = 1 each.
pips French dice=1,1,4 corps=bad
turn next
turn next
deshake French R=1
# Phases never go back within a turn (Sequence of Play): once the Firing
# Phase began, `phase pip` is refused and the PIP actions with it.
pips French dice=4,4,4
fire F at E roll=3 troll=3 mroll=6 tmroll=6
phase pip
firing X1 on
check fire X1 at E
