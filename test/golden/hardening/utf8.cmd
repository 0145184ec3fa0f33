# Text that is not UTF-8 is refused with the byte and its column, before
# anything reads the line (cmd_parse): a label (the one free text of the
# roster), a name, a value. Labels are counted in characters: 63 of 4
# bytes each are allowed, 64 are not (UM_LABEL_MAX). Nothing else changes:
# A1's label at the end is the last one accepted.
unit add A1 side=French arm=infantry figures=24 formation=line x=0 y=0 facing=0 width=12 depth=2
unit set A1 label="bad � byte"
unit set A1 label="cut �"
unit set A1 label="overlong ���"
unit set A1 label="surrogate ���"
why �
game weapon_infantry=�
unit set A1 label="😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀"
unit set A1 label="😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀"
unit set A1 label="Grenadiers à pied, 1er ☃ 雪"
unit A1
game
# ---- results of the hand computations above, in order (checked by
# test/golden-expect.awk; a directive names the case it checks)
# expect: ^UNIT name=A1 .*label="Grenadiers à pied, 1er ☃ 雪"
# expect-error: line 7: byte 0xff at column 24 is not UTF-8 text; write the line in UTF-8
# expect-error: line 8: byte 0xc3 at column 24 is not UTF-8 text
# expect-error: line 9: byte 0xe0 at column 29 is not UTF-8 text
# expect-error: line 10: byte 0xed at column 30 is not UTF-8 text
# expect-error: line 11: byte 0xff at column 5 is not UTF-8 text
# expect-error: line 12: byte 0xfe at column 22 is not UTF-8 text
# expect-error: line 14: unit set A1: label is 64 characters long; a label has at most 63 characters
