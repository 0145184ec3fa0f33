# title: GT-9: cavalry fleeing from cavalry, and the pursuit
# rule: Fleeing
# Source: shared/rules/grande-tactique.md, section 11, GT-9.
ruleset grande-tactique
# The example teaches one rule on its own: no turn sequence is enforced.
game sequence=free
# step: Beaten cavalry flees from cavalry: 11 inches + 2d6 = 3 + 5, so 19 inches.
unit add Cav side=British arm=cavalry figures=1
flee Cav from=cavalry fdice=3,5
# book: FLEE unit=Cav base=11 dice=8 distance=19 says="11 + 8 = 19 inches"
# step: In a charge: eager cavalry H charges shaken cavalry S, which fails and flees 19 inches; H passes its pursuit check and pursues 19 - 1 = 18 inches.
unit add H side=French arm=cavalry figures=1
unit add S side=British arm=cavalry figures=1 state=shaken
charge H vs S roll=3 droll=1 proll=4 fdice=3,5
resolve
# book: FLEE unit=S distance=19 says="S flees 19 inches"
# book: PURSUE unit=H pursued=S distance=18 says="the pursuer moves 19 - 1 = 18 inches"
