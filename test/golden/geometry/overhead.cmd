# 3.4.2 overhead fire: artillery one hill layer above the unit fired over,
# 10 cm to it and 10 beyond (20 beyond a friendly unit), no canister.
#      ===T===   y 35..39 (layer 0)
#      ===O===   y 12..15 own unit (layer 0)
#      ===G===   y 0 (layer 1)
ruleset belle-alliance
unit add G side=Allied arm=artillery figures=8 guns=2 formation=unlimbered x=0 y=0 facing=0 width=8 depth=6
unit add O side=Allied arm=infantry figures=20 formation=line x=0 y=15 facing=0 width=10 depth=3
unit add T side=French arm=infantry figures=20 formation=line x=0 y=35 facing=180 width=10 depth=4
check fire G at T
terrain add Ridge kind=hill level=1 points=-20,-10;20,-10;20,1;-20,1
check fire G at T
unit set T y=34.9
check fire G at T
