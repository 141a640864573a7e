"""Canasta Tutor: the Streamlit entry point. It only routes; the pages live in tutor/app/."""

import streamlit as st

from tutor.app.ui import PAGES, ROUTES, after_page, is_organiser, setup, sign_in_gate

st.set_page_config(page_title="Canasta Tutor", page_icon=":material/playing_cards:",
                   layout="centered")
sign_in_gate()  # on a club's server: signed in before any page, or stopped here
pages = [st.Page(PAGES[key], title=title, icon=f":material/{icon}:", url_path=path,
                 default=key == "home") for key, title, icon, path in ROUTES
         if key != "club" or is_organiser()]
page = st.navigation(pages)
setup()
page.run()
after_page()
