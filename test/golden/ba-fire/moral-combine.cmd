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
