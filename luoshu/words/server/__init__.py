"""What the web face says: the HTTP refusals and the reasons the API gives, the server's lines, the page's words.

Each module below is named for what it says; see ``luoshu.words`` for how a sentence is written.

    refusals   the refusals of a request (its body, its timing, how often a device asks) and of the games
    studies    the refusals of a study's requests: making it, joining it, answering it, reading its report
    database   why the games database cannot be used
    page       the page's own words: its buttons, labels, dialogs and language switch, and what its script says
    statuses   Starlette's own refusals (Not Found, Method Not Allowed), in our words
"""
