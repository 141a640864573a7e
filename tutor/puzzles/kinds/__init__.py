"""Every kind of puzzle, registered once: a new kind is one module and one line here."""

from __future__ import annotations

from tutor.puzzles.kind import PuzzleKind
from tutor.puzzles.kinds import (
    first_meld,
    game,
    go_out,
    meld,
    score_hand,
    strategy,
    take_pile,
    upcard,
)

#: The kinds by name, in the order pages list them.
KINDS: dict[str, PuzzleKind] = {k.name: k for k in (
    meld.KIND,
    take_pile.KIND,
    first_meld.KIND,
    go_out.KIND,
    score_hand.KIND,
    upcard.KIND,
    game.KIND,
    strategy.KIND,
)}
