# title: GT-6: grapeshot
# rule: Artillery, Firing Results
# Source: shared/rules/grande-tactique.md, section 11, GT-6.
ruleset grande-tactique
# The example teaches one rule on its own: no turn sequence is enforced.
game sequence=free
# step: Eager artillery G in contact with eager trained infantry K inside its arc. G rolls 3, +1 (target in contact) = 4; K rolls 3.
unit add G side=French arm=artillery figures=1 firing=yes
unit add K side=British arm=infantry figures=1
fire G at K contact=yes roll=3 troll=3 tmroll=6
resolve
# book: SHOT firer=G target=K total=4 ttotal=3 winner=firer says="4 against 3: K is beaten by artillery in contact"
# book: NONE MORALE unit=K says="no Morale Check, though K was eager"
# book: FLEE unit=K distance=7 state=routed says="K flees 7 inches at once and is routed"
# step: Had K rolled 4: a tie at 4, no effect.
unit add K2 side=British arm=infantry figures=1
fire G at K2 contact=yes roll=3 troll=4 tmroll=6
resolve
# book: SHOT firer=G target=K2 total=4 ttotal=4 winner=tie says="4 against 4: no effect"
# book: RESULT kind=fire unit=K2 state=eager says="K2 stays eager"
