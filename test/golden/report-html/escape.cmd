# report format=html escapes every text it writes (HTML and SVG alike): a
# unit's label (the one free text of the roster; names and sides are
# letters, digits, _ - .) with < > & " ' and UTF-8 comes out as &lt; &gt;
# &amp; &quot; &#39; with the UTF-8 untouched: no <svg> nor <script> of
# the label's own is left in the page. A line with bytes that are not
# UTF-8 (B1's label: a lone 0xff, 0xc3 without its second byte, a cut
# 3-byte sequence) is refused (cmd_parse), so no such label is drawn.
# The page's data is JSON inside <script>: there every < > & is \u003c
# \u003e \u0026 (no </script> nor <!-- can end or hide the script), " and
# \ are \" and \\, and U+2028 and U+2029 (line ends to JavaScript) are
# \u2028 and \u2029 (S1's label); the script puts texts into the page as
# text, never as markup (test/e2e/report-html.sh renders it).
ruleset belle-alliance
game units=cm
terrain add Bois kind=wood points=0,0;20,0;20,10;0,10
unit add G1 side=Garde arm=infantry figures=24 formation=line x=10 y=20 facing=0 width=12 depth=2 label="Grenadiers à pied \"<b>1er</b>\" & l'Cie"
unit add B1 side=Preussen arm=infantry figures=24 formation=line x=40 y=40 facing=180 width=12 depth=2 label="bad �� ok é cut �"
unit add P1 side=Preussen arm=infantry figures=24 formation=line x=10 y=40 facing=180 width=12 depth=2 label="Füsiliere </svg><script>x</script>"
unit add S1 side=Preussen arm=infantry figures=24 formation=line x=40 y=20 facing=0 width=12 depth=2 label="Linie zwei  a\\b <!-- c -->"
report format=html
# expect: ^<script type="application/json" class="bound-data">\{"b":1,"f":1,$
# expect: ^"Grenadiers à pied \\"\\u003cb\\u003e1er\\u003c/b\\u003e\\" \\u0026 l'Cie",$
# expect-error: line 17: byte 0xff at column 115 is not UTF-8 text
# expect: ^"Füsiliere \\u003c/svg\\u003e\\u003cscript\\u003ex\\u003c/script\\u003e",$
# expect: ^"Linie\\u2028zwei\\u2029 a\\\\b \\u003c!-- c --\\u003e"\],$
# expect: ^\["Bois","wood",0,"",\[0,0,20,0,20,10,0,10\]\]\],$
# expect: ^<p class="none">No rulings\.</p>$
