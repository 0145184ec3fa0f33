# args: --demo
# print of the demo after a bound: the sheet holds every unit (10 of the
# demo) with strength, state, supplies, fired/moved flags and position, and
# the quick reference of the current phase with its factor tables (Tables
# 6, 7, 12-15 in the fire phase; Tables 8, 11, 12 in the melee phase),
# provisional values marked *.
# Bound 1: F27 (36 figures, 4 units of fire) fires at L54 (dice 4,4,4);
# Cuir6 attacks KGL5. Then bound 2 begins: F flags clear, L54 moves
# (M flag), and the sheet is printed in the fire phase and the melee phase.
fire F27 at L54 dice=4,4,4
melee Cuir6 vs KGL5 dice=5,5,4 ddice=3,3,2
resolve
print
bound next
unit set L54 y=60
fire F27 at L54 dice=3,3,3
print
resolve
phase melee
print
print /nonexistent-dir/sheet.txt
print a b
print x=1
