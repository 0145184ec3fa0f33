# `game SETTING=VALUE` is checked as settings.csv would be, at
# once: a bad value or a misspelt name is refused with what is allowed (and
# a "did you mean"), and nothing changes.
game rounding=sideways
game dcie=3d6
game uof_figures=0
game uof_min_figures=20
game rounding=down
game
# The tables command: a folder that is not there is refused.
tables load /nonexistent-umpire-tables
help tables
ruleset grande-tactique
game m3_unable_target=maybe
game m3_unable_targt=roll
game dice=2d6
game m3_unable_target=no-roll
game
