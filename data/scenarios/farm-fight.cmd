# farm-fight: the terrain and settings of the activation scenario; its roster is
# farm-fight.csv (umpire --scenario farm-fight, docs/scenarios.md). From the demo:
# A skirmish by a farm, for the activation rules (sections 54-55).
#
# The French grenadiers and a horse battery have been activated this turn;
# the British fusiliers stand 15 cm off, the light dragoons further east.
#
#
# Coordinates in cm: x, y is the centre of a unit's front edge, facing in
# degrees clockwise from north. The resolution table is provisional
# (docs/activation.md).
ruleset activation
game units=cm

terrain add Farm kind=building points=44,50;54,50;54,58;44,58

