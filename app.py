"""Canasta Tutor: the Streamlit entry point. It only routes; the pages live in tutor/app/."""

import streamlit as st

from tutor.app.ui import PAGES, setup

st.set_page_config(page_title="Canasta Tutor", page_icon="🃏", layout="centered")
pages = [
    st.Page(PAGES["home"], title="Home", icon="🏠", url_path="home", default=True),
    st.Page(PAGES["learn"], title="Learn", icon="📖", url_path="learn"),
    st.Page(PAGES["practice"], title="Practise", icon="🎯", url_path="practice"),
    st.Page(PAGES["progress"], title="Progress", icon="📈", url_path="progress"),
    st.Page(PAGES["score_pad"], title="Score pad", icon="🧮", url_path="score-pad"),
    st.Page(PAGES["checker"], title="Position checker", icon="🔍", url_path="checker"),
    st.Page(PAGES["settings"], title="Settings", icon="⚙️", url_path="settings"),
]
page = st.navigation(pages)
setup()
page.run()
