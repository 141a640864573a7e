"""El español de la primera mano: su página y los pasos de la guía (``guide.<paso>`` el
título de un paso, ``guide.<paso>.say`` qué hacer y la regla que muestra)."""

from __future__ import annotations

from typing import Final

GUIDE: Final[dict[str, str]] = {
    "guide.draw": "Roba una carta",
    "guide.draw.say": "Tu 3♥ ya está boca arriba junto a los juegos de tu equipo: un tres "
                      "rojo se baja en cuanto te lo reparten, el mazo te da otra carta en su "
                      "lugar, y vale 100 para tu equipo. Un turno empieza de una de dos "
                      "maneras: con la carta de arriba del mazo o con todo el pozo. Tus reyes "
                      "podrían llevarse este pozo de una sola carta, el K♣; más adelante en "
                      "esta mano te llevarás uno mayor. Esta vez, pulsa Robar.",
    "guide.first-meld": "Tu primer juego",
    "guide.first-meld.say": "Robaste el 3♦, otro tres rojo: fue al lado del 3♥ y el mazo te "
                            "dio el A♦ en su lugar. Ahora un juego: tres o más cartas del "
                            "mismo valor. Elige tus cuatro reyes y pulsa «Bajar las cartas "
                            "elegidas». Los reyes "
                            "valen 10 cada uno: 40 hasta ahora.",
    "guide.minimum": "El mínimo de la primera bajada",
    "guide.minimum.say": "Tu equipo todavía no tiene puntos, así que su primera bajada debe "
                         "sumar al menos 50 en este turno, y 40 no alcanza. Los ases valen 20 "
                         "cada uno: elige tus tres ases y pulsa «Bajar las cartas elegidas». 40 "
                         "+ 60 = 100, "
                         "suficiente.",
    "guide.discard": "Termina tu turno con un descarte",
    "guide.discard.say": "Un turno termina con una carta al pozo. Elige el 7♦ (no sirve para "
                         "nada) y pulsa «Descartar la carta elegida».",
    "guide.take": "Levanta el pozo",
    "guide.take.say": "Oeste también robó un tres rojo y lo bajó. Tu compañero agregó el "
                      "K♥ a tus reyes: los juegos de un equipo son de los dos compañeros. "
                      "Este hizo la primera bajada "
                      "del otro equipo, tres ases de la mano, y descartó el 9♣. Tu equipo ya "
                      "bajó y el pozo no tiene comodines, así que no está congelado para ti: un "
                      "par natural de nueves lo levanta. Elige 9♥ 9♦ y pulsa Levantar el "
                      "pozo; el 9♣ y tu par forman un juego, y el resto del pozo pasa a tu "
                      "mano.",
    "guide.add": "Agrega a un juego",
    "guide.add.say": "El pozo te dio el K♣. Elígelo y pulsa «Bajar las cartas elegidas»: "
                     "una carta de un valor que tu equipo ya tiene en la mesa se agrega a ese "
                     "juego (ahora son 6 reyes, con el de tu compañero).",
    "guide.add-nine": "Agrega a tu juego nuevo",
    "guide.add-nine.say": "El pozo también te dio el 9♠ de tu compañero, y tu equipo ya "
                          "tiene un juego de nueves: elige el 9♠ y pulsa «Bajar las cartas "
                          "elegidas».",
    "guide.discard-again": "Descarta otra vez",
    "guide.discard-again.say": "El 6♥ de Oeste y tu propio 7♦ vinieron con el pozo, y "
                               "ninguno sirve para un juego. Oeste tiró el 6♥ él mismo, así "
                               "que es el más seguro para devolver: elígelo y pulsa "
                               "Descartar.",
    "guide.black-three": "Un tres negro bloquea el pozo",
    "guide.black-three.say": "Este descartó el 3♠. Un tres negro arriba del pozo bloquea al "
                             "jugador siguiente: nadie puede levantar el pozo con él, así que "
                             "en este turno robas. Pulsa Robar.",
    "guide.canasta": "Una canasta",
    "guide.canasta.say": "Robaste el K♦. Un juego de siete cartas es una canasta: elige el K♦ "
                         "y pulsa «Bajar las cartas elegidas». Siete reyes sin comodín forman "
                         "una canasta limpia, "
                         "que da un premio de 500.",
    "guide.odd-card": "Descarta la carta suelta",
    "guide.odd-card.say": "Elige el 7♦ y pulsa «Descartar la carta elegida»; te quedas "
                          "con tu par de reinas.",
    "guide.frozen": "Levanta un pozo congelado",
    "guide.frozen.say": "Oeste levantó el pozo con tu 7♦ y un par de sietes: el tres negro "
                        "de abajo solo te había bloqueado a ti, por un turno. Después tu "
                        "compañero descartó el 2♣: un comodín en el pozo lo congela para todos "
                        "(queda de costado), así que Oeste y Este ya no pueden levantarlo "
                        "barato. Un pozo congelado solo se levanta con un par natural de su carta "
                        "de arriba, sin comodín. La Q♠ de Este está arriba y tú tienes Q♥ Q♦: "
                        "elígelas y pulsa Levantar el pozo.",
    "guide.wild": "Un comodín",
    "guide.wild.say": "Un 2 o un joker es comodín: se une a un juego de cartas naturales (al "
                      "menos dos naturales, como mucho tres comodines). Elige el 2♣ y pulsa "
                      "Bajar: va a tus nueves, no a los reyes, donde volvería sucia la canasta "
                      "limpia, que valdría 300 en vez de 500.",
    "guide.go-out": "Cierra",
    "guide.go-out.say": "Tu equipo tiene una canasta, así que puedes cerrar: deshazte de tus "
                        "últimas cartas. Elige el 5♠ y pulsa Cerrar; la mano termina y se "
                        "cuenta.",
    "first.title": "Tu primera mano",
    "first.intro": "Juega una mano entera de canasta clásica con cuatro jugadores, del "
                   "reparto a la cuenta. Las cartas están repartidas para que cada cosa que "
                   "necesita un principiante aparezca una vez: los treses rojos, robar, bajar, "
                   "el mínimo de la primera bajada, levantar el pozo (sin congelar y después "
                   "congelado), un tres negro que lo bloquea, una canasta, un comodín, cerrar "
                   "y la cuenta; el otro equipo también baja y levanta el pozo. Una guía te "
                   "señala una jugada a la vez y te dice por qué otra cosa no corresponde.",
    "first.always-classic": "Esta mano se juega siempre con las reglas clásicas y cuatro "
                            "jugadores, digan lo que digan los Ajustes. Te sientas abajo, tu "
                            "compañero enfrente; Oeste y Este juegan contra ustedes.",
    "first.deal": "Repartir la primera mano",
    "first.moved-on": "Esta mano avanzó en otra pestaña o ventana: aquí está como va "
                      "ahora. Las cartas elegidas en la vista anterior no se jugaron; "
                      "elígelas otra vez.",
    "first.step": "Paso {n} de {of}",
    "first.over": "La mano terminó",
    "first.done": "Cerraste, y la mano está contada arriba renglón por renglón, cada uno con "
                  "su regla: el premio por cerrar, el premio de la canasta, 100 por cada tres "
                  "rojo, el valor de las cartas que bajó cada equipo, menos el valor de las "
                  "cartas que todavía tienen en la mano sus jugadores.",
    "first.play-game": "Juega una partida entera contra la computadora",
    "first.back": "Volver a las lecciones",
    "first.again": "Jugar otra vez esta mano",
    "first.to-choose": "las cartas que hay que elegir",
    "first.step-head": "**{title}** · {rule:rule}",
}
