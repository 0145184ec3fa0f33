# quatre-bras: the terrain and settings of the grande-tactique scenario; its roster is
# quatre-bras.csv (umpire --scenario quatre-bras, docs/scenarios.md). From the demo:
# Quatre Bras, 16 June 1815, early afternoon (Grande Tactique).
# A corner of the field for a first fire and a first charge.
#
# Picton's division, just arrived from Brussels, meets Foy's division in
# base contact south of the crossroads; Kellermann's cuirassiers stand
# ready to charge the Royal Horse Artillery troop that has unlimbered on
# the Namur road.
#
#
# Coordinates in inches: x, y is the centre of a unit's front edge, facing
# in degrees clockwise from north. Units are divisions and brigades, so
# figures=1 counts the unit, not men.
ruleset grande-tactique
game units=in
# The demo shows one fire and one charge on their own, out of turn order
# (Picton and RHA are British, Kell French): sequence=free. Delete this
# line to play the Sequence of Play: whose turn, phases, PIPs, must-fire.
game sequence=free

terrain add Crossroads kind=building points=24,18;27,18;27,21;24,21
terrain add BossuWood kind=wood points=2,12;12,12;12,24;2,24

