# Belle Alliance fire from the map: the security zone (3.1.4).
# G, a battery 8 wide at (0,0) facing north, fires along x=0 at T, whose
# front is at y=70 (T faces south, 2 deep: rear y=72); 6pdr zone 3.
#
#        [B]      own B behind T: y 75..77, then 82..84
#      ===T===    y 70..72
#         | [O]   own O: x 6..10 (then 5.7..9.7), y 58..60
#         |
#       =G=       y 0
#
# The zone is 10 % of the distance from the point of fire to O, at least
# half the frontage (4): O's nearest point (6,58) is sqrt(6^2+58^2) =
# 58.3 cm away, so it needs 5.8 at right angles to the line; it has 6.0
# (kept), then 5.7 (not kept: the fire is not carried out).
# Second sentence: no own unit less than 10 cm behind the target: B at
# 3.0 cm behind T's rear is too close; at exactly 10.0 it is allowed.
ruleset belle-alliance
unit add G side=Allied arm=artillery guns=2 figures=8 formation=unlimbered x=0 y=0 facing=0 width=8 depth=6
unit add T side=French arm=infantry figures=20 formation=line x=0 y=70 facing=180 width=10 depth=2
unit add O side=Allied arm=infantry figures=8 formation=line x=8 y=60 facing=0 width=4 depth=2
check fire G at T
unit set O x=7.7
check fire G at T
fire G at T dice=4,4,4
resolve
bound next
unit remove O
unit add B side=Allied arm=infantry figures=20 formation=line x=0 y=75 facing=180 width=10 depth=2
check fire G at T
unit set B y=82
check fire G at T
# The umpire's answer overrides the map.
check fire G at T security=yes
# ---- results of the hand computations above, in order (checked by
# test/golden-expect.awk; a directive names the case it checks)
# O at 6.0 kept; at 5.7 (needs 5.8 = 10% of 58.3) not; B 3.0 behind T refused, 10.0 allowed
# expect: ^ELIGIBLE firer=G target=T value=yes
# expect: ^CHECK part=G>T key=security result=fail .*own O 5.7 cm from the line of fire, needs 5.8 \(10% of 58.3 cm\)
# expect: ^FIRE firer=G target=T .*carried=no rule=3.1.4
# expect: ^CHECK part=G>T key=security result=fail .*enters own B 3.0 cm behind the target: needs 10
# expect: ^ELIGIBLE firer=G target=T value=no
# expect: ^ELIGIBLE firer=G target=T value=yes
