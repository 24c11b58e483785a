"""What ``luoshu serve`` says: its help, where it serves, and why it cannot.

>>> serving("http://127.0.0.1:8015/")
'luoshu is serving at http://127.0.0.1:8015/  (Ctrl-C stops it)'
"""

from __future__ import annotations

from ..language import N_, _

SERVE_SHORT_HELP = N_("Serve the game to browsers: a class plays on phones and laptops.")
SERVE_HELP = N_(
    "Serve luoshu to browsers: every game in every dress, against the computer or a person on another device.\n"
    "\n"
    "Prints the address to open. A game against a person gives an invite link to send to the other player;\n"
    "anyone with a game's link can watch it. Ctrl-C stops the server; every acknowledged move is kept in the\n"
    "database.\n"
    "\n"
    "Needs the web extra: pip install 'luoshu[web]'."
)
HOST_HELP = N_("The address to listen on; 0.0.0.0 for the network.")
PORT_HELP = N_("The port to listen on.")
DB_HELP = N_(
    "The SQLite file the games are kept in, so that a restart loses none. Default: games.sqlite3 in "
    "luoshu's folder of the user's application data."
)
OPEN_HELP = N_("Open the page in the default browser.")


def needs_web_extra(missing: str | None) -> str:
    """The web extra is not installed: the module that is missing, by name."""
    return _("luoshu serve needs the web extra ({missing} is not installed): pip install 'luoshu[web]'").format(
        missing=missing
    )


def not_a_database(why: str) -> str:
    """A --db that is no file (a device, a FIFO): why, as the files say it."""
    return _("{why}, not a database file").format(why=why)


def serving(url: str) -> str:
    return _("luoshu is serving at {url}  (Ctrl-C stops it)").format(url=url)


def serving_also(url: str) -> str:
    """Another network address it serves at, under the first."""
    return _("  and at {url}").format(url=url)


def serving_here(port: int) -> str:
    """The address of this machine itself, under the network's."""
    return _("  and on this machine at http://127.0.0.1:{port}/").format(port=port)


def open_to_all() -> str:
    return _("Warning: anyone who can reach this port can play and watch games.")


def no_such_address(host: str, reason: str) -> str:
    """A --host that names no address of this machine (``host`` as Python's ``repr`` shows it)."""
    return _("{host} is not an address of this machine: {reason}").format(host=host, reason=reason)


def port_in_use(port: int) -> str:
    return _("port {port} is in use: stop what holds it, or choose --port").format(port=port)


def cannot_listen(host: str, port: int, reason: str) -> str:
    return _("cannot listen on {host}:{port}: {reason}").format(host=host, port=port, reason=reason)
