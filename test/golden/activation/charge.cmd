ruleset activation
# 54 exception 2: a defending infantry or artillery unit being charged
# may fire at the charging unit before contact, without activation, at
# the charger only, once per turn however often charged (section 62).
unit add K side=French arm=cavalry figures=12 formation=line x=0 y=0 facing=0
unit add K2 side=French arm=cavalry figures=12 formation=line x=22 y=0 facing=0
unit add G side=British arm=infantry figures=24 formation=line x=0 y=30 facing=180
unit add H side=French arm=infantry figures=24 formation=line x=-30 y=0 facing=0
# Before any charge G has no right to fire (54).
check fire G at K
charge K vs G
charge K2 vs G
units
# Charged by K and K2: G may fire at either (the defender chooses); not at
# H, which does not charge it.
check fire G at K2
check fire G at H
fire G at K roll=5
resolve
# Once per turn, however often charged.
fire G at K2 roll=5
# 55.3: the chargers themselves may not fire, even activated and
# dismounted (so 55.2 passes).
unit set K activated=yes dismounted=yes
check fire K at G
# `turn next` clears the charge (charging=no) and activation.
turn next
units
