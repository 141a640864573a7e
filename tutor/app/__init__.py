"""The Streamlit pages (a thin skin over the engine and tutor.views.viewmodel)."""
