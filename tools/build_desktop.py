"""Build the desktop app: one folder a player unzips and runs, no Python needed.

    .venv/bin/python -m pip install -e ".[desktop]"
    .venv/bin/python tools/build_desktop.py   # -> dist/grimtable/ and dist/grimtable-<os>.zip

PyInstaller bundles the interpreter, pygame and the game's modules; the repository's data
folders go in as game/data/..., where game/core/data.py looks when it is not in a checkout (the
same place a wheel puts them, see setup.py). Games are found by the registry through the import
system, so every module under game/ is collected. The typeface packages keep their font files
beside their code, which PyInstaller leaves out unless told to collect their data."""

from __future__ import annotations

import argparse
import os
import platform
import shutil
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKED = ("assets", "maps", "docs/guides", "docs/rulings")  # setup.py packs the same folders
NAME = "grimtable"
FONT_PACKAGES = ("font_caladea", "font_fjallaone", "font_lato")  # game/app/fonts.py's FACES


def pyinstaller_args(dist: Path, work: Path) -> list[str]:
    entry = work / "grimtable_entry.py"
    entry.parent.mkdir(parents=True, exist_ok=True)
    entry.write_text("import sys\nfrom game.__main__ import main\nsys.exit(main())\n")
    data = [f"--add-data={ROOT / folder}{os.pathsep}game/data/{folder}" for folder in PACKED]
    return [
        str(entry),
        "--name",
        NAME,
        "--onedir",
        "--noconfirm",
        "--clean",
        "--log-level=WARN",
        "--distpath",
        str(dist),
        "--workpath",
        str(work / "build"),
        "--specpath",
        str(work),
        "--paths",
        str(ROOT),
        "--collect-submodules",
        "game",
        *data,
        *(f"--collect-data={package}" for package in FONT_PACKAGES),
    ]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dist", type=Path, default=ROOT / "dist", help="where the app goes")
    parser.add_argument(
        "--work",
        type=Path,
        default=ROOT / "build" / "desktop",
        help="where PyInstaller keeps its working files",
    )
    parser.add_argument("--no-zip", action="store_true", help="leave the folder unzipped")
    args = parser.parse_args(argv)
    try:
        import PyInstaller.__main__ as pyinstaller
    except ImportError:
        print(
            'PyInstaller is not installed: run .venv/bin/python -m pip install -e ".[desktop]"',
            file=sys.stderr,
        )
        return 2
    dist = args.dist.resolve()
    work = args.work.resolve()
    pyinstaller.run(pyinstaller_args(dist, work))
    app = dist / NAME
    if not args.no_zip:
        archive = dist / f"{NAME}-{platform.system().lower()}-{platform.machine().lower()}"
        shutil.make_archive(str(archive), "zip", dist, NAME)
        print(f"{archive}.zip")
    print(app / NAME)
    return 0


if __name__ == "__main__":
    sys.exit(main())
