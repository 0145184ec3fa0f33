# units import (docs/scenarios.md): aliases.csv is written as a European
# spreadsheet saves it: a UTF-8 byte-order mark, `;` between cells, CRLF
# line ends, a comment row, a blank row, quoted cells with `;`, `,` and a
# doubled quote inside. Its header uses aliases: Unit = name, Army = side,
# Type = arm, Men = men (figures by ratio=), Brigade = the group; X, Y,
# Facing and Label are unit keys in capitals; Notes is left out (map=).
# Men at ratio=20:1, rounded half up (docs/scenarios.md):
#   L1 730 / 20 = 36.5 -> 37 (rounded, a note);  L2 600 / 20 = 30;
#   G1 150 / 20 = 7.5 -> 8 (rounded, a note).
# Rows are lines of the file: L1 is row 3 (row 2 is the comment), G1 row 6.
# The label "=SUM(A1)" is only text to umpire.
units import aliases.csv ratio=20:1 map=Notes:-
units
group list
# A TAB-separated file with a misspelt column: refused, with the nearest
# column word; then read with map= (strength is figures).
units import tabs.csv
units import tabs.csv map=valuor:valour
unit A1
# The men need a ratio; an unknown key of the command is refused.
units import aliases.csv map=Notes:-
units import aliases.csv ratio=20:1 map=Notes:- drry=yes
# expect: ^  row 3: L1 730 men at 20:1 are 36\.5 figures, rounded to 37$
# expect: ^  row 6: G1 150 men at 20:1 are 7\.5 figures, rounded to 8$
# expect: ^IMPORT file=aliases\.csv units=3 groups=1 commands=3 rounded=2 dry=no$
# expect: ^UNIT name=L1 side=French arm=infantry figures=37 formation=line state=ok x=10 y=20 facing=0 label="1er bataillon, \\"le Brave\\"" brigade=Quiot
# expect: ^UNIT name=L2 side=French arm=infantry figures=30 .* brigade=Quiot
# expect: ^UNIT name=G1 side=Allied arm=artillery figures=8 .* facing=180 .*label="=SUM\(A1\)"
# expect: ^GROUP name=Quiot units=L1,L2$
# expect: ^UNIT name=A1 side=Allied arm=infantry figures=30 .* valour=2
# expect-error: units import tabs\.csv: row 1, column E \(valuor\): unknown column \(did you mean valour\?\)
# expect-error: units import aliases\.csv: row 1, column D \(Men\): men need ratio=MEN:FIGURE
# expect-error: units import: unknown key drry \(did you mean dry\?\)
