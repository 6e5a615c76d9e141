"""Sealed lines: what a player must not read in a text editor (the seed, deck orders, unread
story, the log) is kept in the file compressed and base64-encoded, and a hash chained over every
line of the file catches any edit, down to a single flipped byte."""

from __future__ import annotations

import base64
import hashlib
import json
import zlib
from typing import Any

CHAIN_START = b"grimtable-save-2"
MAX_UNPACKED = 512 * 1024 * 1024  # a sealed line may not unpack past this (a zip bomb)


class SealBroken(ValueError):
    """A sealed line that does not decode; the caller turns it into a sentence."""


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
            raise SealBroken("too large")
        return json.loads(raw)
    except (ValueError, zlib.error, UnicodeError, RecursionError) as error:
        raise SealBroken(str(error)) from None


def chain(lines: list[bytes]) -> str:
    """The hash chained over ``lines`` in order: each link covers the one before and its line."""
    digest = hashlib.sha256(CHAIN_START).digest()
    for line in lines:
        digest = hashlib.sha256(digest + line).digest()
    return digest.hex()
