"""Las palabras de la página de repaso: una partida mirada de nuevo, jugada a jugada."""

from __future__ import annotations

REVIEW: dict[str, str] = {
    "review.title": "Repaso",
    "review.intro": "Cada jugada de una mano en orden, también las de los demás. El "
                    "entrenador califica cada una de tus decisiones: buena, imprecisa, un "
                    "error o un error grave, con lo que costó y la jugada mejor.",
    "review.none": "Todavía no hay partida para repasar: juega una mano y vuelve aquí, o abre "
                   "abajo el registro de una partida.",
    "review.play-link": "Jugar una partida",
    "review.of-play": "Estás repasando tu partida en Jugar.",
    "review.of-file": "Estás repasando la partida del archivo {name}.",
    "review.back-to-play": "Repasar en cambio tu partida en Jugar",
    "review.open": "Abrir una partida guardada desde Jugar (el archivo que da «Guardar la "
                   "partida entera», hasta 1 MB)",
    "review.opened": "Se abrió {name}: su primera mano está en pantalla.",
    "review.bad-file": "El archivo {name} no se pudo abrir como partida: {where}: {reason}.",
    "review.too-big": "el archivo tiene {n:n byte}; un registro tiene como mucho 1 MB",
    "review.not-text": "el archivo no es texto (UTF-8)",
    "review.not-json": "no es el registro de una partida (su texto no es JSON)",
    "review.a-puzzle": "es un ejercicio, no una partida: ábrelo en el verificador de "
                       "posiciones",
    "review.not-a-game": "no es el registro de una partida (uno tiene la mesa, las reglas y "
                         "las jugadas de cada mano; aquí falta o está mal {field})",
    "review.unreadable": "esa jugada no se puede leer",
    "review.illegal": "esa jugada va contra las reglas ahí: {reason:lower}",
    "review.out-of-order": "las jugadas están fuera de orden (una viene después del final de "
                           "la mano, o de un jugador al que no le toca)",
    "review.unfinished": "la mano se corta antes de terminar (solo la última puede)",
    "review.after-the-end": "la mano viene después del final de la partida",
    "review.where-file": "el archivo",
    "review.where-move": "mano {hand}, jugada {move}",
    "review.where-hand": "mano {hand}",
    "review.hand": "Mano",
    "review.hand-done": "Mano {n}: tu total al terminarla, {total}",
    "review.hand-playing": "Mano {n}: todavía en juego",
    "review.move": "Jugada",
    "review.end": "Final",
    "review.at": "Jugada {n} de {total}",
    "review.at-end": "El final de la mano, después de la jugada {n}",
    "review.at-deal": "La mano tal como se repartió: todavía ninguna jugada",
    "review.at-now": "Cómo está la mano ahora, después de la jugada {n}",
    "review.then": "La jugada: {line}",
    "review.first": "Primera jugada",
    "review.back": "Atrás",
    "review.next": "Siguiente",
    "review.previous-flag": "Error anterior",
    "review.next-flag": "Error siguiente",
    "review.no-flags": "El entrenador no marcó ninguna de tus jugadas en esta mano.",
    "review.all-good": "El entrenador no marcó {all:tu única decisión|ninguna de tus {all} "
                       "decisiones} en esta mano: no encontró una elección claramente mejor.",
    "review.flags": "El entrenador marcó {n} de tus {all} decisiones en esta mano ({marks}); "
                    "{good:una fue buena|{good} fueron buenas}.",
    "review.marks.blunder": "{n:n error grave/errores graves}",
    "review.marks.mistake": "{n:n error/errores}",
    "review.marks.inaccuracy": "{n:n imprecisión/imprecisiones}",
    "review.looking": "El entrenador está mirando tus decisiones de esta mano: {done} de {all} "
                      "por ahora… (Error siguiente encuentra los marcados hasta ahora.)",
    "review.looking-here": "El entrenador todavía está mirando esta jugada…",
    "review.no-clear-cost": "El entrenador no encuentra aquí una jugada claramente mejor, "
                            "pero lo que advirtió Jugar sigue valiendo:",
    "review.taken-after": "{who:Upper} levantó el pozo justo después. El entrenador juzga "
                          "un descarte por lo que podías ver: en los repartos posibles de las "
                          "cartas que no veías, ningún otro descarte era claramente mejor aquí.",
    "review.none-yet": "Todavía no hay un error marcado hacia ese lado: el entrenador sigue "
                       "mirando esta mano.",
    "review.none-that-way": "No hay ningún error marcado hacia ese lado en esta mano.",
    "review.good": "Una buena jugada: el entrenador no encuentra otra mejor por un margen "
                   "claro.",
    "review.judged": "**Entrenador — {rule:rule}**\n\n{reason}",
    "review.judged-plain": "Entrenador — {reason}",
    "review.not-judged": "El entrenador no pudo mirar esta jugada.",
    "review.your-hand": "Tu mano antes de esta jugada",
    "review.play-on": "Seguir jugando desde aquí",
    "review.play-on-help": "Una partida nueva en Jugar desde esta posición: los jugadores de "
                           "la computadora siguen desde aquí, y tú también.",
    "review.replace": "Tu partida en Jugar (mano {hand}) no terminó: seguir desde aquí pone "
                      "esta partida en su lugar. Guarda antes su registro si lo quieres.",
    "review.yes-play-on": "Sí, seguir desde aquí",
    "review.no-keep": "No, conservar mi partida",
    "review.strategy-about": "O como ejercicio de estrategia: ¿qué haría aquí un buen "
                             "jugador, en el lugar del jugador que juega?",
    "review.strategy-try": "Probarlo en Practicar",
    "review.strategy-download": "Descargar el ejercicio de estrategia (JSON)",
    "review.save": "Guardar esta posición como ejercicio",
    "review.no-puzzle": "Una posición se guarda como ejercicio al comienzo de un turno: antes "
                        "de robar, o antes de bajar nada en el turno.",
}
