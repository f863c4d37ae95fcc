# Headless Scid import timing, for scripts/db-import-compare.sh (issue #36: kibitzer's games
# database must import at least as fast as Scid 4.7).
#
#   /usr/games/tkscid scripts/scid-import.tcl FILE.pgn DBBASE
#
# Creates the Scid database DBBASE (DBBASE.si4, .sg4, .sn4; it must not exist), imports
# FILE.pgn into it, closes it and prints one line:
#   games N ms T
# where T is the wall time of create + import + close in milliseconds. Needs no display.

if {[llength $argv] != 2} {
    puts stderr "usage: tkscid scid-import.tcl FILE.pgn DBBASE"
    exit 2
}
lassign $argv pgn base
set start [clock milliseconds]
set db [sc_base create $base]
set result [sc_base import $db $pgn]
set games [sc_base numGames $db]
sc_base close $db
set ms [expr {[clock milliseconds] - $start}]
if {[lindex $result 1] ne ""} {
    puts stderr "scid: [lindex $result 1]"
}
puts "games $games ms $ms"
exit 0
