"""Frases en español para los veredictos (juegos, pozo, primera bajada, consultas, cuenta,
posiciones)."""

from __future__ import annotations

from typing import Final

VERDICTS: Final[dict[str, str]] = {
    # juegos (melds.py)
    "meld.red-three": "{card} es un 3 rojo: los 3 rojos se ponen aparte como cartas de premio "
    "y nunca se bajan en un juego.",
    "meld.black-threes-no-wild": "Un juego de 3 negros no lleva comodines, y este tiene "
    "{card}.",
    "meld.black-threes-one-rank": "Un juego es de un solo valor: {card} no puede ir con 3 "
    "negros.",
    "meld.black-three-not-going-out": "{card} es un 3 negro: los 3 negros solo los baja quien "
    "cierra, tres o cuatro juntos; si no, solo se pueden descartar.",
    "meld.black-threes-too-few": "Un juego de 3 negros necesita tres o cuatro, no {n}.",
    "meld.black-threes-too-many": "Un juego de 3 negros lleva tres o cuatro, no {n}.",
    "meld.black-threes-ok": "{n} 3 negros sin comodín: un juego permitido a quien cierra.",
    "meld.one-rank": "Un juego es de cartas de un solo valor; {cards} mezcla {ranks: y /}.",
    "meld.odd-rank": "Un juego es de cartas de un solo valor; {odd} {odd:?no es|no son} "
                     "de {rank} como las demás.",
    "meld.three-cards": "Un juego necesita tres cartas o más; {cards} {n:es una carta|son {n} "
    "cartas}.",
    "meld.three-cards-none": "Un juego necesita tres cartas o más; aquí no hay ninguna.",
    "meld.wilds-alone": "Los comodines nunca forman un juego solos: {cards} no tiene ningún "
    "natural.",
    "meld.too-few-naturals": "Un juego necesita al menos {need} naturales (del 4 al as); "
    "{cards} tiene {n} ({naturals:, /}).",
    "meld.no-naturals": "Un juego necesita al menos {need} naturales (del 4 al as); {cards} no "
    "tiene ninguno.",
    "meld.too-many-wilds": "Un juego lleva como mucho {most} comodines; {cards} tiene {n}.",
    "meld.naturals-exceed-wilds": "En esta mesa un juego lleva más naturales que comodines; "
    "{cards} tiene {naturals} y {wilds}.",
    "meld.natural-canasta": "{n} {rank} y ningún comodín: una canasta limpia.",
    "meld.mixed-canasta": "{n} cartas de {rank} con {wilds:n comodín/comodines}: una canasta "
    "sucia (con algún comodín; limpia es sin ninguno).",
    "meld.legal": "{n} {rank} naturales: un juego válido.",
    "meld.legal-with-wilds": "{n} {rank} naturales y {wilds:n comodín/comodines}: un juego "
    "válido.",
    "meld.short-of-canasta": "Una canasta lleva {size} cartas: a este juego le "
    "{short:falta|faltan} {short:n carta}.",
    "meld.added": "{cards} se agregan al juego del equipo: {reason:lower}",
    # el pozo (pile.py)
    "pile.frozen-by-wild": "{card} en el pozo es un comodín: congela el pozo para todos hasta "
    "que alguien lo levante.",
    "pile.frozen-by-red-three": "{card}, dado vuelta en el reparto, congela el pozo para todos "
    "hasta que alguien lo levante.",
    "pile.frozen-by-black-three": "{card} es un 3 negro: con estas reglas congela el pozo para "
    "todos hasta que alguien lo levante.",
    "pile.black-three-covered": "{card} está tapado: un 3 negro solo bloquea al jugador "
    "siguiente y no congela el pozo.",
    "pile.frozen-not-opened": "Tu equipo todavía no hizo su primera bajada, así que el pozo "
    "está congelado para él.",
    "pile.not-frozen": "Tu equipo ya bajó y nada congela el pozo: no está congelado.",
    "pile.buried": "{cards}, más abajo en el pozo, no {cards:?ayuda|ayudan}: solo cuenta la "
                   "carta de arriba.",
    # la primera bajada (opening.py)
    "opening.band-range": "Con {score} puntos (de {low} a {high}) un equipo necesita {minimum} "
    "para su primera bajada.",
    "opening.band-from": "Con {score} puntos ({low} o más) un equipo necesita {minimum} para su "
    "primera bajada.",
    "opening.band-below": "Con {score} puntos (por debajo de cero) un equipo necesita {minimum} "
    "para su primera bajada.",
    "opening.band-up-to": "Con {score} puntos (hasta {high}) un equipo necesita {minimum} para "
    "su primera bajada.",
    "opening.band-any": "Con {score} puntos un equipo necesita {minimum} para su primera "
    "bajada.",
    "opening.no-meld": "No se baja ningún juego, así que nada abre al equipo.",
    "opening.meld-refused": "Juego {n} ({cards}): {reason}",
    "opening.two-melds-of-a-rank": "Los juegos {first} y {second} son los dos de {rank}: un "
    "equipo tiene un solo juego de cada valor.",
    "opening.counted": "Los juegos suman {total} en valores de cartas; los premios nunca "
    "cuentan.",
    "opening.counted-with-top": "Los juegos suman {total} en valores de cartas (incluida la "
    "carta de arriba del pozo; las de más abajo no); los premios nunca cuentan.",
    "opening.short": "{total} no llega a los {minimum} necesarios: {band:lower}",
    "opening.reaches": "{total} llega a los {minimum} necesarios: {band:lower}",
    "opening.top-not-melded": "La carta de arriba del pozo, {card}, no está en ningún juego; "
    "levantar el pozo es bajarla enseguida.",
    "opening.top-blocked": "La carta de arriba, {card}, no se puede levantar: un comodín o un "
    "3 negro arriba bloquea al jugador siguiente.",
    "opening.top-needs-pair": "El juego con {card} de arriba necesita dos {rank} naturales de "
    "la mano; tiene {n}.",
    # levantar el pozo, cerrar, la carta que abre el pozo, bajar juegos (queries.py)
    "take.can": "Puedes levantar el pozo: {n:n manera} de bajar su carta de arriba, {card}.",
    "take.way-meld": "Baja {card} de arriba con {cards} de tu mano.",
    "take.way-meld-pair": "Baja {card} de arriba con el par natural {pair} de tu mano, y "
                          "{cards} con ellos.",
    "take.way-add-with": "Agrega {card} de arriba y {cards} de tu mano al juego {meld} de tu "
    "equipo.",
    "take.way-add": "Agrega {card} de arriba al juego {meld} de tu equipo.",
    "take.way-open": "Abre con {card} de arriba y {cards} de tu mano{extras:/}: suman "
    "{total}, y tu equipo necesita {minimum}.",
    "take.open-adding": ", agregando {cards} a ese juego",
    "take.open-plus": ", más {cards}",
    "go-out.can": "Puedes cerrar: {plan}.",
    "go-out.concealed-can": "Se puede cerrar en mano, bajando toda la mano en este turno con "
    "una canasta: {plan}.",
    "go-out.not-concealed-melded-before": "No en mano: ya bajaste antes de este turno.",
    "go-out.not-concealed": "No en mano: {reason:lower}",
    "upcard.cover-wild": "{card}, dado vuelta, es un comodín: se tapa con la siguiente carta "
    "del mazo.",
    "upcard.cover-red-three": "{card}, dado vuelta, es un 3 rojo: se tapa con la siguiente "
    "carta del mazo.",
    "upcard.cover-black-three": "{card}, dado vuelta, es un 3 negro: se tapa con la siguiente "
    "carta del mazo.",
    "upcard.black-three-on-top": "{card} queda arriba y es un 3 negro: el primer jugador no "
                                 "puede levantar el pozo.",
    "upcard.black-three-stays": "{card} no se tapa (solo se tapan un comodín o un 3 rojo): "
                                "el pozo empieza con {n:n carta}.",
    "upcard.covered": "{cards} salieron uno tras otro: ninguno puede empezar el pozo, así "
                      "que cada uno se tapa con la siguiente carta del mazo, y el pozo empieza "
                      "con {n:n carta}.",
    "upcard.natural": "{card} es un natural: el pozo empieza con {n:n carta}.",
    "upcard.frozen": "{card}, en el pozo inicial, lo congela para todos.",
    "lay.may": "Puedes bajar estas cartas: {melds: y /}.",
    "lay.opens": "Estas cartas abren a tu equipo: {melds: y /} suman {count}, y tu equipo "
    "necesita {minimum}.",
    "lay.choose": "Elige las cartas que vas a bajar.",
    "lay.not-held": "No todas esas cartas están en tu mano.",
    "lay.short": "{cards} suman {count}: no llegan a los {minimum} que tu equipo necesita para "
    "su primera bajada.",
    "lay.cannot": "{cards} no se {cards:?puede bajar|pueden bajar todas} en este turno.",
    # la cuenta de una mano, la partida después (scoring.py)
    "line.going-out": "cierre",
    "line.going-out-concealed": "cierre en mano",
    "line.natural-canasta": "canasta limpia de {rank}",
    "line.mixed-canasta": "canasta sucia de {rank}",
    "line.red-threes": "{n:n tres rojo/treses rojos}",
    "line.red-threes-penalty": "{n:n tres rojo/treses rojos}, sin haber bajado: se restan",
    "line.melded": "cartas bajadas",
    "line.in-hand": "cartas en la mano",
    "line.in-hand-of": "cartas en la mano del jugador {n}",
    "score.item": "{what} {points:+}",
    "score.item-cards": "{what} ({cards}) {points:+}",
    "score.side": "{side:Side}: {items:, /} = {total}.",
    "score.side-nothing": "{side:Side}: nada = {total}.",
    "score.nobody-out": "Nadie cerró (se acabó el mazo), así que no hay premio por cerrar.",
    "score.pair-shares": "Tres jugadores: el primer equipo es el que juega solo; el segundo es "
    "la pareja, y cada uno de sus miembros se anota el resultado entero de la pareja.",
    "score.pair-splits": "Tres jugadores: el primer equipo es el que juega solo; el segundo es "
    "la pareja, y sus miembros se reparten el resultado de la pareja: {each} cada uno.",
    "game.won": "{side:Side} tiene {total}: la partida a {target} terminó y gana el total más "
    "alto.",
    "game.level-play-on": "Los que van primeros están empatados pasados los {target}: se juega "
    "otra mano.",
    "game.level-drawn": "Los que van primeros están empatados pasados los {target}: la partida "
    "es empate.",
    "game.side-minimum": "{side:Side}: {reason:lower}",
    "game.goes-on": "Ningún equipo llegó a {target}: la partida sigue.",
    "problem.sides-count": "Una partida de {players} jugadores cuenta {want: o /} equipos, no "
    "{n}.",
    "problem.red-threes-negative": "Un número de 3 rojos no puede ser negativo.",
    "problem.every-hand-empty": "Solo quien cerró termina una mano sin cartas; los demás "
    "todavía tienen lo que no pudieron bajar.",
    "problem.too-many-red-threes": "Las barajas tienen {most} 3 rojos, no {n}.",
    "problem.no-such-side": "No existe ese equipo (en el formato de ejercicios el primer equipo es "
    "el 0).",
    "problem.went-out-without-canastas": "{side:Side} tiene {have:n canasta} y para cerrar "
    "hacen falta {need}.",
    "problem.concealed-nobody-out": "Nadie cerró, así que nadie cerró en mano.",
    "problem.who-lone": "el que juega solo",
    "problem.who-pair": "la pareja",
    "problem.who-side": "{side:side}",
    "problem.too-many-hands": "{who:Upper} tiene {members:n jugador/jugadores}, así que lleva "
    "{members:n mano}, no {n}.",
    "problem.too-few-hands": "{who:Upper} tiene {members:n jugador/jugadores}: pon la mano de "
    "cada uno.",
    "problem.too-few-hands-out": "{who:Upper} tiene {members:n jugador/jugadores}: pon la mano "
    "de cada uno, una lista vacía para quien cerró.",
    "problem.out-holds-cards": "{who:Upper} cerró, así que quien cerró no tiene cartas; pon "
    "esa mano vacía.",
    # posiciones imposibles (position.py, audit.py)
    "problem.too-many-copies": "La carta {card} aparece {n} veces en esta posición "
    "({places:, /field}), pero {decks:n baraja} tienen {limit:n copia} de cada carta.",
    "problem.too-many-jokers": "Un joker aparece {n} veces en esta posición "
    "({places:, /field}), pero {decks:n baraja} tienen {limit} jokers.",
    "problem.red-three-in-hand": "Un 3 rojo nunca se queda en la mano; se pone aparte y se "
    "repone.",
    "problem.empty-meld": "Un juego en la mesa tiene al menos tres cartas.",
    "problem.meld-on-table": "Este juego no puede estar en la mesa: {reason:lower}",
    "problem.two-melds-of-a-rank": "El equipo ya tiene un juego de {rank} (su juego {other}); "
    "los demás {rank} van a ese juego.",
    "problem.red-three-on-top": "Un 3 rojo dado vuelta en el reparto se tapa enseguida, así "
    "que nunca es la carta de arriba.",
    "problem.red-three-discarded": "Un 3 rojo nunca se descarta; solo puede estar en el pozo "
    "como carta inicial tapada, abajo de todo.",
    "problem.empty-hand-before": "Antes de robar, un jugador tiene al menos una carta; quien no "
    "tiene ninguna ya cerró y la mano terminó.",
    "problem.empty-hand-after": "Después de robar, un jugador tiene al menos una carta; quien "
    "no tiene ninguna ya cerró y la mano terminó.",
    "problem.hand-size-before": "Mientras un equipo no bajó, sus jugadores tienen {want} "
    "cartas antes de robar (se reparten {deal}, se roba una y se descarta una por turno), no "
    "{n}.",
    "problem.hand-size-after": "Mientras un equipo no bajó, sus jugadores tienen {want} cartas "
    "después de robar (se reparten {deal}, se roba una y se descarta una por turno), no {n}.",
    "problem.hand-size-draw-two-before": "Mientras un equipo no bajó, sus jugadores tienen al "
    "menos {want} cartas antes de robar (se reparten {deal}, se roban dos y se descarta una "
    "por turno), no {n}.",
    "problem.hand-size-draw-two-after": "Mientras un equipo no bajó, sus jugadores tienen al "
    "menos {want} cartas después de robar (se reparten {deal}, se roban dos y se descarta una "
    "por turno), no {n}.",
    "problem.cards-missing": "{n:n carta} de las barajas no {n:está|están} en ninguna parte de "
    "la mesa, por ejemplo la carta {card}.",
    "problem.stock-too-short": "Después de {n:n carta} la lista se acaba, pero la última dada "
    "vuelta debe taparse: pon más cartas del mazo.",
    "problem.no-partner-to-ask": "Solo un jugador con compañero puede preguntar «¿Puedo "
    "cerrar?»; aquí cada uno juega solo.",
    "problem.two-players-melded-before": "Entre dos jugadores cada juego de un equipo es del "
    "propio jugador, así que con juegos en la mesa el jugador ya bajó antes.",
    "problem.totals-count": "Una partida de {players} jugadores lleva {want} totales, no {n}.",
    # sumas para rehacer, lo que eligió quien aprende (practice.py)
    "sum.cards": "{cards: + /}, cada carta por su valor en la tabla de valores",
    "sum.in-hands": "las cartas que quedan en mano ({cards})",
    "sum.side-nothing": "{side:side}: nada",
    "choice.pile-empty": "El pozo está vacío.",
    "choice.not-a-card": "{text!r} no es una carta.",
    "choice.does-not-take": "Esas cartas no levantan el pozo con su carta de arriba, {card}.",
    "choice.card-not-held": "Esa carta no está en tu mano.",
    "lay.lone-card": "Un juego es de cartas de un solo valor: {card}, la que elegiste, no "
    "tiene otro {rank:one} con ella, y tu equipo no tiene un juego de {rank} al que "
    "agregarla.",
}
