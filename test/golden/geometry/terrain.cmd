# 3.1.3 / 1.1.6 terrain that blocks sight: a wood between firer and target
# blocks; a wood the target stands in does not (and gives cover).
#      ===T===   y 25
#      #######   wood y 10..15
#      ===A===   y 0
# Lines of aim (3.1.3): only the outer files aim, along the wood's edges
# x = -5 and x = 5 (a line that only grazes an outline is clear): 2 of 10
# files, 4 figures, 1 unit of fire; their span x -5..5 puts the point of
# fire at (0,0), and the line of fire crosses the wood.
ruleset belle-alliance
unit add A side=Allied arm=infantry figures=20 formation=line x=0 y=0 facing=0 width=10 depth=2
unit add T side=French arm=infantry figures=20 formation=line x=0 y=25 facing=180 width=10 depth=4
terrain add Copse kind=wood points=-5,10;5,10;5,15;-5,15
check fire A at T
terrain remove Copse
terrain add Orchard kind=wood points=-10,24;10,24;10,40;-10,40
check fire A at T
