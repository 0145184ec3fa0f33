# args: --demo
# Unknown names get the nearest known one: units, commands,
# keys, terrain; a side within two letters of one in play is refused as a
# slip unless confirmed with NEW: (nothing is added by the refusals).
fire F72 at L54
fire F27 at L45
fier F27 at L54
unit set F27 valor=2
check fire F27 at L54 rnge=3
terrain remove Ridg
unit add Gds side=Frnech arm=infantry figures=10
unit add Gds side=Alied arm=infantry figures=10
units side=Frnech
# Confirmed as a new side: added, and the name kept without NEW:.
unit add Gds side=NEW:Frnech arm=infantry figures=10
units side=Frnech
# Far from every name: no suggestion.
fire Zzzzzz at L54
unit set F27 formation=colum
unit set F27 arm=cavalri
