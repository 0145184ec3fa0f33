ruleset activation
# 54 exception 1: a defending infantry or artillery unit fired on may fire
# back at the firer, same turn, without activation, only when facing it,
# at the firer only, once per turn, with its reduced morale rating.
unit add A side=French arm=infantry figures=24 formation=line x=0 y=0 facing=0 activated=yes morale=5
unit add C side=French arm=infantry figures=24 formation=line x=40 y=0 facing=0
unit add D side=British arm=infantry figures=24 formation=line x=0 y=15 facing=180 morale=5 reduced_morale=2
# Before A fires, D has no right to fire at A (54: not activated).
check fire D at A
fire A at D roll=1
# A's fire is declared: D may already answer it (as=return). The FACTOR
# morale record shows the reduced rating 2 (rating_kind=reduced, rule 54).
check fire D at A
factors fire D at A
# At another target (C) D may not: fired on by A only, so at A only.
check fire D at C
fire D at C
resolve
# Return fire allowed after the fire is resolved too (history).
fire D at A roll=6
resolve
# Once per turn: D, fired on again, may not return fire a second time.
fire D at A roll=6
# ---- results of the hand computations above, in order (checked by
# test/golden-expect.awk; a directive names the case it checks)
# not before A fires; then as return fire, rating 2 reduced; not at C; once
# expect: ^ELIGIBLE firer=D target=A value=no
# expect: ^ELIGIBLE firer=D target=A value=yes as=return
# expect: ^FACTOR part=D>A key=morale .*rating=2 rating_kind=reduced
# expect: ^ELIGIBLE firer=D target=C value=no
# expect: ^FIRE firer=D target=A as=return rating=2 rating_kind=reduced
# expect-error: ^error: line 17: D may not fire at C
# expect-error: ^error: line 23: D may not fire at A: D already fired this turn
