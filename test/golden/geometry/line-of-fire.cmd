# 3.1.3 the line of fire may not pass through own or opponent units.
#      ===T===   y 25..29
#        [X]     y 12..15 opponent
#      ===A===   y 0
ruleset belle-alliance
unit add A side=Allied arm=infantry figures=20 formation=line x=0 y=0 facing=0 width=10 depth=2
unit add T side=French arm=infantry figures=20 formation=line x=0 y=25 facing=180 width=10 depth=4
unit add X side=French arm=infantry figures=20 formation=line x=0 y=12 facing=180 width=6 depth=3
check fire A at T
# X's edge runs along the line of fire (x -6..0): grazing does not block.
unit set X x=-3
check fire A at T
# An own unit across the line blocks as well.
unit set X side=Allied x=0
check fire A at T
