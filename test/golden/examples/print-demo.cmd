# args: --demo
# print of the demo after a bound: the sheet holds every unit (10 of the
# demo) with strength, state, supplies, fired/moved flags and position, and
# the quick reference of the current phase with its factor tables (Tables
# 6, 7, 12-15 in the fire phase; Tables 8, 11, 12 in the melee phase),
# provisional values marked *.
# Bound 1: F27 (36 figures, 4 units of fire) fires at L54 (dice 4,4,4);
# Cuir6 attacks KGL5 and wins; the umpire decides no continued advance
# (4.1.4, else `bound next` is refused). Then bound 2 begins: F flags clear, L54 moves
# (M flag), and the sheet is printed in the fire phase and the melee phase.
# Every unit on the sheet after the bound (bound 2, fire phase), and the
# fire phase tables with provisional values marked:
# expect: UMPIRE SHEET  belle-alliance, bound 2, fire phase
# expect: ^  KGL2L 
# expect: ^  R95 
# expect: ^  F27 
# expect: ^  KGL5 
# expect: ^  Ross 
# expect: ^  L13 
# expect: ^  V13 
# expect: ^  L54 
# expect: ^  Cuir6 
# expect: ^  Btty 
# expect: declared, not resolved: F27 fires at L54
# expect: table06-hand-weapons.csv \(built in; \* provisional\):
# expect: zone1 2/1\*
# expect: table07-artillery.csv
# expect: table12-loss-moral.csv
# expect: table13-range-hand.csv
# expect: table14-range-artillery.csv
# expect: table15-valour.csv \(built in\):
# expect: UMPIRE SHEET  belle-alliance, bound 2, melee phase
# expect: ^  L54 .* 28/36 
# expect: table08-melee.csv \(built in\):
# expect: table11-melee-result.csv
# expect-error: print /nonexistent-dir/sheet.txt: No such file or directory; nothing was written
fire F27 at L54 dice=4,4,4
melee Cuir6 vs KGL5 dice=5,5,4 ddice=3,3,2
resolve
print
advance Cuir6 no
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
