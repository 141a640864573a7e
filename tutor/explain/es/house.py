"""Español para las reglas de una mesa: cada regla de la casa como la dice un jugador, lo
que significa cada valor en la mesa, los grupos en que Ajustes las muestra, y el nombre de
una mesa."""

from __future__ import annotations

from typing import Final

HOUSE: Final[dict[str, str]] = {
    "rules.with-house": "{name}, con {n:n regla de la casa/reglas de la casa}",
    "ruleset.classic": "Canasta clásica",
    "ruleset.classic.long": "Canasta clásica (las hojas de reglas)",
    "ruleset.bicycle": "Reglas de Bicycle",
    "ruleset.bicycle.long": "La canasta como la publica Bicycle",
    "ruleset.online": "Canasta en línea",
    "ruleset.online.long": "La canasta como se juega en línea en World of Card Games",
    "rules.scoring-sheet": "La puntuación de una mano",
    "rules.house-choice": "una regla de la casa en esta mesa",
    "rules.file-size": "uno guardado con \u00abDescargarlas como archivo de reglas\u00bb",
    "rules.house-choice.shared": "Con las reglas con que llegó esta posición: una regla "
                                 "de la casa, no la del reglamento.",
    "rules.house-choice.page": "En tu mesa: una regla de la casa (Ajustes), no la del "
                               "reglamento.",
    "rules.problem": "{source} no se puede usar: {why}.",
    "rules.problem.unknown": "{source} nombra un reglamento que este tutor no conoce, {value}; "
                             "conoce {known:, /}.",
    "rules.problem.unknown-option": "{source} fija una regla de la casa que este tutor no "
                                    "conoce, {value}.",
    "rules.problem.bad-option-value": "{source} responde \u00ab{question}\u00bb ({option}) con "
                                      "{value}, que no es una de sus respuestas: admite "
                                      "{choices: o /}.",
    "rules.problem.bad-spec-part": "{source} tiene {value}, que no es una regla de la casa "
                                   "escrita como opción=valor.",
    "rules.problem.bad-toml": "{source} no es un archivo de reglas: no se puede leer como tal. "
                              "Un archivo de reglas son unas pocas líneas, como las escribe "
                              "\u00abDescargarlas como archivo de reglas\u00bb: base = "
                              "\"classic\", después [options] y una regla de la casa por "
                              "línea.",
    "rules.problem.unknown-option-near": "{source} fija una regla de la casa que este tutor "
                                         "no conoce, {value}. ¿Quisiste decir {near} "
                                         "(\u00ab{question}\u00bb)?",
    "rules.problem.file-unknown-key": "{source} tiene {key}, que un archivo de reglas no "
                                      "tiene (solo tiene base, name y [options]).",
    "rules.problem.file-no-base": "{source} no dice qué reglamento cambia (una línea como "
                                  "base = \"classic\").",
    "rules.problem.file-name": "{source} da como nombre {value}: un nombre es un texto entre "
                               "comillas.",
    "rules.problem.file-options": "{source} no pone sus reglas de la casa bajo [options].",
    "settings.moved-on": "Tus ajustes cambiaron en otra pestaña o ventana: esta página los "
                         "sigue tal como están ahora.",
    "rules.frozen-at-table.page": "Congelado por una regla de la casa en tu mesa (Ajustes): "
                                  "{rule}",
    "rules.frozen-at-table.shared": "Congelado por una regla de la casa de las reglas con "
                                    "que llegó esta posición: {rule}",
    "cheat.house": "En esta mesa: {n:n regla de la casa/reglas de la casa} (las líneas de "
                   "abajo {n:la|las} siguen)",
    "rules.open-point": "Las mesas difieren en este punto ({point}): el tutor lo juega así; "
                        "en Ajustes tu mesa puede fijarlo de otro modo.",
    "settings.merged": "Tus ajustes también cambiaron en otra pestaña o ventana: tu cambio se "
                       "hizo sobre ese. Aquí están con los dos.",
    "settings.merged-short": "También cambió en otra pestaña: se guardaron los dos cambios.",
    "settings.book-changed": "El reglamento pasó de {was} a {now}.",
    "settings.house-came": "Tus reglas de la casa se mantuvieron: {rules: /}",
    "settings.house-book": "{n} de ellas {n:es|son} allí regla del propio reglamento.",
    "settings.house-left": "Tus reglas de la casa no pudieron mantenerse ({why}); {now} tal "
                           "como las da el reglamento.",
    "settings.house-reset": "Reglas de la casa borradas: {rules: /}",
    "house.group.melds": "Juegos",
    "house.group.pile": "El pozo",
    "house.group.first-meld": "La primera bajada",
    "house.group.going-out": "Cerrar",
    "house.group.scoring": "La cuenta",
    "house.group.game": "La partida",
    "house.meld_min_naturals": "Naturales que necesita un juego",
    "house.meld_min_naturals=2": "Dos: Q Q 2 es un juego.",
    "house.meld_min_naturals=3": "Tres: Q Q 2 no es un juego; Q Q Q 2 sí.",
    "house.meld_max_wilds": "Comodines que puede llevar un juego",
    "house.meld_max_wilds=2": "Dos como máximo.",
    "house.meld_max_wilds=3": "Tres como máximo.",
    "house.meld_naturals_exceed_wilds": "Más naturales que comodines en un juego",
    "house.meld_naturals_exceed_wilds=true": "Sí: K K 2 2 no es un juego; K K K 2 2 sí.",
    "house.meld_naturals_exceed_wilds=false": "No: K K 2 2 es un juego (dos naturales "
    "alcanzan).",
    "house.canasta_size": "Cartas que hacen una canasta",
    "house.canasta_size=6": "Seis.",
    "house.canasta_size=7": "Siete.",
    "house.one_meld_per_rank": "Dos juegos del mismo valor en un equipo",
    "house.one_meld_per_rank=true": "No se permite: las demás cartas de ese valor van al "
    "juego que ya está en la mesa.",
    "house.one_meld_per_rank=false": "Se permite: un equipo puede bajar un segundo juego de "
    "un valor que ya tiene.",
    "house.black_three_meld_max": "3 negros bajados al cerrar",
    "house.black_three_meld_max=3": "Tres, no más.",
    "house.black_three_meld_max=4": "Tres o cuatro.",
    "house.upcard_cover": "Una carta dada vuelta en el reparto que se tapa enseguida",
    "house.upcard_cover=wild_or_red_three": "Un comodín o un 3 rojo (el pozo queda "
    "congelado).",
    "house.upcard_cover=wild_or_any_three": "Un comodín o cualquier 3, hasta que aparece un "
    "natural.",
    "house.upcard_cover=red_three": "Solo un 3 rojo; un comodín queda arriba y el pozo "
    "empieza congelado.",
    "house.wild_in_pile_freezes": "Un comodín en el pozo",
    "house.wild_in_pile_freezes=true": "Lo congela para todos hasta que alguien lo levanta.",
    "house.wild_in_pile_freezes=false": "No lo congela.",
    "house.red_three_in_pile_freezes": "Un 3 rojo dado vuelta en el reparto",
    "house.red_three_in_pile_freezes=true": "Congela el pozo para todos.",
    "house.red_three_in_pile_freezes=false": "No congela el pozo.",
    "house.black_three_freezes": "Un 3 negro en el pozo",
    "house.black_three_freezes=true": "Congela el pozo para todos, no solo mientras está "
    "arriba.",
    "house.black_three_freezes=false": "Solo bloquea al jugador siguiente mientras está "
    "arriba.",
    "house.take_with_natural_and_wild": "Un pozo abierto levantado con un natural y un "
    "comodín",
    "house.take_with_natural_and_wild=true": "Se permite.",
    "house.take_with_natural_and_wild=false": "No se permite: un par natural, o un juego del "
    "equipo al que va la carta de arriba.",
    "house.frozen_take_extras": "Más cartas con el par que levanta un pozo congelado",
    "house.frozen_take_extras=true": "Se permite: pueden sumarse más naturales de ese valor "
    "y comodines.",
    "house.frozen_take_extras=false": "No se permite: solo la carta de arriba y el par.",
    "house.one_card_hand_takes_one_card_pile": "Una carta en la mano que levanta un pozo de "
    "una carta",
    "house.one_card_hand_takes_one_card_pile=true": "Se permite.",
    "house.one_card_hand_takes_one_card_pile=false": "No se permite.",
    "house.red_three_from_pile_replaced": "Un 3 rojo que viene con el pozo",
    "house.red_three_from_pile_replaced=true": "Se pone aparte y se repone del mazo.",
    "house.red_three_from_pile_replaced=false": "Se pone aparte, sin reponerlo.",
    "house.opening_take_top_card_counts": "Bajar levantando el pozo: la carta de arriba",
    "house.opening_take_top_card_counts=true": "Cuenta para el mínimo.",
    "house.opening_take_top_card_counts=false": "No cuenta para el mínimo.",
    "house.opening_take_hand_melds_count": "Bajar levantando el pozo: otros juegos de la mano",
    "house.opening_take_hand_melds_count=true": "Cuentan para el mínimo.",
    "house.opening_take_hand_melds_count=false": "No cuentan: el juego de la carta de arriba "
    "tiene que llegar al mínimo.",
    "house.must_ask_partner": "Preguntar al compañero «¿puedo cerrar?»",
    "house.must_ask_partner=true": "Siempre, y un no impide cerrar en ese turno.",
    "house.must_ask_partner=false": "Lo decide el jugador; un sí o un no dado obliga.",
    "house.concealed_needs_canasta": "Cerrar en mano",
    "house.concealed_needs_canasta=true": "Necesita una canasta bajada de la mano.",
    "house.concealed_needs_canasta=false": "No necesita una canasta propia.",
    "house.concealed_may_add_to_side_melds": "Cerrar en mano y los juegos del equipo",
    "house.concealed_may_add_to_side_melds=true": "Puede agregar a los juegos que el "
    "compañero ya bajó.",
    "house.concealed_may_add_to_side_melds=false": "No puede agregarles.",
    "house.concealed_with_discard": "Cerrar en mano con un descarte",
    "house.concealed_with_discard=true": "Se permite.",
    "house.concealed_with_discard=false": "No se permite: se bajan todas las cartas.",
    "house.concealed_waives_minimum": "Cerrar en mano y el mínimo de la primera bajada",
    "house.concealed_waives_minimum=true": "El mínimo no se aplica.",
    "house.concealed_waives_minimum=false": "El mínimo se sigue aplicando.",
    "house.last_discard_may_be_wild": "Un comodín como último descarte",
    "house.last_discard_may_be_wild=true": "Se permite.",
    "house.last_discard_may_be_wild=false": "No se permite.",
    "house.concealed_bonus": "Lo que vale cerrar en mano",
    "house.concealed_bonus=100": "100, como cualquier cierre.",
    "house.concealed_bonus=200": "200 en total.",
    "house.red_three_value": "Un 3 rojo que sigue en la mano cuando termina la mano",
    "house.red_three_value=0": "No vale nada como carta: solo su premio o su castigo.",
    "house.red_three_value=100": "Resta 100 al equipo, como carta.",
    "house.three_player_pair_shares": "Tres jugadores: lo que se anota cada uno de la pareja",
    "house.three_player_pair_shares=true": "El resultado entero de la pareja.",
    "house.three_player_pair_shares=false": "La mitad del resultado de la pareja.",
    "house.three_player_pair_minimum": "Tres jugadores: el mínimo de la primera bajada de la "
    "pareja",
    "house.three_player_pair_minimum=higher": "Según el mayor de los totales de sus miembros.",
    "house.three_player_pair_minimum=lower": "Según el menor de los totales de sus miembros.",
    "house.losing_floor": "Un equipo muy por debajo de cero",
    "house.losing_floor=none": "Sigue jugando: un total puede bajar todo lo que sea.",
    "house.losing_floor=-2000": "Pierde la partida en -2.000 o menos.",
    "house.tie_at_target": "Los dos equipos pasan la meta con el mismo total",
    "house.tie_at_target=draw": "La partida es empate.",
    "house.tie_at_target=play_on": "Se juega otra mano.",
    "house.stock_out": "Cuando se acaba el mazo",
    "house.stock_out=play_on": "El juego sigue mientras se levanta y se baja el descarte.",
    "house.stock_out=end_at_once": "La mano termina enseguida.",
    "house.stock_out_must_take": "Acabado el mazo: el último descarte, cuando se puede "
    "levantar",
    "house.stock_out_must_take=true": "Hay que levantarlo.",
    "house.stock_out_must_take=false": "Se puede dejar, y eso termina la mano.",
}

SCENES: Final[dict[str, str]] = {
    "scene.melds": "Los juegos de tu equipo",
    "scene.hand": "Tu mano",
    "scene.pile": "El pozo (la carta de arriba al final)",
    "scene.pile-frozen": "El pozo, congelado por el 2 que tiene (la carta de arriba al final)",
    "scene.left": "Lo que queda en tu mano",
    "scene.pair-melds": "El juego de la pareja",
    "scene.pair-left": "Lo que queda en las manos de la pareja, una carta cada uno",
    "scene.discard": "El descarte, con el mazo acabado",
    "scene.next-hand": "El jugador siguiente tiene (su equipo ya bajó)",
    "scene.one_meld_per_rank.about": "Tu equipo tiene reyes bajados y tú tienes tres más.",
    "scene.one_meld_per_rank.yes": "Pueden bajarse como un segundo juego de reyes.",
    "scene.one_meld_per_rank.no": "Solo pueden ir al juego de reyes que ya está en la mesa.",
    "scene.frozen_take_extras.about": "El pozo está congelado con un 9 arriba; tienes tres 9 "
                                      "y un 2.",
    "scene.frozen_take_extras.yes": "El tercer 9 y el 2 pueden bajarse con el par al levantar "
                                    "el pozo.",
    "scene.frozen_take_extras.no": "Solo el par baja con la carta de arriba; el resto se "
                                   "puede bajar después.",
    "scene.red_three_from_pile_replaced.about": "Levantas un pozo que tiene un 3 rojo.",
    "scene.red_three_from_pile_replaced.yes": "El 3 rojo se pone aparte y robas una carta del "
                                              "mazo en su lugar.",
    "scene.red_three_from_pile_replaced.no": "El 3 rojo se pone aparte; ninguna carta lo "
                                             "repone.",
    "scene.must_ask_partner.about": "Tu equipo tiene una canasta y puedes bajar el resto de "
                                    "tu mano, descartando el 9.",
    "scene.must_ask_partner.yes": "Puedes cerrar enseguida, o preguntar antes al compañero.",
    "scene.must_ask_partner.no": "Primero tienes que preguntar al compañero «¿Puedo cerrar?», "
                                 "y la respuesta obliga.",
    "scene.red_three_value.about": "El otro equipo cierra mientras todavía tienes un 3 rojo y "
                                   "un 4; tu equipo tiene tres 9 bajados.",
    "scene.red_three_value": "Tu equipo se anota {n:+} en la mano.",
    "scene.three_player_pair_shares.about": "Tres jugadores: el que juega solo cierra; la "
                                            "pareja tiene tres 9 bajados y una carta cada uno.",
    "scene.three_player_pair_shares": "Cada uno de la pareja se anota {n}.",
    "scene.three_player_pair_minimum.about": "Tres jugadores con 1.600, -100 y 3.100: el de "
                                             "-100 levanta primero el pozo y juega solo.",
    "scene.three_player_pair_minimum": "Los otros dos siguen en pareja desde {n}.",
    "scene.stock_out.about": "Se acabó el mazo y se descarta el 9; el jugador siguiente puede "
                             "levantarlo con un par de 9.",
    "scene.stock_out.yes": "La mano termina enseguida.",
    "scene.stock_out.no": "El juego sigue: el jugador siguiente levanta el pozo y baja.",
    "scene.stock_out_must_take.about": "Se acabó el mazo y se descarta el 9; el jugador "
                                       "siguiente puede levantarlo con un par de 9.",
    "scene.stock_out_must_take.yes": "El jugador siguiente puede dejarlo, y la mano termina.",
    "scene.stock_out_must_take.no": "El jugador siguiente tiene que levantarlo.",
}
