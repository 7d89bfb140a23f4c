# Tous les textes de l'application en français (Project Fluent). Mêmes messages et mêmes
# variables que en.ftl ; `{ DE($x) }` écrit « de x » ou « d'x » devant une voyelle ;
# en français, 0 et 1 prennent le singulier (`[one]`).

test-greeting = Bonjour, { $name }
test-stone = { $n ->
    [one] { $n } pierre
   *[other] { $n } pierres
}

common-wins = { $who } gagne !
common-wins_two = { $who } gagnent !
common-resigned = { $loser } { $n ->
        [one] a abandonné
       *[other] ont abandonné
    } : { $winner } { $n ->
        [one] gagne
       *[other] gagnent
    }.
common-and = { $a } et { $b }
common-list_and = { $list } et { $last }
common-player_n = Joueur { $n }
common-human = Humain
common-ai_level = { $code ->
        [beginner] IA débutante
        [easy] IA facile
        [strong] IA forte
       *[max] IA maximale
    }
common-seat_human = humain
common-seat_ai = { $code ->
        [beginner] IA débutante
        [easy] IA facile
        [strong] IA forte
       *[max] IA maximale
    }
common-level-beginner = débutant
common-level-easy = facile
common-level-strong = fort
common-level-max = maximum
common-undo = Annuler (Ctrl+Z)
common-undo_last = Annuler le dernier coup
common-new_game = Nouvelle partie
common-new_game_key = Nouvelle partie (Ctrl+N)
common-sound_on = Son activé (M)
common-sound_off = Son coupé (M)
common-mute = Couper le son (M)
common-unmute = Remettre le son (M)
common-fullscreen = Plein écran (F11)
common-settings = Réglages (F2)
common-menu = Menu
common-roll_space = Lancer (Espace)
common-to_move = au trait
common-to_play = à jouer
common-winner = vainqueur
common-thinking = réfléchit
common-not_allowed = Interdit - { $reason }

unlur-title = UNLUR
unlur-board_line = Plateau de côté { $side } - { $cells } cases
unlur-side-n = N
unlur-side-ne = NE
unlur-side-se = SE
unlur-side-s = S
unlur-side-sw = SO
unlur-side-nw = NO
unlur-phase-contract = Contrat
unlur-phase-play = Jeu
unlur-phase-over = Partie terminée
unlur-turn-must_pass = { $who } au trait : il ne reste aucune case intérieure, il faut passer
unlur-turn-contract = { $who } au trait : posez une pierre noire sur une case intérieure, ou passez
unlur-turn-play = { $who } au trait : posez une pierre { $colour ->
        [black] noire
       *[white] blanche
    }
unlur-contract_result = { $black } a passé et joue les Noirs (but : un Y). { $white } joue les Blancs (but : une Ligne).
unlur-role-black = Noirs - but : un Y
unlur-role-white = Blancs - but : une Ligne
unlur-role-undecided = couleur pas encore décidée
unlur-reason-own_goal = { $winner } ({ $wc ->
        [black] Noirs
       *[white] Blancs
    }) a atteint son but : { $goal ->
        [line] une Ligne
       *[y] un Y
    } reliant { $sides }.
unlur-reason-opponent_goal = { $loser } ({ $lc ->
        [black] Noirs
       *[white] Blancs
    }) a formé { $goal ->
        [line] une Ligne
       *[y] un Y
    } reliant { $sides }, le but { DE($winner) } : { $winner } ({ $wc ->
        [black] Noirs
       *[white] Blancs
    }) gagne.
unlur-reason-resigned = { $loser } ({ $lc ->
        [black] Noirs
       *[white] Blancs
    }) a abandonné.
unlur-move-pass = passe
unlur-move-resign = abandonne
unlur-takes_black = (prend les Noirs)
unlur-help-contract = Les couleurs ne sont pas encore attribuées. Les deux joueurs posent des pierres noires, jamais sur le bord. Le premier qui passe prend les Noirs (but : un Y) ; l'autre prend les Blancs (but : une Ligne) et joue ensuite.
unlur-help-goals = Les Blancs gagnent avec une Ligne : un groupe reliant deux bords opposés. Les Noirs gagnent avec un Y : un groupe reliant trois bords alternés (les barres de même couleur). Réaliser seulement le but de l'adversaire fait perdre.
unlur-last_moves = Derniers coups :
unlur-pass_button = Passer (P)
unlur-pass_hover = Finir le contrat : vous prenez les Noirs, l'autre joueur prend les Blancs et joue ensuite
unlur-hint = Conseil (H)
unlur-hint_thinking = Conseil (réflexion...)
unlur-hint_hover = Demander un coup à l'IA
unlur-hint_line = Conseil : { $move }
unlur-hint_wins = — il gagne tout de suite
unlur-hint_blocks = — { $who } y gagnerait au coup suivant
unlur-hint_forced = — il gagne à coup sûr en { $n } coups
unlur-hint_lost = — tout coup perd à coup sûr ; celui-ci résiste le plus longtemps
unlur-moves = Coups
unlur-no_move = Aucun coup pour l'instant
unlur-cell_refusal = { $cell } : { $reason }
unlur-error-over = la partie est terminée
unlur-error-occupied = { $cell } porte déjà une pierre
unlur-error-edge = { $cell } est sur le bord, interdit pendant le contrat
unlur-error-pass = on ne peut passer que pendant le contrat
unlur-error-resign = personne n'a encore de couleur : abandonner n'est possible qu'après le contrat
unlur-error-no_cell = la case n° { $n } n'est pas sur ce plateau
unlur-error-full = erreur interne : le plateau est plein sans vainqueur, ce que les règles excluent

dialog-game = Jeu
dialog-board = Plateau
dialog-side6 = Côté 6 - rapide (91 cases)
dialog-side8 = Côté 8 - original (169 cases)
dialog-players = Joueurs
dialog-uckers-count = Nombre de joueurs
dialog-moves_first = Commence :
dialog-start = Commencer (Entrée)
dialog-cancel = Annuler (Échap)
dialog-demo = Voir une démo
dialog-demo_hover = L'IA joue contre elle-même sans fin ; une touche ou un clic pour revenir
dialog-options = Options
dialog-uckers-two = 2 (une équipe chacun)
dialog-uckers-four = 4 (une couleur chacun)

ur-help = Lancez un dé (un 6 passe) et avancez une pièce d'autant de cases sur votre chemin : votre camp, le champ de bataille commun, puis votre camp à nouveau. Arrêtez-vous sur des pièces ennemies pour les faire prisonnières ; menez-les jusqu'à votre dernière case, A, pour les retirer. Retirez les sept pour gagner.

uckers-help = Jaune et vert jouent contre rouge et bleu. Un six sort une pièce et fait rejouer ; les deux dés déplacent deux pièces, ou une pièce de leur somme. Deux pièces d'une couleur sur une case forment un blob infranchissable pour l'adversaire ; l'attaquer demande X+1 six. La première équipe avec ses huit pièces à la maison gagne.
uckers-yellow_green = Jaune et vert
uckers-red_blue = Rouge et bleu
uckers-colour-yellow = jaune
uckers-colour-red = rouge
uckers-colour-green = vert
uckers-colour-blue = bleu
uckers-option-wafu = Yeux de serpent WAFU
uckers-option-wafu_hover = L'ouverture double-un ne compte que si elle est annoncée, et seulement pour les pièces de l'annonceur
uckers-option-superblobs = Superblobs
uckers-option-superblobs_hover = Trois pièces ou plus d'une couleur sur une case ne peuvent plus bouger
uckers-option-suckback = Suckback et blowback
uckers-option-suckback_hover = Duels entre une pièce dans un tube et une pièce sur l'entrée du tube
uckers-option-layered = Blobs mixtes en couches
uckers-option-layered_hover = Sur une case partagée par des partenaires, seule la pièce du dessus peut partir
uckers-options_none = aucune

ur-error-over = la partie est terminée
ur-error-bad_roll = { $n } n'est pas un lancer du dé (1 à 6)
ur-error-six = un 6 passe le tour : aucune pièce ne bouge
ur-error-must_move = un coup est possible avec un { $n }, le tour ne peut pas passer
ur-error-no_piece = il n'y a pas de pièce { $n } (les pièces sont numérotées de 1 à 7)
ur-error-prisoner = la pièce { $n } est prisonnière et ne peut pas bouger
ur-error-removed = la pièce { $n } a été retirée du jeu
ur-error-not_next = la pièce { $number } attend en D derrière la pièce { $next }, qui entre d'abord
ur-error-backward_d = la pièce { $n } attend en D : elle ne peut qu'entrer, en avançant
ur-error-soldier_back = la pièce { $n } est un soldat : les soldats ne font qu'avancer
ur-error-past_a = le soldat { $number } sur la case { $from } ne peut pas avancer { DE($roll) } : il dépasserait A (case 14)
ur-error-before_start = l'officier { $number } sur la case { $from } ne peut pas reculer { DE($roll) } : il dépasserait la case 1
ur-error-nothing_from = aucune de vos pièces ne peut partir de là avec un { $roll }
ur-title = ROYAL D'ÛR
ur-tagline = Capturez les pièces adverses et menez-les jusqu'à votre A.
ur-die = Dé
ur-die_idle = pas encore lancé
ur-status-won = { $winner } a retiré les sept pièces { DE($loser) } et gagne
ur-status-roll = { $who } : lancez le dé (Espace, Entrée ou clic sur le dé)
ur-status-about_to_roll = { $who } va lancer le dé
ur-status-rolling = { $who } lance...
ur-status-choose = { $who } a fait { $roll } : cliquez sur une pièce entourée de vert pour la déplacer { DE($roll) }
ur-status-thinking = { $who } a fait { $roll } et réfléchit
ur-status-friend_chooses = { $who } a fait { $roll } et choisit son coup
ur-status-six = { $who } a fait 6 : le tour passe
ur-status-no_move = { $who } a fait { $roll } : aucune pièce ne peut bouger, le tour passe
ur-status-moving = { $who } joue
ur-near_camp = camp proche
ur-far_camp = camp lointain
ur-white = Blanc
ur-black = Noir
ur-counts = { $waiting } en attente, { $free } sur le plateau, prisonnières : { $prisoners }, retirées : { $removed }
ur-officers = officiers : { $n }
ur-two_ways = La pièce { $pieces } peut aller à plusieurs endroits : cliquez sur une des cases vertes (Échap pour choisir une autre pièce)
ur-which_piece = Les pièces { $pieces } peuvent jouer ce coup, chacune à sa façon (grade, prisonniers) : cliquez la pièce à jouer (Échap pour en choisir une autre)
ur-or = ou
ur-last_turns = Derniers tours
ur-captured = La pièce { $piece } { DE($who) } a fait { $count ->
    [one] prisonnière la pièce
   *[other] prisonnières les pièces
} { $n }
ur-log_bounced = rebondit sur A
ur-bounced = La pièce { $piece } { DE($who) } a atteint A avec des pas en trop et a rebondi { $back ->
        [one] d'une case
       *[other] de { $back } cases
    } en arrière
ur-log_captured = prend { $n }
ur-log_promoted = officier
ur-log_removed = retire { $n }
ur-log_freed = libère { $n }
ur-promoted = { $who } : la pièce { $piece } atteint A et devient officier
ur-removed = { $who } : sur A, sa pièce { $piece } retire du jeu { $count ->
    [one] la pièce
   *[other] les pièces
} { $n } { DE($whom) }
ur-freed = { $count ->
    [one] Libérée : la pièce
   *[other] Libérées : les pièces
} { $n } ({ $whom })

uckers-title = UCKERS
uckers-subtitle = { $players } joueurs - jaune et vert contre rouge et bleu - options : { $options }
uckers-subtitle_plain = { $players } joueurs - jaune et vert contre rouge et bleu
uckers-dice = Dés
uckers-dice_idle = pas encore lancés
uckers-base = base
uckers-home = maison
uckers-play-pass = rien à jouer
uckers-play-snake_eyes = yeux de serpent
uckers-log_attack = attaque
uckers-play-then = { $first }, puis { $second }
uckers-play-square = { $square }
uckers-play-move = { $from } → { $to }
uckers-play-move_of = { $colour } { $from } → { $to }
uckers-play-blob = le blob ensemble : { $from } → { $to }
uckers-declare-attack = Attaquer le blob depuis { $from } : { $need } six ({ $chance } %)
uckers-declare-suckback = Suckback depuis { $from } sur { $target } ({ $chance } %)
uckers-declare-blowback = Blowback depuis { $from } ({ $chance } %)
uckers-status-moving_partner = , avec les pièces du { $colour }
uckers-status-won = { $a } et { $b } sont tous à la maison et gagnent
uckers-status-all_home = { $who } est tout à la maison : un six reprend les pièces du partenaire
uckers-status-roll = { $who }{ $partner } : lancez les dés (Espace, Entrée ou clic sur les dés)
uckers-status-about_to_roll = { $who } va lancer les dés
uckers-status-rolling = { $who } lance...
uckers-status-choose = { $who } a fait { $dice } : cliquez sur une pièce entourée de vert, puis sa destination (ou au clavier : les flèches marquent un jeu, Entrée)
uckers-status-thinking = { $who } a fait { $dice } et réfléchit
uckers-status-friend_chooses = { $who } a fait { $dice } et choisit son jeu
uckers-status-snake_eyes = { $who } a fait { $dice } : yeux de serpent !
uckers-status-nothing = { $who } a fait { $dice } : rien ne peut être joué
uckers-status-declares = { $who } annonce : { $what }. Lancers : { $throws }
uckers-status-moving = { $who } joue
uckers-counts = base { $base }  piste { $track }  tube { $tube }  maison { $home }
uckers-takes_over = joue les pièces du { $colour }
uckers-who_starts = Qui commence : { $rounds }
uckers-plays = Coups
uckers-call_snake_eyes = Annoncer « yeux de serpent »
uckers-last_actions = Dernières actions
uckers-what-attack = L'attaque
uckers-what-suckback = Le suckback
uckers-what-blowback = Le blowback
uckers-result-won = { $what } { DE($who) } a réussi (six lancés : { $sixes })
uckers-result-lost = { $what } { DE($who) } a échoué (six lancés : { $sixes }) : rien ne bouge, le tour s'arrête
uckers-result-sent_back = { $n ->
    [one] { $who } a renvoyé à la base une pièce appartenant à { $whom }
   *[other] { $who } a renvoyé à la base { $n } pièces appartenant à { $whom }
}
uckers-and = et
uckers-log_failed = échec
uckers-stings = Le dos du plateau
uckers-stings_what = Les défaites à huit pièces : une équipe qui perd sans une seule pièce rentrée y a ses noms écrits, avec la date
uckers-stings_none = personne pour l'instant
uckers-error-no_play_from = aucun coup légal ne part { DE($square) }
uckers-error-not_legal = ce n'est pas un coup légal pour ce lancer
uckers-error-no_declaration = cette annonce n'est pas possible maintenant

demo-contract = Le contrat
demo-contract_line = Chacun pose des pierres noires ; qui passe prend les Noirs. { $who } au trait.
demo-colours_set = Les couleurs sont attribuées
demo-swing = La partie bascule !
demo-swing_slip = Faux pas des { $colour ->
        [black] Noirs
       *[white] Blancs
    } en { $cell }
demo-swing_stroke = Les { $colour ->
        [black] Noirs
       *[white] Blancs
    } renversent la partie en { $cell }
demo-swing_line = Chances des { $colour ->
        [black] Noirs
       *[white] Blancs
    } : { $then } % → { $now } %.
demo-swing_wins_at = Les { $colour ->
        [black] Noirs
       *[white] Blancs
    } peuvent gagner en { $cell }.
demo-winning = Les { $colour ->
        [black] Noirs
       *[white] Blancs
    } sont en train de gagner
demo-ahead = Les { $colour ->
        [black] Noirs
       *[white] Blancs
    } mènent
demo-close = Une partie serrée
demo-play_line = Les Blancs veulent une Ligne, les Noirs un Y. Les { $colour ->
        [black] Noirs
       *[white] Blancs
    } au trait.
demo-goals = Les Blancs veulent une Ligne, les Noirs un Y
demo-ur_scores = { $one } ; { $two }
demo-ur_score = { $who } : { $removed }, { $prisoners }
demo-removed = { $n ->
    [one] { $n } retirée
   *[other] { $n } retirées
}
demo-prisoners = { $n ->
    [one] { $n } prisonnière
   *[other] { $n } prisonnières
}
demo-uckers_home = Maison : jaune et vert { $yg } sur 8, rouge et bleu { $rb } sur 8
demo-press_any_key = Appuyez sur une touche pour jouer

settings-title = Réglages
settings-problem = Un problème avec les réglages
settings-dismiss = Fermer
settings-sound = Son
settings-muted = Couper
settings-language = Langue
settings-animation = Vitesse des animations
settings-animation-off = Aucune
settings-animation-slow = Lente
settings-animation-normal = Normale
settings-animation-fast = Rapide
settings-palette = Couleurs
settings-quality = Image
settings-quality-auto = Automatique
settings-quality-low = Légère
settings-quality-high = Riche
settings-quality-now = Dessinée en ce moment : { $tier ->
    [high] riche (occlusion ambiante, ombres douces, anticrénelage temporel, halo)
   *[low] légère (pour un rendu logiciel ou une carte graphique modeste)
}
settings-palette-standard = Standard
settings-palette-colour-blind = Adaptées aux daltoniens
settings-palette-high-contrast = Contraste élevé
settings-display = Affichage
settings-fullscreen = Plein écran (F11)
settings-play = Jeu
settings-takebacks = Reprendre un coup contre l'IA (Annuler, Ctrl+Z)
settings-takebacks_people = Reprendre un coup entre joueurs, ici ou en ligne
settings-coordinates = Coordonnées sur les plateaux (les noms des coups et des conseils)
common-takebacks_off = Pas de reprise dans cette partie (Réglages)
settings-ai_delay = Pause avant un coup de l'IA
settings-saved_in = Enregistrés dans { $path }
settings-not_saved = Ces réglages ne valent que pour cette session.
settings-close = Fermer (Échap)
settings-problem-not_toml = ligne { $line }, colonne { $column } : `{ $text }` n'est pas du TOML (`clé = valeur`, un texte entre guillemets) ; ignorée
settings-problem-repeated = ligne { $line } : `{ $key }` est donné une deuxième fois ; la première ligne compte
settings-problem-bad_value = ligne { $line }, colonne { $column } : `{ $key } = { $value }` : { $expected } ; valeur utilisée : { $default }
settings-problem-unknown = ligne { $line } : réglage inconnu `{ $key }` ; ignoré
settings-problem-not_text = ligne { $line } : pas du texte UTF-8 ; ignorée (le fichier est sauvegardé avant d'être enregistré)
settings-problem-cannot_read = impossible de lire { $path } : { $error } ; réglages par défaut
settings-problem-backed_up = l'ancien fichier de réglages avait des erreurs ; il est conservé sous { $path }
settings-problem-cannot_save = impossible d'enregistrer les réglages dans { $path } : { $error }
settings-expected-volume = le volume est un nombre entier de 0 à 100
settings-expected-bool = true ou false attendu
settings-expected-language = les langues sont "en" et "fr" (entre guillemets)
settings-expected-animation = les vitesses sont "off", "slow", "normal" et "fast" (entre guillemets)
settings-expected-quality = les qualités sont "auto", "low" et "high" (entre guillemets)
settings-expected-palette = les palettes sont "standard", "colour-blind" et "high-contrast" (entre guillemets)
settings-expected-ai_delay = la pause de l'IA est un nombre de secondes de 0 à 5
settings-expected-lessons = les leçons faites sont un texte entre guillemets : des mots comme unlur-1 ou ur-2, séparés par des espaces

menu-title = unlur
menu-subtitle = Trois jeux de plateau, une seule maison
menu-unlur = Unlur
menu-ur = Royal d'Ûr
menu-uckers = Uckers
menu-unlur-about = Un jeu de connexion sur hexagones avec un contrat : les deux joueurs façonnent le plateau en noir avant que l'un prenne les Noirs et vise un Y ; l'autre prend les Blancs et vise une Ligne.
menu-ur-about = Le jeu royal d'Ur avec prisonniers et officiers : un dé, sept pièces par camp, des ennemis capturés et ramenés chez soi.
menu-uckers-about = Le ludo de la Royal Navy à deux ou quatre : blobs, six, yeux de serpent et partenaires.
menu-play = Nouvelle partie
menu-continue = Retour à la partie (C)
menu-demo = Voir une démo (F5)
menu-quit = Quitter
menu-keys = Gauche et Droite choisissent un jeu, Entrée le lance, L ouvre ses leçons, P ses problèmes, Échap revient à la partie, F2 ouvre les réglages.
menu-keys_first = Gauche et Droite choisissent un jeu, Entrée le lance, L ouvre ses leçons, P ses problèmes, F2 ouvre les réglages.
menu-resume = Reprendre { $game } : { $about } (C)

keys-choose = Clavier : Entrée ou les flèches marquent un coup, Entrée joue celui qui est marqué
keys-choose_short = flèches ou Entrée, puis Entrée
keys-cells = Clavier : les flèches déplacent le curseur, Entrée pose une pierre

menu-open = Ouvrir une partie (Ctrl+O)
menu-save = Enregistrer la partie (Ctrl+S)
files-open_title = Ouvrir une partie enregistrée
files-save_title = Enregistrer la partie
files-up = Dossier parent
files-empty = (dossier vide)
files-listing = Lecture du dossier…
files-name = Fichier :
files-open = Ouvrir
files-save = Enregistrer
files-replace = Le remplacer
files-cancel = Annuler (Échap)
files-replace_question = { $name } existe déjà. Le remplacer ?
files-is_folder = { $name } est un dossier : donnez un nom de fichier
files-saved = Enregistrée dans { $path }
replay-title = RELECTURE
replay-step = Coup { $step } sur { $last }
replay-start = le début
replay-first = Début (Origine)
replay-back = ← Reculer
replay-forward = Avancer →
replay-last = Fin (Fin)
replay-play_here = Jouer à partir d'ici (Entrée)
replay-close = Fermer (Échap)
replay-keys = Gauche et Droite parcourent la partie ; Origine et Fin vont aux deux bouts.
replay-to_move = { A($who) } de jouer
replay-this_game_over = la partie qui vient de se jouer
replay-this_game = la partie en cours
replay-back_to_game = Retour à la partie (Échap)
menu-rules = Règles (F1)
rules-title = Règles
rules-close = Fermer (Échap)
rules-how_to_play = Comment jouer : leçons
rules-source = Ce sont les règles que suit l'application ; chaque cas qu'elles laissent ouvert est tranché dans les documents de règles du projet.
files-error-unreadable = impossible de lire { $path } : { $why }
files-error-not_text = { $path } : pas un texte UTF-8 (premier octet invalide ligne { $line }, colonne { $column })
files-error-utf16 = Le fichier semble être en UTF-16 : enregistrez-le en UTF-8.
files-error-bad_record = { $path } n'est pas une partie que l'application sait lire : { $why }
files-error-nothing = aucune partie à l'écran à enregistrer
files-error-unwritable = impossible d'écrire { $path } : { $why }

# Parties en cours et fichiers que l'application garde
saved-title_count = Parties en cours ({ $n })
saved-resume = Reprendre
saved-discard = Supprimer
saved-confirm = La supprimer pour de bon ?
saved-keep = Garder
saved-in_use = ouverte dans une autre fenêtre
saved-moves = { $n ->
    [one] { $n } coup
   *[other] { $n } coups
}
saved-when-now = à l'instant
saved-when-minutes = il y a { $n } min
saved-when-hours = il y a { $n } h
saved-when-days = { $n ->
    [one] il y a { $n } jour
   *[other] il y a { $n } jours
}
saved-vs = { $a } contre { $b }
saved-keys = Haut/Bas choisissent une partie en cours, Entrée la reprend, Suppr deux fois la supprime.
notice-save_failed-title = La partie ne peut pas être enregistrée
notice-save_failed = { $path } : { $why }
notice-save_failed-more = Le jeu continue. L'application réessaie toutes les quelques secondes, et ce message reste à l'écran jusqu'à ce qu'un enregistrement réussisse.
notice-folder_unreadable-title = Les parties enregistrées ne peuvent pas être listées
notice-folder_unreadable-more = La partie à l'écran continue et rien n'est effacé ; la liste reviendra dès que le dossier pourra être lu.
notice-unreadable-title = Une partie enregistrée n'a pas pu être lue
notice-unreadable = { $file } : { $why }
notice-kept_as = Rien n'a été écrasé : le fichier est gardé tel quel, sous { $path }.
notice-not_moved = Le fichier n'a pas pu être mis de côté ; il reste où il était et ne sera pas écrasé.
notice-open_readable = { $n ->
    [0] Ouvrir la partie (aucun coup lisible)
    [one] Ouvrir le coup lisible
   *[other] Ouvrir les { $n } coups lisibles
}
notice-ok = OK
notice-stings-title = Un problème avec le « back of the board »
notice-stings-unreadable = impossible de lire { $path } : { $why }
notice-stings-bad_line = { $path }, ligne { $line } : pas de la forme `AAAA-MM-JJ<tab>noms` ; ignorée
notice-stings-unwritable = impossible d'écrire le « back of the board » dans { $path } : { $why }

# The review of a game
review-title = ANALYSE
review-start = Analyser la partie (R)
review-about = L'IA la plus forte note chaque coup, trace les chances de gain de chaque camp et montre les meilleurs coups.
review-working = Analyse en cours... { $percent } %
review-cancel = Annuler
review-failed = L'analyse n'a pas pu être faite : { $why }
review-accuracy = précision { $percent }
review-chance = Chances de gain { DE($who) }, coup par coup (cliquer pour y aller)
review-better = Mieux : { $move } ({ $chance } % après ce coup)
review-chances = Chances { DE($who) } : { $before } % avant, { $after } % après
review-chances_dice = Chances { DE($who) } : { $before } % avant le lancer, { $after } % après le coup
review-previous = ← Erreur (Pg préc)
review-next = Erreur → (Pg suiv)
review-no_flaw_before = Aucune imprécision, erreur ou gaffe avant ce coup
review-no_flaw_after = Aucune imprécision, erreur ou gaffe après ce coup
review-rating-best = meilleur coup
review-rating-good = bon coup
review-rating-inaccuracy = imprécision
review-rating-mistake = erreur
review-rating-blunder = gaffe
review-rating-forced = coup forcé
review-live = Chances de gain
review-contract = Pendant le contrat, les chances sont celles des joueurs, avant que les couleurs soient connues : qui passe joue les Noirs, et chacun peut donc compter sur environ la moitié tant que prendre les Noirs ne vaut pas plus.
review-contract_stone = Avec cette pierre, prendre les Noirs vaut { $chance } % pour votre adversaire
review-contract_stone_pass = Avec cette pierre, prendre les Noirs vaut { $chance } % pour votre adversaire : mieux valait passer
review-contract_pass = Passer a pris les Noirs à { $chance } % : trop tôt, une pierre de plus gardait environ la moitié
settings-live_chances = Barre des chances de gain entre personnes et en démo
settings-live_chances_vs_ai = ... et dans les parties contre l'IA

menu-online = Jouer en ligne
menu-online_kept = Jouer en ligne : reprendre avec { $name }
menu-online_on_board = Retour à la partie en ligne avec { $name }
menu-learn = Apprendre à jouer (L)
menu-puzzles = Problèmes (P)
online-title = Jouer en ligne avec un ami
online-host = Inviter
online-join = Rejoindre
online-your_seat = Votre place :
online-name = Votre nom :
online-paste = Collez l'invitation de votre ami :
online-local = Seulement cet ordinateur (pour essayer)
online-local_hover = Sans internet : les deux applications sur cet ordinateur (ni relais, ni découverte)
online-help = L'hôte envoie l'invitation à son ami (par message, ou à voix haute) ; l'ami la colle sous Rejoindre. Les applications se relient directement quand elles le peuvent, sinon par un relais public.
online-create = Créer l'invitation
online-join_button = Rejoindre
online-send = Envoyez cette invitation à votre ami :
online-copy = Copier
online-copied = Copiée : collez-la pour votre ami
online-opening = Ouverture du réseau…
online-waiting = En attente de votre ami…
online-connecting = Connexion à l'hôte…
online-direct = Connecté (en direct)
online-relayed = Connecté (par un relais)
online-reconnecting = Reconnexion… ({ $why })
online-lost_dropped = la connexion est perdue
online-lost_closed = l'app de votre ami a fermé la connexion
online-lost_unreachable = l'hôte ne répond pas
online-failed = Pas de connexion : { $why }
online-seat = en ligne
online-with = En ligne avec { $name }
online-your_turn = À vous de jouer
online-their_turn = Au tour { DE($name) }
online-accept = Accepter
online-decline = Refuser
online-ask_undo = Demander à reprendre
online-hud_undo_asked = { $name } demande à reprendre le dernier coup : acceptez ou refusez sur la carte en haut
online-hud_undo_waiting = { $name } doit répondre à votre demande de reprise…
online-hud_friend_away = En attente du retour { DE($name) } : la partie reprend dès son retour
online-undo_passed = Votre dernier tour est passé (rien ne pouvait bouger) : repris, le même jet le ferait passer encore.
online-card_undo_asked = { $name } demande à reprendre le dernier coup : acceptez ou refusez.
online-card_undo_waiting = En attente de la réponse { DE($name) } à votre reprise…
online-resign = Abandonner
online-resign_sure = Abandonner la partie ?
online-resign_yes = Oui, abandonner
online-resign_no = Non, continuer
online-leave = Quitter
online-stopped = La partie s'est arrêtée, les deux apps n'étant plus d'accord sur la position : { $why }
online-refused_entry = L'application de votre ami n'a pas laissé entrer celle-ci : { $why }. Demandez-lui une nouvelle invitation.
online-versions = L'app de votre ami (unlur { $app }) joue en ligne dans une autre version que la vôtre (unlur { $ours }) : il vous faut la même version à tous les deux.
online-turned_away = L'app d'un ami (unlur { $app }) joue en ligne dans une autre version que la vôtre (unlur { $ours }) et a été refusée : l'invitation reste ouverte à la même version.
online-protocol = protocole { $n }
online-note_refused = L'app de votre ami a envoyé ce que celle-ci refuse ; rien n'a changé ({ $why }).
online-note_they_refused = L'app de votre ami a refusé ce que celle-ci a envoyé ; rien n'a changé ({ $why }).
online-note_declined = { $name } a refusé de reprendre votre coup : il reste joué.
online-taken = cette partie se joue déjà avec quelqu'un d'autre
online-wrong_code = le code de l'invitation ne correspond pas (une invitation ancienne ou mal recopiée)
online-note_problem = Un problème ici : { $why }
online-error-not_begun = la partie n'a pas commencé
online-error-resigned = la partie est finie : le joueur { $player } a abandonné
online-error-stopped = la partie a été arrêtée : { $why }
online-error-not_their_turn = « { $action } » : ce n'est pas au joueur { $player } de jouer
online-error-action = « { $action } » : { $why }
online-error-dice_unused = « { $action } » laisse inutilisés les dés lancés
online-error-other_dice = « { $action } » ne se joue pas avec les dés tirés ({ $drawn })
online-error-other_dice_for = « { $action } » ne se joue pas avec les dés tirés ({ $drawn }, pour « { $intent } »)
online-error-none_yet = aucun pour l'instant
online-error-undo_waits = une reprise attend sa réponse
online-error-nothing_to_take_back = vous n'avez aucune action à reprendre
online-error-no_undo_asked = l'autre joueur n'a demandé aucune reprise
online-error-no_dice = { $game } se joue sans dés
online-error-not_your_turn = ce n'est pas votre tour
online-error-throw_unanswered = le dernier lancer attend encore sa réponse
online-error-thrown_already = les dés sont déjà lancés
online-error-other_intent = ces lancers sont pour « { $for } », pas pour « { $intent } »
online-error-no_game = aucune partie en ligne
online-error-not_written = { $file } : { $why }
online-error-kept = la partie en ligne gardée ici est illisible : { $why }
online-error-chain_used_up = la chaîne des dés est épuisée (une partie de 20000 lancers)
online-refuse-unreadable = une ligne illisible ({ $why })
online-refuse-host_sets_up = seul l'hôte prépare la partie
online-refuse-set_up_already = la partie est déjà préparée
online-refuse-guest_commits = seul l'invité s'engage sur les dés après la partie
online-refuse-committed_already = l'engagement sur les dés est déjà pris
online-refuse-played_already = l'action { $n } est déjà jouée (un message répété)
online-refuse-out_of_order = l'action { $n } avant l'action { $next } (dans le désordre)
online-refuse-undo_asked = vous avez demandé d'annuler : attendez la réponse
online-refuse-differ_after = après l'action { $n } « { $action } », les positions diffèrent (empreinte { $hash }, ici { $mine }) : la partie s'arrête
online-refuse-not_last = l'action { $n } n'est pas votre dernière action
online-refuse-undo_already = une annulation est déjà demandée
online-refuse-differ_takeback = après l'annulation de l'action { $n }, les positions diffèrent (empreinte { $hash }, ici { $mine }) : la partie s'arrête
online-refuse-differ_at = après { $n } actions, les positions diffèrent (empreinte { $hash }, ici { $mine }) : la partie s'arrête
online-refuse-lacks = il manque à l'autre app l'action { $n } « { $action } », qu'elle a jouée : la partie s'arrête
online-refuse-throw_uncommitted = un lancer avant l'engagement sur les dés
online-refuse-throw_revealed = le lancer { $k } est déjà révélé, avec un autre élément
online-refuse-throw_out_of_order = le lancer { $k } avant le lancer { $next } (dans le désordre)
online-refuse-throw_unmatched = lancer { $k } : l'élément ne correspond pas aux dés engagés
online-refuse-throw_zero = le lancer 0 tire qui commence
online-refuse-throw_not_your_turn = lancer { $k } : ce n'est pas à vous de lancer
online-refuse-throw_thrown = lancer { $k } : les dés de ce coup sont déjà lancés
online-refuse-throw_intent = le lancer { $k } est pour « { $intent } », les lancers d'avant pour « { $before } »
online-refuse-no_undo_of = aucune annulation de l'action { $n } n'a été demandée
online-refuse-no_setup = aucune partie n'a été préparée
online-over = La partie est finie.
online-closed = La connexion est fermée.
online-peer_left = { $name } a quitté la partie (elle reprendra à son retour)
online-away_host = { $name } ne répond plus depuis { $time } : cette app l'appelle encore, et la partie reprend dès que son app la rouvre.
online-away_guest = { $name } n'est plus là depuis { $time } : votre invitation reste ouverte, et la partie reprend dès que son app la rouvre.
online-span_seconds = { $n } s
online-span_minutes = { $n } min
online-span_hours = { $n } h
online-kept = Votre partie avec { $name } vous attend.
online-resume = La reprendre
online-asked_host = Ou inviter pour une nouvelle partie { DE($game) }, comme demandé (une nouvelle invitation : la partie ci-dessus reste gardée).
online-asked_join = Ou rejoindre la partie de l'invitation donnée (la partie ci-dessus reste gardée).
online-start_asked = La commencer

# Leçons
lessons-title = Apprendre à jouer
lessons-intro = De courtes leçons sur le vrai plateau, une étape à la fois : faites ce que la leçon demande, et elle continue.
lessons-new = nouvelle
lessons-done = faite
lessons-keys = Clavier : Tab parcourt les leçons, Entrée en commence une. Dans une leçon, Entrée passe à la suivante une fois finie, Retour arrière la recommence.
lessons-close = Fermer (Échap)
lessons-seat = leçon
lessons-you = Élève
lessons-teacher = Professeur
lessons-heading = Leçon { $n } sur { $of } :
lessons-step = étape { $n } sur { $of }
lessons-complete = Leçon terminée !
lessons-lost = Pas cette fois : rejouez la partie.
lessons-next = Leçon suivante (Entrée)
lessons-again = Rejouer (Entrée)
lessons-restart = Recommencer (Retour arrière)
lessons-leave = Quitter la leçon
lessons-wrong_again = ({ $n }e essai)
lessons-offer = Vous découvrez { $game } ? Apprenez en jouant, une étape à la fois.
lessons-offer_button = Leçons

## Ce que les lecteurs de parties, les règles et les fichiers disent qui ne va pas (les
## règles, les fichiers et la ligne de commande le disent ; la fenêtre et la ligne de
## commande le mettent en mots).

record-at_line = ligne { $line } : { $why }
record-not_header = `{ $text }` n'est pas un en-tête de la forme [Clé "Valeur"]
record-header_twice_differs = `{ $key }` est donné deux fois avec des valeurs différentes ("{ $first }" ligne { $at }, "{ $value }" ici)
record-header_twice = ligne { $line } : `{ $key }` est donné deux fois (la même valeur qu'à la ligne { $at })
record-result_differs = l'en-tête dit `Result "{ $claimed }"` mais { $moves ->
        [turns] les tours donnent
        [actions] les actions donnent
       *[moves] les coups donnent
    } `{ $actual }` ; { $moves ->
        [turns] les tours sont gardés
        [actions] les actions sont gardées
       *[moves] les coups sont gardés
    }
record-bad_resigned = l'en-tête `Resigned "{ $value }"` (ligne { $line }) ne nomme aucun joueur (1 ou 2) : ignoré
record-resigned_after_end = l'en-tête `Resigned "{ $value }"` (ligne { $line }) vient après une partie déjà finie par ses coups : ignoré
record-no_header = la partie n'a pas d'en-tête `{ $key }`
record-header_misspelt = en-tête inconnu `{ $key }` : vouliez-vous dire `{ $meant }` ? (ce jeu lit { $known })
record-header_unknown = ligne { $line } : en-tête inconnu `{ $key }`, ignoré (ce jeu lit { $known })
record-wrong_game = c'est une partie de `{ $found }`, pas { DE($game) }
record-unknown_game = `Game "{ $name }"` n'est pas un jeu que cette app connaît (Unlur, Royal Ur, Uckers)
record-bad_value = `{ $header } "{ $value }"` doit être { $must }
record-must-side = un côté de plateau de 3 à 12
record-must-one_two = 1 ou 2
record-must-one_two_open = 1, 2 ou *
record-must-two_four = 2 ou 4
record-must-colour = yellow, red, green ou blue
record-must-partnership = yellow-green, red-blue ou *
record-at_move = { $kind ->
        [turn] tour { $number } `{ $text }` (ligne { $line })
        [line] ligne { $number } des coups (ligne { $line } du fichier) `{ $text }`
       *[move] coup { $number } `{ $text }` (ligne { $line })
    } : { $why }
puzzle-must-kind = `win in N` (N de 1 à 6) ou `best move`
puzzle-must-win_in = `win in N` : un problème d'Unlur demande un gain
puzzle-must-best_move = `best move` : un problème de jeu de dés demande le meilleur coup
puzzle-must-solutions = au moins un coup
puzzle-must-rating = un nombre entier de 100 à 4000
puzzle-must-margin = un nombre entier de points de 0 à 100
puzzle-in_contract = la position du problème est encore dans le contrat : un problème commence une fois les couleurs connues
puzzle-over = la partie est déjà finie à la position du problème
puzzle-bad_solution = la réponse `{ $move }` n'est pas un coup légal dans la position du problème
puzzle-fewer = le camp au trait gagne en { $moves ->
        [one] un coup
       *[other] { $moves } coups
    }, moins que les { $n } que dit le problème
puzzle-not_winning = `{ $move }` est donné comme réponse mais ne gagne pas en { $n ->
        [one] un coup
       *[other] { $n } coups
    } ou moins
puzzle-also_wins = `{ $move }` gagne aussi en { $n ->
        [one] un coup
       *[other] { $n } coups
    } ou moins mais n'est pas parmi les réponses
puzzle-loses = le camp au trait perd à coup sûr : il n'y a pas de gain à trouver
puzzle-not_proven = le solveur n'a trouvé aucun gain en { $n ->
        [one] un coup
       *[other] { $n } coups
    } ou moins en { $nodes } positions
puzzle-bad_roll = le jet `{ $roll }` n'est pas un jet avec lequel jouer un problème de ce jeu
puzzle-dice-one_move = le jet ne laisse qu'un coup : il n'y a rien à choisir
puzzle-dice-close = `{ $best }` ne bat `{ $next }` que de { $points } points, moins que les 10 qu'il faut à un problème
puzzle-dice-not_confirmed = les parties jouées jusqu’au bout ne confirment pas `{ $best }` : contre `{ $next }` leur intervalle à 95 % va de { $low } à { $high } points ({ $playouts } parties par coup) ; un problème le veut au-dessus de 0 et atteignant 10
puzzle-dice-not_best = `{ $move }` est donné comme réponse mais le meilleur coup est `{ $best }`
puzzle-dice-margin = l'en-tête `Margin` dit { $given } points mais la réponse bat le coup suivant de { $measured }
puzzle-reason-wins = Il gagne la partie.
puzzle-reason-removes = { $count ->
        [one] Il mène son prisonnier jusqu'à son A et le sort du jeu.
       *[other] Il mène ses { $count } prisonniers jusqu'à son A et les sort du jeu.
    }
puzzle-reason-frees = { $count ->
        [one] Il libère une de vos pièces.
       *[other] Il libère { $count } de vos pièces.
    }
puzzle-reason-captures = { $count ->
        [one] Il capture une pièce.
       *[other] Il capture { $count } pièces.
    }
puzzle-reason-officer = Il atteint le A et devient officier.
puzzle-reason-home = { $count ->
        [one] Il rentre une pièce à la maison.
       *[other] Il rentre { $count } pièces à la maison.
    }
puzzle-reason-blob = Il forme un blob : à l'abri, et un barrage.
puzzle-reason-tube = Il fait entrer une pièce dans le tube, hors d'atteinte.
puzzle-reason-out = Il sort une nouvelle pièce.
puzzle-reason-safer = Il laisse moins à portée du prochain jet adverse que le meilleur coup suivant ({ $other }).
puzzle-reason-other_moves = jouer la pièce sur { $square }
puzzle-reason-other_moves_to = jouer la pièce sur { $square } vers { $to }
puzzle-reason-other_enters = faire entrer une nouvelle pièce
puzzle-reason-other_play = { $play }
puzzle-reason-best_chance = Il garde la meilleure chance de gagner : tout autre coup laisse moins.
puzzles-progress-not_toml = ligne { $line } : ce n'est pas du TOML ; la progression des problèmes repart de zéro (le fichier est gardé en puzzles.toml.bak)
puzzles-progress-unknown_game = ligne { $line } : `{ $game }` n'est pas un jeu de cette application
puzzles-progress-bad = ligne { $line } : `{ $key }` est inutilisable ; il repart de zéro
puzzles-progress-in_file = { $path } : { $why }
puzzles-progress-cannot_save = impossible d'enregistrer la progression des problèmes dans { $path } : { $why }
puzzles-title = Problèmes
puzzles-intro = Des positions de vraies parties, chacune avec une réponse prouvée. Chaque problème essayé fait bouger votre classement (Glicko-2) ; seul le premier essai compte, et une bonne réponse après l'indice compte pour moitié.
puzzles-rating = Votre classement : { $rating }
puzzles-provisional = provisoire : il se précise à mesure que vous résolvez des problèmes
puzzles-deviation = ± { $deviation } (95 %)
puzzles-record = { $solved } résolus sur { $total } · { $tried } essayés · série { $streak } (record { $best })
puzzles-start = Commencer un problème
puzzles-keys = Clavier : P ouvre cette fenêtre depuis le menu, Entrée commence un problème. Pendant un problème : H pour l'indice, Entrée pour le suivant, Retour arrière pour réessayer.
puzzles-close = Fermer
puzzles-seat = problème
puzzles-you = Joueur
puzzles-puzzle = Adversaire
puzzles-heading = Problème
puzzles-heading_rating = classé { $puzzle } · vous { $yours } · série { $streak }
puzzles-ask-win_in = { $colour ->
        [black] Noir joue
        [white] Blanc joue
       *[other] À vous
    } et gagne en { $n ->
        [one] un coup.
       *[other] { $n } coups, quelle que soit la défense.
    }
puzzles-ask-best_move = Vous avez fait { $roll } : trouvez le meilleur coup.
puzzles-ask-best_play = Vous avez fait { $roll } : trouvez le meilleur jeu.
puzzles-change = Classement { $before } → { $after } ({ $delta }) · série { $streak }
puzzles-change_hinted = Classement { $before } → { $after } ({ $delta }) : avec l'indice, une demi-victoire · série { $streak }
puzzles-right = Bien joué !
puzzles-wrong-reply_wins = Pas celui-ci : { $reply } gagne pour l'autre camp.
puzzles-wrong-reply_stops = Pas celui-ci : après { $reply }, le gain en { $n } a disparu.
puzzles-wrong-chances = Pas le meilleur : votre coup ({ $played_move }) vous laisse { $played } % de chances de gagner. Le meilleur, joué à sa place sur le plateau : { $best_move }, { $best } %.
puzzles-wrong-no_win = Pas celui-ci : cette pierre ne gagne pas.
puzzles-wrong-plain = Pas celui-ci.
puzzles-hud_right = Résolu : Entrée pour le problème suivant
puzzles-hud_wrong = Pas celui-là : Retour arrière pour réessayer, Entrée pour le suivant
puzzles-next = Problème suivant (Entrée)
puzzles-retry = Réessayer (Retour arrière)
puzzles-skip = Passer
puzzles-hint = Indice (H)
puzzles-hint_half = (une bonne réponse ne compte plus que pour moitié)
puzzles-leave = Quitter
puzzle-hint-column = La réponse est parmi les cases éclairées, celles de la lettre { $column }.
puzzle-hint-enter = Le coup fait entrer une nouvelle pièce.
puzzle-hint-base = Sortez une pièce de la base du { $colour }.
puzzle-hint-square = Jouez la pièce sur { $square }.
unlur-cell-malformed = `{ $text }` n'est pas une case : écrivez la lettre d'une rangée puis un nombre, comme `d4`
unlur-cell-no_row = `{ $text }` est hors du plateau : les rangées vont de `a` à `{ $last }` sur un côté { $side }
unlur-cell-no_column = `{ $text }` est hors du plateau : la rangée `{ $row }` a les cases 1 à { $len }
unlur-table-bad_side = `{ $options }` n'est pas un côté de plateau de 3 à 12
ur-play-move = { $from } → { $to }
ur-play-pass = rien à jouer
ur-play-written = { $text }
ur-notation-not_a = `{ $text }` n'est pas { $what }
ur-notation-roll = un lancer de dé (1 à 6)
ur-notation-square = une case (1 à 14)
ur-notation-piece = un numéro de pièce (1 à 7)
ur-notation-turn = un tour est un lancer et un coup, comme `4 2:7-11`, `3 D-3` ou `6 --`
ur-notation-none_at_d = aucune pièce n'attend en D
ur-notation-not_move = `{ $text }` n'est pas un coup : écrivez D-3, 2:7-11, 5:13>11, 5:13<9 ou --
ur-notation-soldier_sign = la pièce { $n } est un soldat : ses coups s'écrivent avec `-`
ur-notation-officer_sign = la pièce { $n } est un officier : ses coups s'écrivent avec `>` ou `<`
ur-notation-at_d = elle attend en D
ur-notation-on_square = elle est sur la case { $square }
ur-notation-off_board = elle n'est pas sur le plateau
ur-notation-not_there = la pièce { $n } n'est pas sur la case { $from } : { $place }
ur-notation-lands = avec un { $roll }, la pièce { $n } va de { $start } à { $lands }, pas à { $to }
ur-record-no_first = la partie n'a pas d'en-tête `First` ; le joueur 1 commence
ur-table-no_options = Royal d'Ûr n'a pas d'options (`{ $options }`)
ur-table-no_roll = `{ $text }` ne commence pas par un lancer de 1 à 6
uckers-error-over = la partie est terminée
uckers-error-bad_dice = dés { $a }-{ $b } : chaque dé montre 1 à 6
uckers-error-illegal_play = ce n'est pas un coup permis avec { $dice }
uckers-error-too_many_throws = les lancers s'arrêtent après le lancer { $after } ; { $more ->
        [one] { $more } de plus a été donné
       *[other] { $more } de plus ont été donnés
    }
uckers-error-too_few_throws = les lancers s'arrêtent trop tôt : les règles en demandent un autre
uckers-notation-listing = { $shown }{ $more ->
        [0] {""}
       *[other] {" "}(et { $more } de plus)
    }
uckers-notation-colour = `{ $text }` : une ligne commence par la couleur qui lance, Y, R, G ou B
uckers-notation-not_turn = c'est au tour du { $to_move }, pas du { $colour }
uckers-notation-roll = un lancer s'écrit `Y 6-3: y:yB-t0 y:t10-t13` (dés, deux-points, coup)
uckers-notation-dice = `{ $text }` n'est pas deux dés comme 6-3
uckers-notation-can_play = quelque chose peut être joué
uckers-notation-cannot_play = rien ne peut être joué (écrivez --)
uckers-notation-not_legal = ce n'est pas un des coups permis avec ces dés
uckers-notation-play_refused = `{ $play }` avec { $dice } : { $why } ; permis : { $legal }
uckers-notation-no_declaration = aucune déclaration n'est possible maintenant
uckers-notation-possible = possibles : { $list }
uckers-notation-declaration_refused = `{ $text }` n'est pas possible maintenant ; { $possible }
uckers-notation-throw = `{ $text }` n'est pas un lancer de deux dés comme 6-2
uckers-unknown_option = option d'Uckers inconnue `{ $option }` (connues : { $known })
uckers-options-empty = rien entre deux virgules dans les options `{ $text }`
uckers-options-twice = l'option `{ $option }` est donnée deux fois
uckers-options-none_and = `none` est le jeu de base, sans option : il ne peut pas figurer à côté d'une option dans `{ $text }`
uckers-record-no_players = la partie n'a pas d'en-tête `Players` ; 4 joueurs
uckers-record-no_first = la partie n'a pas d'en-tête `First` ; jaune commence
uckers-table-players = une partie à { $n } joueurs (le jeu en ligne se joue à deux)
storage-missing = fichier introuvable
storage-not_a_file = pas un fichier ordinaire ({ $kind ->
        [folder] un dossier
        [pipe] un tube nommé
        [socket] une socket
        [device] un périphérique
       *[other] pas un fichier simple
    })
storage-too_large = le fichier est trop gros ({ $bytes } octets ; au plus { $max } sont lus)
storage-system = { $why }
storage-not_text = pas du texte UTF-8 : octet invalide 0x{ $byte } ligne { $line }, colonne { $column }{ $utf16 ->
        [yes] {" "}(le fichier semble en UTF-16 : enregistrez-le en UTF-8)
       *[no] {""}
    }
saved-cut_short = une sauvegarde interrompue quand l'app s'est fermée, illisible
saved-not_whole = elle ne contient aucun coup et n'est pas telle que l'app écrit une partie : elle a été tronquée ou modifiée hors de l'app
review-no_thread = pas de fil pour l'analyse : { $why }
review-internal = l'analyse s'est arrêtée sur une erreur interne

## La ligne de commande (`unlur replay`, `unlur match`, `unlur engine`…) : ce qu'elle dit à une personne.

cli-error = erreur : { $why }
cli-warning = attention : { $why }
cli-args-level = `{ $text }` : niveau d'IA inconnu (beginner, easy, strong, max)
cli-args-seat = `{ $text }` n'est pas une place : écrivez human ou ai:NIVEAU
cli-args-lesson = `{ $text }` n'est pas une leçon : JEU-N, comme unlur-1 à unlur-{ $unlur }, ur-1 à ur-{ $ur }, uckers-1 à uckers-{ $uckers }
cli-args-language = `{ $text }` : les langues sont en et fr
cli-args-quality = `{ $text }` : les qualités sont auto, low et high
cli-args-palette = `{ $text }` : les palettes sont standard, colour-blind et high-contrast
cli-args-seconds = `{ $text }` n'est pas un nombre de secondes : donnez plus de 0 et au plus 600
cli-args-seed = `{ $text }` n'est pas une graine : donnez un nombre entier de 0 à { $max }
cli-args-whole = `{ $text }` n'est pas { $what ->
        [pixels] une taille de fenêtre en pixels
        [threads] un nombre de fils d'exécution
        [games] un nombre de parties
        [side] un côté de plateau
        [stones] un nombre de pierres
        [frames] un nombre d'images
       *[seat] une place
    } : donnez { $low } à { $high }
cli-args-threshold = `{ $text }` n'est pas un seuil : donnez un nombre de 0 à 1
cli-args-is_folder = { $path } est un dossier : donnez un nom de fichier
cli-args-no_folder = impossible d'écrire { $path } : le dossier { $folder } n'existe pas
cli-args-is_file = { $path } est un fichier, là où il faut un dossier
cli-args-cannot_make = impossible de créer le dossier { $path } : { $why }
cli-args-cannot_write_in = impossible d'écrire dans { $path } : { $why }
cli-option = { $option } : { $why }
cli-levels = --level `{ $text }` : les niveaux sont beginner, easy, strong et max
cli-size = --size { $size } n'est pas de 3 à 12
cli-sounds_written = sons écrits dans { $path }
cli-sounds_unwritten = impossible d'écrire les sons dans { $path } : { $why }
cli-at_file = { $path } : { $why }
cli-to_move = { A($name) } de jouer
cli-to_roll = { A($name) } de lancer
cli-unlur-replay_head = côté { $side }, { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    }
cli-unlur-colours = { $black } a passé et joué les Noirs ; { $white } a joué les Blancs
cli-unlur-in_contract = encore dans le contrat
cli-cannot_write = impossible d'écrire { $path } : { $why }
cli-match-no_games = aucune partie
cli-match-rate = { $wins }/{ $games } = { $percent } % ± { $half } %
cli-match-games_zero = --games doit valoir au moins 1
cli-match-progress = [{ $done }/{ $games }] partie { $game } : { $line } (à { $seconds } s)
cli-match-timing = { $name } : { $decisions ->
        [one] { $decisions } décision
       *[other] { $decisions } décisions
    }, { $average } ms en moyenne, au plus { $longest } ms
cli-match-game_won = { $who } gagne, { $unit ->
        [turns] { $length ->
            [one] { $length } tour
           *[other] { $length } tours
        }
       *[actions] { $length ->
            [one] { $length } action
           *[other] { $length } actions
        }
    }
cli-match-unfinished = inachevée
cli-match-dice_head = { $title }, { $games ->
        [one] { $games } partie
       *[other] { $games } parties
    } sur { $threads } fils en { $seconds } s, { $length } { $unit ->
        [turns] tours
       *[actions] actions
    } par partie finie{ $more }
cli-match-left_out = { $n ->
        [one] { $n } partie encore en cours après { $most } { $unit ->
            [turns] tours
           *[actions] actions
        }, laissée de côté
       *[other] { $n } parties encore en cours après { $most } { $unit ->
            [turns] tours
           *[actions] actions
        }, laissées de côté
    }
cli-match-p1_wins = p1 ({ $spec }) gagne : { $rate }
cli-match-first_mover = qui joue en premier gagne : { $rate }
cli-match-first_partnership = l'équipe qui a lancé en premier gagne : { $rate }
cli-ur-replay_head = Royal d'Ûr, { $turns ->
        [one] { $turns } tour
       *[other] { $turns } tours
    }
cli-ur-counts = { $name } : { $waiting } en attente, { $free } sur le plateau, { $prisoners ->
        [one] { $prisoners } prisonnière
       *[other] { $prisoners } prisonnières
    }, { $removed ->
        [one] { $removed } retirée
       *[other] { $removed } retirées
    }
cli-ur-won = { $winner } a retiré les sept pièces de { $loser }
cli-uckers-title = Uckers (options : { $options })
cli-uckers-stings = , { $n ->
        [one] { $n } défaite à huit pièces
       *[other] { $n } défaites à huit pièces
    }
cli-uckers-replay_head = Uckers, { $players } joueurs, options : { $options }, { $lines ->
        [one] { $lines } ligne
       *[other] { $lines } lignes
    }
cli-uckers-counts = { $colour } ({ $name }) : { $base } à la base, { $track } sur la piste, { $tube } dans le tube, { $home } à la maison
cli-uckers-sting = { $who } subissent la défaite à huit pièces
cli-review-cancelled = l'analyse a été annulée
cli-review-done = { $moves ->
        [one] { $moves } coup analysé
       *[other] { $moves } coups analysés
    } en { $seconds } s sur { $threads } fils
cli-calibrate-samples = { $positions } positions tirées de { $games ->
        [one] { $games } partie
       *[other] { $games } parties
    }
cli-calibrate-samples_file = { $positions } positions en jeu tirées de { $path }
cli-calibrate-lean = le penchant de la recherche pour le joueur au trait, ajusté avec l'étalonnage : { $lean }
cli-calibrate-scores = perte logarithmique { $log }, score de Brier { $brier }
cli-calibrate-band = prédit { $low }-{ $high } % : gagné { $won } % sur { $n }
cli-calibrate-unlur_only = --save, --load, --held-out et --contracts sont pour l'Unlur (--game unlur)
cli-calibrate-cannot_write = impossible d'écrire { $path } : { $why }
cli-calibrate-bad_position = { $path }, ligne { $line } : pas une position écrite par --save ({ $why })
cli-calibrate-held_out = { $positions } positions mises à part, la chance de l'analyse avec { $calibration ->
        [fit] le nouvel ajustement
       *[other] l'étalonnage livré
    }, par décile :
cli-calibrate-decile = décile { $decile } : prédit { $predicted } %, gagné { $won } % sur { $n }
cli-online-no_window = seulement avec --p human : le siège d'une IA n'ouvre pas de fenêtre
cli-online-window = la fenêtre n'a pas pu continuer
cli-online-dialling = appel de l'hôte… (Ctrl+C pour arrêter)
cli-online-still_dialling = toujours en appel de l'hôte ({ $seconds } s ; Ctrl+C pour arrêter)
cli-engine-over = la partie est terminée
cli-engine-level = `{ $text }` n'est pas un niveau (beginner, easy, strong, max)
cli-engine-time = `{ $text }` n'est pas un nombre de secondes de 0.001 à { $most }
cli-engine-names = names prend deux noms (sans espace dans l'un ni l'autre)
cli-engine-names_quote = un nom ne peut pas contenir `"` : une partie enregistrée écrit les noms entre guillemets
cli-engine-no_command = une commande doit suivre l'identifiant
cli-engine-unknown = commande inconnue `{ $text }` (list_commands les donne)
cli-engine-game = game prend un jeu : unlur CÔTÉ, ur ou uckers [OPTIONS]
cli-engine-no_game = `{ $text }` n'est pas un jeu (unlur, ur, uckers)
cli-engine-play = play prend un coup écrit comme dans les parties enregistrées
cli-engine-no_dice = { $game } n'a pas de dés
cli-engine-internal = erreur interne : { $why }
cli-engine-asked_dice = l'IA de { $seat } a demandé des dés
cli-engine-no_undo = rien à reprendre
cli-engine-throw = `{ $text }` n'est pas un lancer (faces 1 à 6)
cli-engine-throw_dice = `{ $text }` n'est pas un lancer { $dice ->
        [one] d'un dé
       *[other] de { $dice } dés
    }
cli-engine-ai = l'IA ne peut pas jouer : { $why }
cli-unlur-side = le côté { $side } n'est pas de 3 à 12
cli-bench-bridge = côté { $side } : parties simulées guidées par les ponts : { $rate }/s
cli-bench-careful = côté { $side } : parties simulées prudentes (ponts, sans jamais achever le seul but adverse) : { $rate }/s
cli-bench-mcts = côté { $side } : MCTS avec RAVE : { $rate } parties simulées/s ({ $nodes } nœuds)
cli-puzzles-progress = { $found }/{ $count } problèmes de { $games } parties ({ $seconds } s)
cli-puzzles-made = { $count ->
        [one] un problème
       *[other] { $count } problèmes
    } ({ $kinds }) de { $games } parties en { $seconds } s sur { $threads ->
        [one] un fil
       *[other] { $threads } fils
    } ({ $rate } problèmes par minute et par cœur), écrits dans { $path }
cli-puzzles-unwritable = impossible d'écrire les problèmes dans { $path } : { $why }
cli-puzzles-unreadable = impossible de lire { $path } : { $why }
cli-puzzles-without_playouts = les réponses et marges des jeux de dés prouvées par l'expectimax ; les parties jouées qui les ont confirmées n'ont pas été rejouées (--without-playouts)
cli-puzzles-all_proven = { $count ->
        [one] un problème vérifié en { $seconds } s : prouvé
       *[other] { $count } problèmes vérifiés en { $seconds } s : tous prouvés
    }
cli-puzzles-some_failed = { $failed } problèmes sur { $count } ont échoué à la vérification ({ $seconds } s)
cli-solve_bench-counts = { $positions } positions après le contrat en { $games } parties : gains prouvés en { $wins } coups à soi ; { $losses } pertes prouvées ; { $unknown } ni l'un ni l'autre
cli-solve_bench-unknown = pas de gain en { $depth } coups (la recherche qui le dit) : médiane { $median } ms, 90 % en moins de { $p90 } ms, au plus { $most } ms
cli-unlur-save_records = --save-records est pour Royal d'Ûr et Uckers
cli-unlur-game_won = { $who } gagne avec les { $colour ->
        [black] Noirs
       *[white] Blancs
    }, { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    }
cli-unlur-match_head = côté { $side }, { $games ->
        [one] { $games } partie
       *[other] { $games } parties
    } sur { $threads } fils en { $seconds } s, { $moves } coups par partie
cli-unlur-as_colour = { $who } ({ $spec }) avec les { $colour ->
        [black] Noirs
       *[white] Blancs
    } : { $rate }
cli-unlur-black_wins = les Noirs gagnent : { $rate }

## Ce que l'app dit dans le terminal quand elle ne peut pas ouvrir sa fenêtre.

start-how = lancez-la dans une session de bureau, ou sous xvfb-run
start-no_display = erreur : aucun affichage trouvé (ni DISPLAY ni WAYLAND_DISPLAY n'est défini) : { start-how }
start-no_wayland = erreur : aucun affichage trouvé : la socket Wayland { $socket } n'existe pas ; { start-how }
start-no_x11 = erreur : aucun affichage trouvé : l'affichage X `{ $display }` est injoignable ; { start-how }
start-no_adapter = erreur : aucun adaptateur graphique utilisable ({ $detail }) ; il faut un pilote Vulkan, Metal, DirectX 12 ou OpenGL (sous Linux, ceux de Mesa conviennent)
start-no_window = erreur : la fenêtre n'a pas pu s'ouvrir ({ $detail }) ; { start-how }

## Une invitation à une partie en ligne illisible.

invitation-format = cette invitation est au format `{ $found }`, cette app lit `{ $format }` : les deux joueurs ont besoin de la même version d'unlur
invitation-start = une invitation commence par `{ $format }+`
invitation-hex = { $what ->
        [key] la clé de l'invitation n'est pas faite de { $len } chiffres hexadécimaux
       *[code] le code de l'invitation n'est pas fait de { $len } chiffres hexadécimaux
    }
invitation-part = `{ $part }` dans l'invitation n'est ni une adresse ni un relais
online-net-relay = { $var } : `{ $value }` n'est pas l'adresse d'un relais (comme https://relay.example.org)
online-net-relay_ca = { $var } : { $path } : { $why }
online-net-unreadable = impossible de le lire : { $why }
online-net-not_pem = pas un fichier de certificats PEM ({ $why })
online-net-no_certificate = aucun certificat dedans (PEM, -----BEGIN CERTIFICATE-----)
online-net-loopback = impossible d'utiliser l'adresse de bouclage : { $why }
online-net-port = impossible d'utiliser le port { $port } : { $why }
online-net-open = impossible d'ouvrir le réseau : { $why }
online-net-bad_key = la clé de l'invitation n'est pas une clé : { $why }
online-net-gave_up = l'hôte est resté injoignable pendant { $time } : vérifiez que l'app de votre ami est toujours ouverte sur la partie, ou demandez une nouvelle invitation
online-net-minutes = { $n ->
        [one] une minute
       *[other] { $n } minutes
    }
online-net-seconds = { $n ->
        [one] { $n } seconde
       *[other] { $n } secondes
    }
online-net-wrong_key = cette invitation n'a pas été faite par l'app jointe (une autre app répond à son adresse) : demandez une nouvelle invitation à votre ami
online-net-no_runtime = pas d'environnement réseau : { $why }
online-net-flooded = l'autre côté a envoyé des messages plus vite qu'ils ne pouvaient être lus : la connexion a été coupée

## Un joueur sur la ligne de commande (`ai:strong`, `ai:easy:500ms`, `random`).

ai-spec-level = `{ $spec }` : niveau inconnu `{ $level }` (beginner, easy, strong, max)
ai-spec-budget = `{ $spec }` : `{ $budget }` n'est pas un budget de 1ms à { $seconds }s (comme 500ms ou 1.5s) ou de 1p à { $playouts }p parties simulées
ai-spec-depth = `{ $spec }` : `{ $depth }` n'est pas une profondeur de 1 à { $most }
ai-spec-unlur_player = `{ $spec }` n'est pas un joueur : écrivez ai:NIVEAU[:BUDGET], uct:BUDGET ou random
ai-spec-dice_player = `{ $spec }` n'est pas un joueur de ce jeu : écrivez ai:NIVEAU[:PROFONDEUR] ou random
