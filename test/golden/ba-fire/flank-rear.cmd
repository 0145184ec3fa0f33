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
