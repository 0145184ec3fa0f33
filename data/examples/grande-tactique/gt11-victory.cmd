# title: GT-11: the victory scale
# rule: Victory
# Source: shared/rules/grande-tactique.md, section 11, GT-11.
# The program does not count unit points or victory: marked as known
# differences.
ruleset grande-tactique
# The example teaches one rule on its own: no turn sequence is enforced.
game sequence=free
# step: The loser started with 100 UP: destroyed 30, on the table 60, withdrawn 10: 30 + 24 + 2 = 56 %. The winner lost 20 %. 56 : 20 = 2.8 : 1, decisive.
status
# book: TEXT "decisive" says="loser 56 %, winner 20 %: 2.8 to 1, decisive" differs="the program has no unit points and no victory count (Victory)"
