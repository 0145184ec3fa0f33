# alt: grande-tactique
# Every line of seed 003 "Firing Results", and the tie (GT-3).
# Units are not placed: infantry fire defaults to contact/arc/lines yes;
# artillery says contact=. Opposed roll: each side 1d6 + its modifiers,
# higher wins, a tie has no effect (Firing procedure).
ruleset grande-tactique
# This transcript tests single rules out of turn order (Sequence of Play
# is tested in sequence-*.cmd): the umpire plays units in any order.
game sequence=free
unit add A side=French arm=infantry figures=1 firing=yes
unit add B side=British arm=infantry figures=1
# (1) An eager defender who is beaten becomes shaken.
# A 4 +0 = 4 > B 2 +0 = 2 -> B shaken. B could fire back (contact): Firing marker on.
fire A at B roll=4 troll=2 tmroll=6
resolve
# GT-3 tie: A eager 3 +0 = 3; B shaken 4 -1 = 3 -> tie, no effect.
fire A at B roll=3 troll=4 tmroll=1
resolve
# (2) A shaken infantry defender who is beaten must pass a morale check or flee.
# Pass: A 5 > B 3-1 = 2; B tests 5 -1 (shaken) = 4 >= 4 -> pass, stays shaken.
fire A at B roll=5 troll=3 tmroll=5
resolve
# GT-4 fail: A 5 > B 4-1 = 3; B tests 4 -1 = 3 < 4 -> flees 7", routed, marker off.
fire A at B roll=5 troll=4 tmroll=4
resolve
units
# (3) A shaken infantry attacker who is beaten must pass a morale check or flee.
# GT-5: A shaken veteran: 2 -1 = 1 < C 3 -> A beaten; A tests 4 -1 +1 = 4 -> pass.
unit add C side=British arm=infantry figures=1
unit set A state=shaken quality=veteran
fire A at C roll=2 troll=3 mroll=4 tmroll=6
resolve
# Fail: A 1 -1 = 0 < C 2; A tests 3 -1 +1 = 3 < 4 -> A flees 7" and loses its marker.
fire A at C roll=1 troll=2 mroll=3 tmroll=6
resolve
units
# (4) A shaken cavalry defender who is beaten automatically flees (11" from infantry).
# D 4 > E 3 -1 = 2 -> E flees 11". Cavalry cannot fire: no return fire.
unit add D side=French arm=infantry figures=1 firing=yes
unit add E side=British arm=cavalry figures=1 state=shaken
fire D at E roll=4 troll=3
resolve
# (5) Shaken artillery beaten by artillery is silenced; beaten by infantry: no effect.
# G (guns, range 5 normal) 4 > H shaken guns 3 -1 = 2 -> H silenced.
unit add G side=French arm=artillery figures=1 firing=yes
unit add H side=British arm=artillery figures=1 state=shaken
fire G at H range=5 roll=4 troll=3
resolve
# D (infantry, in contact) 5 > J shaken guns 2 -1 = 1 -> no effect; J gets a marker.
unit add J side=British arm=artillery figures=1 state=shaken
fire D at J in_arc_of_artillery=no roll=5 troll=2
resolve
# (6) Grapeshot (GT-6): G in contact, K inside its arc. G 3 +1 (in contact) = 4 > K 3
# -> K beaten by artillery in contact: flees 7" and is routed, no Morale Check, though eager.
unit add K side=British arm=infantry figures=1
fire G at K contact=yes roll=3 troll=3 tmroll=6
resolve
# Same with K rolling 4: 4 = 4 tie, no effect.
unit add K2 side=British arm=infantry figures=1
fire G at K2 contact=yes roll=3 troll=4 tmroll=6
resolve
# Firing against routed units has no effect, but they are valid targets.
fire D at K roll=6 troll=1 tmroll=1
resolve
units
explain
# ---- results of the hand computations above, in order (checked by
# test/golden-expect.awk; a directive names the case it checks)
# (1) A 4 > B 2: B shaken, Firing marker on
# expect: ^SHOT .*firer=A target=B .* total=4 .* ttotal=2 winner=firer
# expect: ^RESULT .*unit=B .* moral=shaken state=shaken .*firing=yes
# GT-3: 3 = 3, tie
# expect: ^SHOT .*firer=A target=B .* total=3 .* ttotal=3 winner=tie
# expect: ^RESULT .*unit=B .* moral=none
# (2) pass: 5 > 2, B tests 4 and holds
# expect: ^SHOT .*firer=A target=B .* total=5 .* ttotal=2 winner=firer
# expect: ^MORALE unit=B .* total=4 .*result=pass
# GT-4: 5 > 3, B tests 3 < 4: flees 7", routed, marker off
# expect: ^SHOT .*firer=A target=B .* total=5 .* ttotal=3 winner=firer
# expect: ^MORALE unit=B .* total=3 .*result=fail
# expect: ^FLEE unit=B .* distance=7 state=routed
# expect: ^RESULT .*unit=B .* moral=flee state=routed .*firing=no
# GT-5: 1 < 3, A tests 4: pass
# expect: ^SHOT .*firer=A target=C .* total=1 .* ttotal=3 winner=target
# expect: ^MORALE unit=A .* total=4 .*result=pass
# fail: 0 < 2, A tests 3: flees 7", marker off
# expect: ^SHOT .*firer=A target=C .* total=0 .* ttotal=2 winner=target
# expect: ^MORALE unit=A .* total=3 .*result=fail
# expect: ^FLEE unit=A .* distance=7 state=routed
# expect: ^RESULT .*unit=A .* state=routed .*firing=no
# (4) 4 > 2: E flees 11"
# expect: ^SHOT .*firer=D target=E .* total=4 .* ttotal=2 winner=firer
# expect: ^FLEE unit=E .* distance=11 state=routed
# (5) 4 > 2: H silenced; 5 > 1: J no effect, marker on
# expect: ^SHOT .*firer=G target=H .* total=4 .* ttotal=2 winner=firer
# expect: ^RESULT .*unit=H .* moral=silenced
# expect: ^SHOT .*firer=D target=J .* total=5 .* ttotal=1 winner=firer
# expect: ^RESULT .*unit=J .* moral=none state=shaken .*firing=yes
# (6) grapeshot: 4 > 3, K flees 7" without a Morale Check; K2 4 = 4 tie
# expect: ^SHOT .*firer=G target=K .* total=4 .* ttotal=3 winner=firer
# expect: ^FLEE unit=K .*why=grapeshot .* distance=7 state=routed
# expect: ^SHOT .*firer=G target=K2 .* total=4 .* ttotal=4 winner=tie
# expect: ^RESULT .*unit=K2 .* moral=none
# firing at routed K: no effect
# expect: ^RESULT .*target=K unit=K .*effect=no-effect
# explain (of the last resolve: D at routed K, no effect) in words.
# expect: ^  = K is still routed: it flees and stops firing; rallying it costs 2 PIPs \(Fleeing\)\.
