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
# expect: ^<line class="fire" data-n="2" data-actor="F27" data-target="L54" 
# expect: ^</svg>$
# expect: ^<h3>fire phase</h3>$
# expect: ^<ol start="1">$
# expect: ^<li><b>STAFF</b> Allied: dice 6,6,5; roll 17; result falls; penalty -2; until the end of bound 2; side&#39;s penalty now -2</li>$
# expect: ^<li><b>FIRE</b> F27 → L54: dice 3,4,5; roll 12; staff penalty -2; roll used 10; loss factors 2; morale factors 1; loss 4; morale LD <em>\(provisional\)</em></li>$
# expect: ^<li><b>RESULT</b> L54: loss 4; 
# expect: ^<section class="bound" id="bound-2">$
# expect: ^<h2>Bound 2 \(in progress\)</h2>$
# expect: ^</svg>$
# expect: ^<h3>fire phase</h3>$
# expect: ^<li><b>STAFF</b> French: dice 2,6,5; roll 13; result falls; penalty 0</li>$
# expect: ^<h2>Losses</h2>$
