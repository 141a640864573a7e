"""Canasta Tutor's routing entry: the sign-in gate, the pages and what every page shares.

``streamlit run`` runs it two ways: from ``app.py`` at the top of a checkout, and as this
file itself when the tutor is installed (``canasta-tutor app``), with the card images in
``static/`` beside it."""

import streamlit as st

from tutor.app.ui import (
    PAGES,
    ROUTES,
    after_page,
    choose_language,
    is_organiser,
    setup,
    sign_in_gate,
)
from tutor.explain import words


def run() -> None:
    """One run of the app: route to the page the address names and draw it."""
    st.set_page_config(page_title="Canasta Tutor", page_icon=":material/playing_cards:",
                       layout="centered")
    sign_in_gate()  # on a club's server: signed in before any page, or stopped here
    choose_language()
    pages = [st.Page(PAGES[key], title=words(f"nav.{key}"), icon=f":material/{icon}:",
                     url_path=path, default=key == "home") for key, icon, path in ROUTES
             if key != "club" or is_organiser()]
    page = st.navigation(pages)
    # Whether this run comes onto the page from another (a link, the menu, a first visit)
    # or runs it again: a page that keeps its place in the address follows the address
    # only on the way in (a rerun may carry an address the browser had not yet updated).
    st.session_state["page.entered"] = st.session_state.get("page.now") != page.url_path
    st.session_state["page.now"] = page.url_path
    setup()
    page.run()
    after_page()


if __name__ == "__main__":  # the installed entry: `streamlit run …/tutor/app/main.py`
    run()
