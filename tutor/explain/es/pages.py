"""Español para las páginas: la navegación, las palabras que comparten, Inicio, Ajustes y la
chuleta (también su página para imprimir)."""

from __future__ import annotations

from typing import Final

CHEAT: Final[dict[str, str]] = {
    "cheat.turn": "Un turno",
    "cheat.draw": "Roba {n:una carta|{n} cartas} del mazo, o levanta el pozo entero.",
    "cheat.red-three": "Pon aparte un 3 rojo enseguida y roba una carta por él.",
    "cheat.meld": "Baja lo que quieras (la primera bajada de tu equipo debe llegar a su "
                  "mínimo).",
    "cheat.discard": "Termina con un descarte, salvo que cierres bajando todas las cartas.",
    "cheat.melds": "Juegos",
    "cheat.meld-rank": "Tres o más cartas de un mismo valor, del 4 al as.",
    "cheat.limits": "Al menos {naturals} naturales, como mucho {wilds} comodines (los 2 y los "
                    "jokers).",
    "cheat.limits-more-naturals": "Al menos {naturals} naturales, como mucho {wilds} "
                                  "comodines (los 2 y los jokers), y más naturales que "
                                  "comodines.",
    "cheat.canasta": "{n} cartas hacen una canasta: limpia sin comodines, sucia con uno o "
                     "más.",
    "cheat.black-threes": "3 negros: solo al cerrar, de 3 a {most} juntos, sin comodín.",
    "cheat.red-threes": "Los 3 rojos nunca se bajan en un juego.",
    "cheat.one-meld": "Un solo juego de cada valor por equipo: las demás cartas de ese valor "
                      "van a ese juego.",
    "cheat.pile": "El pozo",
    "cheat.open-pair": "Sin congelar: baja su carta de arriba con un par natural de ese valor "
                       "de tu mano.",
    "cheat.open-pair-or-wild": "Sin congelar: baja su carta de arriba con un par natural de "
                               "ese valor, o con un natural y un comodín, de tu mano.",
    "cheat.open-add": "Sin congelar: o agrega su carta de arriba al juego de ese valor de tu "
                      "equipo.",
    "cheat.frozen-until": "Está congelado para un equipo hasta que ese equipo haya hecho su "
                          "primera bajada.",
    "cheat.wild-freezes": "Un comodín en el pozo lo congela para todos.",
    "cheat.red-three-freezes": "También un 3 rojo dado vuelta en el reparto.",
    "cheat.black-three-freezes": "También un 3 negro.",
    "cheat.frozen-pair": "Congelado: solo lo levanta un par natural de tu mano del valor de la "
                         "carta de arriba.",
    "cheat.stopped": "Un comodín o un 3 negro arriba impide al jugador siguiente levantarlo.",
    "cheat.take": "Se levanta bajando enseguida la carta de arriba; el resto pasa a tu mano.",
    "cheat.stock-out-play-on": "Acabado el mazo: el juego sigue mientras cada jugador levanta "
                               "el último descarte y lo baja; la mano termina cuando un "
                               "jugador tiene que robar y no puede.",
    "cheat.stock-out-ends": "Acabado el mazo: la mano termina enseguida.",
    "cheat.minimums": "Primera bajada: el mínimo",
    "cheat.band": "Total del equipo {span}: {n}.",
    "cheat.band-below": "por debajo de {n}",
    "cheat.band-any": "cualquier total",
    "cheat.band-from": "desde {n}",
    "cheat.band-range": "de {low} a {high}",
    "cheat.add-up": "Todos los juegos de un turno se suman; los premios nunca cuentan.",
    "cheat.top-counts": "Bajar levantando el pozo: su carta de arriba cuenta.",
    "cheat.values": "Valores de las cartas",
    "cheat.values-line": "Joker: {joker} · 2 y as: {ace} · del rey al 8: {high} · del 7 al 4: "
                         "{low} · 3 negro: {black}.",
    "cheat.red-three-value": "Un 3 rojo vale {n}.",
    "cheat.bonuses": "Premios",
    "cheat.going-out": "Cerrar {out}; en mano {concealed} en total.",
    "cheat.canastas": "Canasta limpia {natural}; canasta sucia {mixed}.",
    "cheat.red-bonus": "3 rojos: {one} por uno, {all} por los {n}; un equipo que no bajó nada "
                       "los resta.",
    "cheat.going-out-title": "Cerrar",
    "cheat.need": "Tu equipo necesita {n:n canasta}; cuenta una canasta completada al cerrar.",
    "cheat.must-ask": "Primero tienes que preguntar al compañero «¿Puedo cerrar?»; la "
                      "respuesta obliga.",
    "cheat.may-ask": "Puedes preguntar al compañero «¿Puedo cerrar?»; la respuesta obliga.",
    "cheat.scoring": "La cuenta de una mano, en este orden",
    "cheat.score-out": "Primero, el cierre (o el cierre en mano).",
    "cheat.score-canastas": "Después cada canasta.",
    "cheat.score-reds": "Después los 3 rojos.",
    "cheat.score-melded": "Más cada carta bajada.",
    "cheat.score-left": "Menos cada carta que quede en las manos del equipo.",
    "cheat.game-end": "La partida termina cuando un total llega a {n}; gana el total más alto.",
    "cheat.floor": "Un equipo cuyo total cae a {n} o menos pierde la partida enseguida.",
    "cheat.print-title": "Chuleta de canasta: {name}, {n} jugadores",
    "cheat.print-sub": "Canasta Tutor · las reglas de esta mesa",
}

#: The pages' own words: the navigation, what every page shares, each page's.
SHARED: Final[dict[str, str]] = {
    "nav.home": "Inicio",
    "nav.learn": "Aprender",
    "nav.practice": "Practicar",
    "nav.first_hand": "Primera mano",
    "nav.play": "Jugar",
    "nav.review": "Repaso",
    "nav.progress": "Progreso",
    "nav.cheat_sheet": "Chuleta",
    "nav.score_pad": "Libreta de tantos",
    "nav.checker": "Verificador de posiciones",
    "nav.settings": "Ajustes",
    "nav.club": "Club",
    "page.rules-in-force": "Reglas en juego:",
    "page.aria.sidebar": "La barra lateral",
    "page.aria.pages": "Las páginas del tutor",
    "page.aria.expand": "Abrir la barra lateral",
    "page.aria.collapse": "Cerrar la barra lateral",
    "page.aria.heading-link": "Un enlace a este título",
    "page.learner": "alumno",
    "page.learner-side": "Alumno: **{name}**",
    "page.rules-side": "Reglas en juego: **{rules}**",
    "cheat.page-title": "Chuleta",
    "cheat.page-caption": "{table}: las reglas en juego (se cambian en Ajustes).",
    "cheat.download": "Descargar la página para imprimir (una hoja A4)",
    "table.label": "{rules} · {n} jugadores",
    "table.label-teams": "{rules} · {n} jugadores, {teams}",
    "home.title": "Canasta Tutor",
    "home.intro": "Aprende la canasta clásica con sus hojas de reglas, una regla a la vez; "
                  "practica con posiciones que un motor de reglas comprueba y explica; y "
                  "comprueba el pozo o la cuenta de una mesa real.",
    "home.steps": "Pasos de lección aprendidos",
    "home.answered": "Preguntas respondidas",
    "home.answered-help": "Cada pregunta cuenta una vez, con los intentos que haya hecho falta.",
    "home.due": "Para repasar",
    "home.review-due": "Repasar {n:el ejercicio pendiente|los {n} ejercicios pendientes}",
    "home.carry-on": "Seguir con tu partida en Jugar",
    "home.progress": "Tu progreso, y qué trabajar ahora",
    "home.learn": "Empezar o seguir las lecciones",
    "home.first-hand": "Jugar tu primera mano, con una guía",
    "home.practise": "Practicar con ejercicios",
    "home.drill": "Ejercicio de pozo congelado",
    "home.score-pad": "Anotar una partida real",
    "settings.language": "Idioma · Language",
    "language.en": "English",
    "language.es": "Español",
    "upload.button": "Subir archivo",
    "learner.guest": "invitado",
    "settings.title": "Ajustes",
    "settings.undo": "Deshacer",
    "settings.rests-on": "Se apoya en: {rule}",
    "settings.rests-on-house": "Se apoya en: {rule} · una regla de la casa en tu mesa",
    "settings.show-on-cards": "Mostrarlo con cartas: {question:lower}",
    "settings.table-rules": "Las reglas de tu mesa",
    "settings.with-house": "{rules}:",
    "settings.back-to-book": "Volver a las reglas del reglamento",
    "settings.as-the-book": "{rules} tal como las da el reglamento. Las mesas difieren en los "
                            "puntos de abajo: fija cada uno como se juega en tu mesa.",
    "settings.name-label": "Tu nombre para estas reglas (por ejemplo: las reglas de la abuela)",
    "settings.save-name": "Guardar el nombre",
    "settings.share": "Compartir estas reglas: un enlace o un archivo",
    "settings.share-link": "Un enlace a estas reglas (las ofrece; no cambia nada hasta que quien "
                           "lo abre lo decide)",
    "settings.download": "Descargarlas como archivo de reglas",
    "settings.open-file": "Abrir un archivo de reglas ({what})",
    "settings.file-too-big": "Este archivo tiene {n:n byte}: un archivo de reglas son unas pocas "
                             "líneas, como mucho {most:n byte}.",
    "settings.offers": "{source} ofrece",
    "settings.offers-in-force": ": las reglas en juego ahora",
    "settings.use": "Usar estas reglas",
    "settings.book": "Reglamento",
    "settings.players": "Jugadores",
    "settings.six-as": "Seis jugadores juegan en",
    "settings.teams-3x2": "tres equipos de dos",
    "settings.teams-2x3": "dos equipos de tres",
    "settings.in-force": "En juego: {table}. Las lecciones, los ejercicios, Jugar, la libreta de "
                         "tantos y el verificador las siguen.",
    "settings.learner": "Alumno",
    "settings.signed-in": "Entraste como **{name}**; tu progreso es solo tuyo en este servidor.",
    "settings.sign-out": "Salir",
    "settings.learning-as": "Estás aprendiendo como **{name}**. El progreso se guarda por nombre "
                            "(sin contraseña); este navegador recuerda tu nombre. Cambia abajo a "
                            "un nombre propio, y usa el mismo nombre en otro dispositivo para "
                            "seguir allí.",
    "settings.switch-label": "Cambiar a otro nombre",
    "settings.switch": "Cambiar",
    "settings.book-answer": "{answer} ({book})",
    "record.not-json": "no es JSON: {detail} (línea {line})",
    "record.bad-field": "{detail}",
    "record.not-a-record": "{value} no es el registro de una partida (su formato es "
                           "canasta-tutor/game)",
    "record.after-the-end": "la mano {n} viene después del final de la partida",
    "record.in-progress": "Mano {n}: todavía en juego, {moves:n jugada} hasta ahora.",
    "record.unfinished": "la mano {n} se corta antes de terminar",
    "record.unreadable-move": "{value} no es una jugada (una jugada se escribe como su repr, por "
                              "ejemplo Draw() o Discard(card=Card('5C')))",
    "record.hand-over": "{value} viene después de terminada la mano",
    "record.wrong-seat": "juega el asiento {seat}, pero es el turno del asiento {current}",
    "record.illegal": "{value} no está permitido aquí: {reason:lower}",
    "record.hand": "Mano {n}: {scores}",
    "record.result": "{verdict}",
    "feedback.right-first": "Bien, al primer intento.",
    "feedback.right-again": "Bien, esta vez sí.",
    "feedback.right-second": "Bien, en tu segundo intento.",
    "feedback.not-quite": "No del todo. Aquí está la regla que lo decide; prueba otra vez.",
    "feedback.not-quite-why": "No del todo: en muchos repartos de las cartas que no ves, esa "
                              "jugada rinde menos que la mejor. Prueba otra vez.",
    "feedback.not-this-time": "Esta vez no. Aquí están la respuesta y el porqué.",
    "feedback.learn-more": "Para saber más:",
    "feedback.look-again": "Vuelve a mirar: **{fields}**.",
    "feedback.deciding-rule": "La regla que lo decide:",
    "feedback.deciding-cards": "{n:La carta|Las cartas} en que se decide:",
    "feedback.add-up": "Vuelve a sumarlo: {sum}",
    "feedback.one-choice": "una elección correcta: ",
    "feedback.answer": "Respuesta — {answer}",
    "feedback.every-choice": "{n:La elección correcta|Todas las elecciones correctas}: "
                             "{choices}",
    "feedback.every-choice-suits": "{n:La elección correcta|Todas las elecciones correctas} "
                                   "(los palos nunca importan): {choices}",
    "feedback.no-cards": "ninguna carta de tu mano: la carta de arriba va a tu juego",
    "feedback.no-discard": "sin descarte",
    "field.lines": "las líneas de tu equipo",
    "field.with": "las cartas que elegiste",
    "field.meld": "las cartas que elegiste",
    "field.possible": "si esto puede pasar en una mesa real",
    "field.legal": "si el juego es válido",
    "field.canasta": "el tipo de canasta",
    "field.points": "lo que suman las cartas",
    "field.can_take": "si puedes levantar el pozo",
    "field.frozen": "si el pozo está congelado",
    "field.minimum": "el mínimo",
    "field.count": "lo que suman los juegos",
    "field.meets": "si los juegos abren al equipo",
    "field.can_go_out": "si puedes cerrar",
    "field.concealed": "cerrar en mano",
    "field.scores": "los totales",
    "field.turned": "cuántas cartas se dan vuelta",
    "field.over": "si la partida terminó",
    "field.winner": "quién ganó",
    "field.minimums": "los mínimos",
    "field.discard": "tu último descarte",
    "field.move": "tu jugada",
}

PAGES: Final[dict[str, str]] = {**CHEAT, **SHARED}
