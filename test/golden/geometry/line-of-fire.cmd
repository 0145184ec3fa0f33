# 3.1.3 the line of fire may not pass through own or opponent units.
#      ===T===   y 25..29
#        [X]     y 12..15 opponent
#      ===A===   y 0
# Lines of aim (3.1.3): A's 10 files of 1 cm (x -5..5), X at x -3..3,
# y 12..15. File 3 (x -2..-1) aims from (-2,0) at T's corner (-5,25): at
# y 12..15 the line is at x -3.44..-3.8, left of X; file 4 from (-1,0) is
# at x -2.92 at y = 12: inside X, and so every line of files 4 and 5:
# 8 of 10 files aim (16 of 20 figures, 2 units of fire). Their span is
# x -5..5: the point of fire stays (0,0) and the line of fire is blocked.
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
