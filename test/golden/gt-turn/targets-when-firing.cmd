# Firing procedure (seed 003): "When to choose target: You do not need to
# specify targets for firing units in advance of the moment they fire."
# and "Everybody in a state of Firing must fire if they have a target."
# When the first shot routs (and so drives off) a shared target, the second
# unit fires at its other valid target instead of keeping silent; only a
# firer whose only valid target fled keeps its marker without firing
# ("Units in a state of Firing may find their only valid target has fled
# before they come to fire on it, but in this case they retain their
# Firing marker").
# Inches; facing 0 = north (+y ahead); x,y = centre of the front edge.
ruleset grande-tactique
unit add A side=French arm=artillery figures=1 firing=yes x=0 y=0 facing=0
unit add B side=French arm=artillery figures=1 firing=yes x=3 y=0 facing=0
# T: shaken cavalry 4" ahead of A (normal range, no modifier); U: eager
# infantry, 4" ahead of B. Both are valid targets of B (scan).
unit add T side=British arm=cavalry figures=1 state=shaken x=0 y=4 facing=180
unit add U side=British arm=infantry figures=1 x=4 y=4 facing=180
scan French
# Shot 1: A 6 + 0 = 6 vs T 1 - 1 (shaken) = 0: T beaten; a shaken cavalry
# defender who is beaten automatically flees (11" from artillery), routed.
fire A at T roll=6 troll=1
# Shot 2 was declared at T; when B fires T has fled, and U is B's other
# valid target: B fires at U, 6 + 0 = 6 vs 1 + 0 = 1: U (eager) beaten ->
# shaken. U (infantry, not in contact) cannot fire back: no marker.
fire B at T roll=6 troll=1
resolve
# ---- results of the hand computations above, in order (checked by
# test/golden-expect.awk; a directive names the case it checks)
# expect: ^TARGET firer=B target=T
# expect: ^TARGET firer=B target=U
# shot 1: 6 vs 0, T flees 11" routed
# expect: ^SHOT shot=1 firer=A target=T roll=6 mod=0 total=6 troll=1 tmod=-1 ttotal=0 winner=firer
# expect: ^FLEE unit=T .*distance=11 state=routed
# shot 2: at U instead, 6 vs 1, U shaken
# expect: ^  shot 2: T fled before B fires; B has another valid target, U, and fires at it
# expect: ^SHOT shot=2 firer=B target=U roll=6 mod=0 total=6 troll=1 tmod=0 ttotal=1 winner=firer
# expect: ^RESULT kind=fire shot=2 firer=B target=U unit=U role=target .*moral=shaken state=shaken .*firing=no
