"""A small Markdown reader for the rules viewer: headings, bullets, numbered items, quotes,
rules, paragraphs and pictures from our sheets (a line ``![caption](sheet:sprite)``); inline
marks (**bold**, *italic*, `code`, [links](...)) are stripped."""
from __future__ import annotations

import re
from dataclasses import dataclass


@dataclass(frozen=True)
class Block:
    kind: str  # "h1", "h2", "h3", "bullet", "number", "quote", "code", "rule", "para", "image"
    text: str
    indent: int = 0
    marker: str = ""


_INLINE = [
    (re.compile(r"!\[([^\]]*)\]\([^)]*\)"), r"\1"),
    (re.compile(r"\[([^\]]+)\]\([^)]*\)"), r"\1"),
    (re.compile(r"\*\*(.+?)\*\*"), r"\1"),
    (re.compile(r"__(.+?)__"), r"\1"),
    (re.compile(r"(?<![\w*])\*(?!\s)(.+?)(?<!\s)\*(?!\w)"), r"\1"),
    (re.compile(r"(?<!\w)_(?!\s)(.+?)(?<!\s)_(?!\w)"), r"\1"),
    (re.compile(r"`([^`]*)`"), r"\1"),
    (re.compile(r"<[^>]+>"), ""),
]


def inline(text: str) -> str:
    for pattern, repl in _INLINE:
        text = pattern.sub(repl, text)
    return text.strip()


def parse(source: str) -> list[Block]:
    blocks: list[Block] = []
    para: list[str] = []
    in_code = False

    def flush() -> None:
        if para:
            blocks.append(Block("para", inline(" ".join(para))))
            para.clear()

    for raw in source.splitlines():
        line = raw.rstrip()
        if line.strip().startswith("```"):
            flush()
            in_code = not in_code
            continue
        if in_code:
            blocks.append(Block("code", line))
            continue
        stripped = line.strip()
        indent = (len(line) - len(line.lstrip())) // 2
        if not stripped:
            flush()
            continue
        picture = re.fullmatch(r"!\[([^\]]*)\]\(([\w-]+:[\w-]+)\)", stripped)
        if picture:
            flush()
            blocks.append(Block("image", inline(picture.group(1)), marker=picture.group(2)))
            continue
        heading = re.match(r"(#{1,6})\s+(.*)", stripped)
        bullet = re.match(r"[-*+]\s+(.*)", stripped)
        number = re.match(r"(\d+)[.)]\s+(.*)", stripped)
        if heading:
            flush()
            level = min(3, len(heading.group(1)))
            blocks.append(Block(f"h{level}", inline(heading.group(2).rstrip("#").strip())))
        elif re.fullmatch(r"(-{3,}|\*{3,}|_{3,})", stripped):
            flush()
            blocks.append(Block("rule", ""))
        elif bullet:
            flush()
            blocks.append(Block("bullet", inline(bullet.group(1)), indent))
        elif number:
            flush()
            blocks.append(Block("number", inline(number.group(2)), indent, number.group(1) + "."))
        elif stripped.startswith(">"):
            flush()
            blocks.append(Block("quote", inline(stripped.lstrip("> "))))
        elif blocks and not para and blocks[-1].kind in ("bullet", "number") and indent > 0:
            last = blocks.pop()  # a wrapped continuation of the list item above
            blocks.append(Block(last.kind, f"{last.text} {inline(stripped)}", last.indent, last.marker))
        else:
            para.append(stripped)
    flush()
    return blocks


def matching(blocks: list[Block], query: str) -> list[Block]:
    """The sections (a heading and what follows it, up to the next heading of its level or
    higher) whose text holds ``query``, each under the headings above it; all of them for an
    empty query. Case is ignored."""
    needle = query.strip().lower()
    if not needle:
        return blocks
    out: list[Block] = []
    trail: list[Block] = []  # the headings above the current block
    shown: set[int] = set()  # ids of headings already shown
    section: list[Block] = []

    def close() -> None:
        if any(needle in block.text.lower() for block in section):
            for block in [*trail, *section]:  # a section's own heading is in both: shown once
                if id(block) not in shown:
                    out.append(block)
                    shown.add(id(block))
        section.clear()

    for block in blocks:
        if block.kind in ("h1", "h2", "h3"):
            close()
            level = int(block.kind[1])
            trail[:] = [h for h in trail if int(h.kind[1]) < level] + [block]
        section.append(block)
    close()
    return out
