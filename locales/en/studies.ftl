# Text of the built-in study library (studies/*.yaml): for each study, its title, prompt,
# explanation (shown only after an answer) and hint. The same message ids exist in
# locales/id/studies.ftl. Rules sources: Ply Yard's Fox and Geese guide, the Large Cross (Gåsetavl)
# and Two Foxes (Halatafl) rules pages, and the Boys' Own rules of 1870.

## surrounded-fox

surrounded-fox-title = Geese on all four sides of the fox
surrounded-fox-prompt = Geese stand on all four points next to the fox on d4. Has the goose formation completely immobilized the fox? Answer yes or no.
surrounded-fox-explanation = No. The fox has no ordinary step: d5, c4, e4 and d3 all hold geese. But a blockade must exclude jumps as well. Behind d5, c4 and e4 the landing points d6, b4 and f4 are occupied, yet d2, beyond the goose on d3, is empty and on the same straight line, so d4xd2 is a legal jump. It removes one goose and ends the fox's turn; the geese respond before any further capture. Controlling landing points matters more than adding neighbours.
surrounded-fox-hint = Check each goose next to the fox: is the point directly beyond it, on the same line, empty?

## list-fox-actions

list-fox-actions-title = List the fox's actions
list-fox-actions-prompt = The fox on d4 is to move. List every legal action of the fox, separated by spaces (write a step like a5-b5 and a jump like a5xc5).
list-fox-actions-explanation = Three actions. d4-c4 and d4-d3 are ordinary steps to the empty neighbours west and south. d4xd6 jumps the goose on d5 and lands on the empty point beyond it. To the east the goose on e4 cannot be jumped, because f4 is occupied. The goose on c3 touches the fox only diagonally: Ply Yard's board has orthogonal lines only, so that goose neither blocks the fox nor can be jumped.
list-fox-actions-hint = The fox looks in four directions only: north, south, east and west. In each, is the neighbour empty, or a goose with an empty point behind it?

## list-goose-actions

list-goose-actions-title = List a goose's actions
list-goose-actions-prompt = The same pieces, but now the geese are to move. List every legal move of the goose on d5, separated by spaces (a move is written from-to, like b5-b4).
list-goose-actions-explanation = Two moves: d5-c5 and d5-e5, sideways to empty points. South is d4, where the fox stands, and a goose never jumps, so it can neither capture the fox nor leap over it. North, d6 is empty but forbidden: a goose steps only south, east or west, never back toward its starting side.
list-goose-actions-hint = A goose moves one point south, east or west to an empty point. Which of those are open here?

## goose-cannot-move-north

goose-cannot-move-north-title = A goose cannot move north
goose-cannot-move-north-prompt = The fox has slipped past the geese to d6. The geese are to move. List every legal goose move, separated by spaces.
goose-cannot-move-north-explanation = Six moves: c5-b5, c5-d5, c5-c4, e5-d5, e5-f5 and e5-e4. Neither goose may step to c6 or e6: geese never move north, toward their starting side, whatever the fox does. The direction rule is fixed by the board, not by where the fox stands, so a fox that gets behind the geese cannot be chased back. Before advancing south, remember that the goose cannot return to repair the point it leaves.
goose-cannot-move-north-hint = Each goose has three possible directions. Which direction is never one of them?

## not-hnefatafl

not-hnefatafl-title = Not Hnefatafl: no capture by enclosing
not-hnefatafl-prompt = Geese stand on both sides of the fox, on c4 and e4. In Hnefatafl a piece caught between two enemies is captured; does anything like that happen here? List every point where the fox can land by a capture, separated by spaces.
not-hnefatafl-explanation = b4 and f4. Fox and Geese is not Hnefatafl: there is no custodial capture, and the geese cannot capture at all. Only the fox captures, by jumping an adjacent goose to the empty point directly beyond it. Both flanking geese have an empty point behind them, so the fox may jump either one (d4xb4 or d4xf4), or simply step to d5 or d3.
not-hnefatafl-hint = Forget capture by enclosing. Which piece is the only one that captures in this game, and how?

## capture-is-optional

capture-is-optional-title = Capture is optional
capture-is-optional-prompt = The fox on d4 could capture the goose on d3. List every legal action of the fox, separated by spaces.
capture-is-optional-explanation = Three actions: d4-d5, d4-e4 and d4xd2. Capturing is optional: the fox may choose an ordinary step even when a jump is available. The goose on c4 cannot be jumped, because its landing point b4 holds another goose. Compare the choices: the capture removes a goose, but a quiet step may keep more useful routes open or prepare a later jump.
capture-is-optional-hint = A legal capture does not take away the fox's other choices.

## one-jump-per-turn

one-jump-per-turn-title = One jump per turn
one-jump-per-turn-prompt = The fox on d3 is to move. List every point where it can land by a capture this turn, separated by spaces.
one-jump-per-turn-explanation = b3 and f3. The fox can jump c3 and land on b3, or jump e3 and land on f3. From b3 another goose (b4) would have an empty point behind it (b5), and from f3 the same holds for f4 and f5, but each fox turn permits only one jump: the jump ends the turn and the geese reply. Any second capture belongs to a later turn, after the geese have had the chance to move.
one-jump-per-turn-hint = After the fox lands, whose turn is it?

## after-eight-captures

after-eight-captures-title = After eight captures
after-eight-captures-prompt = The fox has already captured eight geese and is to move from c7. Is the fox blockaded, with no legal action at all? Answer yes or no.
after-eight-captures-explanation = Yes. At the end of the northern arm the fox has only two neighbours, d7 and c6, and both hold geese. A jump over d7 would land on e7 and a jump over c6 on c5, and both are occupied; west and north of c7 there are no points. With no step and no jump, the fox loses. Eight captures do not meet the threshold: the fox needs nine, and until then the geese can still win by blockade.
after-eight-captures-hint = Count the fox's neighbours at c7, then look beyond each one. The capture count does not change what is legal.

## ring-of-geese

ring-of-geese-title = A ring of geese around the fox
ring-of-geese-prompt = Eight geese ring the fox on d4, and more geese stand behind them. Is the fox blockaded? Answer yes or no.
ring-of-geese-explanation = No. Only four geese of the ring matter: the orthogonal neighbours d5, c4, e4 and d3. The geese on the corners of the ring are not on any line through d4. Behind d5, c4 and d3 the points d6, b4 and d2 are occupied, but f4, beyond e4, is empty, so d4xf4 is legal. Judge the legal actions, not the shape: the fox escapes with one capture, and the geese reply before its next turn.
ring-of-geese-hint = Ignore the corners of the ring. Check the point beyond each of the four neighbours on a line.

## full-neighbours-empty-landing

full-neighbours-empty-landing-title = Full neighbours, empty landing
full-neighbours-empty-landing-prompt = Every point next to the fox on e6 holds a goose. List every point where the fox can land by a capture, separated by spaces.
full-neighbours-empty-landing-explanation = Only e4. The fox on e6 has three neighbours on the board: e7, d6 and e5 (there is no point east of e6). Beyond e7 there is no point of the board, so that jump is impossible; beyond d6, c6 is occupied. Beyond e5, e4 is empty and connected, so e6xe4 is legal. Filling every neighbour blocks the steps, not the captures: the common belief that a fox with geese on all its neighbouring points has no legal move is a misconception.
full-neighbours-empty-landing-hint = For each goose next to the fox ask two questions: is there a point beyond it on the board, and is that point empty?

## fox-at-arms-end

fox-at-arms-end-title = A fox at an arm's end
fox-at-arms-end-prompt = The fox has been pushed into c1, the corner of the southern arm. List every legal action of the fox, separated by spaces.
fox-at-arms-end-explanation = One action: c1xc3. At c1 the fox has only two neighbours, c2 and d1, both geese, so it has no step. The goose on d1 cannot be jumped because e1 is occupied, but c3, beyond c2, is empty, so the fox jumps out. A position at an arm's end is not automatically a win for either side: count the actions instead of trusting the corner.
fox-at-arms-end-hint = A corner has fewer neighbours. Check what lies beyond each of them.

## jump-blocked-occupied-landing

jump-blocked-occupied-landing-title = Blocked jump: an occupied landing
jump-blocked-occupied-landing-prompt = Three geese stand next to the fox on d4. List every point where the fox can land by a capture, separated by spaces.
jump-blocked-occupied-landing-explanation = Only f4. A jump needs the landing point directly beyond the goose to be empty. To the west, b4 behind c4 is occupied; to the south, d2 behind d3 is occupied: both jumps are blocked. To the east, f4 behind e4 is empty, so d4xf4 is legal. To the north, d5 is an empty neighbour: a step, not a capture.
jump-blocked-occupied-landing-hint = Look one point further than each goose next to the fox.

## jump-blocked-landing-off-board

jump-blocked-landing-off-board-title = Blocked jump: a landing off the board
jump-blocked-landing-off-board-prompt = The fox stands on a4, at the end of the western arm, next to geese on a5, b4 and a3. Is the fox blockaded? Answer yes or no.
jump-blocked-landing-off-board-explanation = Yes. All three neighbours of a4 hold geese, and no jump works. Beyond a5 and beyond a3 the points a6 and a2 do not exist: the western arm covers only ranks 3 to 5, and a jump must land on a connected point of the board. Beyond b4, c4 is occupied. West of a4 there is nothing at all. The fox has neither a step nor a jump, so the geese win.
jump-blocked-landing-off-board-hint = Before you count a landing point, make sure it exists on the thirty-three-point cross.

## jump-blocked-two-geese-in-a-row

jump-blocked-two-geese-in-a-row-title = Blocked jump: two geese in a row
jump-blocked-two-geese-in-a-row-prompt = The fox on d4 faces two geese in a row to the north and two to the east. List every legal action of the fox, separated by spaces.
jump-blocked-two-geese-in-a-row-explanation = Two steps: d4-c4 and d4-d3. The fox jumps exactly one adjacent goose and lands on the very next point. Beyond d5 that point, d6, holds a goose; beyond e4, f4 holds a goose. The fox cannot leap over a line of several pieces in one action, so d4xd7 and d4xg4 are not legal, even though d7 and g4 are empty.
jump-blocked-two-geese-in-a-row-hint = A jump covers two points: over one goose, then onto the next point. What stands on that next point?

## jump-blocked-no-diagonal

jump-blocked-no-diagonal-title = Blocked jump: no diagonal lines
jump-blocked-no-diagonal-prompt = The fox on d5 has geese on c4, d4 and e4. List every point where the fox can land by a capture, separated by spaces.
jump-blocked-no-diagonal-explanation = Only d3. The goose on d4 is directly south on a printed line, and d3 beyond it is empty: d5xd3. The geese on c4 and e4 touch the fox only diagonally. Ply Yard's board has horizontal and vertical connections only, so d5xb3 and d5xf3 are not jumps, even though b3 and f3 are empty. Do not import diagonal routes from other boards.
jump-blocked-no-diagonal-hint = Which lines run through d5 on this board?

## five-geese-to-move

five-geese-to-move-title = Five geese left, the geese to move
five-geese-to-move-prompt = The geese are to move. List every legal goose move, separated by spaces, or answer none if there is none.
five-geese-to-move-explanation = There is none, so the geese lose. The geese on c1, d1 and e1 stand on the southern edge: nothing lies south of them, and sideways each is blocked by a neighbour or by the end of the row. The goose on a3 cannot go south (a2 is not a point), and its eastern neighbour b3 is a goose; b3 is hemmed in by a3 and by the fox on c3. Geese never move north. Whichever side has no legal move on its turn loses, so the fox wins here with only eight captures: the geese must keep their own mobility, not just confine the fox.
five-geese-to-move-hint = Try each goose in turn: south, east, west. Is any of those points both on the board and empty?

## enclosed-fox-landings

enclosed-fox-landings-title = Inspect a visually enclosed fox
enclosed-fox-landings-prompt = Nine geese crowd around the fox on e5. List every point where the fox can land by a capture, separated by spaces.
enclosed-fox-landings-explanation = e7 and g5. Only the four orthogonal neighbours can be jumped: e6, d5, f5 and e4. Beyond e6, e7 is empty: e5xe7. Beyond f5, g5 is empty: e5xg5. Beyond d5, c5 is occupied, and beyond e4, e3 is occupied. The geese on d6, d4 and f4 touch the fox only diagonally and do nothing against it. An occupied neighbouring point can prevent a step while still permitting a capture.
enclosed-fox-landings-hint = For each of the four neighbours, check both segments of the jump and whether the landing point is empty.

## tightening-move-opens-landing

tightening-move-opens-landing-title = A tightening move that opens a landing
tightening-move-opens-landing-prompt = The geese are to move and play e5-e4, closing the fox's last step. List every fox capture this move makes available that the fox did not have before, separated by spaces (answer none if there is none).
tightening-move-opens-landing-explanation = d4xf4. Before the move the fox had one step (d4-e4) and no capture: d6, b4 and d2 guarded the landing points behind d5, c4 and d3. The goose arriving on e4 takes the step away, but nothing stands on f4 behind it, so the fox can now jump it. A tightening move must be checked for the landing behind the moving goose itself. If the fox jumps, the geese reply before any further capture.
tightening-move-opens-landing-hint = After the move, look at the point directly beyond the goose that has just arrived.

## vacated-origin-opens-landing

vacated-origin-opens-landing-title = A vacated point that opens a landing
vacated-origin-opens-landing-prompt = This is the position of the surrounded-fox study, with the geese to move. They play b4-b3. List every fox capture this move makes available that the fox did not have before, separated by spaces (answer none if there is none).
vacated-origin-opens-landing-explanation = d4xb4. The move does not touch the fox, but b4 was the occupied landing point behind the goose on c4. Once b4 is empty, the fox can jump c4 and land there. The jump d4xd2 was already available before the move, so it is not new. Every goose move vacates its origin: inspect the point it leaves, especially on a southward or sideways step, which cannot be repaired by stepping back north.
vacated-origin-opens-landing-hint = Which point does the moving goose leave empty, and which goose stands between that point and the fox?

## safe-moves-south-arm

safe-moves-south-arm-title = Safe moves near the southern arm
safe-moves-south-arm-prompt = The geese are to move against the fox on d2. List every goose move after which the fox has no capture, separated by spaces.
safe-moves-south-arm-explanation = Four moves are safe: c3-b3, c3-c2, e3-e2 and e3-f3. A goose that arrives on c2 or e2, next to the fox, cannot be jumped, because b2 and f2 are not points of the board. The goose on d3 has no move at all: the fox is south of it, and c3 and e3 are occupied. The two moves of the goose on d4, d4-c4 and d4-e4, are the mistakes: they empty d4, the landing point behind d3, and the fox answers d2xd4.
safe-moves-south-arm-hint = For each move, look at the point the goose arrives on and the point it leaves.

## safe-moves-keep-the-ring

safe-moves-keep-the-ring-title = Moves that give the fox no capture
safe-moves-keep-the-ring-prompt = The fox on c5 is completely enclosed, but the geese must move. List every goose move after which the fox has no capture, separated by spaces.
safe-moves-keep-the-ring-explanation = Five moves: c6-d6, b5-b4, d5-d4, c4-b4 and c4-d4. Each of them moves a goose that stands next to the fox: the fox gets an empty neighbour to step to, but no capture. Every other move empties a guarding point: c7-d7 the landing behind c6, a5-a4 the landing behind b5, e5-e4 and e5-f5 the landing behind d5, and c3-c2, c3-b3 and c3-d3 the landing behind c4. Each of those gives the fox a jump. The geese must move even when they would rather stand still, so a safe spare move is worth keeping.
safe-moves-keep-the-ring-hint = Sort the geese into two groups: those next to the fox and those standing behind them.

## replay-tightening-opens

replay-tightening-opens-title = Replay: find the first opening after a tightening move
replay-tightening-opens-prompt = Replay the moves c4-c3, d3-d4, c5-c4, d4xb4 from this position. Name the first move after which the fox has a capture it did not have just before that move, written as in the list.
replay-tightening-opens-explanation = c5-c4. The first goose move, c4-c3, also arrives next to the fox, but b3 behind it is occupied, so it opens nothing. The fox steps to d4, where d6, f4 and the now empty c4 leave it without a capture. Then c5-c4 closes the step to the west, but b4, behind the newly arrived goose, is empty: the fox plays d4xb4. The same kind of tightening move was safe once and fatal the next time; only the landing point beyond the goose decides.
replay-tightening-opens-hint = After each goose move, check the point beyond any goose that is now next to the fox.

## replay-vacated-origin

replay-vacated-origin-title = Replay: find the first opening after a vacated point
replay-vacated-origin-prompt = Replay the moves e5-e4, d4-d3, d5-d4, d3xd5 from this position. Name the first move after which the fox has a capture it did not have just before that move, written as in the list.
replay-vacated-origin-explanation = d5-d4. e5-e4 is a safe tightening move: f4 guards the landing point behind e4. The fox steps to d3, away from every goose. Then d5-d4 follows it south and arrives next to it, leaving d5 empty: the very point the goose came from becomes the landing behind it, and the fox plays d3xd5. From d5 the fox could jump d6 next, but that would be a later turn, after the geese have replied.
replay-vacated-origin-hint = When a goose steps straight toward the fox, what does it leave behind it?

## standard-goose-moves

standard-goose-moves-title = Standard game: how a goose steps
standard-goose-moves-prompt = In the standard game the geese start in the south and move north. List every legal move of the goose on c2, separated by spaces.
standard-goose-moves-explanation = c2-c3 and c2-d3. In the standard game a goose steps forward (north) or diagonally forward along a drawn line. There is no diagonal from c2 toward b3: a diagonal exists only inside a unit square whose four corners are all points, and b2 is not a point. c2-d2 would be a sideways step, allowed only with the sideways option, and c2-c1 would go backward, which is never allowed.
standard-goose-moves-hint = List the forward directions first, then check which diagonal lines actually leave c2.

## standard-chain-captures

standard-chain-captures-title = Standard game: jumping on
standard-chain-captures-prompt = Under the standard rules, list every point where the fox on d4 can land by a capture this turn, separated by spaces.
standard-chain-captures-explanation = d6 and b4. The fox jumps d5 and lands on d6. In the standard game it may stop there or jump again: from d6 the goose on c5 lies on a diagonal line (the square c5, d5, c6, d6 is complete), and b4 beyond it is empty, so d4xd6xb4 is legal as well. Each stopping point is a separate action. From d4 itself the fox cannot jump c5, because b6 is not a point. Under Ply Yard's rules only d6 would count: one orthogonal jump per turn.
standard-chain-captures-hint = Find the first jump, then look again from the point where the fox lands.

## large-cross-alternating-diagonals

large-cross-alternating-diagonals-title = Large Cross: alternating diagonals
large-cross-alternating-diagonals-prompt = On the Large Cross, the fox on e6 is surrounded by geese on d7, f7, d5, e5 and f5. List every legal action of the fox, separated by spaces.
large-cross-alternating-diagonals-explanation = e6-e7, e6-d6, e6-f6 and e6xe4. On the 45-point board diagonal lines pass only through every other point, in a checkerboard pattern that includes the centre point e5. e6 is not one of those points, so only orthogonal lines leave it: the geese on d7, f7, d5 and f5 are not connected to the fox and cannot be jumped. To the south, the goose on e5 has the empty e4 behind it, so the fox may capture it.
large-cross-alternating-diagonals-hint = Which lines leave e6 on this board? Compare it with the centre point e5.

## large-cross-diagonal-capture

large-cross-diagonal-capture-title = Large Cross: a diagonal capture
large-cross-diagonal-capture-prompt = On the Large Cross, the fox on c5 is next to geese on c4, d4 and d5. List every point where the fox can land by a capture, separated by spaces.
large-cross-diagonal-capture-explanation = e3 and e5. Diagonals pass through c5, so the fox can jump the goose on d4 diagonally and land on e3; it can also jump d5 eastward and land on e5. Beyond c4 lies c3, which is not a point of the 45-point cross (the southern arm covers only files d to f), so that jump is blocked. No further jump is possible from e3 or from e5, so there are no longer chains here.
large-cross-diagonal-capture-hint = c5 follows the same diagonal pattern as the centre point. Then make sure every landing point is on the board.

## two-foxes-compulsory-capture

two-foxes-compulsory-capture-title = Two Foxes: capture is compulsory
two-foxes-compulsory-capture-prompt = In Halatafl the foxes stand on c7 and e7, with a goose on c6. List every legal action of the fox side, separated by spaces.
two-foxes-compulsory-capture-explanation = Only c7xc5. In Two Foxes capture is compulsory: when either fox can jump, the fox player must jump, so every step of both foxes is illegal, including the free steps of the fox on e7. The goose on c6 has the empty c5 behind it, and from c5 no further jump is possible, so the capture ends there. Under Ply Yard's rules the fox could have chosen a step instead.
two-foxes-compulsory-capture-hint = Can either fox jump? If so, what does that rule out?

## two-foxes-keep-jumping

two-foxes-keep-jumping-title = Two Foxes: a chain must go on
two-foxes-keep-jumping-prompt = The foxes on d7 and a5 are to move. List every point where a fox can land by a capture this turn, separated by spaces.
two-foxes-keep-jumping-explanation = Only d3. The fox on d7 must jump d6 and land on d5, but from d5 it can jump again, over d4 to d3, and in Halatafl a fox that has jumped must keep jumping while it can. So stopping on d5 is not an action; the only capture is the whole chain d7xd5xd3. From d3 no further jump exists: d1 is occupied, and b1 and f1 are not points. The fox on a5 has no goose to jump.
two-foxes-keep-jumping-hint = Follow the jumping fox until it can go no further. Where is it allowed to stop?

## boys-own-goose-moves

boys-own-goose-moves-title = Boys' Own 1870: geese march on the straight lines
boys-own-goose-moves-prompt = Under the Boys' Own rules of 1870, list every legal move of the goose on d3, separated by spaces.
boys-own-goose-moves-explanation = d3-d4, d3-c3 and d3-e3. The 1870 rules say the geese march forward on the straight lines, not on the diagonals, and are not allowed to move back. Here the geese start in the south, so forward means north, and as played here a goose may also step sideways, east or west. d3-d2 would be a step back (and d2 is occupied anyway), and c4 or e4 would need a diagonal line, which this board does not have.
boys-own-goose-moves-hint = Straight lines only, and never back toward the south.

## boys-own-fox-jumps-on

boys-own-fox-jumps-on-title = Boys' Own 1870: leaping on as in draughts
boys-own-fox-jumps-on-prompt = Under the Boys' Own rules, with the thirteen-goose set, list every point where the fox on d5 can land by a capture this turn, separated by spaces.
boys-own-fox-jumps-on-explanation = d3 and b3. The fox takes a goose "as in Draughts, by leaping over him, forward or sideways", and it may go on leaping: d5xd3 takes d4; from d3 it may continue sideways over c3 to b3. Every stop is its own action, because going on is the fox's choice here (the text does not make it compulsory). From b3 the leap over b4 to b5 would go north, which is backward for the fox (the geese come from the south), and the 1870 fox never leaps back. Only the straight lines count: there are no diagonal jumps. From d3 the jump over d2 is blocked, because d1 is occupied.
boys-own-fox-jumps-on-hint = Take the first jump, then look again from the landing point, and again.

## fox-chooses-fox-on-d5

fox-chooses-fox-on-d5-title = The fox chooses its square: the fox on d5, ten geese gone
fox-chooses-fox-on-d5-prompt = In the Boys' Own game where the fox chooses its own square, the fox has placed itself on d5 and the geese have closed in. Ten geese are gone, but here the fox must take them all. Is the fox blockaded, with no legal action at all? Answer yes or no.
fox-chooses-fox-on-d5-explanation = Yes, it is confined. Geese stand on all four points next to d5, and behind c5, e5 and d4 the points b5, f5 and d3 are taken, so those jumps are blocked. Only d7, beyond the goose on d6, is free, and that jump would go north: the 1870 fox leaps "forward or sideways", never back. With no step and no capture, the geese have won, whatever the count of geese taken.
fox-chooses-fox-on-d5-hint = Look beyond each goose next to the fox, and remember which way the fox may never jump.

## fox-chooses-take-them-all

fox-chooses-take-them-all-title = The fox chooses its square: five geese are not a win yet
fox-chooses-take-them-all-prompt = In the Boys' Own game where the fox chooses its own square, five geese are left. List every point where the fox on b5 can land by a capture this turn, separated by spaces.
fox-chooses-take-them-all-explanation = b3, d5, f5 and f3. In the classic 1870 game the fox would have won already, with fewer than seven geese left; when it chooses its square it plays "to take all the Geese", so the game goes on. The fox may leap east over c5 to d5, on over e5 to f5, and south over f4 to f3, stopping after any leap; or south over b4 to b3. None of these leaps goes north.
fox-chooses-take-them-all-hint = Follow the chain east, then look south from each landing.

## draughts-geese-step-down

draughts-geese-step-down-title = The draught board: geese step diagonally down
draughts-geese-step-down-prompt = On the draught board of the Boys' Own rules, the squares are numbered 1 to 32 from the top. List every legal move of the geese, separated by spaces (such as 5-9).
draughts-geese-step-down-explanation = 1-5, 6-10, 7-10, 8-12, 9-13 and 9-14. A goose steps one square diagonally forward, down the board, onto an empty dark square, and never back: 9-5 would go up. The geese on 2, 3 and 4 are hemmed in by the geese below them, 6-9 is taken by the goose already there, and 7-11 and 8-11 are blocked by the fox.
draughts-geese-step-down-hint = Only the dark squares count, and only the two diagonals going down.

## draughts-fox-leaps-as-a-king

draughts-fox-leaps-as-a-king-title = The draught board: the fox leaps like a king
draughts-fox-leaps-as-a-king-prompt = On the draught board of the Boys' Own rules, the fox (a king) is on square 11. List every square where it can land by a capture this turn, separated by spaces.
draughts-fox-leaps-as-a-king-explanation = 2, 18, 20, 25 and 27. The fox captures as in Draughts, leaping a goose next to it on a diagonal onto the empty square beyond, in any of the four diagonal directions, up the board too: 11x2 over 7, 11x18 over 15, 11x20 over 16. From 18 it may leap on over 22 to 25 or over 23 to 27, and each stop is its own action, since going on is optional.
draughts-fox-leaps-as-a-king-hint = Try all four diagonals from 11, then look again from 18.

## draughts-fox-in-29

draughts-fox-in-29-title = The draught board: the fox in square 29
draughts-fox-in-29-prompt = "If properly moved on the diagonal lines, the Fox must be driven towards the left corner and pinned in square 29." The fox stands on 29 with geese on 25, 22 and 18. Is the fox blockaded, with no legal action at all? Answer yes or no.
draughts-fox-in-29-explanation = Yes, it is pinned. Square 29 is a corner: its only diagonal leads to 25, which a goose holds, and the leap over 25 would land on 22, which is taken too. With no step and no capture, the fox has lost: the geese win by confining it.
draughts-fox-in-29-hint = Count the diagonals that leave the corner square.

## mistake-eight-captured

mistake-eight-captured-title = Find the mistake: eight geese captured
mistake-eight-captured-prompt = Replay { $moves } from this position, where the fox needs one more capture. Which action was the first to change the value of the game with best play, against the side that played it? Answer with that action as written in the list.
mistake-eight-captured-explanation = d4-e4. With eight geese captured, either jump, d4xb4 or d4xd2, was the ninth capture and won at once. The step to e4 jumps nothing, and with best play the game is now a draw: the geese hold it with c4-b4 or d3-d2. Instead they play c4-d4, a mistake too, but not the first: it puts a goose next to the fox with c4 empty behind it, and e4xc4 wins.
mistake-eight-captured-hint = Before the first action, what would each fox jump have won?

## mistake-seven-captured

mistake-seven-captured-title = Find the mistake: seven geese captured
mistake-seven-captured-prompt = Replay { $moves } from this position, where the fox needs two more captures. Which action was the first to change the value of the game with best play, against the side that played it? Answer with that action as written in the list.
mistake-seven-captured-explanation = d3-d2. The jump d1xd3 was the fox's best: its eighth capture, after which it wins in 4 plies. c3-b3 held out as long as the geese could. From d3, the step d3-c3 would have attacked b3 and c2 at once, with a3 and c1 empty beyond them: the geese cannot cover both, and the ninth capture follows. d3-d2 attacks nothing (beyond c2 there is no point on the board), and with best play the game is now a draw; b3-a3 keeps it so.
mistake-seven-captured-hint = After the geese's reply, which fox step would have threatened two geese at once?

## mistake-goose-closes-in

mistake-goose-closes-in-title = Find the mistake: a goose that cannot be covered
mistake-goose-closes-in-prompt = Replay { $moves } from this position, where the fox needs one more capture. Which action was the first to change the value of the game with best play, against the side that played it? Answer with that action as written in the list.
mistake-goose-closes-in-explanation = c3-d3. d3-e3 kept the draw, and c1-d1 was the fox's only legal action. But c3-d3 puts a goose on d3 with d4 empty behind it, a point no goose can ever cover, since geese never move north. After d1-d2 the fox threatens d2xd4; when the goose on d3 steps aside to c3, d2-d3 attacks c3 and e3 at once, with b3 and f3 empty beyond them. With best play the fox now wins in 5 plies; c3-b3 near the end only chose which goose to lose.
mistake-goose-closes-in-hint = Look for a goose placed where the point behind it can never be covered again.

## ninth-capture-quiet-step

ninth-capture-quiet-step-title = The ninth capture: a quiet step first
ninth-capture-quiet-step-prompt = Eight geese are captured: one more capture wins for the fox. The fox on d2 has no capture now. List every fox action that still wins with best play, separated by spaces.
ninth-capture-quiet-step-explanation = Only d2-d3 wins, in 5 plies. On d3 the fox threatens d3xf3 over e3, so the goose on e3 must step aside (to f3 or e2; any other goose move loses it at once). Then d3-c3 attacks two geese together: c4, with c5 empty behind it, and b3, with a3 empty behind it. The geese can save only one, and the ninth capture follows. After d2-c2, d2-e2 or d2-d1 the geese can answer every threat: with best play the game is a draw.
ninth-capture-quiet-step-hint = No capture is there yet. Look for a step that makes a threat the geese must answer, and then for a point from which the fox attacks two geese at once.

## ninth-capture-two-roads

ninth-capture-two-roads-title = The ninth capture: two roads, one shorter
ninth-capture-two-roads-prompt = Eight geese are captured: one more capture wins for the fox. List every fox action that wins with best play, separated by spaces.
ninth-capture-two-roads-explanation = Two steps win. e5-d5 is the fastest, in 5 plies: it threatens d5xb5 over c5; after c5-b5, the only reply that does not lose a goose at once, d5-c5 attacks c4 (c3 is empty behind it) and b5 (a5 is empty behind it), and one of them falls. e5-e4 wins too, in 7 plies: it threatens e4xe2 over e3, and the geese hold out two plies longer. e5-e6 and e5-f5 threaten nothing: with best play they draw.
ninth-capture-two-roads-hint = From each point the fox can step to, which goose would it threaten, and is the point behind that goose empty?

## ninth-capture-hold-out

ninth-capture-hold-out-title = Eight captured: the geese to move
ninth-capture-hold-out-prompt = Eight geese are captured: one more capture wins for the fox. The geese are to move. List every goose move that holds out longest with best play, separated by spaces.
ninth-capture-hold-out-explanation = f3-e3. The geese cannot save the game: the fox on g3 threatens g3xe3 over f3, and every other move leaves that goose to be taken at once (the fox wins in 2 plies). f3-e3 steps the threatened goose away, and the fox needs 6 plies: g3-f3 threatens the goose again, it steps on with e3-d3, and f3-e3 attacks d3 and e2 together (e3xc3 and e3xe1). Whatever the geese play then, one of them falls.
ninth-capture-hold-out-hint = Which goose can the fox take right now, and which move takes it out of reach?

## ninth-capture-geese-first

ninth-capture-geese-first-title = One capture short, the geese to move
ninth-capture-geese-first-prompt = Eight geese are captured: one more capture would win for the fox. The geese are to move. What is this position worth with best play? Answer fox-wins, geese-win or draw.
ninth-capture-geese-first-explanation = A draw. With the fox to move, e5-d5 would win in 5 plies. But the geese move first, and three moves keep the draw: c5-b5, c4-b4 and c4-c3. After any of them, with best play the fox never gets a capture (one would win), and the geese cannot shut it in: neither side can force a win. Other goose moves lose; after c4-d4 or g4-f4 the fox wins in 4 plies.
ninth-capture-geese-first-hint = The fox wins only by attacking two geese at once. Can the geese move so that no step of the fox does that?

## ninth-capture-fox-on-d5

ninth-capture-fox-on-d5-title = Eight captured, the fox on d5 and the geese to move
ninth-capture-fox-on-d5-prompt = Eight geese are captured: one more capture wins for the fox. The geese are to move. What is this position worth with best play? Answer fox-wins, geese-win or draw.
ninth-capture-fox-on-d5-explanation = The fox wins, in 4 plies, even with the geese to move. The fox on d5 threatens d5xf5 over e5. e5-f5 is the only move that does not lose a goose at once, but then d5-e5 attacks e4 (e3 is empty behind it) and f5 (g5 is empty behind it) together, and the ninth capture follows.
ninth-capture-fox-on-d5-hint = Which goose is attacked now? After it moves, where can the fox step to attack two geese?

## draughts-close-the-corner

draughts-close-the-corner-title = Shutting the king in the corner
draughts-close-the-corner-prompt = The fox, a king, is on 29; three geese are left and the geese are to move. List every goose move that wins with best play, separated by spaces.
draughts-close-the-corner-explanation = Only 18-22, and it wins at once. The goose from 18 covers 22, the only landing beyond the goose on 25, and the fox on 29 has no step and no jump: the geese win. After 23-26 or 23-27 the fox jumps 29x22x15, taking the geese on 25 and 18; after 25-30 the corner is open. Either way the fox goes on to win.
draughts-close-the-corner-hint = The fox on 29 has one neighbour. What lies beyond the goose that stands there?

## draughts-take-or-step

draughts-take-or-step-title = Take, step out, or step into the corner
draughts-take-or-step-prompt = The fox, a king, is on 25; three geese are left. List every fox action that wins with best play, separated by spaces.
draughts-take-or-step-explanation = Two actions win. 25x18 is the fastest, in 11 plies: it takes the goose on 22, and the two geese left cannot stop the king. 25-30 wins too, in 15 plies. 25-29 loses at once: after 21-25 the fox on 29 has the goose on 25 beside it and the goose on 22 behind that one, so it has no step and no jump.
draughts-take-or-step-hint = For each action, look at where the fox stands after it: how many ways out does it have?

## draughts-corner-is-open

draughts-corner-is-open-title = The king in the corner, to move
draughts-corner-is-open-prompt = The fox, a king, is on 29, with a goose beside it on 25. Three geese are left and the fox is to move. What is this position worth with best play? Answer fox-wins, geese-win or draw.
draughts-corner-is-open-explanation = The fox wins, in 5 plies. It looks shut in, but 22, beyond the goose on 25, is empty: 29x22x15 takes the geese on 25 and 18 (or 29x22 takes one), and the goose left cannot stop the king. With the geese to move, 18-22 would have covered that landing and won.
draughts-corner-is-open-hint = A king in the corner has one neighbour. Is the point beyond the goose there empty?



## standard-four-geese-geese-to-move

standard-four-geese-geese-to-move-title = Four geese, and the geese to move
standard-four-geese-geese-to-move-prompt = Four geese are left: in this game the fox wins when fewer than four remain, so one capture decides. The geese are to move. What is this position worth with best play? Answer fox-wins, geese-win or draw.
standard-four-geese-geese-to-move-explanation = The fox wins, in 10 plies, even with the geese to move. The fox on g5 already threatens g5xe3 over f4. The longest defence is f4-e5, and it lasts 10 plies; e2-e3 lasts 8; every other move loses a goose at once.
standard-four-geese-geese-to-move-hint = Diagonals count here. Which goose can the fox jump now, and does any goose move stop every jump for good?

## standard-four-geese-fox-to-move

standard-four-geese-fox-to-move-title = Four geese, and the fox to move
standard-four-geese-fox-to-move-prompt = Four geese are left: in this game the fox wins when fewer than four remain, so one capture decides. List every fox action that wins with best play, separated by spaces.
standard-four-geese-fox-to-move-explanation = All three win: a4-b4, a4-a5 and a4-b3. Wherever the fox steps, the four geese cannot keep every landing covered for long, and one capture is enough. Best play still ends the game soonest: a4-b4 wins in 5 plies, a4-a5 in 7 and a4-b3 in 11.
standard-four-geese-fox-to-move-hint = The fox has three steps and no capture. Which step brings it nearest to a goose it can attack?

## large-cross-take-both

large-cross-take-both-title = The Large Cross to the last goose: how far to jump
large-cross-take-both-prompt = In this game the fox wins only by taking every goose (or when the geese cannot move); three geese are left. List every fox action that wins with best play, separated by spaces.
large-cross-take-both-explanation = Only d6xb4xb6 wins, in 19 plies. The chain takes c5 and then b5, and the fox goes on to catch the last goose, on e2. Stopping after d6xb4 takes one goose but leaves two, and after b5-b6 or b5-a5 the two geese can keep out of the fox's reach: a draw. Every step draws too.
large-cross-take-both-hint = A jump may go on in the same turn. After the first jump, is there another goose beside the fox with an empty point behind it?

## large-cross-three-geese-in-the-corner

large-cross-three-geese-in-the-corner-title = Three geese around the fox in the corner
large-cross-three-geese-in-the-corner-prompt = In this game the fox wins only by taking every goose (or when the geese cannot move). The fox is in the corner of the north arm with three geese around it, and the geese are to move. What is this position worth with best play? Answer fox-wins, geese-win or draw.
large-cross-three-geese-in-the-corner-explanation = The fox wins, in 14 plies, although it sits in the corner and the geese move first. The geese have only two moves, and each opens a capture: after e9-f9 the fox jumps d9xd7 over d8; after e8-f8 it jumps d9xf9xf7 over e9 and f8. As the Large Cross (Gåsetavl) rules page says, three geese can never trap the fox, and with best play this fox goes on to win.
large-cross-three-geese-in-the-corner-hint = Count the geese's moves. After each, look beyond every goose next to the fox.

## boys-own-no-leap-back

boys-own-no-leap-back-title = The 1870 fox never leaps back
boys-own-no-leap-back-prompt = The game is played on until the fox has taken every goose (or the geese cannot move). Three geese are left around the fox on d1, and the geese are to move. List every goose move that wins with best play, separated by spaces.
boys-own-no-leap-back-explanation = Only e2-d2, and it wins at once. The fox on d1 then has the geese on c1, d2 and e1 beside it. Beyond c1 and e1 there is no point of the board, and the leap over d2 to d3 would go north, back, which the Boys' Own rules of 1870 never allow the fox: it has no step and no jump, and the geese win. After e2-e3 or c1-c2 the fox steps to d2 or c1 and gets out: with best play a draw.
boys-own-no-leap-back-hint = The fox on d1 has three neighbours. Which of them can a goose fill, and could the fox leap over it?

## two-foxes-forced-out-of-the-paddock

two-foxes-forced-out-of-the-paddock-title = Two Foxes: a fox on the last point of the paddock
two-foxes-forced-out-of-the-paddock-prompt = In Halatafl the geese also win by filling the paddock, the nine points from c5 to e7. Geese stand on eight of them and a fox on the ninth, c5. Ten geese are left and the foxes are to move. What is this position worth with best play? Answer fox-wins, geese-win or draw.
two-foxes-forced-out-of-the-paddock-explanation = The geese win, in 2 plies. In Two Foxes capture is compulsory, and the fox on c5 can jump: over b5 to a5, or over c4 to c3. So the foxes must capture (the fox on e4 has no jump, and no fox may step while one can jump), and either capture empties c5: after c5xa5 the goose on c4 steps to c5, after c5xc3 the goose on b5 does, and the paddock is full. Nine geese are left, not fewer, so the capture has not won for the foxes: the geese have. Were capture optional, the foxes could leave the fox on c5 where it stands and move the other one.
two-foxes-forced-out-of-the-paddock-hint = Can a fox jump? If one can, what else may the foxes do, and which point does the jumping fox leave empty?

## boys-own-seven-geese-no-leap-back

boys-own-seven-geese-no-leap-back-title = Seven geese against the 1870 fox
boys-own-seven-geese-no-leap-back-prompt = The Boys' Own rules of 1870 as written: the fox wins when the geese are reduced to six. Seven geese are left, the fox is on d5 and the geese are to move. What is this position worth with best play? Answer fox-wins, geese-win or draw.
boys-own-seven-geese-no-leap-back-explanation = The geese win, in 1 ply: c6-d6. The fox on d5 then has a goose on every side, and none can be jumped: c5 has b5 behind it, e5 has f5, d4 has d3, and the leap over d6 to the empty d7 would go north, back, which the Boys' Own rules of 1870 never allow the fox. It has no step and no jump, and the geese win. There is no goose to spare: with seven left, one capture leaves six and wins for the fox, so a goose that stepped away from behind c5, e5 or d4 would lose at once, and every other move leaves the fox a way out (b5-a5, f5-g5, d3-c3 and d3-e3 even hand it a capture that wins).
boys-own-seven-geese-no-leap-back-hint = Which point next to the fox is empty? If a goose filled it, could the fox jump over that goose?

## eighth-capture-south-arm

eighth-capture-south-arm-title = The eighth capture, in the south arm
eighth-capture-south-arm-prompt = Seven geese are captured: two more captures win for the fox. The fox on e1 can take an eighth now. List every fox action that keeps the best result the fox can reach with best play, separated by spaces.
eighth-capture-south-arm-explanation = Only e1-e2, and it holds a draw. The capture e1xc1 takes the goose on d1 but loses: after it the geese win in 5 plies. On c1 the fox has two neighbours: c2, with c3 behind it, and d1, now empty. The geese play e3-e2, the fox must step c1-d1 (its only action), e2-e1 closes e1, and the fox steps back to c1; then d2-d1 fills d1 with e1 behind it, and the fox on c1 has no step and no jump. A capture is not always a gain: what matters is where the fox lands. After e1-e2 the fox stays out of the corner, and neither side can force a win.
eighth-capture-south-arm-hint = Where does the fox land after the capture, and how many ways out does it have there?
