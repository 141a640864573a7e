"""Una frase para cada regla, con nuestras palabras: cada fila de las hojas clásicas, cada
regla de Bicycle que difiere y cada punto que los textos dejan abierto."""

from __future__ import annotations

from typing import Final

SHEET_ROW_SUMMARIES: Final[dict[str, str]] = {
    # Las hojas
    "basics-1": "Cuatro jugadores en dos parejas; dos barajas y cuatro jokers, 108 cartas.",
    "basics-2": "Once cartas cada uno; la carta dada vuelta abre el pozo, y si es un comodín "
    "o un 3 rojo se tapa.",
    "basics-3": "Un 3 rojo se baja boca arriba enseguida y se repone del mazo; es una carta "
    "de premio.",
    "basics-4": "El turno empieza con la carta de arriba del mazo, o con el pozo entero cuando "
    "se puede.",
    "basics-5": "Un juego son tres o más cartas de un mismo valor, del 4 al as; solo se agrega "
    "a los juegos del propio equipo.",
    "basics-6": "Los 2 y los jokers son comodines; un juego necesita dos naturales y lleva "
    "como mucho tres comodines.",
    "basics-7": "Siete cartas de un mismo valor hacen una canasta.",
    "basics-8": "El turno termina con un descarte; un 3 negro en el pozo bloquea al jugador "
    "siguiente.",
    "basics-9": "Con una canasta, un jugador puede cerrar: bajar todas sus cartas, o todas "
    "menos un descarte.",
    # Levantar el pozo, congelado o no
    "pile-1": "Levantar el pozo es bajar enseguida su carta de arriba y después recoger el "
    "resto.",
    "pile-2": "Pozo sin congelar: la carta de arriba con un par natural, o con un natural y "
    "un comodín.",
    "pile-3": "Pozo sin congelar: su carta de arriba puede ir, en cambio, al juego de ese "
    "valor de tu equipo.",
    "pile-4": "El pozo está congelado para un equipo hasta que ese equipo hace su primera "
    "bajada.",
    "pile-5": "Un comodín descartado congela el pozo para todos hasta que alguien lo levanta.",
    "pile-6": "Un pozo congelado solo se levanta con un par natural de la mano del valor de la "
    "carta de arriba.",
    "pile-7": "Un comodín o un 3 negro arriba bloquea al jugador siguiente; un 3 negro no "
    "congela.",
    "pile-8": "Solo cuenta la carta de arriba; las de abajo no ayudan a formar el juego.",
    "pile-9": "Acabado el mazo, el juego sigue mientras los jugadores levantan y bajan el "
    "descarte.",
    # La primera bajada: la tabla según el total
    "first-meld-1": "Valores: joker 50, as y 2 valen 20, de la K al 8 valen 10, del 7 al 4 "
    "valen 5, el 3 negro vale 5.",
    "first-meld-2": "La primera bajada de un equipo debe llegar a un mínimo; los juegos de un "
    "mismo turno se suman.",
    "first-meld-3": "Por debajo de cero, la primera bajada necesita 15.",
    "first-meld-4": "De 0 a 1.495, la primera bajada necesita 50.",
    "first-meld-5": "De 1.500 a 2.995, la primera bajada necesita 90.",
    "first-meld-6": "Desde 3.000, la primera bajada necesita 120; los premios nunca cuentan.",
    "first-meld-7": "Levantar el pozo para bajar: cuenta su carta de arriba, con un par "
    "natural de la mano.",
    "first-meld-8": "Una vez que un equipo bajó, los dos compañeros bajan libremente el resto "
    "de la mano.",
    "first-meld-9": "Ejemplo: K K K con Q Q 2 suman 70; alcanza para 50, no alcanza para 90.",
    # La cuenta de una mano
    "scoring-1": "Cerrar vale 100; cerrar en mano, con una canasta, vale 200.",
    "scoring-2": "Una canasta limpia vale 500, una sucia 300.",
    "scoring-3": "Los 3 rojos valen 100 cada uno, 800 los cuatro; un equipo que no bajó nada "
    "los resta.",
    "scoring-4": "Cada carta bajada suma su valor, también las de las canastas.",
    "scoring-5": "Cada carta que queda en las manos de un equipo, también las del compañero, "
    "se resta.",
    "scoring-6": "Los totales pueden quedar por debajo de cero y fijan el mínimo de la "
    "siguiente primera bajada.",
    "scoring-7": "La partida termina cuando un total llega a 5.000 al final de una mano; gana "
    "el total más alto.",
    "scoring-8": "Un jugador puede preguntar al compañero «¿Puedo cerrar?»; la respuesta "
    "obliga, y preguntar es optativo.",
    "scoring-9": "Los 3 negros solo se bajan al cerrar: tres o cuatro, sin comodines.",
    # Dos, tres y seis jugadores
    "variants-1": "Dos jugadores: 15 cartas cada uno, cada uno cuenta solo, partida a 5.000.",
    "variants-2": "Dos jugadores: se roban dos, se descarta una; si en el mazo queda una sola "
    "carta, robarla es un robo completo.",
    "variants-3": "Dos jugadores: para cerrar hacen falta dos canastas.",
    "variants-4": "Tres jugadores: 13 cartas cada uno, se roban dos, se descarta una.",
    "variants-5": "Tres jugadores: el primero que levanta el pozo juega solo contra los otros "
    "dos; partida a 7.500.",
    "variants-6": "Seis jugadores: tres barajas y seis jokers, 162 cartas, 13 cartas cada uno.",
    "variants-7": "Seis jugadores: tres equipos de dos, o dos equipos de tres.",
    "variants-8": "Seis jugadores: para cerrar hacen falta dos canastas; 3 rojos: 4 → 400, "
    "5 → 1.000, 6 → 1.200.",
    "variants-9": "Seis jugadores: tres equipos a 7.500, dos equipos a 10.000 y un mínimo de "
    "150 desde 7.000.",
}

#: Las reglas como las publica Bicycle (004_…), donde difieren de las hojas.
BICYCLE_SUMMARIES: Final[dict[str, str]] = {
    "bicycle-upcard": "Un joker, un 2 o cualquier 3 dado vuelta se tapa hasta que aparece un "
    "natural del 4 al as.",
    "bicycle-frozen": "Un 3 rojo que abre el pozo, o un comodín o un 3 negro dado vuelta o "
    "descartado, congela el pozo para todos.",
    "bicycle-values": "La tabla de valores de Bicycle pone el 3 rojo como carta de premio que "
    "vale 100.",
    "bicycle-one-meld": "Un equipo no puede tener dos juegos separados del mismo valor.",
    "bicycle-concealed": "Cerrar en mano: toda la mano en un turno, con una canasta, sin "
    "juegos anteriores; 100 más.",
}

#: Las reglas del sitio en línea (002_…), donde difieren de las hojas.
ONLINE_SUMMARIES: Final[dict[str, str]] = {
    "online-melds": "Un juego lleva más naturales que comodines, y tres comodines como mucho: "
    "K K 2 2 no es un juego allí.",
    "online-upcard": "Un 3 rojo dado vuelta se tapa hasta que aparece otra carta; un comodín "
    "dado vuelta queda arriba y el pozo empieza congelado.",
    "online-pile": "La carta de arriba se levanta con dos naturales de su valor de la mano, o "
    "agregándola a un juego del equipo; un natural y un comodín no alcanzan.",
    "online-going-out": "Antes de cerrar, un jugador siempre pregunta al compañero, y un no "
    "impide cerrar en ese turno.",
    "online-game-end": "Un equipo cuyo total cae a -2.000 o menos pierde la partida.",
}

#: Lo que los textos dejan abierto (../shared/rules/open-questions.md).
OPEN_QUESTION_SUMMARIES: Final[dict[str, str]] = {
    "Q1": "¿Un 3 rojo que abre el pozo lo congela (clásica)?",
    "Q2": "El valor de un 3 rojo como carta.",
    "Q3": "Cerrar en mano agregando a los juegos que el equipo ya tiene en la mesa.",
    "Q4": "Cerrar en mano con un descarte final.",
    "Q5": "¿El mínimo de la primera bajada vale para cerrar en mano?",
    "Q6": "Bicycle: al levantar el pozo para bajar, ¿cuentan la carta de arriba y los juegos "
    "de la mano?",
    "Q7": "¿Pueden sumarse comodines o más naturales al par natural que levanta un pozo "
    "congelado?",
    "Q8": "Los dos equipos pasan la meta con el mismo total.",
    "Q9": "Bicycle: cuando se acaba el mazo.",
    "Q10": "Bicycle con 2, 3 o 6 jugadores.",
    "Q11": "Tres jugadores: cómo se cuentan el que juega solo y la pareja.",
    "Q12": "Seis jugadores: juegos de 3 negros de cinco o seis cartas.",
    "Q13": "Dos juegos separados del mismo valor en un equipo.",
    "Q14": "Una mano de una carta que levanta un pozo de una carta.",
    "Q15": "¿Un juego no válido de siete cartas se anota como canasta?",
    "Q16": "Las dos redacciones de Bicycle de cerrar en mano.",
    "Q17": "Descartar un comodín como última carta al cerrar.",
    "Q18": "¿Hace falta la respuesta del compañero a «¿Puedo cerrar?» cada vez?",
    "Q19": "¿Un 3 rojo levantado con el pozo se repone del mazo?",
    "Q20": "Acabado el mazo, ¿un jugador que puede levantar el último descarte está obligado "
    "a hacerlo?",
    "Q21": "¿Cuándo puede un jugador preguntar al compañero «¿Puedo cerrar?»?",
}

RULE_SUMMARIES: Final[dict[str, str]] = {**SHEET_ROW_SUMMARIES, **BICYCLE_SUMMARIES,
                                         **ONLINE_SUMMARIES, **OPEN_QUESTION_SUMMARIES}
