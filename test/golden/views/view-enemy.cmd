# game view_enemy=exact|state|hidden (docs/views.md): what a side's live
# view shows of the other side's units. A setting of every ruleset, set
# and shown by `game` like any other; a value not allowed is refused with
# the three allowed and changes nothing (the second `game` still says
# hidden).
game view_enemy=hidden
game
game view_enemy=secret
game
ruleset grande-tactique
game view_enemy=state
game
# expect: ^GAME ruleset=belle-alliance .*view_enemy=hidden
# expect: ^GAME ruleset=belle-alliance .*view_enemy=hidden
# expect: ^GAME ruleset=grande-tactique .*view_enemy=state
# expect-error: view_enemy=secret is not allowed; view_enemy=exact\|state\|hidden
