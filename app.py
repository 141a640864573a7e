"""Canasta Tutor: the Streamlit entry point. It only routes; the pages live in tutor/app/."""

import streamlit as st

from tutor.app.ui import PAGES, after_page, setup

st.set_page_config(page_title="Canasta Tutor", page_icon="🃏", layout="centered")
ROUTES = [  # (page, title, icon, url path)
    ("home", "Home", "home", "home"),
    ("learn", "Learn", "school", "learn"),
    ("practice", "Practise", "fitness_center", "practice"),
    ("play", "Play", "playing_cards", "play"),
    ("progress", "Progress", "insights", "progress"),
    ("score_pad", "Score pad", "calculate", "score-pad"),
    ("checker", "Position checker", "search", "checker"),
    ("settings", "Settings", "settings", "settings"),
]
pages = [st.Page(PAGES[key], title=title, icon=f":material/{icon}:", url_path=path,
                 default=key == "home") for key, title, icon, path in ROUTES]
page = st.navigation(pages)
setup()
page.run()
after_page()
