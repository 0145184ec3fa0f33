# 3.3.1 an opponent skirmish line screens the unit behind it from small
# arms fire unless it is in base contact with it; never from artillery.
#      ===T===   y 25
#      .......   S, skirmish line
#      ===A===   y 0
ruleset belle-alliance
unit add A side=Allied arm=infantry figures=20 formation=line x=0 y=0 facing=0 width=10 depth=2
unit add G side=Allied arm=artillery figures=8 guns=2 formation=unlimbered x=20 y=0 facing=0 width=8 depth=6
unit add T side=French arm=infantry figures=20 formation=line x=0 y=25 facing=180 width=30 depth=4
unit add S side=French arm=infantry figures=8 formation=skirmish x=5 y=15 facing=180 width=40 depth=1.5
check fire A at T
check fire G at T
# S steps back into base contact with T (y 23.5..25): T may be the target.
unit set S y=23.5
check fire A at T
