ruleset activation
# Optional rule OP3, Exhausted gun crews (54): "any artillery unit that
# returns fire, when fired upon will move down -1 Stamina point".
# Setting op3 (default no).
unit add A side=French arm=infantry figures=24 formation=line x=0 y=0 facing=0 activated=yes
unit add G side=British arm=artillery figures=6 guns=2 formation=unlimbered x=0 y=20 facing=180 stamina=5
unit add G2 side=British arm=artillery figures=6 guns=2 formation=unlimbered x=30 y=20 facing=180 stamina=5 activated=yes
fire A at G roll=1
resolve
# op3=no: G returns fire and keeps its Stamina 5.
fire G at A roll=1
resolve
units
# op3=yes: next turn, G returns fire again and loses one Stamina point
# (STAMINA record, rule OP3).
turn next
game op3=yes
unit set A activated=yes
fire A at G roll=1
resolve
fire G at A roll=1
resolve
# An activated artillery unit firing (not returning fire) loses nothing.
unit set G2 activated=yes
fire G2 at A roll=1
resolve
units
# ---- results of the hand computations above, in order (checked by
# test/golden-expect.awk; a directive names the case it checks)
# op3=no: G keeps Stamina 5; op3=yes: G loses one (4); G2 activated loses nothing
# expect: ^RESULT kind=fire firer=A target=G .*stamina=5
# expect: ^UNIT name=G .*stamina=5
# expect: ^STAMINA unit=G change=-1 stamina=4 rule=OP3
# expect: ^FIRE firer=G2 target=A as=activated
# expect: ^UNIT name=G .*stamina=4
