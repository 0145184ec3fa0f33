# title: GT-1: de-shaking, cavalry (the page's own example)
# rule: Sequence of Play, Morale Check
# Source: shared/rules/grande-tactique.md, section 11, GT-1.
ruleset grande-tactique
# The example teaches one rule on its own: no turn sequence is enforced.
game sequence=free
# step: Trained cavalry, shaken, open ground, no general: modifiers -1, so it needs 5+ on the d6 (passes on 4 or more after modifiers).
unit add Cav side=French arm=cavalry figures=1 state=shaken
deshake French Cav=4
# book: MORALE unit=Cav mod=-1 need=5 says="modifiers -1: needs 5+"
# book: MORALE unit=Cav roll=4 total=3 result=fail says="roll 4 -> 3: fail"
# book: RESULT kind=deshake target=Cav state=shaken says="stays shaken"
# step: Next turn it rolls 5.
deshake French Cav=5
# book: MORALE unit=Cav roll=5 total=4 result=pass says="roll 5 -> 4: pass"
units
# book: UNIT name=Cav state=eager says="the Shaken marker comes off: eager"
