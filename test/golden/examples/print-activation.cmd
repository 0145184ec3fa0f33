# print in the activation ruleset: the fire phase lists the checks of 54
# and 55 and the provisional tables (fire-range.csv, fire-morale.csv, each
# value marked *); A fired this turn (F). The melee phase has no table.
ruleset activation
unit add A side=French arm=infantry figures=10 activated=yes
unit add T side=British arm=infantry figures=10
fire A at T roll=4 arc=yes los=yes range=5 friendly_within_5cm=no
resolve
print
phase melee
print
