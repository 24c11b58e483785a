"""Issue 27, the words of a game in progress: what the session says comes through gettext when it is said, so
that a catalogue chosen later (issue 28) changes it. A pseudo-translation marks every sentence it translates;
each reply and caption below must come back marked, whole, in one piece."""

from __future__ import annotations

import gettext

import pytest

from luoshu.rules import Rules
from luoshu.session import Session, enter
from luoshu.session.captions import caption, status_line, titles
from luoshu.session.screen import board_json
from luoshu.words import language


class Marked(gettext.NullTranslations):
    """Every sentence translated as itself in brackets: a template is marked before it is filled in."""

    def gettext(self, message: str) -> str:
        return f"[{message}]"

    def ngettext(self, msgid1: str, msgid2: str, n: int) -> str:
        return f"[{msgid1 if n == 1 else msgid2}]"


@pytest.fixture
def marked(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(language._catalogues, "en", Marked())  # English, as the words speak it, marked


def is_marked(text: str) -> bool:
    return text.startswith("[") and text.endswith("]")


def saver(session: Session, path: str, replace: object) -> None:
    """A face's save that cannot write: the reason comes back in the reply."""
    raise OSError(f"cannot save to {path}")


@pytest.mark.parametrize("line", ["", "5 5", "undo", "quit", "hint now", "why 1 2", "xyz", "save", "save a.json"])
def test_a_reply_to_a_typed_line_is_said_through_gettext(marked: None, line: str) -> None:
    reply = enter(Session(x="human", o="human"), line, saver if line.startswith("save ") else None)
    assert is_marked(reply.text), reply.text


def test_a_refused_pick_and_the_captions_are_said_through_gettext(marked: None) -> None:
    game = Session(x="human", o="computer", picks=[5])
    assert is_marked(enter(game, "9").text)  # the computer's turn
    assert is_marked(caption(game))
    people = Session(x="human", o="human", picks=[5, 2, 4, 1, 6])  # X wins with 4 + 5 + 6
    assert caption(people) == "[{winner} wins!]".format(winner="X")
    assert all(is_marked(title) for title in titles(people))
    assert is_marked(board_json(Session(dress="jam"))["why_prompt"])
    going = Session(x="human", o="human", picks=[5])
    hints = going.hints()
    assert is_marked(status_line(going, hints, None, None))
    assert is_marked(status_line(going, hints, min(hints), None))


def test_without_a_catalogue_the_words_are_the_english_of_before() -> None:
    # The pseudo-translation is gone once the test that chose it ends: English again, as every test expects.
    assert enter(Session(), "").text == "Type a number 1-9, or help for the commands."
    assert caption(Session(x="human", o="human", rules=Rules(misere=True))) == "X's turn"
