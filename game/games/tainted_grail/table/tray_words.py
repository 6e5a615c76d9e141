"""An Echoes of Ruin Achievement sheet in words, for the tray and its hover tip (pure, no
pygame)."""

from __future__ import annotations


def echoes_line(sheet: dict) -> str:
    """One line: how far the sheet has come, and the Advanced Ability once earned."""
    rows = [a for s in sheet["sections"] for a in s["achievements"]]
    earned = sum(a["earned"] for a in rows)
    legend = sum(s["legendary_given"] for s in sheet["sections"])
    line = f"{earned} of 9 Achievements, {legend} of 3 Legendary Actions."
    if sheet["advanced"]:
        return f"{line} Advanced Ability: {sheet['advanced']}."
    if sheet["final"]["open"]:
        return f"{line} Final: {sheet['final']['text']}"
    return line + " Hover for the sheet."


def echoes_sheet(ch: dict) -> str:
    """The whole sheet, marked."""
    sheet = ch["echoes"]
    lines = [f"{ch['name']}'s Achievements"]
    for section in sheet["sections"]:
        given = " (Legendary Action taken)" if section["legendary_given"] else ""
        lines.append(f"{section['title']}{given}:")
        for a in section["achievements"]:
            lines.append(f"  [{'x' if a['earned'] else ' '}] {a['text']}")
    final = sheet["final"]
    state = "x" if final["earned"] else " " if final["open"] else "-"
    lines.append(f"Final: [{state}] {final['text']}")
    return "\n".join(lines)
