# 3.1.4 security zone: 10 % of the distance to an own unit between firer
# and target, at least half the firer's frontage (here 5), measured at
# right angles from the line of fire; and no own unit less than 10 cm
# behind the target within the longest zone.
#      ===T===        y 28
#            [o]      O, own unit; x 5..9 (exactly 5 from the line)
#      ===A===        y 0
ruleset belle-alliance
unit add A side=Allied arm=infantry figures=20 formation=line x=0 y=0 facing=0 width=10 depth=2
unit add T side=French arm=infantry figures=20 formation=line x=0 y=28 facing=180 width=10 depth=2
unit add O side=Allied arm=infantry figures=20 formation=line x=7 y=14 facing=0 width=4 depth=4
check fire A at T
unit set O x=6.9
check fire A at T
unit remove O
# An own unit 1 cm behind T's rear (y 30), 31 cm along the line: beyond
# musket's longest zone (30), so allowed; then touching T's rear, 30 cm
# along the line: within the zone and less than 10 behind: not allowed.
unit add B side=Allied arm=infantry figures=20 formation=line x=0 y=31 facing=180 width=10 depth=3
check fire A at T
unit set B y=30
check fire A at T
