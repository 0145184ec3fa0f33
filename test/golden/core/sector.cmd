# Sectors and notices (docs/server.md): `sector add` gives units or a
# group's units to an umpire's sector, `sector list` shows them, `chief`
# gives them back, `notice` is a journaled message; undo takes them back.
unit add A1 side=Allied arm=infantry figures=10 formation=line
unit add A2 side=Allied arm=infantry figures=10 formation=line
unit add F1 side=French arm=infantry figures=10 formation=line
group add Left A1 A2
sector add north Left F1
# expect: ^  sector north: 3 units given$
sector list
# expect: ^SECTOR name=north units=A1,A2,F1$
sector add south A2
sector list
# expect: ^SECTOR name=north units=A1,F1$
# expect: ^SECTOR name=south units=A2$
sector add chief F1
sector list
# expect: ^SECTOR name=north units=A1$
undo
sector list
# expect: ^SECTOR name=north units=A1,F1$
notice Lannes arrives on the left at bound 4
# expect: ^NOTICE text="Lannes arrives on the left at bound 4"$
# Bad input: nothing changes.
sector add north Z9
# expect-error: no unit named Z9
sector add bad/name A1
# expect-error: sector name bad/name: letters, digits, - and _
sector add north
# expect-error: usage: sector add NAME UNIT\|GROUP\.\.\.
notice
# expect-error: usage: notice TEXT\.\.\.
sector list
