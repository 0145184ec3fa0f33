# With the Sequence of Play, a charge declared without its dice waits for
# the Charge Phase: the Firing Phase's resolve settles the fires only and
# says which die the charge needs (Charging; docs/grande-tactique.md).
ruleset grande-tactique
unit add A side=French arm=infantry figures=1 firing=yes command=D1 x=0 y=0 facing=0 width=4 depth=1
unit add T side=British arm=infantry figures=1 command=B1 x=0 y=0 facing=180 width=4 depth=1
unit add C side=French arm=cavalry figures=1 command=D1 x=20 y=0 facing=0 width=3 depth=1
unit add V side=British arm=infantry figures=1 command=B1 x=20 y=0 facing=180 width=3 depth=1
pips French dice=4
charge C vs V
phase firing
# A 5 > T 2: T (eager) becomes shaken.
fire A at T roll=5 troll=2 mroll=1 tmroll=1
resolve
declared
# The Charge Phase: C 4 >= 4 passes; V 1 < 4 fails, flees 7"; C pursues on 5.
charge C vs V roll=4 droll=1
resolve
charge C vs V proll=5
resolve
# ---- results, in order
# expect: ^RESULT kind=fire .*unit=T .*state=shaken
# expect: ^  the charges declared wait for their dice in the Charge Phase \(charge C vs V roll=N, then resolve\)
# expect: ^DECLARED kind=melee actor=C target=V$
# expect: ^MORALE unit=C why="charging \(principal\)" roll=4 .*total=4 .*result=pass
# expect: ^MORALE unit=V why=charged roll=1 .*result=fail
# expect: ^PURSUE unit=C pursued=V
# expect-error: the charge on V needs its proll die now
