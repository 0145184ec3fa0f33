ruleset activation
# 55.2: "Mounted cavalry are not permitted to fire, but dismounted cavalry
# are allowed to fire."
unit add K side=French arm=cavalry figures=12 formation=line x=0 y=0 facing=0 activated=yes
unit add T side=British arm=infantry figures=24 formation=line x=0 y=8 facing=180
check fire K at T
fire K at T
# Exception: dismounted, it may fire (carbines: the provisional cavalry
# rows of fire-range.csv).
unit set K dismounted=yes
check fire K at T
fire K at T roll=4
resolve
