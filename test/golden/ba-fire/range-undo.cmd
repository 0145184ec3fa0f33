# 3.4.1 `range A at T` is a declaration: `undo ruling` takes back the
# ranging with the resolve that carried it out (and, before resolve, the
# declaration alone); after that G has not ranged, so it may fire at U.
unit add G side=Allied arm=artillery figures=4 guns=2 formation=unlimbered
unit add T side=French arm=infantry figures=20 formation=line
unit add U side=French arm=infantry figures=20 formation=line
range G at T range=40
undo ruling
declared
range G at T range=40
resolve
undo ruling
declared
check fire G at U range=30
# expect: ^  undone: range G at T range=40
# expect: ^  \(nothing declared\)
# expect: ^FIRE firer=G target=T figures=4 uof=2 range_only=yes .*loss=0
# expect: ^  undone: resolve
# expect: ^  \(nothing declared\)
# expect: ^ELIGIBLE firer=G target=U value=yes
