# alt: belle-alliance
# 3.1.8 flank and rear fire (edge=flank|rear answers the point of impact;
# table 6 group edge: flank +1/+2, rear +2/+3, only one counts).
# A and B 20 figures (2 UoF), range 15 zone 2; targets 20 in line.
# A at T1 edge=flank dice 4,4,4 = 12: loss 13 -> 1.0 x 2 = 2; moral 13 + 2
# = 15 -> LD.  B at T2 edge=rear dice 4,4,4: loss 14 -> 1.0 x 2 = 2;
# moral 14 + 3 = 17 -> MD.
unit add A side=Allied arm=infantry figures=20 formation=line
unit add B side=Allied arm=infantry figures=20 formation=line
unit add T1 side=French arm=infantry figures=20 formation=line
unit add T2 side=French arm=infantry figures=20 formation=line
factors fire A at T1 range=15 edge=flank
fire A at T1 range=15 edge=flank dice=4,4,4
fire B at T2 range=15 edge=rear dice=4,4,4
resolve
# ---- results of the hand computations above, in order (checked by
# test/golden-expect.awk; a directive names the case it checks)
# flank: loss 13 -> 2, moral 15 -> LD; rear: loss 14 -> 2, moral 17 -> MD
# expect: ^FIRE firer=A target=T1 figures=20 uof=2 roll=12 .*loss_mod=1 loss_index=13 loss=2 moral_mod=2 moral_index=15 moral=LD
# expect: ^FIRE firer=B target=T2 figures=20 uof=2 roll=12 .*loss_mod=2 loss_index=14 loss=2 moral_mod=3 moral_index=17 moral=MD
# expect: ^RESULT kind=fire target=T1 loss=2 moral=LD state=LD figures=18
# expect: ^RESULT kind=fire target=T2 loss=2 moral=MD state=MD figures=18
