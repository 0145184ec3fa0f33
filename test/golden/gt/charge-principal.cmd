# Two charges on one target: the dice of both go on the principal's line,
# the first charge declared on it (Charging: "several charges on one
# target are resolved together"; docs/grande-tactique.md). A die given on
# the other charger's line is refused naming the principal's line; the
# charge is resolved once, for both, and undo takes the resolution back
# keeping the dice given. The pursuit die only where the charge can end in
# a pursuit: not against guns (docs/rulings.md, "Pursuit only after a
# flight").
ruleset grande-tactique
unit add Cav side=French arm=cavalry figures=1 command=D1
unit add Cav2 side=French arm=cavalry figures=1 command=D1
unit add Inf side=British arm=infantry figures=1 command=B1
# Turn 1, French: 4 PIPs for D1; each Charge marker 1 (2 left).
pips French dice=4
charge Cav vs Inf
charge Cav2 vs Inf
phase charge
# Cav2 is no principal: its line takes no die, and says whose does.
charge Cav2 vs Inf roll=5
charge Cav2 vs Inf dice=roll
resolve
# Cav (principal of 2) 5 +1 (help from friends) = 6 >= 4: passes.
# Inf 2 -1 (charged by more than one unit) = 1 < 4: fails, flees 7",
# routed. Cav, successful cavalry, tests to pursue: 4 +0 = 4 >= 4,
# pursues infantry 6". Cav and Cav2 stay eager.
charge Cav vs Inf roll=5 droll=2 proll=4
resolve
# Undo the resolution: Inf eager again, the charges declared with their
# dice; resolve again rules the same.
undo
units
resolve
# Guns: Cav3 (cavalry) on Gun (artillery). Passing guns hold, failing guns
# are overrun and silenced, "the attacker holds its ground": no pursuit
# check, so no pursuit die (refused with the reason; dice=roll rolls the
# two checks only).
game sequence=free
unit add Cav3 side=French arm=cavalry figures=1 command=D1
unit add Gun side=British arm=artillery figures=1 command=B1
charge Cav3 vs Gun front_of_guns=no proll=3
charge Cav3 vs Gun front_of_guns=no dice=roll
history
# ---- results, in order
# expect: ^  declared: Cav charges Inf \(principal;
# expect: ^  declared: Cav2 also charges Inf$
# expect: ^  Cav's charge on Inf: dice given \(charging 5, defender 2, pursuit 4\)$
# expect: ^MORALE unit=Cav why="charging \(principal\)" roll=5 mod=1 total=6 .*result=pass
# expect: ^MORALE unit=Inf why=charged roll=2 mod=-1 total=1 .*result=fail
# expect: ^FLEE unit=Inf .*distance=7 state=routed
# expect: ^MORALE unit=Cav why=pursuit roll=4 mod=0 total=4 .*result=pass
# expect: ^PURSUE unit=Cav pursued=Inf key=pursue_infantry distance=6
# expect: ^MELEE attacker=Cav defender=Inf chargers=2 a_roll=5 a_mod=1 a_total=6 .*d_roll=2 d_mod=-1 d_total=1 .*outcome=defender-flees
# expect: ^RESULT kind=melee defender=Inf unit=Inf role=defender .*state=routed
# expect: ^RESULT kind=melee defender=Inf unit=Cav role=principal .*state=eager
# expect: ^RESULT kind=melee defender=Inf unit=Cav2 role=charger .*state=eager
# expect: ^UNIT name=Inf .*state=eager
# expect: ^PURSUE unit=Cav pursued=Inf key=pursue_infantry distance=6
# expect: ^MELEE attacker=Cav defender=Inf chargers=2 a_roll=5 a_mod=1 a_total=6 .*d_total=1 .*outcome=defender-flees
# expect: ^  declared: Cav3 charges Gun \(principal; check roll [1-6], defender [1-6]\)$
# expect: command="charge Cav3 vs Gun front_of_guns=no dice=[1-6] ddice=[1-6]"$
# expect-error: roll/dice: the dice of every charge on Inf go on its principal's line, the first charge declared on it: charge Cav vs Inf roll=N \(Charging\)
# expect-error: dice=roll: Cav2's charge on Inf is not the principal
# expect-error: the charge on Inf needs its roll die now: charge Cav vs Inf roll=N gives it
# expect-error: proll/pdice is not needed here: only cavalry that puts infantry or cavalry to flight tests to pursue; Gun is artillery \(Charging; overrun guns: the attacker holds its ground\)
