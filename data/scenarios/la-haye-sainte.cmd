# la-haye-sainte: the terrain and settings of the belle-alliance scenario; its roster is
# la-haye-sainte.csv (umpire --scenario la-haye-sainte, docs/scenarios.md). From the demo:
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

