"""Cheat sheet: the rules in force on one page, to keep by the table or print."""

import streamlit as st

from tutor.app.ui import settings
from tutor.engine import get_rules
from tutor.explain import words
from tutor.text import plain
from tutor.views.cheatsheet import cheat_sheet, cheat_sheet_html

s = settings()
rules = get_rules(s.rules)
table = rules.table(s.players, s.teams if s.players == 6 else None)
st.title(words("cheat.page-title"))
named = f"{s.table}: " if s.table else ""
st.caption(words("cheat.page-caption", table=plain(named + s.label)))
st.download_button(words("cheat.download"),
                   cheat_sheet_html(rules, table, s.table), "canasta-cheat-sheet.html", "text/html",
                   icon=":material/print:")
for section in cheat_sheet(rules, table):
    st.subheader(section.title)
    st.markdown("\n".join(f"- {plain(line.text)}" for line in section.lines))
