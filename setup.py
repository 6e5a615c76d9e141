"""The build step that packs the repository's data folders into the package, so that a wheel
(pip or pipx install) or a desktop build carries its content, maps, guides and rulings; the
project's metadata is in pyproject.toml. game/core/data.py finds them there."""

import shutil
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

HERE = Path(__file__).resolve().parent
PACKED = ("assets", "maps", "docs/guides", "docs/rulings")  # as game/data/<the same path>


class BuildWithData(build_py):
    def run(self) -> None:
        super().run()
        if self.editable_mode:
            return  # an editable install reads the checkout's own folders
        target = Path(self.build_lib) / "game" / "data"
        for folder in PACKED:
            shutil.copytree(
                HERE / folder,
                target / folder,
                dirs_exist_ok=True,
                ignore=shutil.ignore_patterns("__pycache__", "*.pyc"),
            )


setup(cmdclass={"build_py": BuildWithData})
