# alt: grande-tactique
# Shots in the order declared, each judged on the target's state at
# that moment (Firing procedure): the first shot shakes B, the second routs
# it, the third finds it fled and its firer keeps the Firing marker.
ruleset grande-tactique
# This transcript tests single rules out of turn order (Sequence of Play
# is tested in sequence-*.cmd): the umpire plays units in any order.
game sequence=free
unit add A1 side=French arm=infantry figures=1 firing=yes
unit add A2 side=French arm=infantry figures=1 firing=yes
unit add A3 side=French arm=infantry figures=1 firing=yes
unit add B side=British arm=infantry figures=1
# shot 1: A1 5 > B 2 (eager) -> B shaken.
fire A1 at B roll=5 troll=2 mroll=1 tmroll=6
# shot 2: A2 5 > B 4 -1 (now shaken) = 3 -> B tests 2 -1 = 1 < 4 -> flees 7", routed.
fire A2 at B roll=5 troll=4 mroll=1 tmroll=2
# shot 3: B has fled: no roll, A3 keeps its Firing marker.
fire A3 at B roll=6 troll=1 mroll=1 tmroll=1
declared
# odds over every die, in order (hand count):
# shot 1: P(A1 > B) = 15/36 = 0.4167, tie 6/36 = 0.1667, B wins 15/36.
# shot 2: B eager with 21/36 (A2 > B 15/36 -> shaken), B shaken with 15/36 (A2 a >= b: 21/36,
#   then B fails its test (roll 1-4 with -1) 4/6).
#   P(A2 wins) = 21/36*15/36 + 15/36*21/36 = 630/1296 = 0.4861.
# B routed after shot 2 = 15/36 * 21/36 * 4/6 = 0.1620; shot 3 is then not rolled (no-shot).
odds
resolve
units
explain
# A fire at one's own side, a second fire by A1, and a fire by a routed unit are refused.
unit add C side=French arm=infantry figures=1 firing=yes
fire A1 at C roll=1 troll=1
unit add D side=British arm=infantry figures=1 state=routed firing=yes
fire D at A1 roll=1 troll=1
fire A1 at B roll=1 troll=1 tmroll=1
fire A1 at B roll=1 troll=1 tmroll=1 mroll=1
declared
cancel A1
# ---- results of the hand computations above, in order (checked by
# test/golden-expect.awk; a directive names the case it checks)
# odds by hand: shot 1 15/36, 6/36; shot 2 0.4861; B routed before shot 3 0.1620
# expect: ^ODDS shot=1 firer=A1 target=B outcome=firer-wins p=0.4167
# expect: ^ODDS shot=1 firer=A1 target=B outcome=tie p=0.1667
# expect: ^ODDS shot=2 firer=A2 target=B outcome=firer-wins p=0.4861
# expect: ^ODDS shot=3 firer=A3 target=B outcome=no-shot p=0.1620
# shot 1: B shaken; shot 2: B tests 1, flees 7"; shot 3: B fled
# expect: ^RESULT .*shot=1 firer=A1 target=B unit=B .* moral=shaken
# expect: ^MORALE unit=B .* total=1 .*result=fail
# expect: ^FLEE unit=B .* distance=7 state=routed
# expect: ^RESULT .*shot=3 firer=A3 .*effect=target-fled
# explain in words: shaken spelled out the first time, then routed.
# expect: ^  = B becomes shaken: it fires at -1, moves at half speed
# expect: ^  = B becomes routed: it flees and stops firing
