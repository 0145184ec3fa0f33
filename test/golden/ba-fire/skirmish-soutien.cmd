# alt: belle-alliance
# 3.3.3: a skirmish line and its mother unit firing together are one split
# fire: one roll; here at different targets -> split -2 on both.
# 3.3.1: firing at a skirmish line linked to its soutien (soutien=yes
# answers "a figure within 15"): soutien -2 moral (table 6).
# SL 8 figures (1 UoF) at ESL (skirmish, 8, mother=EBn, soutien=yes):
#   range 15 zone 2, split -2; dice 5,5,5 = 15: loss 13 -> 1.0 x 1 = 1;
#   moral 13 - 2 = 11 -> none.
#   SL's 8 figures are the group's one short unit of fire (3.1.1).
# Bn 24 at T 20 (24/20 = 1.2): the short unit is used by SL, so 2 UoF;
#   split -2; loss 13 -> 1.0 x 2 = 2; moral 13 -> LD.
# Refused on the way: SL at ESL without the soutien answer (no map), and
# Bn with other dice than SL's (one roll, 3.3.3).
unit add Bn side=Allied arm=infantry figures=24 formation=line
unit add SL side=Allied arm=infantry figures=8 formation=skirmish mother=Bn
unit add T side=French arm=infantry figures=20 formation=line
unit add EBn side=French arm=infantry figures=30 formation=line
unit add ESL side=French arm=infantry figures=8 formation=skirmish mother=EBn
fire SL at ESL range=15 dice=5,5,5
fire SL at ESL range=15 soutien=yes dice=5,5,5
fire Bn at T range=15 dice=6,6,6
fire Bn at T range=15
resolve
# ---- results of the hand computations above, in order (checked by
# test/golden-expect.awk; a directive names the case it checks)
# refused: no soutien answer; other dice than SL's
# expect-error: ^error: line 19: fire SL at ESL needs soutien
# expect-error: ^error: line 21: split fire has one roll for both parts
# SL: split -2, soutien -2: loss 13 -> 1, moral 11 none; Bn: 2 UoF, loss 13 -> 2, moral 13 LD
# expect: ^FIRE firer=SL target=ESL figures=8 uof=1 roll=15 .*loss_mod=-2 loss_index=13 loss=1 moral_mod=-2 moral_index=11 moral=- split=two-targets
# expect: ^FIRE firer=Bn target=T figures=24 uof=2 roll=15 .*loss_mod=-2 loss_index=13 loss=2 moral_mod=0 moral_index=13 moral=LD split=two-targets
# expect: ^RESULT kind=fire target=ESL loss=1 moral=- state=ok figures=7
# expect: ^RESULT kind=fire target=T loss=2 moral=LD state=LD figures=18
