# Firing procedure (seed 003), enforced sequence: the map decides targets.
# Inches; facing 0 = north; x,y = centre of the front edge.
# - "Automatically ceasing to fire": entering the Firing Phase takes off
#   every Firing marker whose unit has no valid target (G2: nothing in its
#   45 deg arc within 12").
# - A marker put on after the Firing Phase began does not fire that phase
#   ("must be in a state of firing at the start of the Firing Phase").
# - "Everybody in a state of Firing must fire if they have a target":
#   resolve refuses while I (marked, U in base contact) has not fired, and
#   asks about L (not placed: the map cannot tell).
ruleset grande-tactique
unit add G side=French arm=artillery figures=1 firing=yes x=0 y=0 facing=0
unit add T side=British arm=infantry figures=1 x=0 y=5 facing=180
unit add G2 side=French arm=artillery figures=1 firing=yes x=40 y=0 facing=0
unit add H side=French arm=artillery figures=1 x=5 y=0 facing=0
unit add I side=French arm=infantry figures=1 firing=yes x=20 y=0 facing=0
unit add U side=British arm=infantry figures=1 x=20 y=0 facing=180
unit add L side=French arm=infantry figures=1 firing=yes
# G 4 vs T 2 (range 5": normal, no modifier; T cannot fire back, rolls by
# M3): T beaten, eager -> shaken. The Firing Phase begins: G2's marker off.
fire G at T roll=4 troll=2 tmroll=6
units side=French
# H's marker goes on now: it fires from the next Firing Phase.
unit set H firing=yes
check fire H at T
fire H at T roll=6 troll=1 tmroll=6
# I has U as a target and has not fired: refused.
resolve
# I 5 vs U 3: U beaten, eager -> shaken; U in contact may fire back: marked.
fire I at U roll=5 troll=3 tmroll=6 mroll=6
# L is not placed: asked.
resolve
resolve no_target=G
resolve no_target=L
units
