# 3.1.3: figures without a line of aim do not take part. A (20 figures in
# line, 10 wide: 10 files of 1 cm, x -5..5) at (0,0) facing north; T (4x4,
# facing north) at (12.1, 17.3205): left flank x = 10.1, front y = 17.32,
# rear y = 13.32 (geometry/arc case 2).
# A file with right corner c sees T when 10.1 <= c + 17.32 tan 30 =
# c + 10: c >= 0.1: files 5..9 (x 0..5): 5 of 10 files, 10 of 20 figures
# take part: 1 unit of fire (not 2); the other 10 fire at no other target.
# Point of fire (2.5, 0); impact T's rear-left corner (10.1, 13.32):
# 15.3 cm (zone 2, 0/0), rear fire (+2 loss, +3 moral, T6 provisional);
# 10 firing figures against 20: at most half: numbers_fewer (-1 moral).
# Dice 4,4,4 = 12: loss index 12 + 2 = 14 -> 1 per unit of fire x 1 = 1 (T12
# provisional; 2 units of fire would have given 2);
# moral_mod = 3 - 1 = 2 on top of the loss index: 14 + 2 = 16: LD (T12
# 15-16). T: 19 figures, LD.
ruleset belle-alliance
unit add A side=Allied arm=infantry figures=20 formation=line x=0 y=0 facing=0 width=10 depth=2
unit add T side=French arm=infantry figures=20 formation=line x=12.1 y=17.3205081 facing=0 width=4 depth=4
fire A at T dice=4,4,4
resolve
# expect: ^  declared: A fires at T with 10 figures, 1 unit of fire; dice 4,4,4 \(12\)
# expect: ^FACTOR part=A>T key=rear .*loss=2 moral=3 rule=3.1.8
# expect: ^FACTOR part=A>T key=numbers_fewer .*moral=-1 rule=3.4.3
# expect: ^FIRE firer=A target=T figures=10 uof=1 roll=12 .*loss_mod=2 loss_index=14 loss=1 moral_mod=2 moral_index=16 moral=LD
# expect: ^RESULT kind=fire target=T loss=1 moral=LD state=LD figures=19
