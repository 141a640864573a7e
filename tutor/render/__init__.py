"""Drawing for people: SVG cards and the Markdown extension that puts them in text."""
