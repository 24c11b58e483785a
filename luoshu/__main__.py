"""``python -m luoshu`` runs the command line."""

from .cli import main

main()
