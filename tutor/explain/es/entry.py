"""Español para lo que la libreta de tantos y el verificador rechazan de lo escrito, cargado
o enlazado, y los lugares que nombran («Ana, juego 2», «línea 4 (mano 2, equipo 1)»)."""

from __future__ import annotations

from typing import Final

PLACES: Final[dict[str, str]] = {
    "at": "{f:field}",
    "at.name": "{name}",
    "at.meld": "{at}, juego {i:#}",
    "at.hand-one": "{at}, cartas que quedaron en la mano",
    "at.hand": "{at}, cartas que quedaron en la mano del jugador {i:#}",
    "at.csv": "línea {line} (mano {n}, equipo {side:#})",
    "at.csv-named": "línea {line} (mano {n}, {name})",
    "at.game-path": "{parts:, /}",
    "at.game.hands": "mano {i:#}",
    "at.game.teams": "equipo {i:#}",
    "at.game.melds": "juego {i:#}",
    "at.game.names": "nombre {i:#}",
    "at.game.lone": "quién jugó solo en la mano {i:#}",
    "at.game.cards": "cartas en la mano {i:#}",
    "at.game.card": "carta {i:#}",
    "at.game.item": "{name} {i:#}",
    "at.game.key": "{name}",
    "side.name": "{i:Side}",
    "src.link": "Este enlace",
    "src.file": "Este archivo",
    "src.saved": "Esta posición guardada",
    "json.at": "línea {line}, columna {col}",
    "json.too-deep": "anidado a demasiada profundidad",
    "json.unreadable": "no se puede leer",
    "size.bytes": "{n:n byte}",
    "size.kb": "{n} KB",
    "size.mb": "{n} MB",
    "size.mb-tenths": "{n},{tenth} MB",
}

PAD: Final[dict[str, str]] = {
    "pad.reasons": "{reasons: /Upper}",
    "pad.from": "{source}: {reason}",
    "pad.cards-typed": "{where:Upper} {value}: las cartas se escriben así: KS KH 2C.",
    "pad.bad-card": "{where:Upper}: {reason}",
    "pad.melds-typed": "{where:Upper} {value}: los juegos se escriben uno por línea, así: KS KH "
                       "KD.",
    "pad.won": "{i:side} ganó con {n}",
    "pad.drawn": "los que van primeros están empatados: empate",
    "pad.game-over": "Esta partida terminó ({over}): empieza una partida nueva para anotar otra "
                     "mano.",
    "pad.no-such-hand": "No hay mano {n:#} que cambiar: esta partida tiene {hands:n mano}.",
    "pad.change-ends-game": "Con este cambio la partida termina después de la mano {last:#} "
                            "({over}), pero {later:la sigue una mano|la siguen {later} manos}: "
                            "corrígelas o deshazlas primero.",
    "pad.nothing-typed": "Todavía no hay nada escrito para esta mano: escribe primero los "
                         "juegos, los 3 rojos y las cartas en la mano de cada equipo.",
    "pad.who-alone": "Indica quién jugó solo contra la pareja.",
    "pad.game-not-json": "Este archivo no es una partida guardada (no es JSON: {reason}).",
    "pad.not-a-game": "Este archivo no es una partida guardada: tiene {value}, no las reglas, "
                      "los jugadores y las manos de una partida.",
    "pad.not-a-game-field": "esto no es un campo de una partida guardada",
    "pad.invalid-game": "Este archivo no es una partida válida: {where} {value}: {reason}.",
    "pad.invalid-entry": "{where:Upper} {value}: {reason}.",
    "pad.unknown-table": "La mesa de esta partida no es una que el tutor conozca: {field} "
                         "{value}: {reason}.",
    "pad.too-many-hands": "Esta partida tiene {n} manos; la libreta guarda como mucho {most} "
                          "(ninguna partida en una mesa se acerca).",
    "pad.too-many-names": "Esta partida nombra {n} equipos, pero {players} jugadores juegan "
                          "como {play_as}.",
    "pad.too-many-lone": "Esta partida dice quién jugó solo en {n} manos pero tiene {hands}.",
    "pad.lone-not-pair": "Mano {n:#}: quién jugó solo ({value}) solo vale en una mano de tres "
                         "jugadores, del que juega solo contra la pareja.",
    "pad.in-hand": "Mano {n:#}: {reason}",
    "pad.after-the-end": "La mano {next:#} viene después del final de la partida: después de "
                         "la mano {last:#} {over}, y una partida terminada no admite más manos.",
    "pad.name-too-long": "El nombre del equipo {side:#} tiene {n} caracteres ({value}); el "
                         "nombre de un equipo tiene como mucho {most}.",
    "pad.file-too-big": "Este archivo pesa {size}; la libreta lee partidas de hasta {most} (una "
                        "partida entera pesa unos pocos KB).",
    "pad.named-file-too-big": "{name} pesa {size}; la libreta lee partidas de hasta {most} "
                              "(una partida entera pesa unos pocos KB).",
    "pad.partner-hand-empty": "Todas las manos de {i:side} están vacías: solo quien cerró "
                              "termina la mano sin cartas; escribe las cartas que todavía tenía "
                              "su compañero (restan al equipo).",
    "pad.csv-lacks": "Este archivo no es un CSV exportado de la libreta: a su primera línea "
                     "le faltan las columnas (con sus nombres en inglés, como las escribe la "
                     "libreta) {columns:, /}.",
    "pad.csv-no-columns": "Este archivo no es un CSV exportado de la libreta: le faltan todas "
                          "las columnas.",
    "pad.csv-too-many-values": "La línea {line} tiene más valores que columnas el encabezado.",
    "pad.csv-cut-short": "La línea {line} está cortada: no tiene valor para {columns:, /}.",
    "pad.csv-unreadable": "Este archivo no es un CSV exportado de la libreta (la línea {line} "
                          "no se puede leer).",
    "pad.csv-no-hand": "Este archivo tiene las columnas de la libreta pero ninguna mano.",
    "pad.csv-two-rows": "{where:Upper}: la mano {n} tiene dos filas para el equipo {side}.",
    "pad.csv-no-row": "La mano {n} no tiene fila para el equipo {side} (en el archivo los "
                      "equipos se numeran desde 0).",
    "pad.csv-two-out": "Mano {n}: cerró más de un equipo (equipos {sides: y /} en el archivo).",
    "pad.csv-bad-hand": "Mano {n}: {reason}.",
    "pad.csv-line": "Línea {line}: {reason:lower}",
    "pad.csv-not-a-number": "Línea {line}: {column} {value} no es un número.",
    "pad.csv-out-of-range": "Línea {line}: {column} {value} no está entre {low} y {high}.",
}

CHECKER: Final[dict[str, str]] = {
    "check.take_pile": "¿Puedo levantar el pozo?",
    "check.meld": "¿Es válido este juego?",
    "check.first_meld": "¿Mi primera bajada llega al mínimo?",
    "check.go_out": "¿Puedo cerrar ahora?",
    "answer.take_pile.can_take.yes": "Sí: puedes levantar el pozo.",
    "answer.take_pile.can_take.no": "No: no puedes levantar el pozo.",
    "answer.take_pile.frozen.yes": "El pozo está congelado para tu equipo.",
    "answer.take_pile.frozen.no": "El pozo no está congelado para tu equipo.",
    "answer.meld.legal.yes": "Sí: este juego es válido.",
    "answer.meld.legal.no": "No: este juego no es válido.",
    "answer.meld.canasta.natural": "Es una canasta limpia.",
    "answer.meld.canasta.mixed": "Es una canasta sucia.",
    "answer.meld.points": "Sus cartas suman {n} puntos.",
    "answer.first_meld.minimum": "La primera bajada de tu equipo necesita {n} puntos.",
    "answer.first_meld.count": "Esta bajada suma {n}.",
    "answer.first_meld.meets.yes": "Sí: esta bajada llega al mínimo.",
    "answer.first_meld.meets.no": "No: esta bajada no llega al mínimo.",
    "answer.go_out.can_go_out.yes": "Sí: puedes cerrar ahora.",
    "answer.go_out.can_go_out.no": "No: no puedes cerrar ahora.",
    "answer.go_out.concealed.yes": "Cerrar ahora es cerrar en mano: bajas toda tu mano en este "
                                   "único turno.",
    "answer.go_out.concealed.no": "",
    "answer.upcard.turned": "Se dan vuelta {n:n carta} para empezar el pozo.",
    "answer.upcard.frozen.yes": "El pozo empieza congelado.",
    "answer.upcard.frozen.no": "El pozo no empieza congelado.",
    "answer.score_hand.scores": "La mano cuenta {values:, /} para los equipos, por orden.",
    "answer.game.over.yes": "La partida terminó.",
    "answer.game.over.no": "La partida sigue: se reparte otra mano.",
    "answer.game.winner": "Gana {n:side}.",
    "answer.game.minimums": "",
    "pad.no-position": "{source} no contiene una posición: contiene {value}.",
    "pad.not-a-check": "{source} contiene una posición de tipo {value}; el tutor solo abre "
                       "estas preguntas: {kinds: · /}",
    "pad.no-kind": "{source} contiene un ejercicio sin tipo de posición; el tutor solo abre "
                   "estas preguntas: {kinds: · /}",
    "pad.position-not-named": "{source}: la posición {value} debería nombrar sus cartas, como "
                              "{{\"pile\": [\"KS\"], …}}.",
    "pad.field-type.cards": "{source}: {where} {value} deberían ser cartas como "
                            "[\"KS\", \"KH\"].",
    "pad.field-type.melds": "{source}: {where} {value} deberían ser juegos como "
                            "[[\"KS\", \"KH\", \"KD\"]].",
    "pad.field-type.score": "{source}: {where} {value} debería ser un número entero entre "
                            "-{most} y {most}.",
    "pad.field-type.flag": "{source}: {where} {value} debería ser true o false.",
    "pad.field-type.card": "{source}: {where} {value} debería ser una carta como \"KS\".",
    "pad.unknown-question": "Pregunta desconocida {value}.",
    "pad.type-the-pile": "El pozo está vacío: escribe sus cartas, primero la de abajo, la de "
                         "arriba al final.",
    "pad.type-the-meld": "Escribe las cartas del juego, por ejemplo KS KH 2C.",
    "pad.type-the-opening": "Escribe los juegos que bajarías, uno por línea.",
    "pad.top-not-in-melds": "Si tomas el pozo: su carta de arriba {card} no está en "
                            "ninguno de los juegos escritos; tomar el pozo la baja en el acto, "
                            "así que escríbela en el juego al que va.",
    "pad.one-top-card": "La carta de arriba del pozo es una sola carta.",
    "pad.type-the-hand": "Escribe tu mano después de robar.",
    "pad.score-not-a-number": "El total de tu equipo {value} no es un número entero.",
    "pad.score-too-big": "El total de tu equipo {n} no es un total de una mesa (está entre "
                         "-{most} y {most}).",
    "pad.link-too-long": "{source} tiene {n} caracteres; el enlace de una posición tiene como "
                         "mucho {most}, así que no puede contener una posición de una mesa.",
    "pad.link-too-deep": "{source} no contiene una posición que el verificador pueda abrir: "
                         "su posición está anidada a demasiada profundidad.",
    "pad.link-cut-short": "{source} no contiene una posición que el verificador pueda abrir; "
                          "puede que se haya cortado.",
    "pad.position-not-json": "Este archivo no es una posición guardada (no es JSON: {reason}).",
    "pad.not-one-puzzle": "Este archivo no es una posición guardada: debería contener un "
                          "ejercicio, no {value}.",
}

KINDS: Final[dict[str, str]] = {
    "answer.yes": "Sí",
    "answer.no": "No",
    "puzzle.from-game": "Una posición de una partida: {kind:lower}",
    "puzzle.shared": "Una posición compartida: {kind:lower}",
    "puzzle.of-step": "{step}: {kind:lower}",
    "puzzle.of-step-n": "{step}, pregunta {n}",
    "puzzle.lesson": "Una pregunta de lección: {kind:lower}",
    "puzzle.new": "Un ejercicio nuevo: {kind:lower}",
    "puzzle.any": "Un ejercicio: {kind:lower}",
    "kind.take_pile": "¿Puedes levantar el pozo?",
    "kind.meld": "¿Es válido este juego?",
    "kind.first_meld": "¿Esta bajada llega al mínimo?",
    "kind.go_out": "¿Puedes cerrar?",
    "kind.score_hand": "Cuenta esta mano",
    "kind.upcard": "Empieza el pozo",
    "kind.game": "Después de la mano",
    "kind.strategy": "¿Qué haría un buen jugador?",
    "theme.frozen": "pozos congelados",
    "theme.blocked": "un pozo bloqueado por un turno",
    "theme.opening": "bajar levantando el pozo",
    "theme.natural_wild": "un natural y un comodín",
    "theme.add_to_meld": "la carta de arriba a tu juego",
    "theme.top_card": "solo cuenta la carta de arriba",
    "theme.minimum": "el mínimo de la primera bajada",
    "theme.concealed": "cerrar en mano",
    "theme.canasta": "canastas",
    "theme.black_threes": "3 negros",
    "theme.red_threes": "3 rojos",
    "theme.from_play": "posiciones de tus partidas",
    "theme.strategy": "estrategia: ¿qué haría un buen jugador?",
}

LINKS: Final[dict[str, str]] = {
    "link.gen-no-kind": "El enlace de un ejercicio generado nombra su tipo y su semilla; este no.",
    "link.no-such-puzzle": "No hay ningún ejercicio llamado {value}. Puede que haya cambiado de "
                           "nombre, o que el enlace se haya cortado.",
    "link.theme": " sobre el tema {theme}",
    "link.level": " con dificultad {n}",
    "link.cannot-make": "No se puede hacer ningún ejercicio del tipo «{kind}»{theme}{level} para "
                        "{players} jugadores con estas reglas; puede que el enlace mezcle un "
                        "tipo con un tema que no le corresponde.",
    "link.no-puzzle": "Este enlace no nombra ningún ejercicio.",
    "link.position": "{reason}",
    "link.unknown-kind": "El enlace pide un tipo de ejercicio llamado {value}; los tipos son "
                         "{kinds:, /}.",
    "link.bad-seed": "La semilla del enlace, {value}, no es un número entero.",
    "link.unknown-rules": "El enlace pide unas reglas llamadas {value}; este tutor conoce "
                          "{known: y /}.",
    "link.bad-rules": "Las reglas del enlace, {value}, no se pueden jugar: {reason}.",
    "link.unknown-theme": "El tema del enlace, {value}, no es uno que este tutor conozca.",
    "link.not-a-number": "El número de jugadores o la dificultad del enlace no es un número.",
    "link.players": "La canasta se juega entre 2, 3, 4 o 6 jugadores, no {n}.",
    "link.difficulty": "La dificultad va de 1 a 5, no {n}.",
    "link.teams": "Seis jugadores juegan en equipos de 3x2 o 2x3, no {value}.",
    "link.no-such-check": "No hay ninguna pregunta de lección llamada {value}.",
    "link.nothing-fits": "Ningún ejercicio encaja con estas opciones; prueba otro tema u otra "
                         "dificultad.",
}
ENTRY: Final[dict[str, str]] = {**PLACES, **PAD, **CHECKER, **KINDS, **LINKS}
