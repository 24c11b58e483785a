"""``python -m luoshu`` and the ``luoshu`` console script: the command line.

A Ctrl-C that comes while the command line is still loading ends it as any other Ctrl-C does, with one line and
the status 130, not with a traceback.
"""

import sys


def run() -> None:
    """Load the command line and run it."""
    try:
        from .cli import main
    except KeyboardInterrupt:
        from .words.language import _

        sys.stderr.write("\n" + _("Interrupted.") + "\n")
        raise SystemExit(130) from None
    main()


if __name__ == "__main__":
    run()
