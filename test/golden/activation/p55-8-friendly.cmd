ruleset activation
# 55.8: "A unit is not permitted to fire at an enemy that is within 5 cm
# of a friendly unit, for fear of hitting their own men." Measured from
# the target's footprint to every other unit of the firer's side (setting
# fivecm_rule=target; fivecm_distance=5; inclusive: exactly 5 cm is
# within).
unit add A side=French arm=infantry figures=24 formation=line x=0 y=0 facing=0 activated=yes
unit add T side=British arm=infantry figures=24 formation=march-column x=0 y=20 facing=180 width=4 depth=3
# F's left edge at x=7: exactly 5 cm from T's right edge (x=2).
unit add F side=French arm=infantry figures=12 x=9 y=20 facing=0 width=4 depth=3
check fire A at T
fire A at T
# 6 cm away: allowed.
unit set F x=10
check fire A at T
# The other reading, a friendly unit within 5 cm of the line of fire, is
# the setting fivecm_rule=line: F (x 8..12) is 8 cm from the line (x=0).
game fivecm_rule=line fivecm_distance=8
check fire A at T
# Not placed: asked; the answer friendly_within_5cm=yes refuses.
unit add U side=British arm=infantry figures=24
check fire A at U
fire A at U friendly_within_5cm=yes arc=yes los=yes range=10
# An unplaced friendly unit (W) cannot be measured: with no placed friendly
# within 5 cm, the question is asked, not guessed; the answer decides.
game fivecm_rule=target fivecm_distance=5
unit add W side=French arm=infantry figures=12
check fire A at T
check fire A at T friendly_within_5cm=no
# ---- results of the hand computations above, in order (checked by
# test/golden-expect.awk; a directive names the case it checks)
# exactly 5 cm is within: refused; 6 cm: allowed; the line reading: refused
# expect: ^ELIGIBLE firer=A target=T value=no
# expect-error: ^error: line 12: A may not fire at T: friendly unit F is 5 cm from T
# expect: ^ELIGIBLE firer=A target=T value=yes
# expect: ^ELIGIBLE firer=A target=T value=no
# not placed: asked; answered yes: refused
# expect: ^ELIGIBLE firer=A target=U value=ask
# expect-error: ^error: line 23: A may not fire at U: the umpire finds a friendly unit
# unplaced friend W: asked; answered no: allowed
# expect: ^ELIGIBLE firer=A target=T value=ask
# expect: ^ELIGIBLE firer=A target=T value=yes
