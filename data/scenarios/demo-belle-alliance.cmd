# La Haye Sainte, 18 June 1815, about half past three in the afternoon.
# A corner of Waterloo for a first fire and a first melee (Belle Alliance).
#
# North (+y) is the Allied ridge of Mont-Saint-Jean with the Ohain road
# hedge along its crest; the Brussels chaussee runs north-south at x=60.
# The farm of La Haye Sainte, held by Major Baring's 2nd Light Battalion of
# the King's German Legion, stands west of the road with its orchard to the
# south; the 95th Rifles hold the sandpit across the road. D'Erlon's corps
# renews the attack with columns from the south, and Milhaud's cuirassiers
# have just caught the 5th Line Battalion KGL deployed in line (Ompteda's
# brigade) in front of the ridge.
#
# Ready at once:
#   fire:  F27 (1/27th Inniskillings, in line on the ridge) at L54, the
#          column 12 cm below it; Ross's troop, on the ridge to the east,
#          can join at the same target (a common target, 3.1.5).
#   melee: Cuir6 (6e Cuirassiers) against KGL5, 4 cm apart front to front.
#
# Coordinates in cm: x, y is the centre of a unit's front edge, facing in
# degrees clockwise from north; width and depth are given so the map
# decides the same way whatever base sizes a group uses. One figure is
# about 20 men (artillery: figures are gunners).
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
