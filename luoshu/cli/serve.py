"""``luoshu serve``: the classroom server, the web face over the one ``Session`` (``luoshu.web``)."""

from __future__ import annotations

import asyncio
import contextlib
import errno
import json
import os
import socket
from typing import Any

import click

from ..files import not_a_file, reason_of
from ..words.language import N_, _
from .games import BadFile
from .options import Whole

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
CLASS_HELP = N_(
    "Start a class as the server starts, and print its page's link, for the teacher alone (with --open, open it): "
    "the projector's page, the students joining with the class's code, what is handed out to them."
)


DEFAULT_PORT = 8015
HEADER_SECONDS = 10.0
"""How long a request's line and headers may take to arrive, from its first byte (or the connection's opening), at
most: a client slower than that gets 408 and the connection is closed, so that slow clients cannot hold the
server's connections. uvicorn bounds the time between requests and the app bounds a body's, but nothing bounds the
headers', so the server's HTTP protocol (uvicorn's h11 one) is given this bound (``_bounded_headers``)."""


def default_db() -> str:
    """The games database in the user's application folder (click's ``get_app_dir``)."""
    return os.path.join(click.get_app_dir("luoshu"), "games.sqlite3")


@click.command(short_help=SERVE_SHORT_HELP, help=SERVE_HELP)
@click.option("--host", default="127.0.0.1", show_default=True, help=HOST_HELP)
@click.option("--port", type=Whole(1, 65535), default=DEFAULT_PORT, show_default=True, help=PORT_HELP)
@click.option("--db", metavar="PATH", help=DB_HELP)
@click.option("--open", "open_page", is_flag=True, help=OPEN_HELP)
@click.option("--class", "start_class", is_flag=True, help=CLASS_HELP)
def serve(host: str, port: int, db: str | None, open_page: bool, start_class: bool) -> None:
    """``luoshu serve``: its help is ``SERVE_HELP``."""
    try:
        import uvicorn

        from ..web.app import make_app
        from ..web.store import Store, StoreError
    except ImportError as error:
        raise click.ClickException(
            _("luoshu serve needs the web extra ({missing} is not installed): pip install 'luoshu[web]'").format(
                missing=error.name
            )
        ) from None
    path = db if db is not None else default_db()
    odd = not_a_file(path)  # a device or a FIFO: SQLite would say only "disk I/O error", or wait on it
    if odd is not None:
        raise BadFile(_("{why}, not a database file").format(why=odd), param_hint="--db")
    listening = _listen(host, port)  # first: a server that cannot listen makes no database
    try:
        Store(path).close()  # a database that cannot be used is said now, in one line, before anything is served
    except StoreError as error:
        listening.close()
        raise BadFile(str(error), param_hint="--db") from None
    shown_host = f"[{host}]" if ":" in host else host
    url = f"http://{'127.0.0.1' if host in ('0.0.0.0', '::') else shown_host}:{port}/"
    # Where other devices reach the server, as a class's projector shows it: none when it listens on loopback.
    reached: tuple[str, ...] = () if _loopback(host) else (url,)
    if host in ("0.0.0.0", "::"):
        # Open the network address, not 127.0.0.1: the page's invite links name the address it was opened at.
        network = [f"http://{address}:{port}/" for address in _addresses()]
        url = network[0] if network else url
        reached = tuple(network)
        click.echo(_("luoshu is serving at {url}  (Ctrl-C stops it)").format(url=url))
        for other in network[1:]:
            click.echo(_("  and at {url}").format(url=other))
        click.echo(_("  and on this machine at http://127.0.0.1:{port}/").format(port=port))
        click.echo(_("Warning: anyone who can reach this port can play and watch games."), err=True)
    else:
        click.echo(_("luoshu is serving at {url}  (Ctrl-C stops it)").format(url=url))
    if start_class:
        from ..web.classes import Classes
        from ..web.games import Tables

        store = Store(path)
        try:
            made = Classes(Tables(store), reached).create({})
        finally:
            store.close()
        # The teacher's token rides in the link, as a study's report link carries its owner's: the page keeps it.
        url = f"{url.split('#')[0]}#teach={made['class']}~{made['token']}"
        click.echo(_("Class {code} started. Its page, for you alone:").format(code=made["class"]))
        click.echo(f"  {url}")  # a line of its own: copied whole, however narrow the terminal
    if open_page:
        import webbrowser

        with contextlib.suppress(Exception):  # no browser here: the address is printed above
            webbrowser.open(url)
    app = make_app(path, reached)
    config = uvicorn.Config(
        app,
        log_level="warning",
        access_log=False,
        timeout_keep_alive=5,
        timeout_graceful_shutdown=5,
        limit_concurrency=3000,  # connections and requests at once: beyond, 503 rather than running out of files
        http=_bounded_headers(),
    )

    class Server(uvicorn.Server):
        def handle_exit(self, sig: int, frame: Any) -> None:
            # The pages' event streams end first, so that the connections close and nothing is cut off mid-answer.
            with contextlib.suppress(RuntimeError):  # the loop is not running yet: there are no streams
                asyncio.get_running_loop().call_soon(app.state.games.stop_watching)
            super().handle_exit(sig, frame)

    Server(config).run(sockets=[listening])
    raise KeyboardInterrupt  # the server stops only on a signal: end as every command does on Ctrl-C (130)


def _bounded_headers() -> type[asyncio.Protocol]:
    """uvicorn's h11 HTTP protocol, with a request's headers bounded in time by ``HEADER_SECONDS``."""
    import h11
    from uvicorn.protocols.http.h11_impl import H11Protocol

    class BoundedHeaders(H11Protocol):
        _late: asyncio.TimerHandle | None = None

        def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
            super().connection_made(transport)
            self._late = self.loop.call_later(HEADER_SECONDS, self._too_slow)

        def data_received(self, data: bytes) -> None:
            super().data_received(data)
            if self.conn.their_state is not h11.IDLE:  # the request's headers are in: a body has its own bound
                self._stop_the_clock()
            elif self._late is None and data:  # the first bytes of the next request on a kept-alive connection
                self._late = self.loop.call_later(HEADER_SECONDS, self._too_slow)

        def connection_lost(self, exc: Exception | None) -> None:
            self._stop_the_clock()
            super().connection_lost(exc)

        def _stop_the_clock(self) -> None:
            if self._late is not None:
                self._late.cancel()
                self._late = None

        def _too_slow(self) -> None:
            self._late = None
            if self.transport.is_closing() or self.conn.their_state is not h11.IDLE:
                return
            if self.cycle is None or self.cycle.response_complete:  # no answer under way: say why it ends
                said = json.dumps(
                    {
                        "error": _("the request's headers took more than {seconds:g} seconds to arrive").format(
                            seconds=HEADER_SECONDS
                        )
                    }
                )
                self.transport.write(
                    b"HTTP/1.1 408 Request Timeout\r\ncontent-type: application/json\r\nconnection: close\r\n"
                    + f"content-length: {len(said)}\r\n\r\n{said}".encode()
                )
            self.transport.close()

    return BoundedHeaders


def _listen(host: str, port: int) -> socket.socket:
    """A socket listening on host:port; a one-line reason if it cannot."""
    try:
        infos = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM, flags=socket.AI_PASSIVE)
    except socket.gaierror as error:
        raise click.BadParameter(
            _("{host} is not an address of this machine: {reason}").format(host=repr(host), reason=str(error.strerror)),
            param_hint="--host",
        ) from None
    family, kind, proto, _name, address = infos[0]
    listening = socket.socket(family, kind, proto)
    listening.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        listening.bind(address)
        listening.listen(128)
    except OSError as error:
        listening.close()
        if error.errno == errno.EADDRINUSE:
            raise click.ClickException(
                _("port {port} is in use: stop what holds it, or choose --port").format(port=port)
            ) from None
        raise click.ClickException(
            _("cannot listen on {host}:{port}: {reason}").format(host=host, port=port, reason=reason_of(error))
        ) from None
    listening.set_inheritable(True)
    return listening


def _loopback(host: str) -> bool:
    """Whether ``host`` is this machine's own loopback address, which no other device reaches.

    >>> _loopback("127.0.0.1"), _loopback("localhost"), _loopback("::1"), _loopback("192.168.1.5")
    (True, True, True, False)
    """
    import ipaddress

    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def _addresses() -> list[str]:
    """This machine's addresses that others on the network may reach (IPv4, not loopback)."""
    found: set[str] = set()
    with contextlib.suppress(OSError):
        for info in socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET):
            found.add(str(info[4][0]))
    with contextlib.suppress(OSError), socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        probe.connect(("192.0.2.1", 9))  # no packet is sent: this only picks the interface of the default route
        found.add(probe.getsockname()[0])
    return sorted(a for a in found if not a.startswith("127."))
