# args: --tables ../../tables-settings-only/verified/belle-alliance
# The counterpart of provisional-settings.cmd: with settings.csv not marked
# either, no file used is provisional and no record says provisional=yes.
# 20 figures -> 2 UoF; range 15 musket zone 2 (0/0); dice 4,3,5 = 12 ->
# table 12 row 12: 1.0 per UoF -> 2 figures; moral index 12: none.
unit add A side=Allied arm=infantry figures=20 formation=line
unit add T side=French arm=infantry figures=30 formation=line
fire A at T range=15 dice=4,3,5
resolve
