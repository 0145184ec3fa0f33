# unit move: a brigade of four moved forward 12 cm and wheeled
# 30 degrees ends where the geometry says.
# Four battalions in line, 12 wide and 2 deep, facing north, front edge on
# y=10, side by side from x=0 to x=48 (front centres x = 6, 18, 30, 42).
# forward=12: y = 22, distance 12 each.
# wheel=30 pivot=left: pivot P = front-left corner of A1 = (0, 22); each
# front centre d from P along the front turns 30 deg anticlockwise:
# P + d (cos 30, sin 30): A1 (5.20, 25), A2 (15.59, 31), A3 (25.98, 37),
# A4 (36.37, 43), facing 330. Distance: the farthest corner's arc, the rear
# right corner: A4 sqrt(48^2 + 2^2) = 48.04 x pi/6 = 25.15; A1
# sqrt(12^2 + 2^2) = 12.17 x pi/6 = 6.37.
unit add A1 side=French arm=infantry figures=24 x=6 y=10 facing=0 width=12 depth=2 brigade=B1
unit add A2 side=French arm=infantry figures=24 x=18 y=10 facing=0 width=12 depth=2 brigade=B1
unit add A3 side=French arm=infantry figures=24 x=30 y=10 facing=0 width=12 depth=2 brigade=B1
unit add A4 side=French arm=infantry figures=24 x=42 y=10 facing=0 width=12 depth=2 brigade=B1
unit move brigade=B1 forward=12
# expect: ^MOVE unit=A1 x=6 y=22 facing=0 distance=12 
# expect: ^MOVE unit=A4 x=42 y=22 facing=0 distance=12 
unit move brigade=B1 wheel=30 pivot=left
# expect: ^MOVE unit=A1 x=5.2 y=25 facing=330 distance=6.37 
# expect: ^MOVE unit=A2 x=15.59 y=31 facing=330 
# expect: ^MOVE unit=A3 x=25.98 y=37 facing=330 
# expect: ^MOVE unit=A4 x=36.37 y=43 facing=330 distance=25.15 
units
# One move is one undo.
undo
units
# A list of units; turn=180 about each unit's centre (y 21): front centre
# on y=20 facing south; distance half the diagonal x pi = 6.08 x pi = 19.11.
unit move A1,A2 turn=180
# expect: ^MOVE unit=A1 x=6 y=20 facing=180 distance=19.11 
# Along the facing: A3 facing north: right is east, back is south.
unit move A3 right=2 back=1
# expect: ^MOVE unit=A3 x=32 y=21 facing=0 distance=3 
unit move A3 to=100,100
# Moving onto another unit is allowed but said.
unit move A4 to=100,100
# Refusals change nothing.
unit move A1 wheel=10
# expect-error: wheel needs pivot=left\|right
unit move A1 pivot=left forward=2
unit move A1,A1 forward=2
unit move brigade=B9 forward=1
unit move A1 forward=1 speed=2
unit move A1 forward=x
unit move A1 turn=400
unit move A1 to=3
unit move A1
unit move A1 brigade=B1 forward=1
units
