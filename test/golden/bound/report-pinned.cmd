# args: -r grande-tactique --demo
# Regression: the journal line of `ruleset grande-tactique` carries the
# pinned tables block after it; report and unit show replay only the
# command (they failed with "replaying line 1 ... failed").
report
# expect: ^# After-action report$
# expect: ^Ruleset grande-tactique, distances in in; now turn 1,
unit show Foy
# expect: ^DETAIL unit=Foy 
bound
# expect: ^BOUND bound=1 
