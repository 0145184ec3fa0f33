# title: GT-10: PIP allocation without a Plan and with one
# rule: PIP Phase, Generals
# Source: shared/rules/grande-tactique.md, section 11, GT-10. A corps of
# three divisions X, Y, Z (the units' command=); X has a great general
# within 9 inches of the corps commander, Y a bad one.
ruleset grande-tactique
unit add X1 side=French arm=infantry figures=1 command=X
unit add Y1 side=French arm=cavalry figures=1 command=Y
unit add Z1 side=French arm=artillery figures=1 command=Z
# step: The corps rolls 5, 2 and 4. Without a Plan every division gets the average, 11/3 = 3.67 rounded down = 3; X +1 great general and the corps commander's +1 = 5; Y -1 bad general = 2; Z 3.
pips French dice=5,2,4 great=X bad=Y corps_plus=X
# book: PIPS division=X allocation=average base=3 pips=5 says="X: 3 + 1 great + 1 corps = 5"
# book: PIPS division=Y allocation=average base=3 pips=2 says="Y: 3 - 1 bad = 2"
# book: PIPS division=Z allocation=average base=3 pips=3 says="Z: 3"
# step: The corps switches to a Plan ranking X, Y, Z. "To switch between Plan and no Plan, or to re-rank, the corps commander forfeits all PIPs of all his divisions for one turn. This must be announced before the PIP roll." (PIP Phase): this turn every division has 0.
turn next
turn next
pips French plan=X,Y,Z
# book: PIPS division=X allocation=forfeit pips=0 says="the switch to a Plan forfeits all PIPs for one turn"
# step: With a Plan ranking X, Y, Z, the dice sorted 5, 4, 2 go in that order: X = 5 + 1 + 1 = 7, Y = 4 - 1 = 3, Z = 2.
turn next
turn next
pips French dice=5,2,4 plan=X,Y,Z great=X bad=Y corps_plus=X
# book: PIPS division=X allocation=plan base=5 pips=7 says="X: 5 + 1 great + 1 corps = 7"
# book: PIPS division=Y allocation=plan base=4 pips=3 says="Y: 4 - 1 bad = 3"
# book: PIPS division=Z allocation=plan base=2 pips=2 says="Z: 2"
# step: Back to no Plan: again all PIPs are forfeit for one turn (PIP Phase).
turn next
turn next
pips French
# book: PIPS division=X allocation=forfeit pips=0 says="the switch back to no Plan forfeits all PIPs for one turn"
# step: Variant [ordering assumption]: a bad corps commander turns every die showing 1 into 0 before the other modifiers: 1, 1, 4 -> 0, 0, 4, average 4/3 rounded down = 1 each.
turn next
turn next
pips French dice=1,1,4 corps=bad
# book: PIPS division=X allocation=average base=1 pips=1 says="0 + 0 + 4 = 4, 4/3 rounded down = 1"
