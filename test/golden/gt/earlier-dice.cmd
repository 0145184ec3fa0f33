# args: --read-only earlier-dice.umpire
# A game file from an earlier umpire still opens (docs/rulings.md "Dice an
# earlier umpire asked"; docs/game-files.md, version 1):
# - its `ruleset grande-tactique` line, with no tables block (v1), plays
#   with Grande Tactique's embedded tables, so `game sequence=free` (a
#   Grande Tactique setting) replays;
# - its pursuit die after guns (proll=3), which this umpire no longer asks
#   (overrun guns: the attacker holds its ground), is left unused.
# Cav3 5 -1 (charging unshaken artillery from the front, front_of_guns=no
# leaves it out: 5) >= 4 passes; Gun 2 < 4 fails: overrun, silenced; Cav3
# holds its ground, eager. Opened read-only: the file is not written to.
# The same die given in a session now is refused with the reason
# (charge-principal.cmd).
status
units
# ---- results, in order
# expect: ^STATUS ruleset=grande-tactique .*tables_pinned=no-v1-file
# expect: ^UNIT name=Cav3 .*state=eager
# expect: ^UNIT name=Gun .*state=silenced
# expect-error: ^warning: earlier-dice\.umpire is a v1 game file
