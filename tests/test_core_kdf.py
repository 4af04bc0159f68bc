"""The deal code's key derivation without hashlib.pbkdf2_hmac (Pyodide has none) gives the same bytes."""
import hashlib

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cthulhu_widgets.core import kdf
from cthulhu_widgets.frames.build import deal_code

# RFC 7914 section 11 (PBKDF2-HMAC-SHA256 test vectors).
VECTORS = [(b"passwd", b"salt", 1, 64, "55ac046e56e3089fec1691c22544b605f94185216dde0465e68b9d57c20dacbc"
            "49ca9cccf179b645991664b39d77ef317c71b845b1e30bd509112041d3a19783")]


@pytest.mark.parametrize(("password", "salt", "rounds", "length", "hexed"), VECTORS)
def test_pure_pbkdf2_matches_the_rfc_vector(password, salt, rounds, length, hexed):
    assert kdf.pure_pbkdf2_sha256(password, salt, rounds, length).hex() == hexed


@settings(max_examples=40, deadline=None)
@given(st.binary(max_size=40), st.binary(max_size=40), st.integers(1, 50), st.integers(1, 70))
def test_pure_pbkdf2_gives_hashlibs_bytes(password, salt, rounds, length):
    assert kdf.pure_pbkdf2_sha256(password, salt, rounds, length) == hashlib.pbkdf2_hmac(
        "sha256", password, salt, rounds, length)


def test_deal_codes_are_the_same_without_hashlibs_pbkdf2(monkeypatch):
    """The codes shown today stay valid where hashlib lacks pbkdf2_hmac (seeds 0, 1 and a 53-bit one)."""
    seeds = (0, 1, 2**53 - 1)
    today = {(g, s): deal_code(g, s) for g in ("letter", "chaos", "mythos") for s in seeds}
    monkeypatch.delattr(hashlib, "pbkdf2_hmac")
    assert {(g, s): deal_code(g, s) for g in ("letter", "chaos", "mythos") for s in seeds} == today
    assert today[("letter", 0)] != today[("chaos", 0)]


def test_bad_rounds_are_refused():
    with pytest.raises(ValueError, match="at least 1 round"):
        kdf.pure_pbkdf2_sha256(b"a", b"b", 0)
