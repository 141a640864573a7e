"""Canasta Tutor from a checkout: ``streamlit run app.py`` (``python3 dev.py app``). It only
routes, as the installed tutor's entry does (tutor/app/main.py); the pages live beside that."""

from tutor.app.main import run

run()
