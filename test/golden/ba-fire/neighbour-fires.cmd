# alt: belle-alliance
# 3.1.6: a neighbour unit does not carry out its own fire (nor split
# fire): N has declared its own fire, so it cannot be A's neighbour; and a
# unit named as neighbour may not then declare a fire of its own.
unit add A side=Allied arm=infantry figures=20 formation=line
unit add T side=French arm=infantry figures=20 formation=line
unit add N side=Allied arm=infantry figures=12 formation=line
unit add M side=Allied arm=infantry figures=12 formation=line
fire N at T range=15 dice=3,3,3
fire A at T range=15 neighbour=N dice=4,4,4
fire A at T range=15 neighbour=M dice=4,4,4
fire M at T range=15 dice=2,2,2
declared
