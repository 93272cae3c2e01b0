"""Refresh the translation sources from the code and compile them.

    python tools/update_translations.py            # lupdate + lrelease
    python tools/update_translations.py --check    # change nothing; exit 1 if the .ts
                                                   # are out of date or unfinished

Run it after adding or changing any user-visible string. New strings then appear in
``translations/copenhagen_gui_{fr,de,nl}.ts`` marked unfinished: translate them with
``pyside6-linguist translations/copenhagen_gui_fr.ts`` (or any .ts editor), run this
script again to compile the ``.qm`` files, and commit both.

English keeps only plural messages (``-pluralonly``): its other texts are the source
strings themselves, but "%n point(s)" needs "1 point" / "2 points".
Options: no source locations (``-locations none``), so moving code around does not
touch the .ts files, and no obsolete entries (``-no-obsolete``).
"""

from __future__ import annotations

import argparse
import filecmp
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOURCES = ROOT / "copenhagen_gui"
TRANSLATIONS = ROOT / "translations"
LANGUAGES = ("en", "fr", "de", "nl")
PLURAL_ONLY = ("en",)


def ts_path(code: str, folder: Path = TRANSLATIONS) -> Path:
    return folder / f"copenhagen_gui_{code}.ts"


def qm_path(code: str, folder: Path = TRANSLATIONS) -> Path:
    return folder / f"copenhagen_gui_{code}.qm"


def tool(name: str) -> str:
    """A PySide6 tool from the running interpreter's environment, else from PATH."""
    local = Path(sys.executable).parent / name
    if local.exists():
        return str(local)
    found = shutil.which(name)
    if found is None:
        raise SystemExit(f"{name} not found: install pyside6-essentials")
    return found


def lupdate(folder: Path = TRANSLATIONS, sources: Path = SOURCES) -> None:
    """Merge the strings found in ``sources`` into the .ts files in ``folder``."""
    common = ["-extensions", "py", "-locations", "none", "-no-obsolete", "-silent",
              "-source-language", "en"]
    full = [c for c in LANGUAGES if c not in PLURAL_ONLY]
    args = [tool("pyside6-lupdate"), *common, str(sources), "-ts"]
    subprocess.run(args + [str(ts_path(c, folder)) for c in full], check=True)
    for code in PLURAL_ONLY:
        subprocess.run(
            [tool("pyside6-lupdate"), *common, "-pluralonly", "-target-language", code,
             str(sources), "-ts", str(ts_path(code, folder))],
            check=True,
        )


def lrelease(ts: Path, qm: Path) -> None:
    subprocess.run([tool("pyside6-lrelease"), "-silent", str(ts), "-qm", str(qm)], check=True)


def unfinished(ts: Path) -> list[str]:
    """Source texts whose translation is missing or marked unfinished."""
    missing = []
    for message in ET.parse(ts).getroot().iter("message"):
        translation = message.find("translation")
        forms = translation.findall("numerusform") if translation is not None else []
        texts = [f.text for f in forms] if forms else [translation.text if translation is not None else None]
        if translation is None or translation.get("type") in ("unfinished", "vanished", "obsolete") or not all(texts):
            missing.append(message.findtext("source"))
    return missing


def check() -> int:
    """0 when the .ts files match the code, are fully translated, and the .qm files
    are what lrelease makes of them."""
    problems = []
    with tempfile.TemporaryDirectory() as tmp:
        tmp = Path(tmp)
        for code in LANGUAGES:
            shutil.copy(ts_path(code), ts_path(code, tmp))
        lupdate(tmp)
        for code in LANGUAGES:
            if not filecmp.cmp(ts_path(code), ts_path(code, tmp), shallow=False):
                problems.append(f"{ts_path(code).name}: out of date with the code (run this script)")
            for source in unfinished(ts_path(code, tmp)):
                problems.append(f"{ts_path(code).name}: not translated: {source!r}")
            lrelease(ts_path(code), qm_path(code, tmp))
            if not qm_path(code).exists() or qm_path(code).read_bytes() != qm_path(code, tmp).read_bytes():
                problems.append(f"{qm_path(code).name}: not compiled from the current .ts")
    for problem in problems:
        print(problem)
    return 1 if problems else 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="only report; change nothing")
    args = parser.parse_args(argv)
    if args.check:
        return check()
    TRANSLATIONS.mkdir(exist_ok=True)
    lupdate()
    for code in LANGUAGES:
        lrelease(ts_path(code), qm_path(code))
        left = unfinished(ts_path(code))
        print(f"{code}: {len(left)} message(s) still to translate" if left else f"{code}: complete")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
