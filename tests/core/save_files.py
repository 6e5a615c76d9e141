"""Save files as a cheat, another install or a broken disk would leave them, made from a real save:
edited with the plain hash recomputed, a zip bomb, cut short, a game this version lacks, a very
long title."""

from __future__ import annotations

import json
import zlib
from base64 import b64encode
from pathlib import Path

from game.core.saves.format2 import assemble_lines
from game.core.saves.sealed import chain, seal, unseal
from game.core.saves.secret import install_secret


def body_of(path: Path) -> tuple[dict, list[bytes]]:
    """The header and the sealed lines of a signed save (its H and K lines left out)."""
    lines = path.read_bytes()[:-1].split(b"\n")
    assert lines[-2].startswith(b"H ") and lines[-1].startswith(b"K ")
    return json.loads(lines[0]), lines[1:-2]


def unsigned(head: dict, body: list[bytes]) -> bytes:
    """A save as anyone can write it: the plain chained hash recomputed, no signature."""
    lines = [json.dumps(head, separators=(",", ":")).encode("ascii"), *body]
    return b"\n".join([*lines, b"H " + chain(lines).encode("ascii")]) + b"\n"


def with_snapshot_state(path: Path, change) -> tuple[dict, list[bytes]]:
    """The save's header and sealed lines with ``change(state)`` done to its snapshot's state."""
    head, body = body_of(path)
    private = unseal(body[0][2:].decode("ascii"))
    change(private["state"])
    return head, [b"S " + seal(private).encode("ascii"), *body[1:]]


def zip_bomb(megabytes: int) -> str:
    """A sealed line that unpacks to ``megabytes`` MB of zeros: one compressed MB repeated (a
    full flush makes each MB's deflate block the same), so it is made in a blink."""
    zeros = bytes(1 << 20)
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    block = packer.compress(zeros) + packer.flush(zlib.Z_FULL_FLUSH)
    check = 1
    for _ in range(megabytes):
        check = zlib.adler32(zeros, check)
    stream = b"\x78\xda" + block * megabytes + packer.flush() + check.to_bytes(4, "big")
    return b64encode(stream).decode("ascii")


def bombed(path: Path, megabytes: int = 300) -> bytes:
    """The save with its snapshot replaced by a zip bomb, its plain hash recomputed."""
    head, body = body_of(path)
    return unsigned(head, [b"S " + zip_bomb(megabytes).encode("ascii"), *body[1:]])


def resigned(path: Path, head_change) -> bytes:
    """The save with ``head_change(head)`` done to its header, signed again by this install
    (as this install's own writer would have signed it)."""
    head, body = body_of(path)
    head_change(head)
    lines = [line.decode("ascii") for line in body]
    return assemble_lines(head, lines, install_secret(path.parent))
