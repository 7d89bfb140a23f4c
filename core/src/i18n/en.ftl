# Every text of the app in English (Project Fluent). Message ids are the code's keys with
# `-` for `.`; `{ $name }` is a value the code gives; a number that changes the sentence
# selects a variant (`[one]`, `*[other]`). fr.ftl has the same messages and variables.

test-greeting = Hello, { $name }
test-stone = { $n ->
    [one] { $n } stone
   *[other] { $n } stones
}

common-wins = { $who } wins!
common-wins_two = { $who } win!
common-resigned = { $loser } resigned: { $winner } { $n ->
        [one] wins
       *[other] win
    }.
common-and = { $a } and { $b }
common-list_and = { $list }, and { $last }
common-player_n = Player { $n }
common-human = Human
common-ai_level = { $code ->
        [beginner] Beginner AI
        [easy] Easy AI
        [strong] Strong AI
       *[max] Maximum AI
    }
common-seat_human = human
common-seat_ai = { $code ->
        [beginner] beginner AI
        [easy] easy AI
        [strong] strong AI
       *[max] maximum AI
    }
common-level-beginner = beginner
common-level-easy = easy
common-level-strong = strong
common-level-max = maximum
common-undo = Undo (Ctrl+Z)
common-undo_last = Undo last move
common-new_game = New game
common-new_game_key = New game (Ctrl+N)
common-sound_on = Sound on (M)
common-sound_off = Sound off (M)
common-mute = Mute (M)
common-unmute = Sound on (M)
common-fullscreen = Fullscreen (F11)
common-settings = Settings (F2)
common-menu = Menu
common-roll_space = Roll (Space)
common-to_move = to move
common-to_play = to play
common-winner = winner
common-thinking = thinking
common-not_allowed = Not allowed - { $reason }

unlur-title = UNLUR
unlur-board_line = Board of side { $side } - { $cells } cells
unlur-side-n = N
unlur-side-ne = NE
unlur-side-se = SE
unlur-side-s = S
unlur-side-sw = SW
unlur-side-nw = NW
unlur-phase-contract = Contract
unlur-phase-play = Play
unlur-phase-over = Game over
unlur-turn-must_pass = { $who } to move: no inner cell is left, so pass
unlur-turn-contract = { $who } to move: place a black stone on an inner cell, or pass
unlur-turn-play = { $who } to move: place a { $colour ->
        [black] black
       *[white] white
    } stone
unlur-contract_result = { $black } passed and plays Black (goal: a Y). { $white } plays White (goal: a Line).
unlur-role-black = Black - goal: a Y
unlur-role-white = White - goal: a Line
unlur-role-undecided = colour not decided yet
unlur-reason-own_goal = { $winner } ({ $wc ->
        [black] Black
       *[white] White
    }) made their goal: { $goal ->
        [line] a Line
       *[y] a Y
    } joining { $sides }.
unlur-reason-opponent_goal = { $loser } ({ $lc ->
        [black] Black
       *[white] White
    }) made { $goal ->
        [line] a Line
       *[y] a Y
    } joining { $sides }, which is { $winner }'s goal, so { $winner } ({ $wc ->
        [black] Black
       *[white] White
    }) wins.
unlur-reason-resigned = { $loser } ({ $lc ->
        [black] Black
       *[white] White
    }) resigned.
unlur-move-pass = pass
unlur-move-resign = resigns
unlur-takes_black = (takes Black)
unlur-help-contract = Colours are not decided yet. Both players place black stones, never on the edge. The first player to pass becomes Black (goal: a Y); the other becomes White (goal: a Line) and moves next.
unlur-help-goals = White wins with a Line: a group joining two opposite sides. Black wins with a Y: a group joining three alternate sides (same-coloured rim bars). Completing only your opponent's goal loses.
unlur-last_moves = Last moves:
unlur-pass_button = Pass (P)
unlur-pass_hover = End the contract: you take Black, the other player takes White and moves next
unlur-hint = Hint (H)
unlur-hint_thinking = Hint (thinking...)
unlur-hint_hover = Ask the AI for a move
unlur-hint_line = Hint: { $move }
unlur-hint_wins = — it wins at once
unlur-hint_blocks = — { $who } would win there next
unlur-hint_forced = — it wins by force in { $n } moves
unlur-hint_lost = — every move loses by force; this one holds out longest
unlur-moves = Moves
unlur-no_move = No move yet
unlur-cell_refusal = { $cell }: { $reason }
unlur-error-over = the game is over
unlur-error-occupied = { $cell } already holds a stone
unlur-error-edge = { $cell } is on the edge, which is not allowed during the contract
unlur-error-pass = passing is only allowed during the contract
unlur-error-resign = nobody has a colour yet: resigning is only possible after the contract
unlur-error-no_cell = cell #{ $n } is not on this board
unlur-error-full = internal error: the board is full and nobody won, which the rules rule out

dialog-game = Game
dialog-board = Board
dialog-side6 = Side 6 - quick (91 cells)
dialog-side8 = Side 8 - original (169 cells)
dialog-players = Players
dialog-uckers-count = Number of players
dialog-moves_first = Moves first:
dialog-start = Start (Enter)
dialog-cancel = Cancel (Esc)
dialog-demo = Watch a demo
dialog-demo_hover = The AI plays itself without end; any key or click comes back
dialog-options = Options
dialog-uckers-two = 2 (a partnership each)
dialog-uckers-four = 4 (a colour each)

ur-help = Roll one die (a 6 passes) and move one piece that many squares along your path: your camp, the shared battlefield, your camp again. End on enemy pieces to take them prisoner; carry them to your last square, A, to remove them. Remove all seven to win.

uckers-help = Yellow and green play against red and blue. A six brings a piece out and rolls again; the two dice move two pieces, or one piece their sum. Two pieces of a colour on a square are a blob that opponents cannot pass; sixing it takes X+1 sixes. The first partnership with all eight pieces home wins.
uckers-yellow_green = Yellow and green
uckers-red_blue = Red and blue
uckers-colour-yellow = yellow
uckers-colour-red = red
uckers-colour-green = green
uckers-colour-blue = blue
uckers-option-wafu = WAFU snake eyes
uckers-option-wafu_hover = The double-one opening counts only when called, for the caller's pieces only
uckers-option-superblobs = Superblobs
uckers-option-superblobs_hover = Three or more pieces of one colour on a square cannot move
uckers-option-suckback = Suckback and blowback
uckers-option-suckback_hover = Fights between a piece in a tube and one on the tube's end
uckers-option-layered = Layered mixed blobs
uckers-option-layered_hover = On a square shared by partners, only the top piece may leave
uckers-options_none = none

ur-error-over = the game is over
ur-error-bad_roll = { $n } is not a roll of the die (1 to 6)
ur-error-six = a 6 passes the turn: no piece moves
ur-error-must_move = a move is possible with a { $n }, so the turn cannot pass
ur-error-no_piece = there is no piece { $n } (pieces are numbered 1 to 7)
ur-error-prisoner = piece { $n } is a prisoner and cannot move
ur-error-removed = piece { $n } has been removed from the game
ur-error-not_next = piece { $number } waits at D behind piece { $next }, which enters first
ur-error-backward_d = piece { $n } waits at D: it can only enter, moving forward
ur-error-soldier_back = piece { $n } is a soldier: soldiers only move forward
ur-error-past_a = soldier { $number } on square { $from } cannot move { $roll }: it would go past A (square 14)
ur-error-before_start = officer { $number } on square { $from } cannot move back { $roll }: it would go past square 1
ur-error-nothing_from = no piece of yours can move from there with a { $roll }
ur-title = ROYAL D'ÛR
ur-tagline = Capture the other side's pieces and carry them to your A.
ur-die = Die
ur-die_idle = not thrown yet
ur-status-won = { $winner } removed all seven of { $loser }'s pieces and wins
ur-status-roll = { $who }: roll the die (Space, Enter or click the die)
ur-status-about_to_roll = { $who } is about to roll
ur-status-rolling = { $who } rolls...
ur-status-choose = { $who } rolled { $roll }: click a piece with a green ring to move it { $roll }
ur-status-thinking = { $who } rolled { $roll } and is thinking
ur-status-friend_chooses = { $who } rolled { $roll } and is choosing a move
ur-status-six = { $who } rolled a 6: the turn passes
ur-status-no_move = { $who } rolled { $roll }: no piece can move, the turn passes
ur-status-moving = { $who } moves
ur-near_camp = near camp
ur-far_camp = far camp
ur-white = White
ur-black = Black
ur-counts = { $waiting } waiting, { $free } on the board, { $prisoners } held prisoner, { $removed } removed
ur-officers = officers: { $n }
ur-two_ways = Piece { $pieces } can go more than one way: click one of the green squares (Esc to pick another piece)
ur-which_piece = Pieces { $pieces } can make this move, each its own way (rank, prisoners): click the piece to move (Esc to pick another)
ur-or = or
ur-last_turns = Last turns
ur-captured = { $who }'s piece { $piece } took { $count ->
    [one] piece
   *[other] pieces
} { $n } prisoner
ur-log_bounced = bounces on A
ur-bounced = { $who }'s piece { $piece } reached A with steps to spare and bounced back { $back ->
        [one] one square
       *[other] { $back } squares
    }
ur-log_captured = takes { $n }
ur-log_promoted = officer
ur-log_removed = removes { $n }
ur-log_freed = frees { $n }
ur-promoted = { $who }'s piece { $piece } reached A: it is now an officer
ur-removed = { $who }'s piece { $piece } took { $whom }'s { $count ->
    [one] piece
   *[other] pieces
} { $n } out of the game on A
ur-freed = Freed: { $whom }'s { $count ->
    [one] piece
   *[other] pieces
} { $n }

uckers-title = UCKERS
uckers-subtitle = { $players } players - yellow and green against red and blue - options: { $options }
uckers-subtitle_plain = { $players } players - yellow and green against red and blue
uckers-dice = Dice
uckers-dice_idle = not thrown yet
uckers-base = base
uckers-home = home
uckers-play-pass = nothing to play
uckers-play-snake_eyes = snake eyes
uckers-log_attack = attack
uckers-play-then = { $first }, then { $second }
uckers-play-square = { $square }
uckers-play-move = { $from } → { $to }
uckers-play-move_of = { $colour } { $from } → { $to }
uckers-play-blob = blob together: { $from } → { $to }
uckers-declare-attack = Attack the blob from { $from }: { $need ->
    [one] one six
   *[other] { $need } sixes
} ({ $chance }%)
uckers-declare-suckback = Suckback from { $from } on { $target } ({ $chance }%)
uckers-declare-blowback = Blowback from { $from } ({ $chance }%)
uckers-status-moving_partner = , moving { $colour }'s pieces
uckers-status-won = { $a } and { $b } are all home and win
uckers-status-all_home = { $who } is all home: a six takes over the partner's pieces
uckers-status-roll = { $who }{ $partner }: roll the dice (Space, Enter or click them)
uckers-status-about_to_roll = { $who } is about to roll
uckers-status-rolling = { $who } rolls...
uckers-status-choose = { $who } rolled { $dice }: click a piece with a green ring, then where it goes (or the keys: arrows to mark a play, Enter)
uckers-status-thinking = { $who } rolled { $dice } and is thinking
uckers-status-friend_chooses = { $who } rolled { $dice } and is choosing a play
uckers-status-snake_eyes = { $who } rolled { $dice }: snake eyes!
uckers-status-nothing = { $who } rolled { $dice }: nothing can be played
uckers-status-declares = { $who } declares: { $what }. Throws so far: { $throws }
uckers-status-moving = { $who } moves
uckers-counts = base { $base }  track { $track }  tube { $tube }  home { $home }
uckers-takes_over = moves { $colour }'s pieces
uckers-who_starts = Who starts: { $rounds }
uckers-plays = Plays
uckers-call_snake_eyes = Call "snake eyes"
uckers-last_actions = Last actions
uckers-what-attack = attack
uckers-what-suckback = suckback
uckers-what-blowback = blowback
uckers-result-won = { $who }'s { $what } succeeded (sixes thrown: { $sixes })
uckers-result-lost = { $who }'s { $what } failed (sixes thrown: { $sixes }): nothing moves, the turn ends
uckers-result-sent_back = { $n ->
    [one] { $who } sent a piece of { $whom } back to base
   *[other] { $who } sent { $n } pieces of { $whom } back to base
}
uckers-and = and
uckers-log_failed = failed
uckers-stings = Back of the board
uckers-stings_what = The eight-piece stings: a partnership that lost with none of its pieces home has its names written here, with the date
uckers-stings_none = nobody yet
uckers-error-no_play_from = no legal play starts from { $square }
uckers-error-not_legal = that is not a legal play of this roll
uckers-error-no_declaration = that declaration is not possible now

demo-contract = The contract
demo-contract_line = Both players place black stones. The first to pass takes Black. { $who } to move.
demo-colours_set = Colours are set
demo-swing = The game turns!
demo-swing_slip = { $colour ->
        [black] Black
       *[white] White
    } slips at { $cell }
demo-swing_stroke = { $colour ->
        [black] Black
       *[white] White
    } turns the game at { $cell }
demo-swing_line = { $colour ->
        [black] Black's
       *[white] White's
    } chance: { $then }% → { $now }%.
demo-swing_wins_at = { $colour ->
        [black] Black
       *[white] White
    } can win at { $cell } now.
demo-winning = { $colour ->
        [black] Black
       *[white] White
    } is winning
demo-ahead = { $colour ->
        [black] Black
       *[white] White
    } is ahead
demo-close = A close game
demo-play_line = White wants a Line, Black a Y. { $colour ->
        [black] Black
       *[white] White
    } to move.
demo-goals = White wants a Line, Black a Y
demo-ur_scores = { $one }; { $two }
demo-ur_score = { $who }: { $removed }, { $prisoners }
demo-removed = { $n } removed
demo-prisoners = { $n ->
    [one] { $n } prisoner
   *[other] { $n } prisoners
}
demo-uckers_home = Home: yellow and green { $yg } of 8, red and blue { $rb } of 8
demo-press_any_key = Press any key to play

settings-title = Settings
settings-problem = A problem with the settings
settings-dismiss = Dismiss
settings-sound = Sound
settings-muted = Mute
settings-language = Language
settings-animation = Animation speed
settings-animation-off = Off
settings-animation-slow = Slow
settings-animation-normal = Normal
settings-animation-fast = Fast
settings-palette = Colours
settings-palette-standard = Standard
settings-palette-colour-blind = Colour-blind safe
settings-palette-high-contrast = High contrast
settings-display = Display
settings-quality = Picture
settings-quality-auto = Automatic
settings-quality-low = Light
settings-quality-high = Rich
settings-quality-now = Drawn now: { $tier ->
    [high] rich (ambient occlusion, soft shadows, anti-aliasing over time, bloom)
   *[low] light (for a software renderer or a modest graphics card)
}
settings-fullscreen = Fullscreen (F11)
settings-play = Play
settings-takebacks = Take moves back against the AI (Undo, Ctrl+Z)
settings-takebacks_people = Take moves back in games between people, here or online
settings-coordinates = Board coordinates (the names moves and hints use)
common-takebacks_off = Takebacks are off for this game (Settings)
settings-ai_delay = Pause before an AI move
settings-saved_in = Saved in { $path }
settings-not_saved = These settings last for this run only.
settings-close = Close (Esc)
settings-problem-not_toml = line { $line }, column { $column }: `{ $text }` is not TOML (`key = value`, a text in quotes); ignored
settings-problem-repeated = line { $line }: `{ $key }` is set a second time; the first line counts
settings-problem-bad_value = line { $line }, column { $column }: `{ $key } = { $value }`: { $expected }; using { $default }
settings-problem-unknown = line { $line }: unknown setting `{ $key }`; ignored
settings-problem-not_text = line { $line }: not UTF-8 text; ignored (the file is backed up before it is saved)
settings-problem-cannot_read = cannot read { $path }: { $error }; using the default settings
settings-problem-backed_up = the old settings file had errors; it is kept as { $path }
settings-problem-cannot_save = cannot save the settings to { $path }: { $error }
settings-expected-volume = the volume is a whole number from 0 to 100
settings-expected-bool = expected true or false
settings-expected-language = the languages are "en" and "fr" (in quotes)
settings-expected-animation = the speeds are "off", "slow", "normal" and "fast" (in quotes)
settings-expected-quality = the qualities are "auto", "low" and "high" (in quotes)
settings-expected-palette = the palettes are "standard", "colour-blind" and "high-contrast" (in quotes)
settings-expected-ai_delay = the AI delay is a number of seconds from 0 to 5
settings-expected-lessons = the lessons done are a text in quotes: words like unlur-1 or ur-2, separated by spaces

menu-title = unlur
menu-subtitle = Three board games, one home
menu-unlur = Unlur
menu-ur = Royal d'Ûr
menu-uckers = Uckers
menu-unlur-about = A hex connection game with a contract: both players shape the board in black before one takes Black and aims for a Y; the other takes White and aims for a Line.
menu-ur-about = The Royal Game of Ur with prisoners and officers: one die, seven pieces a side, enemies captured and carried home.
menu-uckers-about = The Royal Navy's ludo for two or four: blobs, sixes, snake eyes and partners.
menu-play = New game
menu-continue = Back to the game (C)
menu-demo = Watch a demo (F5)
menu-quit = Quit
menu-keys = Left and Right choose a game, Enter starts it, L opens its lessons, P its puzzles, Esc goes back to the game, F2 opens the settings.
menu-keys_first = Left and Right choose a game, Enter starts it, L opens its lessons, P its puzzles, F2 opens the settings.
menu-resume = Resume { $game }: { $about } (C)

keys-choose = Keyboard: Enter or the arrows mark a move, Enter plays the one marked
keys-choose_short = arrows or Enter, then Enter
keys-cells = Keyboard: the arrows move the cursor, Enter places a stone

menu-open = Open a record (Ctrl+O)
menu-save = Save this game (Ctrl+S)
files-open_title = Open a game record
files-save_title = Save the game as a record
files-up = Up a folder
files-empty = (an empty folder)
files-listing = Reading the folder…
files-name = File:
files-open = Open
files-save = Save
files-replace = Replace it
files-cancel = Cancel (Esc)
files-replace_question = { $name } is already there. Replace it?
files-is_folder = { $name } is a folder: give a file name
files-saved = Saved to { $path }
replay-title = REPLAY
replay-step = Move { $step } of { $last }
replay-start = the start
replay-first = Start (Home)
replay-back = ← Back
replay-forward = Forward →
replay-last = End (End)
replay-play_here = Play on from here (Enter)
replay-close = Close (Esc)
replay-keys = Left and Right step through the game; Home and End go to either end.
replay-to_move = { $who } to move
replay-this_game_over = the game just played
replay-this_game = the game in progress
replay-back_to_game = Back to the game (Esc)
menu-rules = Rules (F1)
rules-title = Rules
rules-close = Close (Esc)
rules-how_to_play = How to play: lessons
rules-source = These are the rules the app plays by; every case they leave open is decided in the project's rules documents.
files-error-unreadable = cannot read { $path }: { $why }
files-error-not_text = { $path }: not UTF-8 text (the first bad byte is at line { $line }, column { $column })
files-error-utf16 = The file looks like UTF-16: save it as UTF-8.
files-error-bad_record = { $path } is not a record this app can read: { $why }
files-error-nothing = there is no game on screen to save
files-error-unwritable = cannot write { $path }: { $why }

# Games in progress and the files the app keeps
saved-title_count = Games in progress ({ $n })
saved-resume = Resume
saved-discard = Discard
saved-confirm = Discard for good?
saved-keep = Keep
saved-in_use = open in another window
saved-moves = { $n ->
    [one] { $n } move
   *[other] { $n } moves
}
saved-when-now = just now
saved-when-minutes = { $n } min ago
saved-when-hours = { $n } h ago
saved-when-days = { $n ->
    [one] { $n } day ago
   *[other] { $n } days ago
}
saved-vs = { $a } vs { $b }
saved-keys = Up/Down choose a game in progress, Enter resumes it, Delete twice discards it.
notice-save_failed-title = The game cannot be saved
notice-save_failed = { $path }: { $why }
notice-save_failed-more = Play goes on. The app tries again every few seconds, and this stays on screen until a save succeeds.
notice-folder_unreadable-title = The saved games cannot be listed
notice-folder_unreadable-more = The game on screen goes on and nothing is deleted; the list comes back once the folder can be read.
notice-unreadable-title = A saved game could not be read
notice-unreadable = { $file }: { $why }
notice-kept_as = Nothing was overwritten: the file is kept as it was, as { $path }.
notice-not_moved = The file could not be moved aside; it stays where it was and will not be overwritten.
notice-open_readable = { $n ->
    [0] Open the game (no move could be read)
    [one] Open the move that could be read
   *[other] Open the { $n } moves that could be read
}
notice-ok = OK
notice-stings-title = A problem with the back of the board
notice-stings-unreadable = cannot read { $path }: { $why }
notice-stings-bad_line = { $path }, line { $line }: not `YYYY-MM-DD<tab>names`; skipped
notice-stings-unwritable = cannot write the back of the board to { $path }: { $why }

# The review of a game
review-title = REVIEW
review-start = Review the game (R)
review-about = The strongest AI rates every move, draws each side's chance of winning and shows the better moves.
review-working = Reviewing... { $percent }%
review-cancel = Cancel
review-failed = The review could not be made: { $why }
review-accuracy = accuracy { $percent }
review-chance = Chance that { $who } wins, move by move (click to go there)
review-better = Better: { $move } ({ $chance }% after it)
review-chances = { $who }'s chance: { $before }% before, { $after }% after
review-chances_dice = { $who }'s chance: { $before }% before the roll, { $after }% after the move
review-previous = ← Error (PgUp)
review-next = Error → (PgDn)
review-no_flaw_before = No inaccuracy, mistake or blunder before this move
review-no_flaw_after = No inaccuracy, mistake or blunder after this move
review-rating-best = best move
review-rating-good = good move
review-rating-inaccuracy = inaccuracy
review-rating-mistake = mistake
review-rating-blunder = blunder
review-rating-forced = forced
review-live = Chance of winning
review-contract = In the contract the chances are the players', before colours are known: whoever passes plays Black, so each player can count on about half until taking Black is worth more.
review-contract_stone = This stone makes taking Black worth { $chance }% to your opponent
review-contract_stone_pass = This stone makes taking Black worth { $chance }% to your opponent: passing was better
review-contract_pass = Passing took Black at { $chance }%: too soon, a stone more kept about half
settings-live_chances = Win-chance bar in games between people and in the demo
settings-live_chances_vs_ai = ... and in games against the AI

menu-online = Play online
menu-online_kept = Play online: resume with { $name }
menu-online_on_board = Back to the game online with { $name }
menu-learn = Learn to play (L)
menu-puzzles = Puzzles (P)
online-title = Play online with a friend
online-host = Host a game
online-join = Join a game
online-your_seat = Your seat:
online-name = Your name:
online-paste = Paste your friend's invitation:
online-local = Only this computer (to try it out)
online-local_hover = No internet: both apps on this computer (no relays, no discovery)
online-help = The host sends the invitation to the friend (by message, or read out); the friend pastes it under Join. The apps connect directly where they can, through a public relay where they cannot.
online-create = Create the invitation
online-join_button = Join
online-send = Send this invitation to your friend:
online-copy = Copy
online-copied = Copied: paste it to your friend
online-opening = Opening the network…
online-waiting = Waiting for your friend to join…
online-connecting = Connecting to the host…
online-direct = Connected (direct)
online-relayed = Connected (through a relay)
online-reconnecting = Reconnecting… ({ $why })
online-lost_dropped = the connection dropped
online-lost_closed = your friend's app closed the connection
online-lost_unreachable = the host does not answer
online-failed = No connection: { $why }
online-seat = online
online-with = Online with { $name }
online-your_turn = Your turn
online-their_turn = { $name }'s turn
online-accept = Accept
online-decline = Decline
online-ask_undo = Ask to take back
online-hud_undo_asked = { $name } asks to take back the last move: accept or decline on the card above
online-hud_undo_waiting = { $name } is asked to let you take back your last move…
online-hud_friend_away = Waiting for { $name } to come back: the game goes on when they do
online-undo_passed = Your last turn passed (nothing could move): taken back, the same throw would pass it again.
online-card_undo_asked = { $name } asks to take back the last move: accept or decline.
online-card_undo_waiting = Waiting for { $name } to answer your takeback…
online-resign = Resign
online-resign_sure = Resign the game?
online-resign_yes = Yes, resign
online-resign_no = No, play on
online-leave = Leave
online-stopped = The game stopped, the two apps no longer agreeing on the position: { $why }
online-refused_entry = Your friend's app did not let this one in: { $why }. Ask your friend for a new invitation.
online-versions = Your friend's app (unlur { $app }) plays online in another version than yours (unlur { $ours }): you both need the same version.
online-turned_away = A friend's app (unlur { $app }) plays online in another version than yours (unlur { $ours }) and was turned away: the invitation stays open to the same version.
online-protocol = protocol { $n }
online-note_refused = Your friend's app sent what this one refuses; nothing changed ({ $why }).
online-note_they_refused = Your friend's app refused what this one sent; nothing changed ({ $why }).
online-note_declined = { $name } declined to take your move back: it stands.
online-taken = this game is being played with someone else
online-wrong_code = the invitation's code does not match (an old or mistyped invitation)
online-note_problem = Something went wrong here: { $why }
online-error-not_begun = the game has not begun
online-error-resigned = the game is over: player { $player } resigned
online-error-stopped = the game was stopped: { $why }
online-error-not_their_turn = `{ $action }`: it is not player { $player }'s turn
online-error-action = `{ $action }`: { $why }
online-error-dice_unused = `{ $action }` leaves the dice thrown unused
online-error-other_dice = `{ $action }` is not played with the dice drawn ({ $drawn })
online-error-other_dice_for = `{ $action }` is not played with the dice drawn ({ $drawn }, for `{ $intent }`)
online-error-none_yet = none yet
online-error-undo_waits = an undo waits for its answer
online-error-nothing_to_take_back = there is no action of yours to take back
online-error-no_undo_asked = the other player asked for no undo
online-error-no_dice = { $game } has no dice
online-error-not_your_turn = it is not your turn
online-error-throw_unanswered = the last throw is not answered yet
online-error-thrown_already = the dice are thrown already
online-error-other_intent = these throws are for `{ $for }`, not `{ $intent }`
online-error-no_game = there is no online game
online-error-not_written = { $file }: { $why }
online-error-kept = the online game kept here cannot be read: { $why }
online-error-chain_used_up = the dice chain is used up (a game of 20000 throws)
online-refuse-unreadable = { $why }
online-refuse-host_sets_up = only the host sets up the game
online-refuse-set_up_already = the game was set up already
online-refuse-guest_commits = only the guest commits after the game
online-refuse-committed_already = the dice were committed to already
online-refuse-played_already = action { $n } was played already (a message replayed)
online-refuse-out_of_order = action { $n } before action { $next } (out of order)
online-refuse-undo_asked = you asked for an undo: wait for its answer
online-refuse-differ_after = after action { $n } `{ $action }` the positions differ (hash { $hash }, here { $mine }): the game stops
online-refuse-not_last = action { $n } is not your last action
online-refuse-undo_already = an undo is already asked
online-refuse-differ_takeback = after the takeback of action { $n } the positions differ (hash { $hash }, here { $mine }): the game stops
online-refuse-differ_at = after { $n } actions the positions differ (hash { $hash }, here { $mine }): the game stops
online-refuse-lacks = the other app lacks action { $n } `{ $action }`, which it played: the game stops
online-refuse-throw_uncommitted = a throw before the dice were committed to
online-refuse-throw_revealed = throw { $k } was revealed already, with another element
online-refuse-throw_out_of_order = throw { $k } before throw { $next } (out of order)
online-refuse-throw_unmatched = throw { $k }: the element does not match the dice committed to
online-refuse-throw_zero = throw 0 draws who starts
online-refuse-throw_not_your_turn = throw { $k }: it is not your turn to throw
online-refuse-throw_thrown = throw { $k }: the dice of this roll are thrown already
online-refuse-throw_intent = throw { $k } is for `{ $intent }`, the throws before it for `{ $before }`
online-refuse-no_undo_of = no undo of action { $n } was asked
online-refuse-no_setup = no game was set up
online-over = The game is over.
online-closed = The connection is closed.
online-peer_left = { $name } left the game (it goes on when they come back)
online-away_host = { $name } has not answered for { $time }: this app keeps calling, and the game goes on as soon as their app is back on it.
online-away_guest = { $name } has been away for { $time }: your invitation stays open, and the game goes on as soon as their app is back on it.
online-span_seconds = { $n } s
online-span_minutes = { $n } min
online-span_hours = { $n } h
online-kept = Your game with { $name } waits for you.
online-resume = Resume it
online-asked_host = Or host a new game of { $game }, as asked (a new invitation: the game above stays kept).
online-asked_join = Or join the game of the invitation given (the game above stays kept).
online-start_asked = Start it

# Lessons
lessons-title = Learn to play
lessons-intro = Short lessons on the real board, one step at a time: do what the lesson asks, and it goes on.
lessons-new = new
lessons-done = done
lessons-keys = Keyboard: Tab goes through the lessons, Enter starts one. In a lesson, Enter goes to the next one when it is done, Backspace starts it again.
lessons-close = Close (Esc)
lessons-seat = lesson
lessons-you = Student
lessons-teacher = Teacher
lessons-heading = Lesson { $n } of { $of }:
lessons-step = step { $n } of { $of }
lessons-complete = Lesson complete!
lessons-lost = Not this time: try the game again.
lessons-next = Next lesson (Enter)
lessons-again = Try again (Enter)
lessons-restart = Start again (Backspace)
lessons-leave = Leave the lesson
lessons-wrong_again = (try { $n })
lessons-offer = New to { $game }? Learn it by playing, one step at a time.
lessons-offer_button = Lessons

## What the record readers, the rules and the files say is wrong (the rules, the files
## and the command line say it; the window and the command line word it).

record-at_line = line { $line }: { $why }
record-not_header = `{ $text }` is not a header of the form [Key "Value"]
record-header_twice_differs = `{ $key }` is given twice with different values ("{ $first }" on line { $at }, "{ $value }" here)
record-header_twice = line { $line }: `{ $key }` is given twice (the same value as on line { $at })
record-result_differs = the header says `Result "{ $claimed }"` but the { $moves ->
        [turns] turns give
        [actions] actions give
       *[moves] moves give
    } `{ $actual }`; the { $moves ->
        [turns] turns
        [actions] actions
       *[moves] moves
    } are kept
record-bad_resigned = the header `Resigned "{ $value }"` (line { $line }) names no player (1 or 2): ignored
record-resigned_after_end = the header `Resigned "{ $value }"` (line { $line }) comes after a game already over by its moves: ignored
record-no_header = the record has no `{ $key }` header
record-header_misspelt = unknown header `{ $key }`: did you mean `{ $meant }`? (this game reads { $known })
record-header_unknown = line { $line }: unknown header `{ $key }`, ignored (this game reads { $known })
record-wrong_game = this is a record of `{ $found }`, not of { $game }
record-unknown_game = `Game "{ $name }"` is not a game this app knows (Unlur, Royal Ur, Uckers)
record-bad_value = `{ $header } "{ $value }"` must be { $must }
record-must-side = a board side from 3 to 12
record-must-one_two = 1 or 2
record-must-one_two_open = 1, 2 or *
record-must-two_four = 2 or 4
record-must-colour = yellow, red, green or blue
record-must-partnership = yellow-green, red-blue or *
record-at_move = { $kind ->
        [turn] turn { $number } `{ $text }` (line { $line })
        [line] line { $number } of the moves (line { $line } of the file) `{ $text }`
       *[move] move { $number } `{ $text }` (line { $line })
    }: { $why }
puzzle-must-kind = `win in N` (N from 1 to 6) or `best move`
puzzle-must-win_in = `win in N`: an Unlur puzzle asks for a win
puzzle-must-best_move = `best move`: a dice game's puzzle asks for the best move
puzzle-must-solutions = at least one move
puzzle-must-rating = a whole number from 100 to 4000
puzzle-must-margin = a whole number of points from 0 to 100
puzzle-in_contract = the puzzle's position is still in the contract: a puzzle starts once the colours are known
puzzle-over = the game is already over at the puzzle's position
puzzle-bad_solution = the answer `{ $move }` is not a legal move in the puzzle's position
puzzle-fewer = the side to move wins in { $moves ->
        [one] one move
       *[other] { $moves } moves
    }, fewer than the { $n } the puzzle says
puzzle-not_winning = `{ $move }` is given as an answer but does not win within { $n ->
        [one] one move
       *[other] { $n } moves
    }
puzzle-also_wins = `{ $move }` wins within { $n ->
        [one] one move
       *[other] { $n } moves
    } too but is not among the answers
puzzle-loses = the side to move loses by force: there is no win to find
puzzle-not_proven = the solver found no win within { $n ->
        [one] one move
       *[other] { $n } moves
    } in { $nodes } positions
puzzle-bad_roll = the roll `{ $roll }` is not one this game's puzzle can be played with
puzzle-dice-one_move = the roll leaves only one move: there is nothing to choose
puzzle-dice-close = `{ $best }` beats `{ $next }` by only { $points } points, fewer than the 10 a puzzle needs
puzzle-dice-not_confirmed = the playouts do not confirm `{ $best }`: against `{ $next }` their 95% interval is { $low } to { $high } points ({ $playouts } playouts a move); a puzzle needs it above 0 and reaching 10
puzzle-dice-not_best = `{ $move }` is given as the answer but `{ $best }` is the best move
puzzle-dice-margin = the `Margin` header says { $given } points but the answer beats the next move by { $measured }
puzzle-reason-wins = It wins the game.
puzzle-reason-removes = { $count ->
        [one] It takes its prisoner to its A and out of the game.
       *[other] It takes its { $count } prisoners to its A and out of the game.
    }
puzzle-reason-frees = { $count ->
        [one] It frees one of your pieces.
       *[other] It frees { $count } of your pieces.
    }
puzzle-reason-captures = { $count ->
        [one] It captures a piece.
       *[other] It captures { $count } pieces.
    }
puzzle-reason-officer = It reaches A and becomes an officer.
puzzle-reason-home = { $count ->
        [one] It brings a piece home.
       *[other] It brings { $count } pieces home.
    }
puzzle-reason-blob = It forms a blob: safe, and a barrier.
puzzle-reason-tube = It takes a piece into the tube, out of reach.
puzzle-reason-out = It brings a new piece out.
puzzle-reason-safer = It leaves less within reach of the opponent's next roll than { $other }.
puzzle-reason-other_moves = moving the piece on { $square }
puzzle-reason-other_moves_to = moving the piece on { $square } to { $to }
puzzle-reason-other_enters = entering a new piece
puzzle-reason-other_play = the play { $play }
puzzle-reason-best_chance = It keeps the best chance of winning: every other move leaves less.
puzzles-progress-not_toml = line { $line }: not TOML; the puzzles' progress starts again (the file is kept as puzzles.toml.bak)
puzzles-progress-unknown_game = line { $line }: `{ $game }` is no game of this app
puzzles-progress-bad = line { $line }: `{ $key }` cannot be used; it starts again
puzzles-progress-in_file = { $path }: { $why }
puzzles-progress-cannot_save = cannot save the puzzles' progress to { $path }: { $why }
puzzles-title = Puzzles
puzzles-intro = Positions from real games, each with a proven answer. Every puzzle you try moves your rating (Glicko-2); only the first try counts, and a right answer after the hint counts half.
puzzles-rating = Your rating: { $rating }
puzzles-provisional = provisional: it settles as you solve puzzles
puzzles-deviation = ± { $deviation } (95%)
puzzles-record = { $solved } of { $total } solved · { $tried } tried · streak { $streak } (best { $best })
puzzles-start = Start a puzzle
puzzles-keys = Keyboard: P opens this window from the menu, Enter starts a puzzle. During a puzzle: H for the hint, Enter for the next puzzle, Backspace to try again.
puzzles-close = Close
puzzles-seat = puzzle
puzzles-you = Player
puzzles-puzzle = Opponent
puzzles-heading = Puzzle
puzzles-heading_rating = rated { $puzzle } · you { $yours } · streak { $streak }
puzzles-ask-win_in = { $colour ->
        [black] Black
        [white] White
       *[other] You
    } to play and win in { $n ->
        [one] one move.
       *[other] { $n } moves, whatever the defence.
    }
puzzles-ask-best_move = You rolled { $roll }: find the best move.
puzzles-ask-best_play = You threw { $roll }: find the best play.
puzzles-change = Rating { $before } → { $after } ({ $delta }) · streak { $streak }
puzzles-change_hinted = Rating { $before } → { $after } ({ $delta }): with the hint, half a win · streak { $streak }
puzzles-right = Right!
puzzles-wrong-reply_wins = Not this one: { $reply } wins for the other side.
puzzles-wrong-reply_stops = Not this one: after { $reply } the win in { $n } is gone.
puzzles-wrong-chances = Not the best: your move ({ $played_move }) leaves you { $played }% to win. The best, played in its place on the board: { $best_move }, { $best }%.
puzzles-wrong-no_win = Not this one: that stone does not win.
puzzles-wrong-plain = Not this one.
puzzles-hud_right = Solved: Enter for the next puzzle
puzzles-hud_wrong = Not this one: Backspace to try again, Enter for the next puzzle
puzzles-next = Next puzzle (Enter)
puzzles-retry = Try again (Backspace)
puzzles-skip = Skip
puzzles-hint = Hint (H)
puzzles-hint_half = (a right answer now counts half)
puzzles-leave = Leave
puzzle-hint-column = The answer is among the lit cells, those of letter { $column }.
puzzle-hint-enter = The move enters a new piece.
puzzle-hint-base = Bring a piece out of { $colour }'s base.
puzzle-hint-square = Move the piece on { $square }.
unlur-cell-malformed = `{ $text }` is not a cell: write a row letter then a number, like `d4`
unlur-cell-no_row = `{ $text }` is off the board: rows go from `a` to `{ $last }` on side { $side }
unlur-cell-no_column = `{ $text }` is off the board: row `{ $row }` has cells 1 to { $len }
unlur-table-bad_side = `{ $options }` is not a board side from 3 to 12
ur-play-move = { $from } → { $to }
ur-play-pass = nothing to play
ur-play-written = { $text }
ur-notation-not_a = `{ $text }` is not a { $what }
ur-notation-roll = roll of the die (1 to 6)
ur-notation-square = square (1 to 14)
ur-notation-piece = piece number (1 to 7)
ur-notation-turn = a turn is a roll and a move, such as `4 2:7-11`, `3 D-3` or `6 --`
ur-notation-none_at_d = no piece waits at D
ur-notation-not_move = `{ $text }` is not a move: write D-3, 2:7-11, 5:13>11, 5:13<9 or --
ur-notation-soldier_sign = piece { $n } is a soldier: its moves are written with `-`
ur-notation-officer_sign = piece { $n } is an officer: its moves are written with `>` or `<`
ur-notation-at_d = waits at D
ur-notation-on_square = is on square { $square }
ur-notation-off_board = is not on the board
ur-notation-not_there = piece { $n } is not on square { $from }: it { $place }
ur-notation-lands = with a { $roll }, piece { $n } goes from { $start } to { $lands }, not to { $to }
ur-record-no_first = the record has no `First` header; player 1 starts
ur-table-no_options = Royal d'Ûr has no options (`{ $options }`)
ur-table-no_roll = `{ $text }` does not start with a roll of 1 to 6
uckers-error-over = the game is over
uckers-error-bad_dice = dice { $a }-{ $b }: each die shows 1 to 6
uckers-error-illegal_play = that is not a legal play of { $dice }
uckers-error-too_many_throws = the throws stop after throw { $after }; { $more ->
        [one] { $more } more was given
       *[other] { $more } more were given
    }
uckers-error-too_few_throws = the throws stop too early: the rules call for another
uckers-notation-listing = { $shown }{ $more ->
        [0] {""}
       *[other] {" "}(and { $more } more)
    }
uckers-notation-colour = `{ $text }`: a line starts with the colour to roll, Y, R, G or B
uckers-notation-not_turn = it is { $to_move }'s turn, not { $colour }'s
uckers-notation-roll = a roll is written `Y 6-3: y:yB-t0 y:t10-t13` (dice, colon, play)
uckers-notation-dice = `{ $text }` is not two dice such as 6-3
uckers-notation-can_play = something can be played
uckers-notation-cannot_play = nothing can be played (write --)
uckers-notation-not_legal = it is not one of the roll's legal plays
uckers-notation-play_refused = `{ $play }` with { $dice }: { $why }; legal: { $legal }
uckers-notation-no_declaration = no declaration is possible now
uckers-notation-possible = possible: { $list }
uckers-notation-declaration_refused = `{ $text }` is not possible now; { $possible }
uckers-notation-throw = `{ $text }` is not a throw of two dice such as 6-2
uckers-unknown_option = unknown Uckers option `{ $option }` (known: { $known })
uckers-options-empty = nothing between two commas in the options `{ $text }`
uckers-options-twice = the option `{ $option }` is given twice
uckers-options-none_and = `none` is the base game, without options: it cannot stand beside an option in `{ $text }`
uckers-record-no_players = the record has no `Players` header; 4 players
uckers-record-no_first = the record has no `First` header; yellow starts
uckers-table-players = a game of { $n } players (online play is two players)
storage-missing = no such file
storage-not_a_file = not a regular file ({ $kind ->
        [folder] a folder
        [pipe] a named pipe
        [socket] a socket
        [device] a device
       *[other] not a plain file
    })
storage-too_large = the file is too large ({ $bytes } bytes; the most read is { $max })
storage-system = { $why }
storage-not_text = not UTF-8 text: invalid byte 0x{ $byte } at line { $line }, column { $column }{ $utf16 ->
        [yes] {" "}(the file looks like UTF-16: save it as UTF-8)
       *[no] {""}
    }
saved-cut_short = a save cut short when the app ended, that cannot be read
saved-not_whole = it holds no move and is not as the app writes a game: it was cut short or changed outside the app
review-no_thread = no thread for the review: { $why }
review-internal = the review stopped on an internal error

## The command line (`unlur replay`, `unlur match`, `unlur engine`…): what it says to a person.

cli-error = error: { $why }
cli-warning = warning: { $why }
cli-args-level = `{ $text }`: unknown AI level (beginner, easy, strong, max)
cli-args-seat = `{ $text }` is not a seat: use human or ai:LEVEL
cli-args-lesson = `{ $text }` is no lesson: GAME-N, as unlur-1 to unlur-{ $unlur }, ur-1 to ur-{ $ur }, uckers-1 to uckers-{ $uckers }
cli-args-language = `{ $text }`: the languages are en and fr
cli-args-quality = `{ $text }`: the qualities are auto, low and high
cli-args-palette = `{ $text }`: the palettes are standard, colour-blind and high-contrast
cli-args-seconds = `{ $text }` is not a number of seconds: give more than 0 and at most 600
cli-args-seed = `{ $text }` is not a seed: give a whole number from 0 to { $max }
cli-args-whole = `{ $text }` is not a { $what ->
        [pixels] window size in pixels
        [threads] number of threads
        [games] number of games
        [side] board side
        [stones] number of stones
        [frames] number of frames
       *[seat] seat
    }: give { $low } to { $high }
cli-args-threshold = `{ $text }` is not a threshold: give a number from 0 to 1
cli-args-is_folder = { $path } is a folder: give a file's name
cli-args-no_folder = cannot write { $path }: the folder { $folder } does not exist
cli-args-is_file = { $path } is a file, where a folder should be
cli-args-cannot_make = cannot make the folder { $path }: { $why }
cli-args-cannot_write_in = cannot write in { $path }: { $why }
cli-option = { $option }: { $why }
cli-levels = --level `{ $text }`: the levels are beginner, easy, strong and max
cli-size = --size { $size } is not from 3 to 12
cli-sounds_written = sounds written to { $path }
cli-sounds_unwritten = cannot write sounds to { $path }: { $why }
cli-at_file = { $path }: { $why }
cli-to_move = { $name } to move
cli-to_roll = { $name } to roll
cli-unlur-replay_head = side { $side }, { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }
cli-unlur-colours = { $black } passed and played Black; { $white } played White
cli-unlur-in_contract = still in the contract
cli-cannot_write = cannot write { $path }: { $why }
cli-match-no_games = no games
cli-match-rate = { $wins }/{ $games } = { $percent }% ± { $half }%
cli-match-games_zero = --games must be at least 1
cli-match-progress = [{ $done }/{ $games }] game { $game }: { $line } ({ $seconds }s in)
cli-match-timing = { $name }: { $decisions ->
        [one] { $decisions } decision
       *[other] { $decisions } decisions
    }, { $average } ms on average, longest { $longest } ms
cli-match-game_won = { $who } wins, { $unit ->
        [turns] { $length ->
            [one] { $length } turn
           *[other] { $length } turns
        }
       *[actions] { $length ->
            [one] { $length } action
           *[other] { $length } actions
        }
    }
cli-match-unfinished = unfinished
cli-match-dice_head = { $title }, { $games ->
        [one] { $games } game
       *[other] { $games } games
    } on { $threads } threads in { $seconds }s, { $length } { $unit ->
        [turns] turns
       *[actions] actions
    } a finished game{ $more }
cli-match-left_out = { $n ->
        [one] { $n } game
       *[other] { $n } games
    } still going after { $most } { $unit ->
        [turns] turns
       *[actions] actions
    }, left out
cli-match-p1_wins = p1 ({ $spec }) wins: { $rate }
cli-match-first_mover = the first to move wins: { $rate }
cli-match-first_partnership = the partnership that rolled first wins: { $rate }
cli-ur-replay_head = Royal d'Ûr, { $turns ->
        [one] { $turns } turn
       *[other] { $turns } turns
    }
cli-ur-counts = { $name }: { $waiting } waiting, { $free } on the board, { $prisoners } held prisoner, { $removed } removed
cli-ur-won = { $winner } removed all seven of { $loser }'s pieces
cli-uckers-title = Uckers (options: { $options })
cli-uckers-stings = , { $n ->
        [one] { $n } eight-piece sting
       *[other] { $n } eight-piece stings
    }
cli-uckers-replay_head = Uckers, { $players } players, options: { $options }, { $lines ->
        [one] { $lines } line
       *[other] { $lines } lines
    }
cli-uckers-counts = { $colour } ({ $name }): { $base } in base, { $track } on the track, { $tube } in the tube, { $home } home
cli-uckers-sting = { $who } took the eight-piece sting
cli-review-cancelled = the review was cancelled
cli-review-done = reviewed { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    } in { $seconds } s on { $threads } threads
cli-calibrate-samples = { $positions } positions from { $games ->
        [one] { $games } game
       *[other] { $games } games
    }
cli-calibrate-samples_file = { $positions } positions in play from { $path }
cli-calibrate-lean = the search's lean to the mover, fitted with it: { $lean }
cli-calibrate-scores = log loss { $log }, Brier score { $brier }
cli-calibrate-band = predicted { $low }-{ $high }%: won { $won }% of { $n }
cli-calibrate-unlur_only = --save, --load, --held-out and --contracts are for Unlur (--game unlur)
cli-calibrate-cannot_write = cannot write { $path }: { $why }
cli-calibrate-bad_position = { $path }, line { $line }: not a position written by --save ({ $why })
cli-calibrate-held_out = { $positions } held-out positions, the review's chance with the { $calibration ->
        [fit] new fit
       *[other] calibration shipped
    }, by decile:
cli-calibrate-decile = decile { $decile }: predicted { $predicted }%, won { $won }% of { $n }
cli-online-window = the window could not go on
cli-online-no_window = only with --p human: an AI's seat opens no window
cli-online-dialling = dialling the host… (Ctrl+C to stop)
cli-online-still_dialling = still dialling the host ({ $seconds } s; Ctrl+C to stop)
cli-engine-over = the game is over
cli-engine-level = `{ $text }` is not a level (beginner, easy, strong, max)
cli-engine-time = `{ $text }` is not a number of seconds from 0.001 to { $most }
cli-engine-names = names takes two names (no spaces in either)
cli-engine-names_quote = a name cannot hold `"`: records write names between quotes
cli-engine-no_command = a command must follow the id
cli-engine-unknown = unknown command `{ $text }` (list_commands lists them)
cli-engine-game = game takes a game: unlur SIDE, ur or uckers [OPTIONS]
cli-engine-no_game = `{ $text }` is not a game (unlur, ur, uckers)
cli-engine-play = play takes a move as the records write it
cli-engine-no_dice = { $game } has no dice
cli-engine-internal = internal error: { $why }
cli-engine-asked_dice = the AI of { $seat } asked for dice
cli-engine-no_undo = nothing to take back
cli-engine-throw = `{ $text }` is not a throw (faces 1 to 6)
cli-engine-throw_dice = `{ $text }` is not a throw of { $dice ->
        [one] { $dice } die
       *[other] { $dice } dice
    }
cli-engine-ai = the AI cannot play: { $why }
cli-unlur-side = side { $side } is not from 3 to 12
cli-bench-bridge = side { $side }: bridge-policy playouts: { $rate }/s
cli-bench-careful = side { $side }: careful playouts (bridges, never completing only the other goal): { $rate }/s
cli-bench-mcts = side { $side }: MCTS with RAVE: { $rate } playouts/s ({ $nodes } nodes)
cli-puzzles-progress = { $found }/{ $count } puzzles from { $games } games ({ $seconds } s)
cli-puzzles-made = { $count ->
        [one] one puzzle
       *[other] { $count } puzzles
    } ({ $kinds }) from { $games } games in { $seconds } s on { $threads ->
        [one] one thread
       *[other] { $threads } threads
    } ({ $rate } puzzles a minute per core), written to { $path }
cli-puzzles-unwritable = cannot write the puzzles to { $path }: { $why }
cli-puzzles-unreadable = cannot read { $path }: { $why }
cli-puzzles-without_playouts = the dice games' answers and margins proven by the expectimax; the playouts that confirmed them were not replayed (--without-playouts)
cli-puzzles-all_proven = { $count ->
        [one] one puzzle checked in { $seconds } s: proven
       *[other] { $count } puzzles checked in { $seconds } s: every one proven
    }
cli-puzzles-some_failed = { $failed } of { $count } puzzles failed their check ({ $seconds } s)
cli-solve_bench-counts = { $positions } positions after the contract in { $games } games: proven wins in { $wins } own moves; { $losses } proven lost; { $unknown } neither
cli-solve_bench-unknown = no win within { $depth } (the search to say so): median { $median } ms, 90% within { $p90 } ms, at most { $most } ms
cli-unlur-save_records = --save-records is for Royal d'Ûr and Uckers
cli-unlur-game_won = { $who } wins as { $colour ->
        [black] Black
       *[white] White
    }, { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }
cli-unlur-match_head = side { $side }, { $games ->
        [one] { $games } game
       *[other] { $games } games
    } on { $threads } threads in { $seconds }s, { $moves } moves a game
cli-unlur-as_colour = { $who } ({ $spec }) as { $colour ->
        [black] Black
       *[white] White
    }: { $rate }
cli-unlur-black_wins = Black wins: { $rate }

## What the app says on the terminal when it cannot open its window.

start-how = run it in a desktop session, or under xvfb-run
start-no_display = error: no display found (neither DISPLAY nor WAYLAND_DISPLAY is set): { start-how }
start-no_wayland = error: no display found: the Wayland socket { $socket } does not exist; { start-how }
start-no_x11 = error: no display found: the X display `{ $display }` cannot be reached; { start-how }
start-no_adapter = error: no graphics adapter could be used ({ $detail }); a Vulkan, Metal, DirectX 12 or OpenGL driver is needed (on Linux, Mesa's drivers do)
start-no_window = error: the window could not be opened ({ $detail }); { start-how }

## An invitation to an online game that cannot be read.

invitation-format = this invitation is of format `{ $found }`, this app reads `{ $format }`: both players need the same version of unlur
invitation-start = an invitation starts with `{ $format }+`
invitation-hex = the invitation's { $what ->
        [key] key
       *[code] code
    } is not { $len } hexadecimal digits
invitation-part = `{ $part }` in the invitation is neither an address nor a relay
online-net-relay = { $var }: `{ $value }` is not a relay's address (such as https://relay.example.org)
online-net-relay_ca = { $var }: { $path }: { $why }
online-net-unreadable = cannot read it: { $why }
online-net-not_pem = not a PEM certificate file ({ $why })
online-net-no_certificate = no certificate in it (PEM, -----BEGIN CERTIFICATE-----)
online-net-loopback = cannot use the loopback address: { $why }
online-net-port = cannot use port { $port }: { $why }
online-net-open = cannot open the network: { $why }
online-net-bad_key = the invitation's key is not a key: { $why }
online-net-gave_up = the host could not be reached for { $time }: check that your friend's app is still open on the game, or ask for a new invitation
online-net-minutes = { $n ->
        [one] a minute
       *[other] { $n } minutes
    }
online-net-seconds = { $n ->
        [one] { $n } second
       *[other] { $n } seconds
    }
online-net-wrong_key = this invitation was not made by the app you reached (another app answers at its address): ask your friend for a new invitation
online-net-no_runtime = no network runtime: { $why }
online-net-flooded = the other side sent messages faster than they could be read: the connection was cut

## A player's spec on the command line (`ai:strong`, `ai:easy:500ms`, `random`).

ai-spec-level = `{ $spec }`: unknown level `{ $level }` (beginner, easy, strong, max)
ai-spec-budget = `{ $spec }`: `{ $budget }` is not a budget from 1ms to { $seconds }s (such as 500ms or 1.5s) or from 1p to { $playouts }p playouts
ai-spec-depth = `{ $spec }`: `{ $depth }` is not a depth from 1 to { $most }
ai-spec-unlur_player = `{ $spec }` is not a player: use ai:LEVEL[:BUDGET], uct:BUDGET or random
ai-spec-dice_player = `{ $spec }` is not a player of this game: use ai:LEVEL[:DEPTH] or random
