"""Sealed lines: what a player must not read in a text editor (the seed, deck orders, unread
story, the log) is kept in the file compressed and base64-encoded, and a hash chained over every
line of the file catches any edit, down to a single flipped byte. The chain alone has no key, so
anyone can recompute it; the install's secret signs it (see secret.py and format2.py)."""

from __future__ import annotations

import base64
import hashlib
import hmac
import json
import zlib
from typing import Any

CHAIN_START = b"grimtable-save-2"
# What a whole save may unpack to. A 100,000-event log (the bench's longest: Grudge, GRIM,
# Tainted Grail) unpacks to 11-16 MB, so this is eight times the largest real save; a zip bomb
# stops here, read in UNPACK_STEP pieces that are counted and dropped, never held whole.
MAX_UNPACKED = 128 * 1024 * 1024
UNPACK_STEP = 1024 * 1024


class SealBroken(ValueError):
    """A sealed line that does not decode; the caller turns it into a sentence."""


class TooLarge(SealBroken):
    """Sealed lines that unpack past MAX_UNPACKED (a zip bomb)."""


def seal(value: Any) -> str:
    return seal_json(json.dumps(value, separators=(",", ":")))


def seal_json(text: str) -> str:
    """Seal JSON text already encoded (as ``seal`` would encode it)."""
    return base64.b64encode(zlib.compress(text.encode("utf-8"), 1)).decode("ascii")


def unseal(text: str) -> Any:
    try:
        packed = base64.b64decode(text.encode("ascii"), validate=True)
        unpacker = zlib.decompressobj()
        raw = unpacker.decompress(packed, MAX_UNPACKED)
        if unpacker.unconsumed_tail:
            raise TooLarge("too large")
        return json.loads(raw)
    except SealBroken:
        raise
    except (ValueError, zlib.error, UnicodeError, RecursionError) as error:
        raise SealBroken(str(error)) from None


def unpacked_size(texts: list[str], limit: int = MAX_UNPACKED) -> int:
    """How many bytes the sealed ``texts`` unpack to together; SealBroken as soon as the count
    passes ``limit`` (nothing past it is unpacked) or a line does not decode."""
    total = 0
    try:
        for text in texts:
            unpacker = zlib.decompressobj()
            packed = base64.b64decode(text.encode("ascii"), validate=True)
            while True:
                piece = unpacker.decompress(packed, UNPACK_STEP)
                total += len(piece)
                if total > limit:
                    raise TooLarge("too large")
                packed = unpacker.unconsumed_tail
                if not packed and (unpacker.eof or not piece):
                    break
    except SealBroken:
        raise
    except (ValueError, zlib.error, UnicodeError) as error:
        raise SealBroken(str(error)) from None
    return total


def chain(lines: list[bytes]) -> str:
    """The hash chained over ``lines`` in order: each link covers the one before and its line."""
    digest = hashlib.sha256(CHAIN_START).digest()
    for line in lines:
        digest = hashlib.sha256(digest + line).digest()
    return digest.hex()


def signed(chain_hex: str, key: bytes) -> str:
    """The chained hash signed with an install's secret: only that install can make it."""
    message = b"grimtable-signed:" + chain_hex.encode("ascii")
    return hmac.new(key, message, hashlib.sha256).hexdigest()
