"""Seat tokens: 32 random bytes each; only their SHA-256 is kept, compared in constant time."""
from __future__ import annotations

import hashlib
import hmac
import secrets

TOKEN_BYTES = 32
MAX_TOKEN_LENGTH = 100  # a token_urlsafe(32) is 43 characters; anything much longer is not ours


def new_token() -> str:
    """Return a fresh secret token (URL-safe text)."""
    return secrets.token_urlsafe(TOKEN_BYTES)


def token_hash(token: str) -> str:
    """Return the hex SHA-256 of a token: what the server stores."""
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


def matches(token, stored: str) -> bool:
    """Return whether `token` (untrusted) is the one whose hash is `stored`, in time independent of the match."""
    if not isinstance(token, str) or not 0 < len(token) <= MAX_TOKEN_LENGTH:
        return False
    return hmac.compare_digest(token_hash(token), stored)
