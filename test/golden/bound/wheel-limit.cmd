# The wheel limit of a continued advance (Belle Alliance 4.1.4, the
# seed's words): "During continued advance ... The unit may carry out
# change of direction only once and only by wheeling within a limit of 20
# degrees". It limits the unit's continued advance (one wheel, at most
# 20 degrees, no turn), in any formation; other moves have no wheel limit
# in the sources (2.4.3 is not in them; docs/rulings.md).
# A beats D (18 vs 8, D FD: A may advance, as ba-melee/continued-advance)
# and records `advance A yes`. A is then placed: front centre (0,0),
# facing 0 (north), 20 wide, 2 deep.
unit add A side=French arm=infantry figures=20 formation=line
unit add B side=French arm=infantry figures=20 formation=line x=100 y=0 facing=0 width=20 depth=2
unit add D side=Allied arm=infantry figures=20 formation=line
melee A vs D dice=6,6,6 ddice=2,2,4
resolve
advance A yes
unit set A x=0 y=0 facing=0 width=20 depth=2
# Refused: 25 degrees is beyond 20; a turn is no wheel. Nothing moves.
unit move A wheel=25 pivot=left
# expect-error: line 18: unit move: wheel=25 is beyond the limit: A is in continued advance and wheels at most 20 degrees, once \(4\.1\.4\)
unit move A turn=10
# expect-error: line 20: unit move: A is in continued advance: it changes direction only by wheeling, once, at most 20 degrees \(4\.1\.4\); turn= is not allowed
# Accepted: forward 5, then wheel 20 about the front-left corner.
# forward=5: front centre (0,5), front-left corner P = (-10,5). The front
# centre, 10 east of P, turns 20 deg anticlockwise: P + 10 (cos 20,
# sin 20) = (-10 + 9.397, 5 + 3.420) = (-0.60, 8.42), facing 340.
# Distance: the farthest corner, rear right (20 east, 2 south of P):
# 5 + sqrt(20^2 + 2^2) x 20 x pi/180 = 5 + 20.10 x 0.3491 = 12.02.
unit move A forward=5 wheel=20 pivot=left
# expect: ^MOVE unit=A x=-0.6 y=8.42 facing=340 distance=12.02 
# expect: continued advance of A: wheeled 20 degrees, its one change of direction
# Refused: a second wheel in the same continued advance, even of 5.
unit move A wheel=5 pivot=right
# expect-error: line 32: unit move: A has wheeled once already in its continued advance: it changes direction only once \(4\.1\.4\)
# Accepted: straight on, 3 along facing 340: (-0.60 - 3 sin 20,
# 8.42 + 3 cos 20) = (-1.63, 11.24).
unit move A forward=3
# expect: ^MOVE unit=A x=-1.63 y=11.24 facing=340 distance=3 
# B is in no continued advance: 45 degrees accepted. pivot=right: P =
# front-right corner (110,0); the front centre, 10 west of P, turns 45
# deg clockwise: (110 - 7.07, 7.07) = (102.93, 7.07), facing 45; the
# rear-left corner travels sqrt(20^2 + 2^2) x pi/4 = 15.79.
unit move B wheel=45 pivot=right
# expect: ^MOVE unit=B x=102.93 y=7.07 facing=45 distance=15.79 
# The next bound: A's continued advance is over, 30 degrees accepted.
bound next
unit move A wheel=30 pivot=left
# expect: ^MOVE unit=A .*facing=310 
