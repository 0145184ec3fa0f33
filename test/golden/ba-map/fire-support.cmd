# Belle Alliance fire from the map: the support unit (3.1.7): within 10
# cm, with the supported unit in a 45 deg arc from its front.
# A (10 wide, 2 deep: y -2..0) fires north at T (front y=15).
#
#      ===T===   y 15
#      ===A===   y -2..0
#      ===S===   y -10..-8: 6.0 cm behind A, A straight ahead: support
#
# S at y=-14 (-16..-14): 12.0 cm away: no support found; named with
# support=S the fire is refused with the measured distance.
# S at (19,-3) (x 14..24, y -5..-3): 9.1 cm from A's corner (5,-2)
# (dx 9, dy 1), but A's nearest point to its arc, (5,0), is atan(9/3) =
# 71.6 deg off straight ahead from S's front-left corner (14,-3):
# outside the 45 deg arc.
ruleset belle-alliance
unit add A side=Allied arm=infantry figures=20 formation=line x=0 y=0 facing=0 width=10 depth=2
unit add T side=French arm=infantry figures=20 formation=line x=0 y=15 facing=180 width=10 depth=2
unit add S side=Allied arm=infantry figures=20 formation=line x=0 y=-8 facing=0 width=10 depth=2
check fire A at T
factors fire A at T
unit set S y=-14
check fire A at T
check fire A at T support=S
unit set S x=19 y=-3
check fire A at T support=S
# ---- results of the hand computations above, in order (checked by
# test/golden-expect.awk; a directive names the case it checks)
# S 6.0 behind: support; at 12.0: too far; at 9.1 but 71.6 deg: outside its arc
# expect: ^CHECK part=A>T key=support result=pass .*S
# expect: ^CHECK part=A>T key=support result=fail .*S is 12.0 cm from A, more than 10
# expect: ^CHECK part=A>T key=support result=fail .*S is 9.1 cm from A, but A is not inside its 45 deg arc
