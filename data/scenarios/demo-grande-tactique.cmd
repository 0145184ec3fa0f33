# Quatre Bras, 16 June 1815, early afternoon (Grande Tactique).
# A corner of the field for a first fire and a first charge.
#
# Picton's division, just arrived from Brussels, meets Foy's division in
# base contact south of the crossroads; Kellermann's cuirassiers stand
# ready to charge the Royal Horse Artillery troop that has unlimbered on
# the Namur road.
#
# Ready at once:
#   fire:   Picton (Firing marker on) at Foy, in base contact (infantry
#           fires only at units it touches, Valid Targets).
#   charge: Kell (eager cuirassiers) against RHA (m in the interface).
#   de-shake: Pack's brigade of Picton's division is shaken (P in the
#           interface: `deshake British Pack=`, its die to type).
# Divisions (command=) draw the PIPs: the British 5th (Picton, Pack, the
# RHA troop attached), the French 9th (Foy) and Kellermann's corps.
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

unit add Picton side=British arm=infantry figures=1 quality=veteran firing=yes command=5th x=20 y=10 facing=0 width=4 depth=1 label="Picton's division"
unit add RHA side=British arm=artillery figures=1 formation=unlimbered firing=yes command=5th x=32 y=10 facing=0 width=2 depth=1 label="Royal Horse Artillery"
unit add Foy side=French arm=infantry figures=1 formation=column command=9th x=20 y=10 facing=180 width=2 depth=3 label="Foy's division"
unit add Kell side=French arm=cavalry figures=1 command=IIICav x=32 y=16 facing=180 width=3 depth=1.5 label="Kellermann's cuirassiers"
unit add Pack side=British arm=infantry figures=1 state=shaken command=5th x=12 y=8 facing=0 width=4 depth=1 label="Pack's brigade"
