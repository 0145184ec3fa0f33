# Label limits are counted in characters, not bytes (UTF-8).
# A label has at most 63 characters (UM_LABEL_MAX); a character takes 1 to
# 4 bytes, so the unit keeps up to 4 x 63 = 252 bytes (UM_LABEL_BYTES).
# "Garde Impériale": 15 characters, 16 bytes.
unit add G side=French arm=infantry figures=24 label="Garde Impériale"
# 51 characters, 56 bytes ("—" is 3 bytes; é, à 2 each).
unit add H side=French arm=infantry figures=24 label="Garde Impériale — 1er régiment de grenadiers à pied"
units
# 63 x "É": 63 characters, 126 bytes (over the old 63-byte limit): kept.
unit set G label=ÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉ
units
# 63 x "€" (3 bytes each, 189 bytes) and 63 x U+1D11E (4 bytes, 252 bytes):
# the most a label can take, kept whole.
unit set G label=€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€
units
unit set G label=𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞
units
# 64 characters are refused with one line giving the limit in characters,
# and nothing changes (G keeps its 63 clefs).
unit set G label=ÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉ
unit set G label=xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx
unit add K side=French arm=infantry figures=24 label=ÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉ
units
# Undo puts the 189-byte label back in full.
undo
units
# ---- results (checked by test/golden-expect.awk)
# expect: ^UNIT name=G .*label="Garde Impériale"
# expect: ^UNIT name=H .*label="Garde Impériale — 1er régiment de grenadiers à pied"
# expect: ^UNIT name=G .*label=ÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉ 
# expect: ^UNIT name=G .*label=€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€ 
# expect: ^UNIT name=G .*label=𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞 
# expect-error: unit set G: label is 64 characters long; a label has at most 63 characters
# expect-error: unit set G: label is 64 characters long; a label has at most 63 characters
# expect-error: unit add K: label is 64 characters long; a label has at most 63 characters
# expect: ^UNIT name=G .*label=𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞 
# expect: ^UNIT name=G .*label=€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€€ 
