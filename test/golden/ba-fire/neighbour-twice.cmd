# alt: belle-alliance
# 3.1.6: a neighbour unit for only one unit in the bound: N is neighbour
# for A, then B names it too -> refused; after resolve, still refused in
# this bound (history), allowed again next bound.
unit add A side=Allied arm=infantry figures=20 formation=line
unit add T side=French arm=infantry figures=20 formation=line
unit add B side=Allied arm=infantry figures=20 formation=line
unit add N side=Allied arm=infantry figures=12 formation=line
fire A at T range=15 neighbour=N dice=4,4,4
fire B at T range=15 neighbour=N dice=4,4,4
resolve
fire B at T range=15 neighbour=N dice=4,4,4
bound next
fire B at T range=15 neighbour=N dice=4,4,4
declared
# ---- results of the hand computations above, in order (checked by
# test/golden-expect.awk; a directive names the case it checks)
# N named by B: refused before and after resolve
# expect-error: ^error: line 10: B may not fire at T: N is already a neighbour unit for A
# expect-error: ^error: line 12: B may not fire at T: N is already a neighbour unit for another unit
