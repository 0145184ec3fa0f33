# A charge walked (`walk melee`, answers on the lines after it) from a
# charger that is not the principal: two charges declared on Inf, Cav first
# (the principal, whose line carries the dice of both: Charging). The walk
# from Cav2 asks the principal's dice, none rolled; a die no d6 shows is
# refused and asked again; the game file gets the dice on Cav's line, then
# resolve (the same lines as walked from Cav). Then the demo's charge on
# guns: no pursuit die (docs/rulings.md, "Pursuit only after a flight").
ruleset grande-tactique
unit add Cav side=French arm=cavalry figures=1 command=D1
unit add Cav2 side=French arm=cavalry figures=1 command=D1
unit add Inf side=British arm=infantry figures=1 command=B1
unit add Gun side=British arm=artillery figures=1 command=B1
pips French dice=4
charge Cav vs Inf
charge Cav2 vs Inf
phase charge
walk melee Cav2
Inf
# Cav charging 5, Inf charged 9 (no d6 face: asked again) then 2, the
# pursuit 4; y writes it.
5
9
2
4
y
units
# Out of turn order (sequence=free), Cav charges Gun (off the map, so
# front_of_guns is answered: no).
game sequence=free
charge Cav vs Gun front_of_guns=no
walk melee Cav
Gun
6
1
y
history
# ---- results, in order
# Cav (principal of 2) 5 +1 (help from friends) = 6 >= 4: passes; Inf 2 -1
# (charged by more than one unit) = 1 < 4: fails, flees 7", routed; Cav
# tests to pursue: 4 +0 = 4 >= 4: pursues infantry 6". Cav2 stays eager.
# expect: ^  Cav morale, charging: \(none yet\)$
# expect: ^  Inf morale, charged: \(none yet\)$
# expect: ^  Cav pursuit if it wins: \(none yet\)$
# expect: ^9 refused
# expect: ^  melee Cav vs Inf roll=5 droll=2 proll=4$
# expect: ^MORALE unit=Cav why="charging \(principal\)" roll=5 mod=1 total=6 .*result=pass
# expect: ^MORALE unit=Inf why=charged roll=2 mod=-1 total=1 .*result=fail
# expect: ^FLEE unit=Inf .*key=infantry .*distance=7 state=routed
# expect: ^PURSUE unit=Cav pursued=Inf key=pursue_infantry distance=6
# expect: ^MELEE attacker=Cav defender=Inf chargers=2 a_roll=5 a_mod=1 a_total=6 .*d_roll=2 d_mod=-1 d_total=1 .*outcome=defender-flees
# expect: ^RESULT kind=melee defender=Inf unit=Cav2 role=charger .*state=eager
# expect: ^UNIT name=Inf .*state=routed
# Cav 6 +0 (front_of_guns=no) = 6 >= 4 passes; Gun 1 < 4 fails: overrun,
# silenced; no pursuit check, no pursuit die.
# expect: ^  Gun morale, charged: \(none yet\)$
# expect: ^  melee Cav vs Gun roll=6 droll=1$
# expect: ^MELEE attacker=Cav defender=Gun chargers=1 a_roll=6 a_mod=0 a_total=6 .*d_roll=1 d_mod=0 d_total=1 .*outcome=guns-overrun
# expect: ^RESULT kind=melee defender=Gun unit=Gun .*state=silenced
# expect: command="melee Cav vs Inf roll=5 droll=2 proll=4"$
# expect: command=resolve
# expect: command="melee Cav vs Gun roll=6 droll=1"$
