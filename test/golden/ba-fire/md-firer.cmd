# alt: belle-alliance
# 3.1.1: a unit in MD or FD may not fire: the declaration is refused and
# nothing changes; check fire shows the failing CHECK and ELIGIBLE no.
unit add A side=Allied arm=infantry figures=20 formation=line state=MD
unit add F side=Allied arm=infantry figures=20 formation=line state=FD
unit add T side=French arm=infantry figures=20 formation=line
check fire A at T range=15
fire A at T range=15 dice=4,4,4
fire F at T range=15 dice=4,4,4
declared
