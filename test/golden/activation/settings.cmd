ruleset activation
# Settings (data/activation/settings.csv) are overridden per game with
# `game KEY=VALUE`; a bad value is refused by `game` itself, naming the
# allowed values, and changes nothing.
unit add A side=French arm=infantry figures=24 formation=line x=0 y=0 facing=0 activated=yes
unit add T side=British arm=infantry figures=24 formation=line x=0 y=15 facing=180
game op3=maybe
check fire A at T
game op3=no arc_origin=middle
check fire A at T
game arc_origin=centre fivecm=3
game
# Ruleset commands: charge needs an enemy; rout/break check the state.
charge A vs A
unit add A2 side=French arm=infantry figures=24
charge A vs A2
rout T
rout T
break T
rout T
help charge
