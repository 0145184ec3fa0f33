# "Everybody in a state of Firing must fire if they have a target" (seed
# 003 "Firing"): a French unit with a Firing marker and a valid target (T
# in base contact, in its arc) that has not fired is an open decision, so
# `turn next` is refused (as `bound next` is for BA's continued advance)
# until it fires or the umpire forces the turn on.
# I (French, moving: the first unit entered) faces T (British) at 0".
ruleset grande-tactique
unit add I side=French arm=infantry figures=1 firing=yes x=20 y=0 facing=0
unit add T side=British arm=infantry figures=1 x=20 y=0 facing=180
turn
turn next
# expect: ^DECISION kind=must-fire unit=I rule=Firing .*answer="fire I at T"
# expect-error: decision is still open this turn .*turn next force=yes
# I 5 vs T 3 (range 0"): T beaten; then the decision is gone.
fire I at T roll=5 troll=3 tmroll=6
resolve
turn
# expect: ^BOUND .*decisions=0
turn next
# expect: turn 2 begins
