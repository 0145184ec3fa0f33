# alt: belle-alliance
# moral_combine (docs/rulings.md): worst (default): an LD unit hit by LD
# stays LD; with `game moral_combine=step` it goes one step worse: MD.
# A 20 zone 2 at T 20 (LD). dice 4,4,5 = 13: loss 13 -> 1.0 x 2 = 2;
# moral 13 -> LD.
unit add A side=Allied arm=infantry figures=20 formation=line
unit add T side=French arm=infantry figures=20 formation=line state=LD
fire A at T range=15 dice=4,4,5
resolve
units
bound next
game moral_combine=step
fire A at T range=15 dice=4,4,5
resolve
units
# ---- results of the hand computations above, in order (checked by
# test/golden-expect.awk; a directive names the case it checks)
# worst: LD on LD stays LD; step: MD
# expect: ^FIRE firer=A target=T figures=20 uof=2 roll=13 .*loss_mod=0 loss_index=13 loss=2 moral_mod=0 moral_index=13 moral=LD
# expect: ^RESULT kind=fire target=T loss=2 moral=LD state=LD figures=18
# expect: ^RESULT kind=fire target=T loss=2 moral=LD state=MD figures=16
