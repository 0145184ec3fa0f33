# Function lengths in this codebase's style: a definition's body opens with
# "{" at column 0 and closes with "}" at column 0. Prints "FILE:LINE NAME N".
FNR == 1 { body = 0; prev = ""; name = "" }
!body && /^[A-Za-z_][A-Za-z0-9_]*\(/ { name = $0; sub(/\(.*/, "", name) }
!body && /^\{/ { body = 1; start = FNR; next }
body && /^\}/ {
	n = FNR - start - 1
	if (n > max) print FILENAME ":" start " " name " " n
	body = 0; name = ""
}
