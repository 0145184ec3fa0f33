ruleset activation
# alt: activation
# The provisional resolution (data/activation/fire-range.csv and
# fire-morale.csv, marked "# status: provisional"; not in the seed):
# die + morale modifier >= hit_on of the range band hits; a hit costs
# `hits` figures and `stamina` Stamina points; Stamina at rout_stamina or
# below routs the target (a routing one breaks), state_turn recorded.
# Every record says provisional=yes. Rerun with the alt tables (2d6,
# other bands and modifiers, op3=yes, corners arc, 5 cm rule on the line:
# there G is refused by 55.8, A being 3.84 cm from G's line of fire).
unit add A side=French arm=infantry figures=24 formation=line x=0 y=0 facing=0 activated=yes morale=5
unit add G side=French arm=artillery figures=6 guns=2 formation=unlimbered x=20 y=0 facing=300 activated=yes
unit add T side=British arm=infantry figures=20 formation=line x=0 y=6 facing=180 stamina=2 reduced_morale=1
factors fire A at T
fire A at T roll=6
fire G at T roll=6
odds
resolve
explain
units
# T routed this turn (state_turn=1): it may still return fire at A, with
# its reduced morale rating 1.
fire T at A roll=6
resolve
units
# explain in words: T 20 - 2 = 18, then 18 - 3 = 15 and Routing (55.6),
# every line marked provisional (fire-range.csv is not from the seed).
# expect: ^  = T loses 2 figures \(20 → 18\) and stays in good order.*stamina 1\. \(provisional
# expect: ^  = T loses 3 figures \(18 → 15\) and becomes Routing: it may not fire.*\(55\.6\); stamina 0\. \(provisional
