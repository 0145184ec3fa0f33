# report format=html escapes every text it writes (HTML and SVG alike): a
# unit's label (the one free text of the roster; names and sides are
# letters, digits, _ - .) with < > & " ' and UTF-8 comes out as &lt; &gt;
# &amp; &quot; &#39; with the UTF-8 untouched: no <svg> nor <script> of
# the label's own is left in the page. A line with bytes that are not
# UTF-8 (B1's label: a lone 0xff, 0xc3 without its second byte, a cut
# 3-byte sequence) is refused (cmd_parse), so no such label is drawn.
ruleset belle-alliance
game units=cm
terrain add Bois kind=wood points=0,0;20,0;20,10;0,10
unit add G1 side=Garde arm=infantry figures=24 formation=line x=10 y=20 facing=0 width=12 depth=2 label="Grenadiers Ã  pied \"<b>1er</b>\" & l'Cie"
unit add B1 side=Preussen arm=infantry figures=24 formation=line x=40 y=40 facing=180 width=12 depth=2 label="bad ÿÃ ok Ã© cut â‚"
unit add P1 side=Preussen arm=infantry figures=24 formation=line x=10 y=40 facing=180 width=12 depth=2 label="FÃ¼siliere </svg><script>x</script>"
report format=html
# expect: ^<svg xmlns="http://www\.w3\.org/2000/svg" class="map" data-bound="1" 
# expect: ^<polygon class="terrain" data-terrain="Bois" data-kind="wood" 
# expect: ^<g class="unit" data-unit="G1" data-side="Garde"><title>G1 \(Garde\): Grenadiers Ã  pied &quot;&lt;b&gt;1er&lt;/b&gt;&quot; &amp; l&#39;Cie</title>$
# expect-error: line 12: byte 0xff at column 115 is not UTF-8 text
# expect: ^<g class="unit" data-unit="P1" data-side="Preussen"><title>P1 \(Preussen\): FÃ¼siliere &lt;/svg&gt;&lt;script&gt;x&lt;/script&gt;</title>$
# expect: ^</svg>$
# expect: ^<p class="none">No rulings\.</p>$
