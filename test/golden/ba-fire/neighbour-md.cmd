# alt: belle-alliance
# 3.1.6: units in MD or FD may not be neighbour units.
unit add A side=Allied arm=infantry figures=20 formation=line
unit add T side=French arm=infantry figures=20 formation=line
unit add N side=Allied arm=infantry figures=12 formation=line state=MD
unit add M side=Allied arm=infantry figures=12 formation=line state=FD
fire A at T range=15 neighbour=N dice=4,4,4
fire A at T range=15 neighbour=M dice=4,4,4
