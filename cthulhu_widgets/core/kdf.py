"""PBKDF2-HMAC-SHA256 that works in every Python a table runs in (Pyodide's hashlib has no pbkdf2_hmac)."""
from __future__ import annotations

import hashlib
import hmac


def pbkdf2_sha256(password: bytes, salt: bytes, rounds: int, length: int = 32) -> bytes:
    """Return PBKDF2-HMAC-SHA256 of `password` and `salt` (RFC 8018): hashlib's when it has one, else the same bytes
    computed with hmac."""
    native = getattr(hashlib, "pbkdf2_hmac", None)
    if native is not None:
        return native("sha256", password, salt, rounds, length)
    return pure_pbkdf2_sha256(password, salt, rounds, length)


def pure_pbkdf2_sha256(password: bytes, salt: bytes, rounds: int, length: int = 32) -> bytes:
    """Return PBKDF2-HMAC-SHA256 computed with hmac alone (RFC 8018 section 5.2)."""
    if rounds < 1 or length < 1:
        raise ValueError(f"PBKDF2 needs at least 1 round and 1 byte of output, not {rounds} and {length}")
    keyed = hmac.new(password, digestmod=hashlib.sha256)
    out = b""
    block = 1
    while len(out) < length:
        mac = keyed.copy()
        mac.update(salt + block.to_bytes(4, "big"))
        u = mac.digest()
        total = int.from_bytes(u, "big")
        for _ in range(rounds - 1):
            mac = keyed.copy()
            mac.update(u)
            u = mac.digest()
            total ^= int.from_bytes(u, "big")   # XOR of every round, as one integer: far faster than per byte
        out += total.to_bytes(32, "big")
        block += 1
    return out[:length]
