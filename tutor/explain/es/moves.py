"""Frases en español para las jugadas de una partida (game.py, goout.py)."""

from __future__ import annotations

from typing import Final

_CONCEALED = "Cerrar en mano necesita una canasta hecha con tu mano en este turno; "
_BLACK_THREES = "Los 3 negros solo se bajan de a tres o cuatro juntos, sin comodín; "
_LOOSE = ("(no hay par ni juego de ese valor en la mesa), y al cerrar se descarta como mucho "
          "una carta.")
_OPENING = "Levantar el pozo con {chosen} abre con {cards} ({base})"
_SHORT = "{head}, sin llegar a los {minimum} que tu equipo necesita"
_SHORT_OF_MINIMUM = ("Cerrar sería la primera bajada de tu equipo, y todo lo que puedes bajar "
                     "suma {count}, sin llegar a {minimum}")

_NEED = "{need:hace falta una canasta|hacen falta {need} canastas}"


MOVES: Final[dict[str, str]] = {
    # Cualquier jugada (game.py)
    "move.hand-over": "La mano terminó.",
    "move.answer-first": "Primero el compañero tiene que responder «¿Puedo cerrar?».",
    "move.draw-first": "El turno empieza robando del mazo o levantando el pozo.",
    "move.not-held": "No tienes {card}.",
    "move.not-held-cards": "No tienes {cards}.",
    "move.has-black-three-meld": "Tu equipo ya tiene un juego de 3 negros: los demás 3 negros "
                                 "van a ese juego.",
    "move.has-rank-meld": "Tu equipo ya tiene un juego de {rank}: agrega a ese juego.",
    "move.black-threes-dead-end": "Los 3 negros solo los baja quien cierra, y después de este "
                                  "juego no podrías bajar todas las demás cartas (todas menos "
                                  "un descarte) en este turno.",
    "move.black-threes-no-canasta": "Los 3 negros solo los baja quien cierra, y para cerrar "
                                    + _NEED + " en la mesa: tu equipo tiene "
                                    "{have}, y tus cartas no alcanzan para completar "
                                    "{missing:una|las que faltan} en este turno.",
    "move.must-go-out-dead-end": "Después de eso no podrías bajar todas las cartas (todas menos "
                                 "un descarte) en este turno, y tienes que cerrar.",
    "move.opening-dead-end": "Con estas cartas bajadas, los juegos de este turno sumarían "
                             "{best} como mucho, menos de los {minimum} que tu equipo necesita "
                             "para su primera bajada (guardando una carta para descartar).",
    "move.no-card-to-keep": "Así no te quedaría ninguna carta después de descartar, así que "
                            "tendría que ser un cierre, y para eso hacen falta "
                            "{need:n canasta} en la mesa al terminar el turno.",
    # Robar
    "draw.already-drawn": "Ya robaste en este turno.",
    "draw.stock-used-up": "Se acabó el mazo: el turno empieza levantando el pozo, y la mano "
                          "termina cuando quien tiene que robar no puede levantarlo.",
    # Levantar el pozo
    "take.not-at-turn-start": "El pozo solo se levanta al empezar el turno, en lugar de robar.",
    "take.empty-pile": "El pozo está vacío: no hay carta de arriba que bajar.",
    "take.black-three-freezes": "La carta de arriba, {top}, es un 3 negro: congela el pozo, y "
                                "un 3 negro no se puede bajar para levantarlo.",
    "take.wild-card-on-top": "La carta de arriba, {top}, es un comodín: el pozo no se puede "
                             "levantar en este turno.",
    "take.black-three-on-top": "La carta de arriba, {top}, es un 3 negro: el pozo no se puede "
                               "levantar en este turno.",
    "take.wrong-rank": "{card} no puede ir con {top} de arriba: un juego es de cartas de un "
                       "solo valor (aparte de los comodines), aquí {rank}.",
    "take.one-card-hand": "Con una sola carta en la mano no puedes levantar un pozo de una "
                          "carta.",
    "take.no-meld-to-join": "Tu equipo no tiene un juego de {rank} al que agregar {top} de "
                            "arriba.",
    "take.needs-pair-or-meld": "Para levantar {top} de arriba necesitas dos {rank} naturales, "
                               "o uno y un comodín, o un juego de {rank} en la mesa.",
    "take.needs-natural-pair-or-meld": "Para levantar {top} de arriba necesitas dos {rank} "
                                       "naturales o un juego de {rank} en la mesa; un natural "
                                       "y un comodín no bastan aquí.",
    "take.open-needs-pair": "Para abrir levantando el pozo necesitas dos {rank} naturales de "
                            "tu mano con {top} de arriba; {have:lower}.",
    "take.frozen-needs-pair": "El pozo está congelado ({freezer}), así que se levanta con dos "
                              "{rank} naturales de tu mano; un comodín no sirve en su lugar y "
                              "un juego en la mesa no alcanza. {have}.",
    "take.frozen-needs-pair-joins": "El pozo está congelado ({freezer}), así que se levanta "
                                    "con dos {rank} naturales de tu mano; un comodín no puede "
                                    "reemplazar a ninguno (solo sumarse al par) y un juego en "
                                    "la mesa no alcanza. {have}.",
    # (cuántas tienes no: eso es la respuesta; se cuentan las naturales del valor, pues un
    # comodín elegido no lo es)
    "take.chosen-of-held": "De {rank} naturales elegiste solo {chosen}",
    "take.chosen-none": "No elegiste {rank} naturales",
    "take.held": "Tienes {held}",
    "take.frozen-pair-alone": "Un pozo congelado se levanta solo con el par natural: otras "
                              "cartas pueden sumarse después de levantarlo.",
    "take.opening-counts": _OPENING,
    "take.opening-counts-more": _OPENING + " y como mucho {more} más de tu mano: {count}",
    "take.opening-counts-top-only": _OPENING + "; en esta mesa no cuentan otros juegos de la "
                                               "mano",
    "take.opening-short": _SHORT + ".",
    "take.opening-short-buried": _SHORT + "; las demás cartas del pozo ({buried}) pasan a tu "
                                          "mano solo cuando la primera bajada llegó al mínimo, "
                                          "así que no ayudan.",
    # Agregar a un juego
    "add.no-such-meld": "Tu equipo no tiene un juego número {number}.",
    "add.no-cards": "Elige las cartas que vas a agregar.",
    "add.opening-own-melds-only": "Hasta que la primera bajada llegue a su mínimo, solo los "
                                  "juegos de este turno reciben cartas.",
    # Descartar
    "discard.opening-unfinished": "Primero llega al mínimo: el pozo todavía espera.",
    "discard.short-of-minimum": "Tus juegos de este turno suman {count}, sin llegar a los "
                                "{minimum} que tu equipo necesita para su primera bajada.",
    "discard.must-go-out": "El compañero dijo que sí, así que tienes que cerrar en este turno.",
    # Preguntar al compañero
    "ask.before-drawing": "Pregunta al compañero después de robar.",
    "ask.no-partner": "No tienes compañero a quien preguntar.",
    "ask.already-asked": "Ya preguntaste en este turno.",
    "ask.cannot-go-out": "No puedes cerrar en este turno, así que no hay nada que preguntar: un "
                         "«sí» te obligaría a un cierre que no puedes hacer.",
    "ask.too-late": "Ahora solo podrías terminar este turno cerrando, así que un «no» del "
                    "compañero, que tendrías que acatar, no se podría cumplir: pregunta antes "
                    "de bajar tantas cartas.",
    "answer.not-asked": "Nadie preguntó «¿Puedo cerrar?».",
    # Cerrar
    "go-out.opening-first": "Una primera bajada con el pozo llega al mínimo primero con la "
                            "carta de arriba y juegos de tu mano: solo entonces pasan a tu mano "
                            "las demás cartas del pozo, si las hay, y después viene el cierre.",
    "go-out.is-concealed": "Bajada así, toda tu mano queda bajada en este turno con una canasta "
                           "propia: eso es cerrar en mano, y se cuenta como tal.",
    "go-out.partner-said-no": "El compañero dijo que no: no puedes cerrar en este turno.",
    "go-out.must-ask": "En esta mesa primero tienes que preguntar al compañero «¿Puedo "
                       "cerrar?».",
    "go-out.wild-discard": "El último descarte no puede ser un comodín ({card}).",
    "go-out.last-card-needs-canastas": "Esa es tu última carta, así que descartarla es cerrar, "
                                       "y para cerrar " + _NEED + "; tu equipo "
                                       "tiene {have}.",
    "go-out.not-opened": "Tu equipo todavía no hizo su primera bajada.",
    "go-out.before-drawing": "Cierra después de robar.",
    "go-out.melded-before": "No en mano: ya bajaste antes de este turno.",
    "go-out.concealed-no-discard": "Cerrar en mano es bajar toda la mano, sin descarte.",
    "go-out.possible": "Puedes cerrar así.",
    "go-out.canastas-out-of-reach": "Para cerrar " + _NEED + " en la mesa; tu "
                                    "equipo tiene {have}, y las cartas de tu mano no alcanzan "
                                    "para completar {missing:una|las que faltan} en este turno.",
    "go-out.needs-canastas": "Para cerrar " + _NEED + " en la mesa; después de este turno "
                             "tu equipo puede tener {most:n canasta} como mucho.",
    "go-out.concealed-adds": "Cerrar en mano no permite agregar al juego de {rank} del equipo.",
    "go-out.short-of-minimum": _SHORT_OF_MINIMUM + ": {band:lower}",
    "go-out.short-of-minimum-plain": _SHORT_OF_MINIMUM + ".",
    "go-out.wild-rule": "{cards} no pueden formar un juego con la regla de comodines de esta "
                        "mesa.",
    "go-out.pair-needs-wild": "El par {pairs:, /} necesita un comodín para llegar a tres, y "
                              "tienes {wilds}.",
    "go-out.pairs-need-wilds": "Los pares {pairs:, /} necesitan un comodín cada uno para llegar "
                               "a tres, y tienes {wilds}.",
    "go-out.too-many-wilds": "{wilds:n comodín/comodines} {wilds:es demasiado|son demasiados} "
                             "para bajar: un juego lleva como mucho {most}, y tus juegos tienen "
                             "lugar para {room}.",
    "go-out.concealed-joins-side-meld": _CONCEALED + "tus {cards} tendrían que ir al juego de "
                                                     "{rank} del equipo, que no es tuyo.",
    "go-out.concealed-joins-side-meld-largest": _CONCEALED + "tus {cards} tendrían que ir al "
                                                             "juego de {rank} del equipo, que "
                                                             "no es tuyo, y tus propios juegos "
                                                             "llegan como mucho a "
                                                             "{largest:n carta}.",
    "go-out.concealed-own-melds-short": _CONCEALED + "tus propios juegos llegan como mucho a "
                                                     "{largest:n carta}, y una canasta son "
                                                     "{size} cartas.",
    "go-out.concealed-no-own-meld": _CONCEALED + "no tienes un juego propio para hacerla, y "
                                                 "una canasta son {size} cartas.",
    "go-out.black-threes-loose": _BLACK_THREES + "{cards} {cards:?queda solo y no se puede "
                                                 "bajar|no forman ese juego}.",
    "go-out.black-threes-loose-after-discard": _BLACK_THREES + "descartado el {discard}, "
                                                               "{cards} {cards:?queda solo y no "
                                                               "se puede bajar|no forman ese "
                                                               "juego}.",
    "go-out.loose": "{cards} no se {cards:?puede|pueden} bajar " + _LOOSE,
    "go-out.loose-besides-discard": "{cards} no se {cards:?puede|pueden} bajar, además de "
                                    "{discard} que descartas " + _LOOSE,
    # lo mismo tras un primer fallo: la carta que buscar, sin nombrarla (sería la respuesta)
    "go-out.loose.hint": "{cards:?Una carta|Unas cartas} de tu mano no se {cards:?puede|pueden} "
                         "bajar " + _LOOSE,
    "go-out.loose-besides-discard.hint": "Descartando {discard}, te {cards:?queda una carta|"
                                         "quedan cartas} que no se {cards:?puede|pueden} bajar "
                                         + _LOOSE,
    # Una manera de cerrar, como lista: "baja K♠ K♥ K♦, agrega 2♣ a Q♥ Q♠ Q♦, descarta 5♣"
    "plan": "{parts:, /}",
    "plan.meld": "baja {cards}",
    "plan.add": "agrega {cards} a {meld}",
    "plan.discard": "descarta {card}",
    "plan.no-discard": "sin descarte",
}
