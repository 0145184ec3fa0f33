# alt: belle-alliance
# Belle Alliance fire from the map: overhead fire (3.4.2). G, a battery
# 8 wide, 6 deep, at (0,0) facing north, fires along x=0 at T (front
# y=35, faces south) over its own O (y 12..15).
#
#      ===T===    y 35..39, layer 0
#         |       20.0 cm from O's far edge to the impact
#      ===O===    y 12..15, layer 0 (own)
#         |       12.0 cm from the point of fire to O
#      ==G==      y -6..0; the Ridge (layer 1) holds G's centre (0,-3)
#
# Without the ridge G is not above O: O blocks (and is in the security
# zone). On the ridge: layer 1 over 0, 12 >= 10 to O and 20 >= 20 beyond
# a friendly unit: allowed, and O is exempt from the security zone.
# T at y=34.9: 19.9 beyond, less than 20: not allowed. An enemy unit
# needs only 10 beyond. over=O over_near=... over_far=... still answers.
ruleset belle-alliance
unit add G side=Allied arm=artillery figures=8 guns=2 formation=unlimbered x=0 y=0 facing=0 width=8 depth=6
unit add O side=Allied arm=infantry figures=20 formation=line x=0 y=15 facing=0 width=10 depth=3
unit add T side=French arm=infantry figures=20 formation=line x=0 y=35 facing=180 width=10 depth=4
check fire G at T
terrain add Ridge kind=hill level=1 points=-20,-10;20,-10;20,1;-20,1
check fire G at T
unit set T y=34.9
check fire G at T
unit set O side=French
check fire G at T
unit set O side=Allied
check fire G at T over=O over_near=12 over_far=25
unit set T y=35
fire G at T dice=4,5,6
resolve
# ---- results of the hand computations above, in order (checked by
# test/golden-expect.awk; a directive names the case it checks)
# off the ridge: O blocks and is in the security zone; on it: 12 and 20, allowed
# expect: ^CHECK part=G>T key=los result=fail .*through O: no overhead fire, firer on layer 0
# expect: ^ELIGIBLE firer=G target=T value=no
# expect: ^ELIGIBLE firer=G target=T value=yes
# T at 34.9: 19.9 beyond, refused
# expect: ^CHECK part=G>T key=los result=fail .*needs 10 cm to it and 20 beyond, has 12.0 and 19.9
# expect: ^ELIGIBLE firer=G target=T value=no
