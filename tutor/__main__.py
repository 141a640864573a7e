"""`python -m tutor …` is the `canasta-tutor` command."""

from .cli import main

raise SystemExit(main())
