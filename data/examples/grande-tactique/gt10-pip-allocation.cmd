# title: GT-10: PIP allocation without a Plan and with one
# rule: PIP Phase, Generals
# Source: shared/rules/grande-tactique.md, section 11, GT-10.
# The program has no PIP Phase command: PIPs are not allocated by the
# program, so none of this example can run. Marked as known differences.
ruleset grande-tactique
# step: A corps of three divisions rolls 5, 2 and 4. Without a Plan: 11/3 = 3.67, rounded down, 3 each. X: great general +1 and the corps commander's +1 -> 5. Y: bad general -> 2. Z -> 3.
phase pip
status
# book: TEXT "X=5 Y=2 Z=3" says="without a Plan: X 5, Y 2, Z 3" differs="the program has no PIP allocation (PIP Phase); the umpire allocates PIPs by hand"
# step: With a Plan ranking X, Y, Z: X = 5 + 1 great + 1 corps = 7, Y = 4 - 1 bad = 3, Z = 2.
# book: TEXT "X=7 Y=3 Z=2" says="with a Plan: X 7, Y 3, Z 2" differs="the program has no PIP allocation (PIP Phase)"
