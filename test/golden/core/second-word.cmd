# args: --demo
# A command of two words ("check fire", "staff catch") typed with a bad or
# missing second word names the second words it takes, with the nearest
# one; before, it said `unknown command "check"` though check is a
# command's first word. Nothing changes: the units line at the end shows
# the roster as the demo left it.
check
check fyre F27 at L54
staff
staff catchx French
frob
units side=French
# expect: ^UNIT name=L13 side=French
