"""El español del verificador de posiciones y de la página del club."""

from __future__ import annotations

from typing import Final

CHECKER: Final[dict[str, str]] = {
    "checker.title": "Verificador de posiciones",
    "checker.intro": "Escribe lo que tienes delante y pulsa Verificar; el motor responde con "
                     "la regla. Las cartas se escriben así: `KS KH 2C`, con las letras inglesas "
                     "de los palos: S picas, H corazones, D diamantes, C tréboles (T o 10; "
                     "también sirven ♠♥♦♣); un juego por renglón.",
    "checker.as-it-was": "Esta posición, tal como fue {how},",
    "checker.how.shared": "compartida",
    "checker.how.saved": "guardada",
    "checker.mine": "Responderla con mis Ajustes ({rules})",
    "checker.open-file": "Abrir una posición guardada (un archivo de ejercicio)",
    "checker.file": "ejercicio en JSON",
    "checker.question": "Pregunta",
    "checker.pile": "El pozo, de la carta de abajo a la de arriba",
    "checker.hand": "Tu mano",
    "checker.hand-drawn": "Tu mano (después de robar)",
    "checker.melds": "Los juegos de tu equipo en la mesa, uno por renglón",
    "checker.meld": "El juego",
    "checker.going-out": "Estoy cerrando (se pueden bajar treses negros)",
    "checker.opening": "Los juegos que bajarías, uno por renglón",
    "checker.top": "Si levantas el pozo: su carta de arriba (está en uno de los juegos)",
    "checker.score": "El puntaje de tu equipo antes de esta mano",
    "checker.check": "Verificar",
    "checker.press-check": "Pulsa Verificar para responder a esta pregunta con las "
                           "cartas de arriba.",
    "checker.type-first": "Escribe la posición y pulsa Verificar para tener una respuesta.",
    "checker.nothing-typed": "Todavía no hay nada que verificar: escribe primero las cartas "
                             "en «{field}».",
    "checker.answer": "Respuesta",
    "checker.ways": "Todas las maneras de levantarlo:",
    "checker.way.pair": "con un par natural",
    "checker.way.natural_wild": "con una natural y un comodín",
    "checker.way.add_to_meld": "a tu juego",
    "checker.counts": " — suma {n}",
    "checker.make-puzzle": "Convertirla en ejercicio",
    "checker.download": "Descargarla como ejercicio (JSON)",
    "checker.link": "Un enlace que abre esta posición en el verificador",
    "club.organisers-only": "Esta página es para los organizadores de un club.",
    "club.summary": "{name}: {learners:n alumno} con respuestas, {answers:n respuesta} en total.",
    "club.weakest": "Las reglas más flojas del club",
    "club.col.rule": "regla",
    "club.col.share": "bien a la primera (%)",
    "club.col.answers": "respuestas",
    "club.col.missed": "alumnos que la fallaron",
    "club.none-answered": "Nadie respondió todavía una pregunta.",
    "club.due": "Para repasar",
    "club.col.learner": "alumno",
    "club.col.due": "ejercicios para repasar ahora",
    "club.none-due": "Nadie tiene un repaso pendiente ahora.",
}
