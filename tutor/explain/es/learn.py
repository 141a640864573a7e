"""El español de Aprender: la lista de lecciones, el marco de un paso, sus preguntas, los
repasos y el examen final (las palabras de las lecciones están en tutor/lessons/es/)."""

from __future__ import annotations

from typing import Final

LEARN: Final[dict[str, str]] = {
    "value.yes": "sí",
    "value.no": "no",
    "value.none": "ninguno",
    "field.card-alike": "{card} (copia {n})",
    "field.choose": "elige",
    "term.aria": "qué quiere decir {word}",
    "learn.title": "Aprender",
    "learn.intro": "{n} lecciones y después un examen final. Las lecciones recorren las "
                   "hojas de la canasta clásica, una regla por paso; la última muestra en qué "
                   "difieren otros reglamentos. Cada paso termina con una pregunta, y cada "
                   "lección con un breve repaso de reglas anteriores; una primera respuesta "
                   "errónea muestra la regla que decide y te da un segundo intento.",
    "learn.no-lesson": "No hay ninguna lección llamada {name}. Elige una abajo.",
    "learn.no-step": "La lección {lesson} no tiene el paso {name}; este es su primer paso.",
    "learn.optional": " (opcional)",
    "learn.so-far": "{done} de {n} {n:paso aprendido|pasos aprendidos}",
    "learn.then-first-hand": "Después juega una mano entera, con una guía que señala cada "
                             "jugada",
    "learn.all-lessons": "← Todas las lecciones",
    "learn.where": "{lesson} · Paso {n} de {of}",
    "learn.learned-mark": " · aprendido :material/check_circle:",
    "learn.check-answer": "Comprobar mi respuesta",
    "learn.choose-first": "Elige primero una respuesta.",
    "learn.step-learned": ":material/check_circle: Paso aprendido: todas sus preguntas ya "
                          "están bien respondidas.",
    "learn.from-lesson": "De la lección «{lesson}», el paso «{step}»",
    "learn.try-again": "Intentar otra vez esta pregunta",
    "learn.practise-lesson": "Practica esta lección: {about}",
    "learn.back": "← Atrás",
    "learn.next": "Siguiente →",
    "learn.next-lesson": "Siguiente lección: {lesson} →",
    "learn.course-done": "Ese fue el último paso de la última lección.",
    "learn.play-first-hand": "Juega tu primera mano entera, con una guía",
    "learn.practise-all": "Practica lo aprendido: ejercicios por regla",
    "learn.score": "Tu resultado: {right} de {n} bien a la primera",
    "learn.look-again": "Vuelve a mirar: {about}",
    "learn.table-link": "Las reglas de tu mesa, con cartas que muestran cada diferencia",
    "learn.table-note": "El paso de abajo es la regla tal como la tiene {book}. En tu mesa "
                        "({table})",
    "learn.table-differs": ", es distinta.",
    "learn.graded-apart": "Allí su pregunta no tiene respuesta correcta, así que se pregunta "
                          "y se corrige como la tiene la lección.",
    "learn.graded-table": "Allí su pregunta sale distinta: se te corrige según las reglas de "
                          "tu mesa.",
    "learn.review.title": "Repaso: reglas anteriores juntas",
    "learn.review.text": "Unas preguntas de pasos anteriores, sin orden fijo, antes de seguir. "
                         "Una pregunta que falles vuelve más tarde en tu cola de repaso.",
    "learn.final.title": "Examen final",
    "learn.final.text": "{n} preguntas de todo el curso, cada una con el nombre de la lección "
                        "de la que viene. Respóndelas todas y al final verás tu resultado.",
    "learn.final-test.name": "Examen final",
    "learn.elsewhere": "Tu primer intento en esta pregunta se hizo en otra pestaña (o antes de "
                       "recargar la página), así que esta respuesta fue tu segundo intento.",
    "learn.elsewhere-over": "Esta pregunta ya se respondió en otra pestaña (o antes de recargar "
                            "la página): aquí se muestra lo que obtuvo esa respuesta, y esta no "
                            "se contó.",
}
