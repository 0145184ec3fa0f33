# Belle Alliance fire from the map: what blocks the line of fire (3.1.3,
# 1.1.6, 3.3.1). A fires straight north from (0,0) at T, whose front is
# at y=25 (T faces south, 10 wide, 2 deep): the line runs along x=0.
#
#        ===T===   y 25..27
#          ...     S skirmish line, y 18..19 (later 24..25, touching T)
#        #####     Copse, wood y 15..18
#         [X]      X French, y 12..14
#        ===A===   y 0
#
# X: the line enters it 12.0 cm along: blocked by a unit. Lines of aim
# (3.1.3): files 0..3 and 6..9 pass X (x -3..3) to T's far corners
# (file 3 from (-2,0) to (-5,25) is at x -3.44 at y=12): 8 of 10 aim; the
# span x -5..5 keeps the point of fire at (0,0). Copse: only the outer
# files aim, along its edges x = -5, 5 (grazing): 2 of 10.
# Copse: a wood between firer and target blocks sight (1.1.6), 15.0 along.
# S (an opponent's skirmish line) screens small-arms fire 18.0 cm along,
# unless it touches the target (S at y=24, 1 deep: its rear is T's
# front), and never screens artillery (3.3.1).
ruleset belle-alliance
unit add A side=Allied arm=infantry figures=20 formation=line x=0 y=0 facing=0 width=10 depth=2
unit add T side=French arm=infantry figures=20 formation=line x=0 y=25 facing=180 width=10 depth=2
unit add X side=French arm=infantry figures=12 formation=line x=0 y=14 facing=0 width=6 depth=2
check fire A at T
unit remove X
terrain add Copse kind=wood points=-5,15;5,15;5,18;-5,18
check fire A at T
terrain remove Copse
unit add S side=French arm=infantry figures=6 formation=skirmish x=0 y=19 facing=0 width=12 depth=1
check fire A at T
unit set S y=25
check fire A at T
unit set S y=19
unit set A arm=artillery guns=2 figures=8 formation=unlimbered
check fire A at T
# The umpire may still answer the line of fire.
check fire A at T los=no
# ---- results of the hand computations above, in order (checked by
# test/golden-expect.awk; a directive names the case it checks)
# X 12.0 along, Copse 15.0, S 18.0; S touching T and artillery: clear; the umpire's answer
# expect: ^CHECK part=A>T key=los result=fail .*passes through opponent X 12.0 cm along
# expect: ^CHECK part=A>T key=los result=fail .*crosses wood Copse 15.0 cm along
# expect: ^CHECK part=A>T key=los result=fail .*skirmish line S screens the target 18.0 cm along
# expect: ^ELIGIBLE firer=A target=T value=yes
# expect: ^ELIGIBLE firer=A target=T value=yes
# expect: ^CHECK part=A>T key=los result=fail .*source=given
