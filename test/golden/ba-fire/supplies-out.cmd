# alt: belle-alliance
# 5.5.3: a roll with two dice showing one leaves supplies for the next
# three fire rolls only; then the unit may not fire.
# Bound 1 dice 1,1,4: countdown starts (3 left). Bounds 2, 3, 4: 2, 1,
# 0 left -> without supplies. Bound 5: refused. A roll=N that may hide two
# ones is refused (needs dice).
unit add A side=Allied arm=infantry figures=20 formation=line
unit add T side=French arm=infantry figures=40 formation=line
fire A at T range=25 roll=6
fire A at T range=25 dice=1,1,4
resolve
bound next
fire A at T range=25 dice=2,2,2
resolve
bound next
fire A at T range=25 dice=2,2,3
resolve
bound next
fire A at T range=25 dice=2,3,3
resolve
units
bound next
check fire A at T range=25
fire A at T range=25 dice=4,4,4
# ---- results of the hand computations above, in order (checked by
# test/golden-expect.awk; a directive names the case it checks)
# roll= without dice refused; countdown 3, 2, 1, 0 (no supplies); then refused
# expect-error: ^error: line 9: roll=6 needs dice=a,b,c
# expect: ^SUPPLY unit=A ones=2 rolls_left=3 supplies=yes
# expect: ^SUPPLY unit=A ones=0 rolls_left=2 supplies=yes
# expect: ^SUPPLY unit=A ones=0 rolls_left=1 supplies=yes
# expect: ^SUPPLY unit=A ones=0 rolls_left=0 supplies=no
# expect-error: ^error: line 24: A may not fire at T: A is without supplies
