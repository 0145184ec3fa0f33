# Bad input is refused with one line and changes nothing (the fire at the
# end uses the roll as is: no penalty was recorded).
#   no side; a side no unit is on; a misspelt side (did you mean); dice that
#   are not 3d6; a total outside 3-18; roll and dice that disagree; an
#   unknown key; two sides.
# Fire (5,3,3) = 11: zone2, numbers_fewer: loss index 11, loss 1.5.
unit add A side=Allied arm=infantry figures=20 formation=line
unit add T side=French arm=infantry figures=40 formation=line
staff catch
staff catch Saxon dice=6,6,6
staff catch Alied dice=6,6,6
staff catch Allied dice=7,6,6
staff catch Allied dice=6,6
staff catch Allied roll=19
staff catch Allied roll=17 dice=6,6,6
staff catch Allied dice=6,6,6 when=now
staff catch Allied French dice=6,6,6
fire A at T range=15 dice=5,3,3
resolve
# ---- results of the hand computations above, in order
# expect-error: ^error: line 9: usage: staff catch SIDE \[roll=N\|dice=a,b,c\] \(Table 18\)$
# expect-error: ^error: line 10: no unit is on side Saxon; staff catch names the side of the staff figure: Allied\|French \(Table 18\)$
# expect-error: ^error: line 11: no unit is on side Alied \(did you mean Allied\?\)
# expect-error: ^error: line 12: dice=7,6,6 is not 3 dice of 1 to 6
# expect-error: ^error: line 13: dice=6,6 
# expect-error: ^error: line 14: roll=19 
# expect-error: ^error: line 15: roll=17 does not match dice=6,6,6
# expect-error: ^error: line 16: staff catch: unknown key when; allowed: roll dice
# expect-error: ^error: line 17: usage: staff catch SIDE
# expect: ^FIRE firer=A target=T figures=20 uof=2 roll=11 dice=5,3,3 loss_mod=0 loss_index=11 
