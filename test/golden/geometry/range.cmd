# 3.1.3 range along the line of fire to the point of impact; beyond the
# longest zone of the weapon (table 13: musket 30) the fire is not carried
# out.
ruleset belle-alliance
unit add A side=Allied arm=infantry figures=20 formation=line x=0 y=0 facing=0 width=10 depth=2
unit add T side=French arm=infantry figures=20 formation=line x=0 y=30 facing=180 width=10 depth=4
check fire A at T
unit set T y=30.5
check fire A at T
