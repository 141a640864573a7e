"""Cheat sheet: the rules in force on one page, to keep by the table or print."""

import streamlit as st

from tutor.app.ui import settings
from tutor.engine import get_rules
from tutor.text import plain
from tutor.views.cheatsheet import cheat_sheet, cheat_sheet_html

s = settings()
rules = get_rules(s.rules)
table = rules.table(s.players, s.teams if s.players == 6 else None)
st.title("Cheat sheet")
named = f"{s.table}: " if s.table else ""
st.caption(f"{plain(named + s.label)}: the rules in force (change them in Settings).")
st.download_button("Download the printable page (one A4 sheet)",
                   cheat_sheet_html(rules, table, s.table), "canasta-cheat-sheet.html", "text/html",
                   icon=":material/print:")
for section in cheat_sheet(rules, table):
    st.subheader(section.title)
    st.markdown("\n".join(f"- {plain(line.text)}" for line in section.lines))
