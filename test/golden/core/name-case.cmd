# args: --demo
# Unit names typed in another case: `f27` is F27 when it is
# the only unit so named but for case; the line is corrected to the
# roster's spelling, so `history` (and the journal) says F27. A name that
# matches no unit, even but for case, is refused with a suggestion.
fire f27 at l54 dice=1,2,3
check melee cuir6 vs KGL5
history
fire X27 at L54
# Two units that differ only in case: each by its exact name; another
# spelling matches both and is refused.
unit add Aa side=Allied arm=infantry figures=20 x=0 y=0
unit add AA side=Allied arm=infantry figures=20 x=10 y=0
fire Aa at L54
fire aa at L54
# The unit commands too: show, set, remove, and each name of a move,
# each line journaled as the roster spells the names.
unit f27
unit set kgl5 x=41
phase movement
unit move l54,f27 forward=1
unit remove btty
history
# expect: ^  declared: F27 fires at L54
# expect: ^ELIGIBLE firer=Cuir6 target=KGL5
# expect: ^HIST n=[0-9]+ .*command="fire F27 at L54 dice=1,2,3"
# expect: ^UNIT name=F27 side=Allied
# expect: ^HIST n=[0-9]+ .*command="unit set KGL5 x=41"
# expect: ^HIST n=[0-9]+ .*command="unit move L54,F27 forward=1"
# expect: ^HIST n=[0-9]+ .*command="unit remove Btty"
