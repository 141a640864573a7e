"""El español de Jugar y de la primera mano: la mesa, la mano, los botones de cada jugada,
las jugadas de los demás y los pasos de la guía."""

from __future__ import annotations

from typing import Final

PLAY: Final[dict[str, str]] = {
    "play.title": "Jugar",
    "play.button.draw": "Robar",
    "play.button.take": "Levantar el pozo",
    "play.button.meld": "Bajar las cartas elegidas",
    "play.button.meld-all": "Bajarlas todas y cerrar",
    "play.button.discard": "Descartar la carta elegida",
    "play.button.out": "Cerrar",
    "play.button.ask": "Preguntar al compañero «¿Puedo cerrar?»",
    "play.button.yes": "Sí",
    "play.button.no": "No",
    "play.since": "Desde tu última jugada",
    "play.since-say": "Desde tu última jugada: {lines}",
    "play.col.player": "jugador",
    "play.col.side": "equipo",
    "play.col.total": "total",
    "play.col.needs": "mínimo de la primera bajada",
    "play.pile-heading": "El pozo",
    "play.pile-line": "{n:n carta} · arriba {card} · mazo: {stock:n carta}",
    "play.pile-line-empty": "{n:n carta} · mazo: {stock:n carta}",
    "play.hand-of": "{name}: {n:n carta}",
    "play.log": "Toda la mano hasta ahora",
    "play.canasta.mixed": "canasta sucia",
    "play.canasta.natural": "canasta limpia",
    "play.no-melds": "todavía sin juegos",
    "play.red-threes": "treses rojos:",
    "play.red-threes.aria": "{n:n tres rojo/treses rojos}",
    "play.hand-over": "La mano terminó",
    "play.col.what": "qué",
    "play.col.points": "puntos",
    "play.col.rule": "regla",
    "play.pause": "Pausa en sus jugadas",
    "play.pause-help": "Recorre las jugadas de los demás de a una",
    "play.waiting": "Le toca a {who}. Recorre las jugadas de los demás, o déjalos jugar hasta "
                    "tu turno.",
    "play.show-move": "Ver la jugada de {who}",
    "play.play-on": "Seguir hasta mi turno",
    "play.hand-pick": "Tu mano: toca las cartas para elegirlas",
    "play.partner-asks": "Tu compañero pregunta: «¿Puedo cerrar?» Tu respuesta lo obliga.",
    "play.top-card": "La carta de arriba del pozo ({n:n carta} en el pozo):",
    "play.top-card.aria": "carta de arriba del pozo",
    "play.begin": "Empieza tu turno: roba del mazo, o levanta el pozo (elige las cartas que "
                  "van con su carta de arriba, o ninguna para agregarla al juego de tu "
                  "equipo).",
    "play.opening": "Estás haciendo la primera bajada con el pozo: los juegos de este turno "
                    "suman {count} de los {minimum} que necesita tu equipo. Baja de tu mano "
                    "hasta llegar; entonces {n:pasa|pasan} a tu mano {n:la otra carta|las "
                    "otras {n} cartas} del pozo, y después puedes seguir bajando, descartar o "
                    "cerrar.",
    "play.opening-bare": "Estás haciendo la primera bajada con el pozo: los juegos de este "
                         "turno suman {count} de los {minimum} que necesita tu equipo. Baja de "
                         "tu mano hasta llegar; después puedes seguir bajando, descartar o "
                         "cerrar.",
    "play.meld-turn": "Baja lo que puedas y termina tu turno con un descarte (o cierra).",
    "play.ask-closed": "Ya no puedes preguntar al compañero «¿Puedo cerrar?» en este turno. "
                       "{reason}",
    "play.onto": "Los comodines elegidos solos van a",
    "play.onto-placeholder": "el juego más grande con lugar",
    "play.onto-help": "Si lo dejas vacío, van a tu juego más grande con lugar para ellos que "
                      "no sea una canasta limpia (un comodín la volvería sucia).",
    "play.bot.beginner": "principiante",
    "play.bot.club": "jugador de club",
    "play.bot.strong": "jugador fuerte",
    "play.moved-on": "Esta partida siguió en otra pestaña o ventana: aquí está tal como va "
                     "ahora. Un clic o una carta elegida en la vista anterior no se jugó; "
                     "vuelve a elegir tus cartas y a hacer tu jugada.",
    "play.moved-on.toast": "Esta partida siguió en otra pestaña: tu clic no se jugó.",
    "play.broken": "No se puede mostrar esta partida: algo en ella no encaja con esta versión "
                   "del tutor. Empieza una partida nueva para seguir jugando.",
    "play.new-game": "Partida nueva",
    "play.not-resumed": "No se pudo retomar tu partida guardada: esta versión del tutor no "
                        "puede repetir sus jugadas. Reparte una partida nueva para seguir.",
    "play.first-hand": "¿Nuevo en la canasta? Juega una primera mano con guía",
    "play.intro": "Juega una partida entera de {rules} contra la computadora, del reparto a "
                  "la cuenta final. Te sientas abajo; tus jugadas las revisa el mismo motor de "
                  "reglas que cada ejercicio, y una jugada que las reglas prohíben te dice qué "
                  "regla la impide y no cambia nada.",
    "play.bots": "Jugadores de la computadora",
    "play.deal": "Repartir",
    "play.about": "{rules} · {players:n jugador/jugadores} · mano {hand} · a {target} puntos "
                  "· la computadora juega como {bot}",
    "play.other-rules": "Esta partida se juega con {mine}, como se repartió; tus Ajustes ahora "
                        "son {now}. Conserva sus reglas hasta que empieces una partida nueva.",
    "play.start-under": "Empezar una partida nueva con {rules}",
    "play.confirm-new": "¿Empezar una partida nueva con {rules}? Esta partida (mano {hand}) se "
                        "perderá.",
    "play.yes-new": "Sí, repartir una partida nueva",
    "play.no-keep": "No, seguir con esta partida",
    "play.over": "La partida terminó. Ganador: {who}.",
    "play.review-hand": "Repasar esta mano, jugada a jugada",
    "play.next-hand": "Mano siguiente",
    "play.your-hand": "Tu mano",
    "play.coach": "Entrenador",
    "play.coach-help": "Notas después de una jugada que un jugador fuerte no haría",
    "play.coach-note": "**Entrenador — {rule:rule}**\n\n{reason}",
    "play.coach-note-plain": "Entrenador — {reason}",
    "play.what-can-i-do": "¿Qué puedo hacer?",
    "play.save": "Guardar esta posición como ejercicio",
    "play.save-when": "Una posición se puede guardar como ejercicio en tu turno: antes de "
                      "robar, o después de robar hasta que bajes un juego (un ejercicio no "
                      "puede contener juegos bajados en el mismo turno).",
    "play.download": "Descargarla (ejercicio en JSON)",
    "play.open-checker": "Abrirla en el verificador de posiciones",
    "play.save-game": "Guardar la partida entera (un registro)",
    "play.save-game-about": "El reparto de cada mano y cada jugada, tuyas y de la computadora, "
                            "en el formato de registro del tutor: `canasta-tutor replay` la "
                            "revisa y la cuenta.",
    "play.download-game": "Descargar la partida (registro en JSON)",
    "coach.judged": "{mark}: jugada hasta el final de la mano, deja a tu bando unos "
                    "{cost:n punto} por detrás de la mejor jugada. Mejor: {best} Jugaste: "
                    "{chosen} {reason}",
    "coach.mark.inaccuracy": "Una imprecisión",
    "coach.mark.mistake": "Un error",
    "coach.mark.blunder": "Un error grave",
    "coach.why.take": "{n:La carta del pozo vale|Las {n} cartas del pozo valen} más que una "
                      "carta del mazo.",
    "coach.why.out": "Cerrar ahora termina la mano antes de que los demás bajen más.",
    "coach.why.ask": "Preguntar al compañero «¿Puedo cerrar?» es la manera de cerrar ahora, "
                     "antes de que los otros bajen más.",
    "coach.why.wait": "Cerrar ahora termina la mano antes de que tu equipo baje lo que "
                      "podía.",
    "coach.why.more": "La mejor jugada baja las mismas cartas más {cards}.",
    "coach.why.feeds": "El equipo del jugador siguiente ya bajó {rank}: con el {card} puede "
                       "levantar el pozo.",
    "coach.why.canasta": "La mejor jugada hace una canasta limpia de {rank}: un premio de "
                         "{bonus} puntos, y una canasta es lo que permite cerrar a tu bando.",
    "coach.why.mixed-canasta": "La mejor jugada hace una canasta sucia de {rank}: un premio "
                               "de {bonus} puntos, y una canasta es lo que permite cerrar a "
                               "tu bando.",
    "coach.why.wild": "Un comodín vale más en tus juegos que en el pozo, donde lo congela "
                      "también para tu bando.",
    "coach.why.stop-early": "Un 3 negro frena al jugador siguiente solo un turno: sobre un "
                            "pozo de {n:n carta} el {card} bloquea poco, y guardado podría "
                            "frenarlo cuando el pozo valga la pena.",
    "coach.why.pair": "Rompe tu par de {rank}, que podía levantar el pozo.",
    "play.coach-level": "El entrenador habla de",
    "play.level.off": "solo notas rápidas",
    "play.level.blunder": "solo errores graves",
    "play.level.mistake": "errores",
    "play.level.inaccuracy": "toda imprecisión",
    "coach.failed": (
        "no pudo juzgar esta jugada ahora; que no diga nada de ella no la hace buena."),
    "play.coach-last-turn": "Sobre tu turno anterior:",
    "play.coach-thinking": "El entrenador está mirando tu última jugada…",
    "play.refused": "**{rule:rule}**\n\n{reason}",
    "play.take-choose-first": "Para levantar el pozo, toca primero las cartas de tu mano que "
    "van con {card} de arriba y luego pulsa {button}.",
    "play.refused-lesson": "Dónde lo enseña una lección: {lesson}, «{step}»",
}
