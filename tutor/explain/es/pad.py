"""El español de la libreta de tantos: sus títulos, campos, botones, preguntas y avisos (lo
que rechaza de lo escrito o cargado está en entry.py)."""

from __future__ import annotations

from typing import Final

PAD: Final[dict[str, str]] = {
    "pad.title": "Libreta de tantos",
    "pad.about": "Esta partida: {rules} · {players:n jugador/jugadores} · a {target} puntos",
    "pad.about-teams": "Esta partida: {rules} · {players:n jugador/jugadores} ({teams}) · a "
                       "{target} puntos",
    "pad.saved-unreadable": "No se pudo leer la partida guardada ({reason}); se empezó una "
                            "nueva.",
    "pad.settings-changed": "Tus Ajustes cambiaron desde que empezó esta partida; la partida "
                            "conserva sus propias reglas.",
    "pad.new-with-settings": "Empezar una partida nueva con mis Ajustes",
    # los nombres de los equipos
    "pad.names": "Nombres de los equipos",
    "pad.side": "equipo {n}",
    "pad.name-help": "Como máximo {n} caracteres",
    "pad.name-cut": "El nombre del equipo {side} tiene {n} caracteres; el nombre de un equipo "
                    "tiene como máximo {most}, así que quedó cortado en «{name}».",
    # la mano que se escribe
    "pad.hand-heading": "Mano {n}",
    "pad.correcting": "Corrigiendo la mano {n}",
    "pad.correct-info": "Las cartas de la mano {n} están en el formulario: corrígelas y "
                        "después guarda los cambios; los totales se ajustan solos.",
    "pad.pair": "Alguien levantó el pozo: un jugador solo contra los otros dos en pareja",
    "pad.who-alone-ask": "¿Quién jugó solo?",
    "pad.how-to-type": "Escribe las cartas así: `KS KH KD 2C`, con las letras inglesas de los "
                       "palos: S picas, H corazones, D diamantes, C tréboles (T o 10; también "
                       "sirven ♠♥♦♣), "
                       "un juego por línea; o elígelas más abajo.",
    "pad.melds": "juegos",
    "pad.melds-placeholder": "un juego por línea, p. ej. KS KH KD 2C",
    "pad.red-threes": "treses rojos",
    "pad.cards-left": "cartas que quedaron en la mano",
    "pad.cards-left-of": "cartas que quedaron en la mano del jugador {n}",
    "pad.who-out": "¿Quién cerró?",
    "pad.nobody-out": "nadie (se acabó el mazo)",
    "pad.concealed": "en mano",
    "pad.pick": "Elegir las cartas en vez de escribirlas",
    "pad.pick-cards": "cartas",
    "pad.pick-placeholder": "elige las cartas",
    "pad.pick-to": "agregarlas a",
    "pad.to-meld": "{name}: un juego nuevo",
    "pad.to-hand": "{name}: {who}",
    "pad.pick-add": "Agregar las cartas",
    "pad.hand-scores": "Puntos de esta mano: {totals}",
    "pad.side-total": "{name}: **{n}**",
    "pad.points": "{n:+}",
    "pad.col.side": "equipo",
    "pad.col.what": "qué",
    "pad.col.points": "puntos",
    "pad.col.rule": "regla",
    "pad.col.total": "total",
    "pad.add": "Agregar esta mano a la partida",
    "pad.hand-in": "La mano {n} quedó anotada en la partida.",
    "pad.save-edit": "Guardar los cambios de la mano {n}",
    "pad.cancel-edit": "Cancelar la corrección",
    "pad.corrected": "La mano {n} quedó corregida; los totales se ajustan con ella.",
    # la partida hasta ahora
    "pad.so-far": "La partida hasta ahora",
    "pad.row-hand": "mano {n}",
    "pad.row-alone": "mano {n} ({name} solo)",
    "pad.correct-pick": "Corregir una mano anterior",
    "pad.correct-placeholder": "elige una mano: sus cartas vuelven al formulario",
    "pad.undo": "Deshacer la última mano",
    "pad.undo-ask": "¿Deshacer la mano {n}? Sus cartas vuelven al formulario de arriba, para "
                    "corregirlas y volver a agregarla; lo que esté escrito ahí ahora se "
                    "reemplaza.",
    "pad.undo-yes": "Sí, deshacer la mano {n}",
    "pad.undo-no": "No, conservarla",
    "pad.taken-back": "Se deshizo la mano {n}: sus cartas están en el formulario, para "
                      "corregirlas y volver a agregarla.",
    "pad.winner": "Partida terminada: gana {name} con {n}.",
    "pad.draw": "Partida terminada: los que van primeros están empatados — empate.",
    "pad.over-info": "Esta partida terminó, así que no admite más manos: empieza una partida "
                     "nueva para seguir jugando.",
    "pad.start-new": "Empezar una partida nueva",
    "pad.needs": "{name} necesita **{n}**",
    "pad.first-meld-next": "Primera bajada en la mano siguiente: {needs}",
    # una partida nueva, los archivos
    "pad.new-ask": "¿Empezar una partida nueva? {n:La mano|Las {n} manos} de esta partida se "
                   "{n:perderá|perderán} (expórtala antes para conservarla); los nombres de los "
                   "equipos se mantienen.",
    "pad.new-yes": "Sí, empezar una partida nueva",
    "pad.keep-game": "No, seguir con esta partida",
    "pad.files": "Guardar, compartir, empezar de nuevo",
    "pad.export-json": "Exportar JSON",
    "pad.export-csv": "Exportar CSV",
    "pad.new-game": "Partida nueva",
    "pad.import": "Importar una partida (exportada en JSON o CSV, de hasta {size})",
    "pad.session-only": "Esta partida se guarda solo durante esta sesión.",
    "pad.file-refused": "{name}: {reason}",
    "pad.file-read": "{name}: {n:se leyó|se leyeron} {n:n mano}.",
    "pad.replace-ask": "¿Reemplazar la partida en curso ({n:n mano}) por {name} "
                       "({read:n mano})? La partida en curso se perderá (expórtala antes para "
                       "conservarla).",
    "pad.replace-yes": "Sí, reemplazarla",
}
