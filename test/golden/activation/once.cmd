ruleset activation
# 54: an activated unit fires once per turn, however often it is
# activated. Bookkeeping: the turn it fired is recorded, not asked.
unit add A side=French arm=infantry figures=24 formation=line x=0 y=0 facing=0 activated=yes
unit add T side=British arm=infantry figures=24 formation=line x=0 y=15 facing=180
unit add U side=British arm=infantry figures=24 formation=line x=20 y=15 facing=180
fire A at T roll=1
# A fire already declared: a second declaration (at T or any target) is
# refused under 54 "once".
fire A at U roll=6
resolve
# After resolve the history says A fired at T this turn: refused again,
# even when "activated" again (unit set A activated=yes).
unit set A activated=yes
fire A at T roll=6
# Next turn, activated again: allowed.
turn next
unit set A activated=yes
fire A at T roll=6
resolve
# ---- results of the hand computations above, in order (checked by
# test/golden-expect.awk; a directive names the case it checks)
# a second declaration and a fire after resolve are refused; next turn allowed
# expect-error: ^error: line 10: A may not fire at U: .*once per turn
# expect-error: ^error: line 15: A may not fire at T: A already fired this turn
# expect: ^FIRE firer=A target=T .*roll=6 .*hit=yes
