"""El español de un ejercicio en pantalla (sus preguntas y los rótulos de sus cartas) y de
la página Practicar que lo rodea."""

from __future__ import annotations

from typing import Final

PUZZLE: Final[dict[str, str]] = {
    "ask.meld.legal": "¿Es un juego válido?",
    "ask.meld.canasta": "¿Es una canasta?",
    "ask.meld.canasta.natural": "canasta limpia",
    "ask.meld.canasta.mixed": "canasta sucia",
    "ask.meld.canasta.none": "no es una canasta",
    "ask.meld.points": "¿Cuánto valen sus cartas?",
    "ask.take_pile.can_take": "¿Puedes levantar el pozo?",
    "ask.take_pile.with": "Si puedes, ¿con qué cartas de tu mano? (opcional)",
    "ask.take_pile.frozen": "¿Está el pozo congelado para tu equipo?",
    "ask.go_out.can_go_out": "¿Puedes cerrar en este turno?",
    "ask.go_out.discard": "Si puedes, ¿cuál es tu último descarte?",
    "ask.go_out.discard.none": "sin descarte",
    "ask.go_out.concealed": "¿Puedes cerrar en mano?",
    "ask.first_meld.minimum": "¿Qué mínimo necesita el equipo?",
    "ask.first_meld.count": "¿Cuánto suman las cartas de todos los juegos que ves?",
    "ask.first_meld.meets": "¿Alcanzan para la primera bajada del equipo?",
    "ask.upcard.turned": "¿Con cuántas cartas empieza el pozo?",
    "ask.upcard.frozen": "¿Empieza congelado el pozo?",
    "ask.score_hand.scores": "¿Cuánto se anota cada equipo?",
    "ask.game.over": "¿Terminó la partida?",
    "ask.game.winner": "¿Quién ganó?",
    "ask.game.winner.none": "nadie (todavía)",
    "ask.game.side": "el equipo con {n}",
    "ask.game.minimums": "El mínimo de cada equipo para su próxima primera bajada "
                         "(cualquier número si la partida terminó)",
    "draw.meld": "las cartas",
    "draw.meld.going-out": "las cartas (estás cerrando)",
    "draw.pile": "el pozo (la carta de arriba, a la derecha)",
    "draw.hand": "tu mano",
    "draw.hand-drawn": "tu mano (después de robar)",
    "draw.side-melds": "los juegos de tu equipo",
    "draw.first-meld": "los juegos bajados en este turno",
    "draw.first-meld.out": "los juegos bajados en este turno, por quien cierra con ellos",
    "draw.first-meld.top": "los juegos bajados en este turno — la carta de arriba del pozo, "
                           "{card}, está en el juego que la lleva",
    "draw.upcard": "las primeras cartas del mazo después del reparto, en el orden en que se "
                   "dan vuelta",
    "draw.went-out": "cerró",
    "draw.went-out-concealed": "cerró en mano",
    "draw.red-threes": "treses rojos bajados: {n}",
    "draw.red-threes.aria": "{n:n tres rojo bajado/treses rojos bajados}",
    "draw.member-hand": "mano del jugador {n}",
    "draw.empty": "vacía",
    "draw.melds": "juegos",
    "draw.nobody-out": "Nadie cerró: se acabó el mazo.",
    "draw.game.side": "equipo",
    "draw.game.total": "total después de la mano",
    "draw.score-line": "Tu equipo: {n} puntos antes de esta mano; todavía no bajó en esta "
                       "mano.",
    "ask.strategy.move": "¿Qué juegas?",
    "draw.strategy.turn-draw": "Tu turno: todavía no robaste.",
    "draw.strategy.turn-meld": "Tu turno: ya robaste; baja si quieres, luego descarta.",
    "draw.strategy.score": "{who:Upper}: {n} puntos antes de esta mano; con juegos ya bajados.",
    "draw.strategy.score-closed": "{who:Upper}: {n} puntos antes de esta mano; su primera "
                                  "bajada necesita {need}.",
    "strategy.best": "Cada jugada que no es igual de buena cuesta al menos {cost:n punto} "
                     "frente a la mejor, en muchos repartos de las cartas que no ves.",
    "strategy.all-good": "La mejor jugada aquí: {best} Ninguna otra es claramente peor.",
    "strategy.many-good": "Aquí {n} de las {all} jugadas son casi tan buenas como la mejor: en "
                          "muchos repartos de las cartas que no ves, ninguna es seguramente "
                          "peor. Cada una de las demás cuesta al menos {cost:n punto}.",
    "strategy.against": "Peor: {chosen} {reason}",
    "strategy.costs": "Elegiste: {chosen} En muchos repartos de las cartas que no ves, cuesta "
                      "unos {cost:n punto} frente a la mejor jugada aquí. {reason}",
    "strategy.no-decision": "ahí no hay nada que decidir: la mano terminó, o solo se permite "
                            "una jugada",
    "strategy.not-a-move": "{value} no es una jugada",
}

PRACTICE: Final[dict[str, str]] = {
    "practice.think-of": "Piensa en la regla: {rule:rule}.",
    "practice.table-note": "{what} se responde con {table}; tus propios Ajustes ({mine}) "
                           "quedan como están.",
    "practice.title": "Practicar",
    "practice.mode.set": "Ejercicios",
    "practice.mode.review": "Para repasar",
    "practice.mode.drill": "Pozo congelado",
    "practice.what": "Qué practicar",
    "practice.kind": "Tipo",
    "practice.any-kind": "cualquier tipo",
    "practice.theme": "Tema",
    "practice.any-theme": "cualquier tema",
    "practice.one-rule": "una regla (abajo)",
    "practice.rule-theme": "Problemas de una sola regla: {rule}.",
    "practice.level": "Dificultad",
    "practice.any-level": "cualquiera",
    "practice.due": "{n:n ejercicio} para repasar ahora.",
    "practice.nothing-due": "Ahora no hay nada para repasar. Los ejercicios que fallas vuelven "
                            "aquí con repetición espaciada; la página Progreso dice cuándo.",
    "practice.bad-link": "Ese enlace no abre un ejercicio: {why}",
    "practice.instead": "Dame un ejercicio",
    "practice.table": "{rules} · {n:n jugador/jugadores}",
    "practice.level-of": " · dificultad {n}",
    "practice.this-puzzle": "Este ejercicio",
    "practice.yes-take": "Sí, puedo levantarlo",
    "practice.no-take": "No, no puedo",
    "practice.please": "Responde, por favor: {fields}",
    "practice.hint": "Pista",
    "practice.streak": "Racha",
    "practice.streak-help": "Preguntas de pozo congelado bien respondidas a la primera, "
                            "seguidas",
    "practice.next": "Siguiente ejercicio →",
    "practice.share": "Compartir este ejercicio",
    "practice.share-link": "Un enlace que abre este ejercicio",
}
