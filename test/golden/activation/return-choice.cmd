ruleset activation
# 54: "If the defending unit is fired upon by more than one enemy unit in
# the same turn, then the defending player may choose which enemy unit
# they wish to fire at" - once, at one of them.
unit add A1 side=French arm=infantry figures=24 formation=line x=-20 y=0 facing=0 activated=yes
unit add A2 side=French arm=infantry figures=24 formation=line x=20 y=0 facing=0 activated=yes
unit add D side=British arm=infantry figures=24 formation=line x=0 y=15 facing=180
fire A1 at D roll=1
fire A2 at D roll=1
resolve
# Either may be chosen (the reason names both); D picks A2.
check fire D at A1
fire D at A2 roll=3
resolve
# Having answered A2, it may not also answer A1 (once per turn).
check fire D at A1
