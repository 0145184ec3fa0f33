# title: GT-7: a charge that fails
# rule: Charging, Morale Check
# Source: shared/rules/grande-tactique.md, section 11, GT-7.
ruleset grande-tactique
# The example teaches one rule on its own: no turn sequence is enforced.
game sequence=free
# step: Two eager trained cavalry units of one command charge an eager veteran infantry square from the front.
unit add C1 side=French arm=cavalry figures=1 command=Div1
unit add C2 side=French arm=cavalry figures=1 command=Div1
unit add Sq side=British arm=infantry figures=1 quality=veteran formation=square
charge C1 vs Sq roll=2 droll=6 proll=6
charge C2 vs Sq
resolve
# teach: The principal C1 tests: +1 help from friends (a second charge against the same target) = +1, needs 3+. It rolls 2 -> 3: fail.
# book: MORALE unit=C1 mod=1 need=3 roll=2 total=3 result=fail says="+1, needs 3+; 2 -> 3: fail"
# book: RESULT kind=melee unit=C1 state=shaken says="the charge fails: C1 becomes shaken"
# book: RESULT kind=melee unit=C2 state=shaken says="and so does C2"
# book: NONE MORALE unit=Sq says="the square takes no test"
# step: Had C1 passed, the square would test with +1 veteran, +1 square, -1 charged by more than one unit = +1, needing 3+.
morale Sq charged_by_several=yes roll=2
# book: MORALE unit=Sq mod=1 need=3 says="the square: +1, needs 3+"
