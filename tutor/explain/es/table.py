"""Frases en español para la mesa: Jugar, el entrenador, la primera mano guiada, los
controles de las lecciones."""

from __future__ import annotations

from typing import Final

TABLE: Final[dict[str, str]] = {
    "play.not-your-turn": "No es tu turno.",
    "play.choose-meld": "Primero elige las cartas que vas a bajar.",
    "play.no-room-for-wilds": "Los comodines van a un juego de tu equipo que tenga lugar para "
    "ellos; ninguno tiene.",
    "play.choose-one-discard": "Elige exactamente una carta para descartar.",
    "play.choose-out-discard": "Para cerrar, elige la carta que descartas al final y pulsa "
                                "Cerrar.",
    "coach.take": "Podrías haber levantado el pozo ({n:n carta}) con {card} de arriba: todas "
    "sus cartas son tuyas para bajar, y cuanto más grande el pozo, mayor el vuelco.",
    "coach.take-with": "Podrías haber levantado el pozo ({n:n carta}) con {card} de arriba y "
    "{cards}: todas sus cartas son tuyas para bajar, y cuanto más grande el pozo, mayor el "
    "vuelco.",
    "coach.go-out": "Podrías haber cerrado en este turno en lugar de descartar.",
    "coach.spoils-natural": "Un comodín en una canasta limpia la vuelve sucia: {natural} pasa "
    "a {mixed}.",
    "coach.feeds-next": "{card} va directo a un juego de {rank} que el equipo del jugador "
    "siguiente tiene en la mesa, así que puede levantar el pozo ({n:n carta}) sin un par.",
    "coach.wild-thrown": "Un {card} descartado congela el pozo, pero un pozo de {n:n carta} no "
    "merece esa guardia: en un juego el {card} vale {value} y ayuda a hacer canasta.",
    "coach.wild-thrown-frozen": "El pozo ya estaba congelado: el {card} no congeló nada más, y "
    "en un juego vale {value} y ayuda a hacer canasta.",
    "line.in-your-hand": "cartas que quedan en tu mano",
    "line.in-hand-of-player": "cartas que quedan en la mano de {name}",
    # los asientos, dichos dentro de una frase ({who:Upper} empieza una)
    "seat.name": "{who:Upper}",
    "seat.your-side": "tu equipo",
    "seat.and": "{seats: y /}",
    "seat.2.0": "tú", "seat.2.1": "tu rival",
    "seat.3.0": "tú", "seat.3.1": "Izquierda", "seat.3.2": "Derecha",
    "seat.4.0": "tú", "seat.4.1": "Oeste", "seat.4.2": "tu compañero", "seat.4.3": "Este",
    "seat.6.0": "tú", "seat.6.1": "Izquierda 1", "seat.6.2": "Izquierda 2",
    "seat.6.3": "Enfrente", "seat.6.4": "Derecha 2", "seat.6.5": "Derecha 1",
    "play.opened": "ya bajó",
    "play.pair-this-hand": " (en pareja esta mano)",
    "play.alone-this-hand": " (solo esta mano)",
    "play.alone-against-pair": "Esta mano juegas solo contra los otros dos en pareja.",
    "play.partner-for-hand": "Tu compañero en esta mano: {mates: y /Upper}, contra el que "
                             "juega solo.",
    "play.partners": "{n:Tu compañero|Tus compañeros}: {mates: y /Upper}.",
    "play.drawn-game": "nadie: empate",
    # el registro de Jugar: el reparto, los 3 rojos, el final de una mano
    "log.dealt": "Se reparte la mano {n}; el pozo empieza con {cards}.",
    "log.guided-dealt": "Se reparte la mano guiada; la carta que abre el pozo es {cards}.",
    "log.reds-dealt": "3 rojos puestos aparte en el reparto ({side}): {cards}.",
    "log.reds-drawn": "{who:Upper} pone aparte {cards} y vuelve a robar.",
    "log.reds-drawn-you": "{who:Upper} pones aparte {cards} y vuelves a robar.",
    "log.side-score": "{side} {n}",
    "log.stock-out": "Se acabó el mazo: la mano cuenta {scores:, /}.",
    "log.out-scores": "{who:Upper} cerró: la mano cuenta {scores:, /}.",
    "log.out-concealed-scores": "{who:Upper} cerró en mano: la mano cuenta {scores:, /}.",
    "log.out-scores-you": "Cerraste: la mano cuenta {scores:, /}.",
    "log.out-concealed-scores-you": "Cerraste en mano: la mano cuenta {scores:, /}.",
    # el registro de jugadas: otro jugador, y tú
    "can.draw": "Robar {n:una carta|{n} cartas} del mazo.",
    "can.take": "Levantar el pozo ({n:n carta}) con {card} de arriba{onto}.",
    "can.take-with": "Levantar el pozo ({n:n carta}) con {card} de arriba y {cards}{onto}.",
    "can.meld": "Bajar {cards}.",
    "can.add": "Agregar {cards} a {meld}.",
    "can.discard": "Descartar {card}.",
    "can.out": "Cerrar.",
    "can.out-concealed": "Cerrar en mano.",
    "can.out-discarding": "Cerrar, descartando {card}.",
    "can.out-discarding-concealed": "Cerrar en mano, descartando {card}.",
    "can.ask": "Preguntar al compañero: «¿Puedo cerrar?»",
    "can.answer-yes": "Responder que sí.",
    "can.answer-no": "Responder que no.",
    "log.onto": " sobre {meld}",
    "log.draw": "{who:Upper} roba {n:una carta|{n} cartas} del mazo.",
    "log.draw-you": "{who:Upper} robas {n:una carta|{n} cartas} del mazo.",
    "log.draw-you-cards": "{who:Upper} robas {cards} del mazo.",
    "log.take": "{who:Upper} levanta el pozo ({n:n carta}) con {card} de arriba{onto}.",
    "log.take-you": "{who:Upper} levantas el pozo ({n:n carta}) con {card} de arriba{onto}.",
    "log.take-with": "{who:Upper} levanta el pozo ({n:n carta}) con {card} de arriba y "
                     "{cards}{onto}.",
    "log.take-with-you": "{who:Upper} levantas el pozo ({n:n carta}) con {card} de arriba y "
                         "{cards}{onto}.",
    "log.meld": "{who:Upper} baja {cards}.",
    "log.meld-you": "{who:Upper} bajas {cards}.",
    "log.add": "{who:Upper} agrega {cards} a {meld}.",
    "log.add-you": "{who:Upper} agregas {cards} a {meld}.",
    "log.discard": "{who:Upper} descarta {card}.",
    "log.discard-you": "{who:Upper} descartas {card}.",
    "log.laid": " Sobre la mesa: {parts:; /}.",
    "log.laid-meld": "{cards}",
    "log.laid-add": "{cards} en {meld}",
    "log.out": "{who:Upper} cierra.{laid}",
    "log.out-you": "{who:Upper} cierras.{laid}",
    "log.out-concealed": "{who:Upper} cierra en mano.{laid}",
    "log.out-concealed-you": "{who:Upper} cierras en mano.{laid}",
    "log.out-discarding": "{who:Upper} cierra, descartando {card}.{laid}",
    "log.out-discarding-you": "{who:Upper} cierras, descartando {card}.{laid}",
    "log.out-discarding-concealed": "{who:Upper} cierra en mano, descartando {card}.{laid}",
    "log.out-discarding-concealed-you": "{who:Upper} cierras en mano, descartando {card}.{laid}",
    "log.ask": "{who:Upper} pregunta al compañero: «¿Puedo cerrar?»",
    "log.ask-you": "{who:Upper} preguntas al compañero: «¿Puedo cerrar?»",
    "log.answer-yes": "{who:Upper} responde que sí.",
    "log.answer-yes-you": "{who:Upper} respondes que sí.",
    "log.answer-no": "{who:Upper} responde que no.",
    "log.answer-no-you": "{who:Upper} respondes que no.",
    "guide.over": "La mano guiada terminó: mira la cuenta más abajo.",
    "guide.refused": "{reason} {next}",
    "guide.other-way": "Las reglas lo permiten, pero esta mano sigue por otro camino. {next}",
    "guide.next": "Este paso es «{title}»: pulsa {button}.",
    "guide.next-with-cards": "Este paso es «{title}»: elige {cards} y pulsa {button}.",
    "pad.concealed-nobody-out": "Está marcado «en mano», pero nadie cerró: solo quien cierra "
    "puede cerrar en mano (desmarca «en mano», o indica quién cerró).",
    "pad.every-hand-empty": "Todas las casillas de cartas que quedaron en la mano están vacías: "
    "solo quien cerró termina la mano sin cartas; escribe lo que les quedó a los demás.",
    "check.rule": "{row:summary}",
    "check.line-wrong": "La línea de {line} no es {given}.",
    "check.line-wrong-cards": "La línea de {line} no es {given}; las cartas que cuenta "
                              "son {cards}.",
    "check.line-missing": "Falta la línea de {line}.",
    "check.impossible": "Esto no puede pasar en una mesa real: {problem:lower}",
    "check.impossible-text": "Esto no puede pasar en una mesa real: {text}",
    "score-line.scoring-1": "cierre",
    "score-line.scoring-2": "premios por canastas",
    "score-line.scoring-3": "3 rojos",
    "score-line.scoring-4": "cartas bajadas",
    "score-line.scoring-5": "cartas en la mano",
}
