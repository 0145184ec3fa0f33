# views (docs/views.md): the addresses of a running umpire serve of the
# game. A batch run without a game file has none to follow: one line
# saying so, nothing changed; an operand or a key other than qr= is
# refused naming what is allowed. (With a game file and a serve running:
# test/e2e/views-tui.sh; without a serve, the command that starts one:
# test/screen/screen_views.c.)
views
views table
views qr=maybe
views format=svg
views qr=no
# expect-error: line 7: views: this session keeps no game file
# expect-error: line 8: views takes no operand: views \[qr=no\]
# expect-error: line 9: .*qr
# expect-error: line 10: .*format.*qr
# expect-error: line 11: views: this session keeps no game file
