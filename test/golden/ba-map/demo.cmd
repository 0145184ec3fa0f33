# alt: belle-alliance
# The demo (La Haye Sainte, data/scenarios/demo-belle-alliance.cmd, the
# TUI engineer's file): a first fire and a first melee, decided by the map
# and resolved with given dice. The scenario's lines are copied below
# verbatim (from the tui branch, b11e89b) because the file is not on main
# yet; once it is, replace them with "# args: --demo" (the output is the
# same: loading the demo prints no records).
#
# Fire: F27 (in line on the ridge, level 1, front y=70 facing south, 18
# wide) at L54 (attack column, front y=58 facing north, 8 wide, 9 deep):
# straight ahead, range 70-58 = 12.0 (musket zone 2), impact on L54's
# front; the own rifles R95 (x 60..72) are 14.0 cm from the line x=86,
# more than half F27's frontage (9.0). Column of attack: column effect.
# Ross (level 1, facing 235, 9 wide) joins at the same target: 23.9 cm,
# 6pdr zone 1; F27 7.3 cm off its line, more than 4.5.
# Melee: Cuir6 (cavalry line, front y=58 facing north, 12 wide) against
# KGL5 (front y=62 facing south, 12 wide): 4.0 cm apart, front to front,
# the 5 cm melee zone touches.
ruleset belle-alliance
game units=cm

# --- Terrain ---------------------------------------------------------------
terrain add Ridge kind=hill level=1 points=0,70;120,70;120,90;0,90
terrain add OhainHedge kind=obstacle points=0,82;120,82;120,83;0,83
terrain add LHSFarm kind=building points=50,45;58,45;58,55;50,55
terrain add LHSOrchard kind=cover class=I points=40,30;58,30;58,45;40,45
terrain add Sandpit kind=cover class=II points=62,58;70,58;70,64;62,64

# --- Allied: Alten's 3rd Division and Ross's troop -------------------------
unit add KGL2L side=Allied arm=infantry figures=20 formation=line valour=3 marksmen=yes x=54 y=46 facing=180 width=6 depth=6 label="2nd Light Bn KGL (Baring)"
unit add R95 side=Allied arm=infantry figures=12 formation=skirmish valour=3 marksmen=yes x=66 y=60 facing=180 width=12 depth=1 label="1/95th Rifles"
unit add F27 side=Allied arm=infantry figures=36 formation=line valour=2 level=1 x=86 y=70 facing=180 width=18 depth=2 label="1/27th Inniskilling"
unit add KGL5 side=Allied arm=infantry figures=24 formation=line valour=1 x=40 y=62 facing=180 width=12 depth=2 label="5th Line Bn KGL"
unit add Ross side=Allied arm=artillery guns=3 figures=9 formation=unlimbered valour=2 level=1 x=110 y=71 facing=235 width=9 depth=6 label="Ross's troop RHA"

# --- French: d'Erlon's I Corps and Milhaud's cuirassiers ------------------
unit add L13 side=French arm=infantry figures=40 formation=attack-column valour=1 x=48 y=28 facing=0 width=8 depth=10 label="1/13e Leger"
unit add V13 side=French arm=infantry figures=8 formation=skirmish valour=1 mother=L13 x=49 y=34 facing=0 width=12 depth=1 label="Voltigeurs of the 13e Leger"
unit add L54 side=French arm=infantry figures=36 formation=attack-column valour=0 x=86 y=58 facing=0 width=8 depth=9 label="1/54e Ligne"
unit add Cuir6 side=French arm=cavalry cavalry=heavy figures=16 formation=line valour=2 x=40 y=58 facing=0 width=12 depth=4 label="6e Cuirassiers"
unit add Btty side=French arm=artillery guns=4 figures=16 formation=unlimbered valour=1 x=30 y=20 facing=20 width=12 depth=6 label="Foot battery, grande batterie"
check fire F27 at L54
check fire Ross at L54
factors fire F27 at L54
fire F27 at L54 dice=3,4,5
fire Ross at L54 dice=2,4,6
resolve
check melee Cuir6 vs KGL5
factors melee Cuir6 vs KGL5
melee Cuir6 vs KGL5 charge=yes dice=4,5,5 ddice=2,3,4
resolve
