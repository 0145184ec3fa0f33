# Firing procedure (seed 003): "Choice of target: If you have more than one
# valid target, you can pick which one to fire at", at the moment the unit
# fires. A firer whose declared target fled before it fires and which has
# several other valid targets must fire at one of them: the attacker names
# it on the declaration (retarget=U), or the resolve is refused (nothing
# changes) naming them.
# Inches; facing 0 = north (+y ahead); x,y = centre of the front edge.
ruleset grande-tactique
unit add A side=French arm=artillery figures=1 firing=yes x=0 y=0 facing=0
unit add B side=French arm=artillery figures=1 firing=yes x=3 y=0 facing=0
unit add T side=British arm=cavalry figures=1 state=shaken x=0 y=4 facing=180
unit add U side=British arm=infantry figures=1 x=4 y=4 facing=180
unit add W side=British arm=infantry figures=1 x=7 y=6 facing=180
scan French
# Shot 1: A 6 vs T 1 - 1 = 0: T (shaken cavalry) flees. B has U and W left.
fire A at T roll=6 troll=1
fire B at T roll=6 troll=1
resolve
# The attacker names W: B fires at W, 6 vs 2: W (eager) -> shaken.
cancel B
# retarget= names another enemy unit.
fire B at T retarget=B
fire B at T roll=6 troll=2 retarget=W
resolve
# ---- results of the hand computations above, in order (checked by
# test/golden-expect.awk; a directive names the case it checks)
# expect: ^TARGET firer=B target=U
# expect: ^TARGET firer=B target=W
# B fires at W: 6 vs 2, W shaken
# expect: ^SHOT shot=1 firer=A target=T .*winner=firer
# expect: ^SHOT shot=2 firer=B target=W roll=6 mod=0 total=6 troll=2 tmod=0 ttotal=2 winner=firer
# expect: ^RESULT kind=fire shot=2 firer=B target=W unit=W role=target .*moral=shaken state=shaken
# expect-error: ^error: line 18: T fled before B fires; B has other valid targets \(U, W\) and must fire at one
# expect-error: ^error: line 22: retarget=B: name another enemy unit
