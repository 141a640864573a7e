"""El español de Progreso: los recuentos, en qué trabajar ahora, el dominio y los repasos."""

from __future__ import annotations

from typing import Final

PROGRESS: Final[dict[str, str]] = {
    "progress.title": "Progreso",
    "progress.session-only": "El progreso se guarda solo durante esta sesión.",
    "progress.answered": "Preguntas respondidas",
    "progress.right": "Bien a la primera",
    "progress.steps": "Pasos aprendidos",
    "progress.games": "Partidas ganadas",
    "progress.games-of": "{won} de {n}",
    "progress.games-help": "Partidas enteras contra la computadora",
    "progress.nothing": "Todavía no respondiste nada. Tus resultados aparecen aquí a medida "
                        "que aprendes y practicas.",
    "progress.start": "Empieza la primera lección",
    "progress.next": "Trabaja en esto ahora",
    "progress.read-again": "Vuelve a leerlo: {lesson}",
    "progress.practise-it": "Practícalo",
    "progress.mastery": "Dominio por regla, de la más floja a la más firme",
    "progress.bar": "{rule} — {share} % de {n} bien a la primera",
    "progress.every-rule": "Todas las reglas que ya viste ({n})",
    "progress.col.rule": "regla",
    "progress.col.share": "bien a la primera (%)",
    "progress.col.answers": "respuestas",
    "progress.accuracy": "Aciertos a lo largo del tiempo",
    "progress.reviews": "Repasos",
    "progress.due": "**{n}** {n:ejercicio|ejercicios} para repasar ahora.",
    "progress.due-then": "**{n}** {n:ejercicio|ejercicios} para repasar ahora; el siguiente "
                         "toca {when}.",
    "progress.none-due-then": "Ningún ejercicio toca repasar ahora; el siguiente toca {when}.",
    "progress.review-now": "Repásalos ahora",
    "progress.due-at": "{name} — toca {when}",
    "store.read-only": "Tu archivo de progreso {path} se puede leer pero no escribir: tu "
                       "historial se ve, pero lo que hagas ahora no se guardará. Haz que el "
                       "archivo se pueda escribir, o pon en {env} otro archivo.",
    "store.unreachable": "No se puede llegar a la base de datos de progreso {path} ({error}). "
                         "El tutor funciona como siempre, pero el progreso de esta sesión no se "
                         "guardará. Revisa el servidor, o pon en {env} otra base de datos.",
    "store.unusable": "Tu archivo de progreso {path} no se puede usar porque {why}. El tutor "
                      "funciona como siempre, pero el progreso de esta sesión no se guardará. "
                      "Pon en {env} otro archivo, o aparta este para empezar de cero.",
    "store.damaged": "está dañado (no es una base de datos SQLite legible)",
    "store.not-writable": "no se puede escribir aquí",
    "store.error": "hubo un error ({error})",
    "when.now": "ahora",
    "when.under-a-minute": "en menos de un minuto",
    "when.minutes": "en {n:n minuto}",
    "when.hours": "en {n:n hora}",
    "when.days": "en {n:n día}",
}
