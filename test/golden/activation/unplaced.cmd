ruleset activation
# Units not on the map: every geometric condition of 54 and 55.8 is a
# question (CHECK result=ask with question and allowed, source=asked;
# ELIGIBLE value=ask), answered by a key on the line (source=given).
# `fire` names the first missing key; the range is needed for the
# provisional resolution.
unit add A side=French arm=infantry figures=24 activated=yes
unit add T side=British arm=infantry figures=24
check fire A at T
factors fire A at T
fire A at T
fire A at T arc=yes los=yes friendly_within_5cm=no
check fire A at T arc=yes los=yes friendly_within_5cm=no range=25
fire A at T arc=yes los=yes friendly_within_5cm=no range=25 roll=5
declared
resolve
# Unknown keys and bad answers fail with the allowed keys or values.
check fire A at T colour=red
check fire T at A arc=maybe
