# One movement rule for every way to move: `unit set NAME x= y= facing=`
# (what the TUI's move mode, form and nudges send) passes the same
# ruleset limits as `unit move` (Belle Alliance 4.1.4, continued advance:
# "change of direction only once and only by wheeling within a limit of
# 20 degrees"). A placement cannot tell a wheel from a turn: its change of
# facing counts as one wheel of that many degrees (docs/rulings.md).
# A beats D (18 vs 8, D FD, as wheel-limit.cmd) and records `advance A
# yes`; A is then placed (a first placement is no move): (0,0) facing 0.
unit add A side=French arm=infantry figures=20 formation=line
unit add D side=Allied arm=infantry figures=20 formation=line
melee A vs D dice=6,6,6 ddice=2,2,4
resolve
advance A yes
unit set A x=0 y=0 facing=0 width=20 depth=2
# Refused as `unit move A wheel=45` is: 45 degrees is beyond 20.
unit set A facing=45
# expect-error: line 16: unit set: wheel=45 is beyond the limit: A is in continued advance and wheels at most 20 degrees, once \(4\.1\.4\)
# 350 is 10 degrees from 0 (the short way round): accepted, one wheel.
unit set A x=1 y=5 facing=350
# expect: continued advance of A: wheeled 10 degrees, its one change of direction
# A second change of facing, by either command: refused.
unit set A facing=355
# expect-error: line 22: unit set: A has wheeled once already in its continued advance: it changes direction only once \(4\.1\.4\)
unit move A wheel=5 pivot=left
# expect-error: line 24: unit move: A has wheeled once already in its continued advance: it changes direction only once \(4\.1\.4\)
# Straight on (no change of facing), and other keys: accepted.
unit set A x=1 y=9
unit set A label=Advancing
units
# expect: ^UNIT name=A .*x=1 y=9 facing=350 .*label=Advancing
# The next bound: the continued advance is over, 30 degrees accepted.
bound next
unit set A facing=320
units
# expect: ^UNIT name=A .*facing=320
