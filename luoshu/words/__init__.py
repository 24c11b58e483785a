"""The language machinery and the glossary: how luoshu speaks, not what it says.

A sentence is written where it is said, in the module that computes what it says (``_("{player} wins in
{plies}").format(...)`` in ``luoshu.search.solver``, a refusal beside the ``raise``), as Django, Sphinx and click
write theirs; the translator's one home is the catalogue (``locale/<language>/LC_MESSAGES/luoshu.po``), extracted
from the whole package by Babel (``.ci/catalogues``).

    language   the one ``gettext`` every sentence goes through (``_``, ``ngettext``, ``pgettext``, and ``N_`` to mark
               a constant translated where it is shown), the language chosen (``--lang``, the environment, a
               request's ``Accept-Language``), and how Chinese spaces a value filled into a sentence
    terms      the glossary's terms that every layer says the same way: lists, clauses and asides as the language
               joins them, small counts, outcomes, players, levels, dresses, the grid's lines (docs/glossary.md)

Sentences are written as gettext asks: formatted after translating, with named placeholders a translator may
reorder, ``ngettext`` for a count, a ``# Translators:`` comment above a call where a word needs its context.

Layer: the bottom, beside ``luoshu.rules``: it imports nothing else of luoshu, so that every layer may speak. It
never prints or reads.
"""
