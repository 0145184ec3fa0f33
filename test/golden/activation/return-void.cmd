ruleset activation
# 54: return fire answers the fire of the unit that fired at it. A unit
# destroyed by fire does not return fire, and a return fire against a fire
# that was cancelled is not carried out (FIRE carried_out=no rule=54).
# Provisional table: infantry close band 0-10 cm hits on 3 for 2 figures;
# morale 5 gives +1, the default rating 4 gives 0.
unit add A side=French arm=infantry figures=24 formation=line x=0 y=0 facing=0 activated=yes morale=5
unit add D side=British arm=infantry figures=2 formation=line x=0 y=8 facing=180
# A at D, range 8 cm: roll 3 + 1 = 4 >= 3, a hit of 2 figures: D (2
# figures) is destroyed. D's return fire, declared after it, is void.
fire A at D roll=3
fire D at A roll=6
# Odds by hand: A hits on a roll of 2-6 (5/6) and then D is destroyed;
# D hits (roll 3-6, 4/6) only when A missed: 1/6 * 4/6 = 4/36 = 0.1111.
odds
resolve
units
# Destroyed, D may not declare its return fire afterwards either.
check fire D at A
fire D at A roll=6
# A2 fires at D2 and D2 returns it; then A2's fire is cancelled: D2's
# return fire answers nothing and is not carried out.
unit add A2 side=French arm=infantry figures=24 formation=line x=60 y=0 facing=0 activated=yes
unit add D2 side=British arm=infantry figures=24 formation=line x=60 y=8 facing=180
fire A2 at D2 roll=1
fire D2 at A2 roll=6
cancel A2
resolve
units
# D2 did not fire (once: pass); with no fire of A2 standing it may not
# fire now (activated: fail).
check fire D2 at A2
