# alt: grande-tactique
# Grapeshot outside and inside the artillery's arc, decided from the
# map. Guns G face north at (0,0): foot artillery 1"x1" (base size),
# front edge x -0.5..0.5 at y=0, arc 45 deg off the front corners.
ruleset grande-tactique
# This transcript tests single rules out of turn order (Sequence of Play
# is tested in sequence-*.cmd): the umpire plays units in any order.
game sequence=free
unit add G side=British arm=artillery figures=1 x=0 y=0 facing=0
# F1 touches G's front edge, facing south: inside G's arc.
unit add F1 side=French arm=infantry figures=1 firing=yes x=0 y=0 facing=180
# F2 touches G's right flank (x=0.5), facing west, wholly behind G's front line: outside the arc.
unit add F2 side=French arm=infantry figures=1 firing=yes x=0.5 y=-0.8 facing=270 width=1.4
check fire F1 at G
check fire F2 at G
# Inside: F1 2 +0 = 2; G 3 +1 (in contact, F1 in its arc) = 4 -> F1 beaten by artillery
# in contact and inside its arc: grapeshot, F1 flees 7", routed, no Morale Check.
fire F1 at G roll=2 troll=3 mroll=6
resolve
# Outside: F2 2 +0 = 2; G 3 +0 = 3 -> F2 beaten but outside G's arc: no grapeshot;
# an eager firer beaten suffers nothing (M2 nothing).
fire F2 at G roll=2 troll=3 mroll=6
resolve
units
# G fires at F2, outside its arc: not a valid target.
check fire G at F2
# M2 the other way: an eager firer beaten becomes shaken.
game m2_eager_firer_beaten=shaken
unit set F2 firing=yes
fire F2 at G roll=2 troll=3 mroll=6
resolve
units
# ---- results of the hand computations above, in order (checked by
# test/golden-expect.awk; a directive names the case it checks)
# inside the arc: 2 < 4, grapeshot, F1 flees 7"
# expect: ^SHOT .*firer=F1 target=G .* total=2 .* ttotal=4 winner=target
# expect: ^FLEE unit=F1 from=artillery why=grapeshot .* distance=7 state=routed
# outside: 2 < 3, no grapeshot, F2 unharmed (then shaken under M2 shaken)
# expect: ^SHOT .*firer=F2 target=G .* total=2 .* tmod=0 ttotal=3 winner=target
# expect: ^ELIGIBLE firer=G target=F2 value=no
# expect: ^RESULT .*unit=F2 role=firer .* moral=shaken
