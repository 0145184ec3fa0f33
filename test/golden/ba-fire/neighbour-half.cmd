# alt: belle-alliance
# 3.1.6: at least half as many figures as the firing unit: N has 9, fewer
# than half of 20 -> refused. With figures=18 taking part, 9 is enough.
unit add A side=Allied arm=infantry figures=20 formation=line
unit add T side=French arm=infantry figures=20 formation=line
unit add N side=Allied arm=infantry figures=9 formation=line
fire A at T range=15 neighbour=N dice=4,4,4
fire A at T range=15 figures=18 neighbour=N dice=4,4,4
declared
