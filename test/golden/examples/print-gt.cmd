# print in Grande Tactique: an empty roster first, then units in the
# firing and charge phases. F is the Firing marker (A); B is shaken; C was
# moved this turn (M). Each phase lists its checks and the tables of
# data/grande-tactique/quickref/quickref.csv with the values in play: flee.csv with
# 2d6 for cavalry fleeing from cavalry.
ruleset grande-tactique
print
unit add A side=French arm=infantry figures=1 firing=yes x=0 y=0 facing=0
unit add B side=British arm=cavalry figures=1 state=shaken
unit add C side=French arm=artillery figures=1
unit set C x=3 y=4 facing=90
phase firing
print
phase charge
print
