"""Every sentence a person reads, in one place: what luoshu says, in modules named for what they say.

A translator finds all of luoshu's words here and nowhere else; a reader looking for what a message says, or
where it comes from, looks here too. Each module holds the sentences of one subject (a refusal of a rule, a
caption of the game, the help of a command) as functions of plain values (numbers, strings, tuples) that
return a string, or as constants marked for translation.

    language   the one ``gettext`` every sentence goes through: ``_`` and ``ngettext`` to translate a sentence
               where it is made, ``N_`` to mark a constant that is translated where it is shown
    game       the game's own words: verdicts, the rules' refusals, positions and records as text, dresses
    playing    a game in progress in any face: captions, prompts, hints, saves, the window's labels
    lessons    the teaching: explanations, the strategy, puzzles, explore, MENACE, the study, the pictures
    commands   the command line: each command's help and what it prints
    server     the web face: its refusals and the API's reasons

Sentences are written as gettext asks: marked where they are made, formatted after translating, with named
placeholders a translator may reorder (``_("{player} wins in {plies}").format(...)``), ``ngettext`` for a count.

Layer: the bottom, beside ``luoshu.rules``: it imports nothing else of luoshu, so that every layer (the rules'
refusals included) says what it says from here. It never prints or reads.
"""
