ruleset activation
# 54: "the defending unit is only permitted to fire back if it is facing
# the enemy that is firing at it." From the map: D faces away (facing 0,
# A behind it at y=0): facing_firer fails, derived (180 degrees).
unit add A side=French arm=infantry figures=24 formation=line x=0 y=0 facing=0 activated=yes
unit add D side=British arm=infantry figures=24 formation=line x=0 y=15 facing=0
fire A at D roll=1
resolve
check fire D at A
fire D at A
# Not placed: the question is asked (result=ask, ELIGIBLE value=ask) and
# `fire` needs facing_firer (and arc, los, friendly_within_5cm, range).
unit add E side=French arm=infantry figures=24 activated=yes
unit add F side=British arm=infantry figures=24
fire E at F arc=yes los=yes friendly_within_5cm=no range=12 roll=2
resolve
check fire F at E
fire F at E arc=yes los=yes friendly_within_5cm=no range=12 roll=6
fire F at E facing_firer=no arc=yes los=yes friendly_within_5cm=no range=12 roll=6
fire F at E facing_firer=yes arc=yes los=yes friendly_within_5cm=no range=12 roll=6
resolve
