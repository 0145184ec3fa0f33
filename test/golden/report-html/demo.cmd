# args: --demo
# report FILE.html (the battle in pictures), shown here with
# `report format=html` (the same page, printed instead of written): the
# demo game (data/scenarios/demo-belle-alliance.cmd) after two bounds, as
# in test/golden/bound/report.cmd, with a move of Btty in bound 2.
# Bound 1: F27 and Ross fire at L54 (rulings 1, 2, RESULT 3), Cuir6
# attacks KGL5 (MELEE 4, RESULT 5). Bound 2: KGL2L fires at V13 (FIRE 1,
# RESULT 2), then in the movement phase Btty moves 10 cm ahead. Now
# bound 3, nothing done yet.
# The page: one <svg> per bound (1, 2 and 3 in progress), every unit of
# the roster in each: drawn in the first, and used from there (<use
# href="#u0-K"/>) in later maps while it is drawn the same (KGL2L in bound
# 2); Btty, moved, is drawn anew in bound 2; a line per FIRE and MELEE
# record.
# Lines of fire (SVG y is the table's -y):
#   F27, front centre (86,70) facing 180, at L54 whose front runs
#   x 82..90 at y=58: straight ahead, (86,70) -> (86,58).
#   Ross (110,71) at L54: its impact on L54's front right corner (90,58)
#   (the ruling's check: "impact on the front at 33.0 deg").
#   Cuir6 attacks KGL5: Cuir6's front centre (40,58) to the nearest point
#   of KGL5, its front at y=62: (40,62).
#   KGL2L (54,46) facing 180 at V13 (front x 43..55 at y=34): (54,34).
# Btty (30,20) facing 20 moves 10 ahead: (30 + 10 sin 20, 20 + 10 cos 20)
#   = (33.42, 29.40); the map of bound 2 shows its place at the start of
#   the bound as a dashed outline (class start).
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
# expect: ^<section class="bound" id="bound-1">$
# expect: ^<svg xmlns="http://www\.w3\.org/2000/svg" class="map" data-bound="1" 
# expect: ^<g class="unit" data-unit="KGL2L" data-side="Allied">
# expect: ^<polygon fill="#b22222" 
# expect: ^<g class="unit" data-unit="R95" data-side="Allied">
# expect: ^<g class="unit" data-unit="F27" data-side="Allied">
# expect: ^<g class="unit" data-unit="KGL5" data-side="Allied">
# expect: ^<g class="unit" data-unit="Ross" data-side="Allied">
# expect: ^<g class="unit" data-unit="L13" data-side="French">
# expect: ^<polygon fill="#1f4e9e" 
# expect: ^<g class="unit" data-unit="V13" data-side="French">
# expect: ^<g class="unit" data-unit="L54" data-side="French">
# expect: ^<g class="unit" data-unit="Cuir6" data-side="French">
# expect: ^<g class="unit" data-unit="Btty" data-side="French">
# expect: ^<line class="fire" data-n="1" data-actor="F27" data-target="L54" x1="86\.00" y1="-70\.00" x2="86\.00" y2="-58\.00"
# expect: ^<line class="fire" data-n="2" data-actor="Ross" data-target="L54" x1="110\.00" y1="-71\.00" x2="90\.00" y2="-58\.00"
# expect: ^<line class="melee" data-n="4" data-actor="Cuir6" data-target="KGL5" x1="40\.00" y1="-58\.00" x2="40\.00" y2="-62\.00"
# expect: ^<text class="label" data-unit="KGL5" .*>19 fig −5 FD</tspan>
# expect: ^<text class="label" data-unit="L54" .*>24 fig −12 MD</tspan>
# expect: ^<text class="label" data-unit="Cuir6" .*>14 fig −2</tspan>
# expect: ^</svg>$
# expect: ^<h3>fire phase</h3>$
# expect: ^<li><b>FIRE</b> F27 → L54: dice 3,4,5; roll 12; loss factors 2; morale factors 1; loss 4; morale LD <em>\(provisional\)</em></li>$
# expect: ^<h3>melee phase</h3>$
# expect: ^<li><b>MELEE</b> Cuir6 → KGL5: .*attacker&#39;s total 22; defender&#39;s total 11</li>$
# expect: ^<tr><td><span class="sw" style="background:#1f4e9e"></span>Btty</td><td>French</td><td class="n">16</td><td class="n">0</td><td>ok</td><td>30\.00, 20\.00, 20\.00<
# expect: ^<section class="bound" id="bound-2">$
# expect: ^<svg .* data-bound="2" 
# expect: ^<polygon class="start" data-unit="Btty" 
# expect: ^<use href="#u0-0"/>$
# expect: ^<g class="unit" data-unit="Btty"
# expect: ^<line class="fire" data-n="1" data-actor="KGL2L" data-target="V13" x1="54\.00" y1="-46\.00" x2="54\.00" y2="-34\.00"
# expect: ^<text class="label" data-unit="V13" .*>5 fig −3 MD</tspan>
# expect: ^<text class="label" data-unit="L54" .*>24 fig MD</tspan>
# expect: ^<tr><td><span class="sw" style="background:#1f4e9e"></span>Btty</td><td>French</td><td class="n">16</td><td class="n">0</td><td>ok</td><td>33\.42, 29\.40, 20\.00<
# expect: ^<section class="bound" id="bound-3">$
# expect: ^<h2>Bound 3 \(in progress\)</h2>$
# expect: ^<svg .* data-bound="3" 
# expect: ^<p class="none">No rulings\.</p>$
# expect: ^<h2>Losses</h2>$
# expect: ^<tr><td><span class="sw" style="background:#b22222"></span>Allied</td><td class="n">101</td><td class="n">96</td><td class="n">5</td></tr>$
# expect: ^<tr><td><span class="sw" style="background:#1f4e9e"></span>French</td><td class="n">116</td><td class="n">99</td><td class="n">17</td></tr>$
# expect: ^</html>$
