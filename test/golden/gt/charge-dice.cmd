# A charge's dice are never rolled unasked (Charging; docs/grande-tactique.md):
# declared without dice in the PIP Phase, its dice stay open; resolve names
# the die it needs; `charge A vs D` again with dice gives them (no PIP, no
# other change); dice=roll asks the program to roll every die at once.
ruleset grande-tactique
unit add Cav side=French arm=cavalry figures=1 command=D1
unit add Inf side=British arm=infantry figures=1 command=B1
# Turn 1, French moving: 3 PIPs for D1; the charge (in contact) costs 1.
pips French dice=3
charge Cav vs Inf
declared
# Not the Charge Phase yet: the answers cannot change, only dice come.
charge Cav vs Inf flank=yes roll=5
phase charge
resolve
# Cav charging: 5 +0 = 5 >= 4, passes.
charge Cav vs Inf roll=5
resolve
# A charge already declared again without dice: refused, nothing changes.
charge Cav vs Inf
# Inf charged: 2 +0 = 2 < 4, fails: flees 7" (infantry), routed.
# Cav, successful cavalry, tests to pursue: 4 >= 4, pursues infantry 6".
charge Cav vs Inf droll=2 proll=4
resolve
units
# The other way: dice=roll, the program rolls every die now (seed 1);
# the journal line carries them, not dice=roll.
game sequence=free
unit add Cav2 side=French arm=cavalry figures=1 command=D1
unit add Cav3 side=French arm=cavalry figures=1 command=D1
unit add Inf2 side=British arm=infantry figures=1 command=B1
charge Cav2 vs Inf2 dice=roll
# Only the principal carries dice.
charge Cav3 vs Inf2 dice=roll
charge Cav3 vs Inf2
resolve
history
# ---- results, in order
# expect: ^  declared: Cav charges Inf \(principal; its dice are asked when the charge is resolved
# expect: ^DECLARED kind=melee actor=Cav target=Inf$
# expect: ^MORALE unit=Cav why="charging \(principal\)" roll=5 mod=0 total=5 .*result=pass
# expect: ^MORALE unit=Inf why=charged roll=2 mod=0 total=2 .*result=fail
# expect: ^FLEE unit=Inf .*distance=7 state=routed
# expect: ^PURSUE unit=Cav pursued=Inf .*distance=6
# expect: ^UNIT name=Inf .*state=routed
# expect: ^  declared: Cav2 charges Inf2 \(principal; check roll [1-6], defender [1-6]\)
# expect: ^MELEE attacker=Cav2 defender=Inf2 chargers=2
# expect: command="charge Cav2 vs Inf2 dice=[1-6] ddice=[1-6] pdice=[1-6]"$
# expect-error: flank= is answered on the declaration; only its dice may be given now
# expect-error: the charge on Inf needs its roll die now: charge Cav vs Inf roll=N gives it
# expect-error: the charge on Inf needs its droll die now
# expect-error: Cav already charges Inf \(declared\): give its dice
# expect-error: dice=roll: Cav3's charge on Inf2 is not the principal
