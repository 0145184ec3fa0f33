# example list (and LIST, and no operand) lists every embedded worked
# example with its rule sections and how many book checks it holds; bad
# operands are refused with a suggestion; an example never touches the game
# in play (the roster stays empty and nothing is journaled).
example list
example LIST
example
example ba04
example nosuch
example ba04-column-vs-line extra
example name=x
units
status
example ""
