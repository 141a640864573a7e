"""A position met in a game, as a puzzle in the public format."""

from __future__ import annotations

from tutor.engine import State, rank_of

FROM_A_GAME = "a game against the computer"
"""The source of a position met in a game, as a puzzle."""


def state_puzzle(st: State, pid: str) -> dict[str, object] | None:
    """The player to move's position as a public-format puzzle (take_pile before drawing,
    go_out after, while nothing is melded this turn); None when no puzzle kind fits."""
    if st.is_terminal() or st.phase not in ("draw", "meld"):
        return None
    side = st.side
    base: dict[str, object] = {"id": pid, "rules": st.rules.name,
                               "players": st.table.players,
                               "source": FROM_A_GAME}
    if st.table.players == 6:
        base["teams"] = st.table.layout
    ranks = [rank_of(m) for m in st.melds[side]]
    if len(set(ranks)) < len(ranks):
        return None  # two melds of a rank (a pair at three players brings theirs together)
    melds = [[str(c) for c in m] for m in st.melds[side]]
    hand = [str(c) for c in st.hands[st.current]]
    if st.phase == "draw":
        if not st.pile:
            return None
        return {**base, "kind": "take_pile", "position": {
            "pile": [str(c) for c in st.pile], "hand": hand, "team_melds": melds,
            "team_score": st.totals[side]}}
    if st.fresh or st.turn_count or st.answer is not None:
        return None  # melds laid this turn: no puzzle kind says that
    return {**base, "kind": "go_out", "position": {
        "hand": hand, "team_melds": melds, "team_score": st.totals[side],
        "melded_before": st.melded[st.current]}}
