# args: --demo
# report FILE.html (the battle in pictures), shown here with
# `report format=html` (the same page, printed instead of written): the
# demo game (data/scenarios/demo-belle-alliance.cmd) after two bounds, as
# in test/golden/bound/report.cmd, with a move of Btty in bound 2.
# Bound 1: F27 and Ross fire at L54 (rulings 1, 2, RESULT 3), Cuir6
# attacks KGL5 (MELEE 4, RESULT 5). Bound 2: KGL2L fires at V13 (FIRE 1,
# RESULT 2), then in the movement phase Btty moves 10 cm ahead. Now
# bound 3, nothing done yet.
# The page: each bound's section carries its data (JSON in <script
# type="application/json" class="bound-data">), which the page's script
# draws as an <svg> map and lists as the rulings. Texts are said once on
# the page ("s", numbered on from bound to bound) and named by number;
# the details of a ruling are a list of parts ("d"). Units: [k, what
# changed (255 all: 1 name, 2 side, 4 label, 8 state, 16 drawn/removed,
# 32 figures, 64 figures at start, 128 place), the changed values: name,
# side, label, state, 1 (drawn), figures, figures at start, the corners
# x y (front left, front right, rear right, rear left), the centre x y].
# In bound 1 every unit; in bound 2 only V13 (state MD, 5 figures: 40)
# and Btty (moved: 128); bound 3 none. Rulings: [phase, tag, who, whom,
# details, provisional, then for a line: melee, from x y, to x y].
# KGL2L (54,46) facing 180, 6 wide, 6 deep: front (57,46)-(51,46), rear
# at y 52, centre (54,49); 20 figures of 20.
# Lines of fire (table x, y; the map's SVG y is the table's -y):
#   F27, front centre (86,70) facing 180, at L54 whose front runs
#   x 82..90 at y=58: straight ahead, (86,70) -> (86,58).
#   Ross (110,71) at L54: its impact on L54's front right corner (90,58)
#   (the ruling's check: "impact on the front at 33.0 deg").
#   Cuir6 attacks KGL5: Cuir6's front centre (40,58) to the nearest point
#   of KGL5, its front at y=62: (40,62).
#   KGL2L (54,46) facing 180 at V13 (front x 43..55 at y=34): (54,34).
# Btty (30,20) facing 20 moves 10 ahead: (30 + 10 sin 20, 20 + 10 cos 20)
#   = (33.42, 29.40); 12 wide, 6 deep: its front left corner 6 to the
#   left (-cos 20, sin 20) = (27.78, 31.45), its centre 3 behind the front
#   centre (32.39, 26.58); the map of bound 2 shows its place at the start
#   of the bound as a dashed outline (class start).
# Losses beside the units: L54 36 -> 24 (-12, MD) in bound 1, KGL5 24 ->
# 19 (-5, FD), Cuir6 16 -> 14 (-2); V13 8 -> 5 (-3, MD) in bound 2.
# Colours by side in roster order: Allied #b22222, French #1f4e9e.
fire F27 at L54 dice=3,4,5
fire Ross at L54 dice=2,4,6
resolve
phase melee
melee Cuir6 vs KGL5 charge=yes dice=4,5,5 ddice=2,3,4
resolve
advance Cuir6 no
bound next
fire KGL2L at V13 dice=6,6,5
resolve
phase movement
unit move Btty forward=10
bound next
units
report format=html
# expect: ^UNIT .*name=Btty .*x=33\.4.* y=29\.4
# expect: ^<!DOCTYPE html>$
# expect: ^<p>Ruleset belle-alliance, distances in cm; now bound 3, fire phase\. 7 ruling records\.
# expect: ^<script type="application/json" id="page-data">\{"k":1\.00,.*"sides":\[\["Allied","#b22222"\],\["French","#1f4e9e"\]\]\}</script>$
# expect: ^<section class="bound" id="bound-1">$
# expect: ^<script type="application/json" class="bound-data">\{"b":1,"f":0,$
# expect: ^"KGL2L",$
# expect: ^"Allied",$
# expect: ^"2nd Light Bn KGL \(Baring\)",$
# expect: ^"ok",$
# expect: ^"dice 3,4,5",$
# expect: ^"n":10,$
# expect: ^\[0,255,0,1,2,3,1,20,20,57,46,51,46,51,52,57,52,54,49\],$
# expect: ^\[7,255,18,14,19,20,1,24,36,82,58,90,58,90,49,82,49,86,53\.5\],$
# expect: ^\["Ridge","hill",1,"",\[0,70,120,70,120,90,0,90\]\],$
# expect: ^\[[0-9]+,[0-9]+,6,18,[0-9]+,1,0,86,70,86,58\],$
# expect: ^\[[0-9]+,[0-9]+,11,18,[0-9]+,1,0,110,71,90,58\],$
# expect: ^\[[0-9]+,[0-9]+,21,8,[0-9]+,0,1,40,58,40,62\],$
# expect: ^<div class="rulings"></div>$
# expect: ^<tr><td><span class="sw" style="background:#1f4e9e"></span>Btty</td><td>French</td><td class="n">16</td><td class="n">0</td><td>ok</td><td>30\.00, 20\.00, 20\.00<
# expect: ^<section class="bound" id="bound-2">$
# expect: ^<script type="application/json" class="bound-data">\{"b":2,"f":0,$
# expect: ^"u":\[$
# expect: ^\[6,40,20,5\],$
# expect: ^\[9,128,27\.78,31\.45,39\.06,27\.34,37\.01,21\.71,25\.73,25\.81,32\.39,26\.58\]\],$
# expect: ^\[[0-9]+,[0-9]+,0,16,[0-9]+,1,0,54,46,54,34\],$
# expect: ^<tr><td><span class="sw" style="background:#1f4e9e"></span>Btty</td><td>French</td><td class="n">16</td><td class="n">0</td><td>ok</td><td>33\.42, 29\.40, 20\.00<
# expect: ^<section class="bound" id="bound-3">$
# expect: ^<h2>Bound 3 \(in progress\)</h2>$
# expect: ^<script type="application/json" class="bound-data">\{"b":3,"f":1,$
# expect: ^"u":\[\],$
# expect: ^"r":\[\]\}</script>$
# expect: ^<p class="none">No rulings\.</p>$
# expect: ^<h2>Losses</h2>$
# expect: ^<tr><td><span class="sw" style="background:#b22222"></span>Allied</td><td class="n">101</td><td class="n">96</td><td class="n">5</td></tr>$
# expect: ^<tr><td><span class="sw" style="background:#1f4e9e"></span>French</td><td class="n">116</td><td class="n">99</td><td class="n">17</td></tr>$
# expect: ^<script>$
# expect: ^</html>$
