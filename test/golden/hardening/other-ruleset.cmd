# A command of another ruleset is named as such, not as an unknown word:
# staff catch (Table 18) and advance (4.1.4) are Belle Alliance's; scan
# is not part of activation. Nothing changes (history stays at 2).
ruleset grande-tactique
unit add F side=French arm=infantry figures=24 x=0 y=0 facing=0 width=12 depth=2
staff catch French roll=10
advance F yes
stafff catch French
history
# expect: ^HIST n=2 .*command="unit add F
# expect-error: line 6: staff is a command of the belle-alliance ruleset; this game plays grande-tactique
# expect-error: line 7: advance is a command of the belle-alliance ruleset; this game plays grande-tactique
# expect-error: line 8: unknown command "stafff" \(did you mean staff\?\)|unknown command "stafff"
