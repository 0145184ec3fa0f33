ruleset activation
# 55.4: "A unit fighting a melee is not permitted to fire."
unit add A side=French arm=infantry figures=24 formation=line x=0 y=0 facing=0 activated=yes in_melee=yes
unit add T side=British arm=infantry figures=24 formation=line x=0 y=15 facing=180
check fire A at T
fire A at T
unit set A in_melee=no
fire A at T roll=2
resolve
