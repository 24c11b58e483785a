"""The web face: ``luoshu serve``, a classroom server. A page in any browser plays the game against the computer
or against a person on another device, in every dress, with hints, explanations, puzzles, saves and the
value history; its JSON API serves scripts as well.

    app      the Starlette application: routes, bounded bodies, refusals as JSON, event streams, the page's files
    games    the games the server holds in memory, each a ``Session`` with its seats' tokens; every request read by
             the session (``NewGame``, ``number_asked``) and answered with what it shows (``session.screen``)
    page     the language of each request (the page's switch, else the browser's) and the page in it, its words
             filled in from the catalogues (``page_words``)
    studies  the studies: a teacher's study, its participants, their trials one by one (``session.trials``)
    store    the games in SQLite (the standard library's ``sqlite3``), written before any answer
    static   the page: HTML, CSS and a script that only shows what the server says and sends what is done

The page holds no game logic: the server checks every move, plays the computer and writes every sentence; the
page's own words (its buttons and labels, a link copied, a server out of reach) too, filled into its HTML in the
language of each request.
Starlette and uvicorn come with the ``web`` extra (``pip install 'luoshu[web]'``); only ``luoshu serve`` imports
this package.

Layer: a face, beside the command line and the window; drives the session and shows what it says.
"""
