# alt: belle-alliance
# 3.1.6: a mother unit or soutien may not be a neighbour unit for its
# skirmish line: SL (skirmish, mother=Bn) names Bn -> refused.
unit add Bn side=Allied arm=infantry figures=24 formation=line
unit add SL side=Allied arm=infantry figures=6 formation=skirmish mother=Bn
unit add T side=French arm=infantry figures=20 formation=line
fire SL at T range=15 neighbour=Bn dice=4,4,4
# ---- results of the hand computations above, in order (checked by
# test/golden-expect.awk; a directive names the case it checks)
# refused
# expect-error: ^error: line 7: SL may not fire at T: Bn is the mother unit or soutien
