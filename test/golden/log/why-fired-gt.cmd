# `why UNIT` for a Grande Tactique firer: its SHOT records give fired=
# ("at B: roll .., total .., winner .."), next to the RESULT that names it
# (firer=A) as before. As gt/fire-results.cmd: A (figures 1) fires at B.
#   shot 1: roll 4 + 0 = 4 against troll 2 + 0 = 2: the firer wins, B
#     shaken (RESULT moral=shaken);
#   shot 2: roll 3 + 0 = 3 against troll 4 - 1 (B shaken) = 3: a tie,
#     moral=none.
# why A: 3 (added), 6 and 8 with fired= and no loss: 3 commands, 2 fires.
# why B: never fired: no fired= field, its rows as before.
ruleset grande-tactique
game sequence=free
unit add A side=French arm=infantry figures=1 firing=yes
unit add B side=British arm=infantry figures=1
fire A at B roll=4 troll=2 tmroll=6
resolve
fire A at B roll=3 troll=4 tmroll=1
resolve
why A
why B
# ---- results of the hand computations above, in order
# expect: ^WHY n=3 unit=A .*changed=added$
# expect: ^WHY n=6 unit=A bound=1 phase=de-shaking command=resolve changed=nothing fired="at B: roll 4, total 4, winner firer" result="kind=fire shot=1 firer=A target=B unit=B role=target loss=0 moral=shaken
# expect: ^WHY n=8 unit=A bound=1 phase=de-shaking command=resolve changed=nothing fired="at B: roll 3, total 3, winner tie" result=.*moral=none
# expect: ^  A: 3 commands changed it or ruled on it \(2 fires it gave\), 0 figures lost; now turn 1$
# expect: ^WHY n=6 unit=B bound=1 phase=de-shaking command=resolve changed="state: eager -> shaken; firing: no -> yes" loss=0 result=
# expect: ^  B: 3 commands changed it or ruled on it, 0 figures lost; now turn 1$
