ruleset activation
# 55.5: "A unit is not permitted to fire at a friendly/enemy unit engaged
# in melee."
unit add A side=French arm=infantry figures=24 formation=line x=0 y=0 facing=0 activated=yes
unit add T side=British arm=infantry figures=24 formation=line x=0 y=15 facing=180 in_melee=yes
check fire A at T
fire A at T
unit set T in_melee=no
fire A at T roll=2
resolve
