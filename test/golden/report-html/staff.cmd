# args: --demo
# Table 18 staff catch rolls on the HTML page (report FILE.html, shown with
# `report format=html`): each STAFF record is in the rulings list of its
# bound, under its phase, numbered with the rest; it draws nothing on the
# map (a ruling on a side, no unit).
# Bound 1, fire phase: the Allied staff figure falls on (6,6,5) = 17 (Table
# 18: falls, -2 for the rest of bound 1 and the whole of bound 2): ruling
# 1. F27 fires at L54 with (3,4,5) = 12, roll used 12 - 2 = 10, loss index
# 10 + 2 = 12 -> 1 x 4 units of fire = 4 figures, morale index 13 -> LD:
# FIRE 2 (the only line on the map, data-n="2"), RESULT 3.
# In the page's data (see demo.cmd) the rulings are [phase, tag, who,
# whom, details, provisional(, melee, from x y, to x y)], texts and the
# lists of details' parts ("d") by number: STAFF Allied, "" (no whom),
# details 0 = texts 27-32 (dice 6,6,5; roll 17; result falls; penalty -2;
# until the end of bound 2; side's penalty now -2), not provisional; FIRE
# F27 (6) at L54 (17), a line (86,70) -> (86,58); RESULT on L54. Bound 2:
# STAFF French (13): dice 2,6,5 (45); roll 13 (46); result falls (29);
# penalty 0 (47).
# Bound 2, fire phase: the French staff figure falls on (2,6,5) = 13, no
# penalty: ruling 1 of bound 2. 4 ruling records in all.
staff catch Allied dice=6,6,5
fire F27 at L54 dice=3,4,5
resolve
bound next
staff catch French dice=2,6,5
report format=html
# expect: ^<p>Ruleset belle-alliance, distances in cm; now bound 2, fire phase\. 4 ruling records\.
# expect: ^<section class="bound" id="bound-1">$
# expect: ^"STAFF",$
# expect: ^"dice 6,6,5",$
# expect: ^"result falls",$
# expect: ^"until the end of bound 2",$
# expect: ^"side's penalty now -2",$
# expect: ^"staff penalty -2",$
# expect: ^"roll used 10",$
# expect: ^"d":\[$
# expect: ^\[27,28,29,30,31,32\],$
# expect: ^\[34,35,36,37,38,39,40,41\],$
# expect: ^"r":\[$
# expect: ^\[24,25,1,26,0,0\],$
# expect: ^\[24,33,6,17,1,1,0,86,70,86,58\],$
# expect: ^\[24,42,26,17,2,1\]\]\}</script>$
# expect: ^<section class="bound" id="bound-2">$
# expect: ^<h2>Bound 2 \(in progress\)</h2>$
# expect: ^"penalty 0"\],$
# expect: ^\[45,46,29,47\]\],$
# expect: ^\[24,25,13,26,3,0\]\]\}</script>$
# expect: ^<div class="rulings"></div>$
# expect: ^<h2>Losses</h2>$
