# A skirmish by a farm, for the activation rules (sections 54-55).
#
# The French grenadiers and a horse battery have been activated this turn;
# the British fusiliers stand 15 cm off, the light dragoons further east.
#
# Ready at once:
#   fire:       Gren (activated) at Fus, 15 cm straight ahead; Bty
#               (activated) at Fus too: a common target.
#   activation: Drag is not activated: e, then activated=yes in "more
#               keys", and it may fire in its turn.
#
# Coordinates in cm: x, y is the centre of a unit's front edge, facing in
# degrees clockwise from north. The resolution table is provisional
# (docs/activation.md).
ruleset activation
game units=cm

terrain add Farm kind=building points=44,50;54,50;54,58;44,58

unit add Gren side=French arm=infantry figures=24 formation=line activated=yes x=40 y=20 facing=0 label="1st Grenadiers"
unit add Bty side=French arm=artillery guns=2 figures=8 formation=unlimbered activated=yes x=60 y=20 facing=330 label="Horse battery"
unit add Fus side=British arm=infantry figures=24 formation=line x=40 y=35 facing=180 label="Royal Fusiliers"
unit add Drag side=British arm=cavalry figures=12 formation=line x=70 y=40 facing=180 label="Light Dragoons"
