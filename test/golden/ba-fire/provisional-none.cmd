# args: --tables ../../tables-settings-only/verified/belle-alliance
# The counterpart of provisional-settings.cmd: with settings.csv not marked
# either, no file used is provisional and no record says provisional=yes.
# 20 figures -> 2 UoF; range 15 musket zone 2 (0/0); dice 4,3,5 = 12 ->
# table 12 row 12: 1.0 per UoF -> 2 figures; moral index 12: none.
unit add A side=Allied arm=infantry figures=20 formation=line
unit add T side=French arm=infantry figures=30 formation=line
fire A at T range=15 dice=4,3,5
resolve
# ---- results of the hand computations above, in order (checked by
# test/golden-expect.awk; a directive names the case it checks)
# the same, and no provisional=yes
# expect: ^FIRE firer=A target=T figures=20 uof=2 roll=12 .*loss_mod=0 loss_index=12 loss=2 moral_mod=0 moral_index=12 moral=- carried=yes$
# expect: ^RESULT kind=fire target=T loss=2 moral=- state=ok figures=28 raw=2 valour=0 moral_from=A$
