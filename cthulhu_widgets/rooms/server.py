"""The standalone server's connections (docs/security.md "Connections"): at most `max_connections` open at once, a
connection over the cap refused at once with a short 503 (never left to pile up), a request's headers and body
each given `header_timeout` seconds, an idle keep-alive connection closed after as long; and an accept loop that
pauses, logging once, when the process is out of file descriptors instead of spinning on the error."""
from __future__ import annotations

import errno
import logging
import socket
import time

from tornado.httpserver import HTTPServer
from tornado.ioloop import IOLoop

log = logging.getLogger("cthulhu_widgets.rooms")
MAX_CONNECTIONS = 512        # connections (HTTP and websocket) open at once, at most
HEADER_TIMEOUT = 20.0        # seconds for a request's headers (and, as long, for its body or an idle keep-alive)
RESERVE = 64                 # file descriptors kept for the journal, logs and the process itself
BUSY = (b"HTTP/1.1 503 Service Unavailable\r\nContent-Type: text/plain; charset=utf-8\r\nConnection: close\r\n"
        b"Retry-After: 5\r\nContent-Length: 59\r\n\r\nthis server has its maximum of connections open; try again\n")
PAUSE = 0.5                  # seconds the accept loop rests when the process is out of file descriptors
LOG_EVERY = 10.0             # seconds between two warnings about refused connections


def descriptor_room(wanted: int) -> int:
    """Return how many connections this process can hold besides RESERVE descriptors: raise its soft limit of open
    files towards the hard one if `wanted` needs it."""
    try:
        import resource
    except ImportError:      # Windows: no such limit to read
        return wanted
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    need = wanted + RESERVE
    if soft != resource.RLIM_INFINITY and soft < need:
        target = need if hard == resource.RLIM_INFINITY else min(need, hard)
        try:
            resource.setrlimit(resource.RLIMIT_NOFILE, (target, hard))
            soft = target
        except (ValueError, OSError):
            pass
    return wanted if soft == resource.RLIM_INFINITY else max(1, min(wanted, soft - RESERVE))


class RoomsServer(HTTPServer):
    """tornado's HTTPServer with a connection cap, header, body and idle timeouts, and an accept loop that rests on
    EMFILE. `max_connections` is lowered to what the process's open-files limit allows (said in the log)."""

    def initialize(self, *args, max_connections: int = MAX_CONNECTIONS, header_timeout: float = HEADER_TIMEOUT,
                   **kwargs):
        if type(max_connections) is not int or max_connections < 1:
            raise ValueError(f"max_connections is a whole number, at least 1, not {max_connections!r}")
        if not isinstance(header_timeout, (int, float)) or not header_timeout > 0:
            raise ValueError(f"header_timeout is a number of seconds above 0, not {header_timeout!r}")
        super().initialize(*args, idle_connection_timeout=header_timeout, body_timeout=header_timeout, **kwargs)
        self.max_connections = descriptor_room(max_connections)
        if self.max_connections < max_connections:
            log.warning("at most %d connections (not %d): the process may open only so many files",
                        self.max_connections, max_connections)
        self.streams: set = set()
        self.refused, self._said = 0, 0.0

    def open_connections(self) -> int:
        """Return how many accepted connections are still open (HTTP and websocket)."""
        self.streams = {s for s in self.streams if not s.closed()}
        return len(self.streams)

    def handle_stream(self, stream, address) -> None:
        if len(self.streams) >= self.max_connections and self.open_connections() >= self.max_connections:
            self._refuse(stream)
            return
        self.streams.add(stream)
        super().handle_stream(stream, address)

    def _refuse(self, stream) -> None:
        self.refused += 1
        sock = stream.socket
        try:   # one short answer, without waiting (a peer that does not read loses it), and what it sent read away:
            sock.send(BUSY)          # closing a socket with unread input would reset it, losing the answer
            sock.shutdown(socket.SHUT_WR)
            while sock.recv(65536):
                pass
        except OSError:
            pass
        stream.close()
        if time.monotonic() - self._said >= LOG_EVERY:
            self._said = time.monotonic()
            log.warning("%d connections open, the maximum: new ones are refused (503); %d so far", self.max_connections,
                        self.refused)

    def add_sockets(self, sockets) -> None:
        for sock in sockets:
            self._sockets[sock.fileno()] = sock
            self._handlers[sock.fileno()] = _accept_handler(sock, self._handle_connection)


def _accept_handler(sock: socket.socket, callback):
    """tornado's accept loop (netutil.add_accept_handler), resting PAUSE seconds when out of file descriptors (EMFILE,
    ENFILE, ENOBUFS, ENOMEM) instead of raising on every turn of the event loop; return its remover."""
    loop, state = IOLoop.current(), {"removed": False, "resting": False, "said": 0.0}

    def accept(fd, events) -> None:
        for _ in range(128):
            if state["removed"] or state["resting"]:
                return
            try:
                connection, address = sock.accept()
            except BlockingIOError:
                return
            except ConnectionAbortedError:
                continue
            except OSError as e:
                if e.errno not in (errno.EMFILE, errno.ENFILE, errno.ENOBUFS, errno.ENOMEM):
                    raise
                rest(e)
                return
            callback(connection, address)

    def rest(error) -> None:
        state["resting"] = True
        loop.remove_handler(sock)
        if time.monotonic() - state["said"] >= LOG_EVERY:
            state["said"] = time.monotonic()
            log.error("out of file descriptors (%s): accepting again in %g s", error, PAUSE)
        loop.call_later(PAUSE, wake)

    def wake() -> None:
        if not state["removed"]:
            state["resting"] = False
            loop.add_handler(sock, accept, IOLoop.READ)

    def remove() -> None:
        if not state["resting"]:
            loop.remove_handler(sock)
        state["removed"] = True

    loop.add_handler(sock, accept, IOLoop.READ)
    return remove
