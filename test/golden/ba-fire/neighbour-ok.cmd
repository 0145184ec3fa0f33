# alt: belle-alliance
# 3.1.6: N (line, 12 figures >= half of A's 20, infantry, ok) is neighbour
# unit for A: factor neighbour +1 loss, +1 moral (table 6). N does not fire
# itself, is deemed to have fired, and runs out of supplies on A's roll.
# Range 15 zone 2; 20/20: no numbers factor. dice 1,1,6 = 8.
# loss index 8 + 1 = 9 -> row 8-9: 0.5 x 2 UoF = 1.0 -> 1 figure.
# moral index 9 + 1 = 10 -> none.
# Supplies (5.5.3): two dice show one -> A and N have 3 rolls left.
unit add A side=Allied arm=infantry figures=20 formation=line
unit add T side=French arm=infantry figures=20 formation=line
unit add N side=Allied arm=infantry figures=12 formation=line
fire A at T range=15 neighbour=N dice=1,1,6
fire N at T range=15 dice=4,4,4
resolve
units
fire N at T range=15 dice=4,4,4
# ---- results of the hand computations above, in order (checked by
# test/golden-expect.awk; a directive names the case it checks)
# neighbour +1/+1: loss 9 -> 1, moral 10 none; N does not fire, then has fired
# expect: ^FIRE firer=A target=T figures=20 uof=2 roll=8 .*loss_mod=1 loss_index=9 loss=1 moral_mod=1 moral_index=10 moral=-
# expect: ^RESULT kind=fire target=T loss=1 moral=- state=ok figures=19
# expect-error: ^error: line 13: N may not fire at T: N is a neighbour unit this bound
# expect-error: ^error: line 16: N may not fire at T: N has already fired this bound
