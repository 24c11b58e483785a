"""What the web face refuses a request with: the reason of each HTTP refusal, about the request itself (its body,
its timing, how often a device asks) and about the games (their seats, tokens, invites, moves and hints).

Each is one line, sent as ``{"error": reason}`` with its status (the status is the face's to choose).

>>> not_your_turn("X")
'it is not your turn: X is to move'
>>> body_too_big(65536)
'a request body is at most 65,536 bytes'
"""

from __future__ import annotations

from ..language import N_, _

# The request itself


def headers_too_slow(seconds: float) -> str:
    return _("the request's headers took more than {seconds:g} seconds to arrive").format(seconds=seconds)


def body_too_slow(seconds: float) -> str:
    return _("the request body took more than {seconds:g} seconds to arrive").format(seconds=seconds)


def body_too_big(largest: int) -> str:
    return _("a request body is at most {largest:,} bytes").format(largest=largest)


def stopping() -> str:
    return _("the server is stopping")


def client_gone() -> str:
    return _("the client went away before its request was whole")


def not_sent_as_json() -> str:
    return _("the body must be JSON, sent as Content-Type: application/json")


def nested_too_deep() -> str:
    return _("the body nests far deeper than any request")


def not_json_text() -> str:
    return _("the body is not JSON text")


def key_twice() -> str:
    return _("a key is given twice in one object")


def not_text() -> str:
    """A body with a lone surrogate in a string: JSON can write one, but no character is one."""
    return _("the body holds text that is no text: a lone surrogate such as \\ud800 is no character")


def move_too_long() -> str:
    """A ``why?move=`` far longer than any move."""
    return _("a move is a number, a cell or an item's name")


def too_many_new_games(most: int) -> str:
    return _("at most {most} new games a minute from one device: try again in a minute").format(most=most)


def too_many_watching(most: int) -> str:
    return _("{most:,} pages are watching games: try again later").format(most=most)


def too_many_watching_here(most: int) -> str:
    return _("{most} pages of one device are watching games: close some").format(most=most)


def internal_error() -> str:
    """What the page is told of anything unforeseen: the log has the rest."""
    return _("internal error")


def internal_error_logged(method: str, path: str, kind: str, error: str) -> str:
    """The server's log line for anything unforeseen: the request, and the error's kind and words."""
    return _("internal error on {method} {path}: {kind}: {error}").format(
        method=method, path=path, kind=kind, error=error
    )


# The games


def no_such_game() -> str:
    return _("no such game")


def stored_game_unreadable(reason: str) -> str:
    """A game the store holds in a form this luoshu cannot read (written by another version, or damaged)."""
    return _("this game is stored in a form this luoshu cannot read: {reason}").format(reason=reason)


def still_changing() -> str:
    """A move, undo or next puzzle sent while the game's last one is still being worked out (the computer's reply)."""
    return _("the last move of this game is still being answered: wait for it")


def still_searching() -> str:
    """A question (hints, why, a tree) from a device whose last question of the game is still being searched."""
    return _("your last question about this game is still being searched: wait for its answer")


def searches_busy() -> str:
    """A question asked while every search process kept for questions is searching others'."""
    return _("the server is searching for others: ask again in a moment")


def next_made() -> str:
    """A second Next for a round's puzzle: its next puzzle has been made."""
    return _("the next puzzle of this round has been made already")


def server_full(most: int) -> str:
    return _("The server is full ({most:,} games in play): try again in a few minutes.").format(most=most)


def no_token() -> str:
    return _("moving needs the seat's token: Authorization: Bearer TOKEN")


def wrong_token() -> str:
    return _("that token holds no seat in this game")


def no_invite() -> str:
    return _('joining needs the invite: {"invite": "..."}')


def seats_taken() -> str:
    return _("both seats of this game are taken")


def wrong_invite() -> str:
    return _("that invite is not this game's")


def hints_give_away() -> str:
    """Hints asked while a puzzle's own position is on the board."""
    return _("answer the puzzle first: hints would give its answer away")


def explanation_gives_away() -> str:
    """An explanation asked while a puzzle's own position is on the board."""
    return _("answer the puzzle first: an explanation would give its answer away")


def taken(item: str, holder: str) -> str:
    """A move (named in the game's dress) that a player already holds."""
    return _("{item} is taken by {holder}").format(item=item, holder=holder)


def over_nothing_to_explain() -> str:
    return _("the game is over: there is no pick to explain")


def nothing_picked() -> str:
    return _("nothing has been picked yet: ask why?move=N for what picking N would do")


def too_big_for_hints(rules: str, budget: int) -> str:
    return _("{rules} is too big for hints within {budget:,} positions").format(rules=rules, budget=budget)


def too_big_for_explanation(rules: str, budget: int) -> str:
    return _("{rules} is too big for an explanation within {budget:,} positions").format(rules=rules, budget=budget)


def position_unsaid() -> str:
    """A move that does not say which position it is for."""
    return _("a move names the position it is for: send picks, the picks so far")


def picks_not_numbers() -> str:
    return _("picks is a list of numbers: the picks so far, as the mover saw them")


def position_left() -> str:
    """A move for a position the game is no longer in (a second click, sent before the first was answered)."""
    return _("that move was for a position the game has left: look again at the board")


def game_over(result: str) -> str:
    """A move in a game that is over, with the result as the game says it."""
    return _("the game is over: {result}").format(result=result)


def not_your_turn(mover: str) -> str:
    return _("it is not your turn: {mover} is to move").format(mover=mover)


def game_too_long(most: int) -> str:
    return _("this game has had {most} moves and undos: start a new one").format(most=most)


def undo_against_a_person() -> str:
    return _("undo is for a game against the computer")


def nothing_to_take_back() -> str:
    return _("there is no pick of yours to take back")


def tree_gives_away() -> str:
    """A move's search tree asked while a puzzle's own position is on the board."""
    return _("answer the puzzle first: the search tree would give its answer away")


def over_no_tree() -> str:
    """A move's search tree asked once the game is over."""
    return _("the game is over: there is no move to search under")


def not_a_tree_depth(most: int) -> str:
    """A tree's depth that is not a whole number from 1 to ``most``."""
    return _("the tree's depth must be a whole number from 1 to {most}").format(most=most)


def not_a_step(count: int) -> str:
    """A step of a game's value history that is not one of its picks, 1 to ``count``."""
    return _("the step must be a pick of the game, a whole number from 1 to {count}").format(count=count)


def too_big_for_a_tree(budget: int) -> str:
    """A tree whose search would visit more nodes than the server searches for one answer."""
    return _("this game is too big to show its search tree on the page: over {budget:,} nodes").format(budget=budget)


TURNED_OFF = {"hints": N_("hints"), "why": N_("explanations"), "undo": N_("undo"), "tree": N_("the search tree")}
"""What a teacher can turn off for a game, by its key in the new game's ``turned_off``."""


def turned_off(key: str) -> str:
    """A hint, an explanation, an undo or a search tree asked for in a game whose teacher turned it off.

    >>> turned_off("why")
    'the teacher turned explanations off for this game'
    """
    return _("the teacher turned {action} off for this game").format(action=_(TURNED_OFF[key]))


def not_turnable(known: str) -> str:
    """A new game's ``turned_off`` that is not a list of what a teacher can turn off."""
    return _("turned_off is a list of some of {known}").format(known=known)


def tree_without_move() -> str:
    """A search tree asked for without the move to search under."""
    return _("name the move to search under: pick=, a number, cell or item")
