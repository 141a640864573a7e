"""At the table (coming with the score pad and position checker)."""

import streamlit as st

st.title("At the table")
st.info("The score pad and the position checker arrive with the next update.")
