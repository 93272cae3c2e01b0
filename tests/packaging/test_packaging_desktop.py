"""Linux desktop integration: the .desktop launcher, the AppStream metainfo and the user
install script describe the collection of three games, agree with each other and with
the package, and pass the validators."""

import configparser
import shutil
import struct
import subprocess
import sys
import tomllib
import xml.etree.ElementTree as ET
from importlib.metadata import version

import pytest
from packaging_helpers import ROOT, load_module

from copenhagen_gui import resources
from copenhagen_gui.core import registry

LINUX = ROOT / "packaging" / "linux"
DESKTOP = LINUX / f"{resources.APP_ID}.desktop"
METAINFO = LINUX / f"{resources.APP_ID}.metainfo.xml"
EARLIER_ID = "io.github.copenhagen_gui.CopenhagenRollWrite"  # 0.1.0's desktop id
NEED_DESKTOP_VALIDATOR = ("desktop-file-validate is not installed (apt-get install desktop-file-utils); "
                          "packaging/ci_check.sh runs it in CI")
NEED_APPSTREAM = "appstreamcli is not installed (apt-get install appstream); packaging/ci_check.sh runs it in CI"
# Each game keeps its own name; the collection is "Copenhagen Games".
GAME_NAMES = {
    "copenhagen-rw": "Copenhagen Roll & Write",
    "copenhagen": "Copenhagen",
    "lost-cities-rw": "Lost Cities Roll & Write",
}
LANGUAGES = ("fr", "de", "nl")
CATEGORIES = ["Game", "BoardGame", "StrategyGame"]


def read_desktop(path):
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # keys are case-sensitive
    parser.read(path, encoding="utf-8")
    return parser["Desktop Entry"]


def validate_desktop(path):
    result = subprocess.run(["desktop-file-validate", str(path)], capture_output=True, text=True)
    return result.returncode, result.stdout + result.stderr


def metainfo():
    return ET.parse(METAINFO).getroot()


def by_language(elements):
    """{None: English text, "fr": ..., ...} for elements with an optional xml:lang."""
    lang = "{http://www.w3.org/XML/1998/namespace}lang"
    found = {}
    for element in elements:
        found.setdefault(element.get(lang), []).append(element.text)
    return found


def players_range():
    """"2 to 5": the fewest and the most seats over the registered games."""
    specs = [registry.get(game) for game in GAME_NAMES]
    return f"{min(s.min_seats for s in specs)} to {max(s.max_seats for s in specs)}"


def test_the_three_games_are_the_registered_ones():
    assert set(registry.game_ids()) >= set(GAME_NAMES)
    assert players_range() == "2 to 5"


def test_desktop_entry_starts_the_app_with_our_icon():
    entry = read_desktop(DESKTOP)
    assert entry["Type"] == "Application"
    assert entry["Name"] == resources.APP_NAME == "Copenhagen Games"
    assert entry["Exec"] == "copenhagen-gui"
    assert entry["Icon"] == resources.APP_ID
    assert entry["Terminal"] == "false"
    assert entry["Categories"].split(";")[:-1] == CATEGORIES


def test_desktop_entry_describes_the_three_games_in_four_languages():
    entry = read_desktop(DESKTOP)
    for name in GAME_NAMES.values():
        assert name in entry["Comment"], name
    assert players_range() in entry["Comment"]
    for lang in LANGUAGES:
        for key in ("GenericName", "Comment", "Keywords"):
            assert entry[f"{key}[{lang}]"] != entry[key], f"{key}[{lang}]"
        comment = entry[f"Comment[{lang}]"]
        assert all(name in comment for name in GAME_NAMES.values()), lang
        assert "2" in comment and "5" in comment, lang
    for lang in (None, *LANGUAGES):
        keywords = entry["Keywords" if lang is None else f"Keywords[{lang}]"].split(";")
        assert keywords[-1] == "" and len(keywords) > 8, lang  # each ends with ';'
        assert {"Copenhagen", "Lost Cities"} <= set(keywords), lang


@pytest.mark.skipif(shutil.which("desktop-file-validate") is None, reason=NEED_DESKTOP_VALIDATOR)
def test_desktop_file_validates():
    code, output = validate_desktop(DESKTOP)
    assert code == 0 and output == "", output


def test_metainfo_matches_the_launcher_the_package_and_the_repository():
    root = metainfo()
    assert root.get("type") == "desktop-application"
    assert root.findtext("id") == resources.APP_ID
    assert root.findtext("name") == resources.APP_NAME
    assert root.findtext("launchable") == DESKTOP.name
    assert root.findtext("icon") == resources.APP_ID
    assert root.findtext("project_license") == "MIT"
    assert [c.text for c in root.findall("categories/category")] == CATEGORIES
    assert {b.text for b in root.findall("provides/binary")} == {"copenhagen-gui", "copenhagen-replay"}


def test_metainfo_names_the_earlier_id_so_upgrades_follow_the_rename():
    root = metainfo()
    assert [e.text for e in root.findall("replaces/id")] == [EARLIER_ID]
    assert [e.text for e in root.findall("provides/id")] == [EARLIER_ID]


def test_metainfo_describes_each_game_with_its_players_and_credits():
    root = metainfo()
    description = ET.tostring(root.find("description"), encoding="unicode").replace("&amp;", "&")
    items = [ET.tostring(li, encoding="unicode").replace("&amp;", "&") for li in root.findall("description/ul/li")]
    for game, name in GAME_NAMES.items():
        spec = registry.get(game)
        counts = f"for {spec.min_seats} to {spec.max_seats} players"
        assert any(f"{name}, " in item and counts in item for item in items), (name, counts)
    for credit in ("Asger Harding Granerud", "Daniel Skjold Pedersen", "Queen Games", "Reiner Knizia", "KOSMOS",
                   "unofficial"):
        assert credit in description
    summaries = by_language(root.findall("summary"))
    assert set(summaries) == {None, *LANGUAGES}
    assert players_range() in summaries[None][0]


def test_metainfo_keywords_in_four_languages():
    keywords = by_language(metainfo().findall("keywords/keyword"))
    assert set(keywords) == {None, *LANGUAGES}
    assert all(len(words) >= 5 for words in keywords.values()), keywords
    assert {"Copenhagen", "Lost Cities", "board game"} <= set(keywords[None])


def test_metainfo_release_notes_for_this_version():
    newest = metainfo().find("releases/release")
    assert newest.get("version") == version("copenhagen-gui"), "add a <release> for the new version"
    notes = ET.tostring(newest.find("description"), encoding="unicode")
    assert "Lost Cities" in notes and "Copenhagen" in notes


def png_size(path):
    header = path.read_bytes()[:24]
    assert header[:8] == b"\x89PNG\r\n\x1a\n", path
    return struct.unpack(">II", header[16:24])


def test_one_screenshot_per_game_at_1366x768_kept_in_the_repository():
    shots = metainfo().findall("screenshots/screenshot")
    assert [s.get("type") for s in shots] == ["default", None, None]
    files = []
    for shot in shots:
        image = shot.find("image")
        assert (image.get("width"), image.get("height")) == ("1366", "768")
        url = image.text
        assert url.startswith("https://raw.githubusercontent.com/copenhagen-gui/copenhagen-gui/main/"), url
        path = ROOT / url.split("/main/", 1)[1]
        assert png_size(path) == (1366, 768), path
        assert set(by_language(shot.findall("caption"))) == {None, *LANGUAGES}
        files.append(path.stem)
    assert files == list(GAME_NAMES)
    # packaging/take_screenshots.py makes exactly these.
    assert list(load_module("packaging/take_screenshots.py").SHOTS) == files


@pytest.mark.skipif(shutil.which("appstreamcli") is None, reason=NEED_APPSTREAM)
def test_metainfo_validates_pedantic_without_warnings():
    result = subprocess.run(
        ["appstreamcli", "validate", "--pedantic", "--no-net", str(METAINFO)], capture_output=True, text=True
    )
    output = result.stdout + result.stderr
    assert result.returncode == 0, output
    # Errors (E:), warnings (W:) and pedantic notes (P:) all count; an info (I:) may stay:
    # appstreamcli 0.16 (Debian 12) does not know AppStream 1.0's <developer> yet.
    problems = [line for line in output.splitlines() if line[:2] in ("E:", "W:", "P:")]
    assert problems == [], output


def test_pyproject_describes_the_collection():
    meta = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert meta["description"].startswith(resources.APP_NAME + ": ")
    assert all(name in meta["description"] for name in GAME_NAMES.values())
    assert "2-5 players" in meta["description"]
    assert {"board game", "card game", "roll and write", "Copenhagen", "Lost Cities"} <= set(meta["keywords"])
    assert "Topic :: Games/Entertainment :: Board Games" in meta["classifiers"]


def test_install_script_agrees_with_the_package():
    script = load_module("packaging/install_desktop.py")
    assert script.app_id(LINUX) == resources.APP_ID
    assert script.earlier_ids(LINUX) == [EARLIER_ID]
    assert script.ICON_NAME == resources.ICON_NAME
    assert script.ICON_SIZES == resources.ICON_SIZES


def test_bundle_names_follow_the_app():
    assert load_module("packaging/build_bundle.py").MAC_APP == f"{resources.APP_NAME}.app"


def run_install_script(*args):
    script = str(ROOT / "packaging" / "install_desktop.py")
    return subprocess.run([sys.executable, script, *map(str, args)], check=True, capture_output=True, text=True)


def test_user_install_and_uninstall(tmp_path):
    home = tmp_path / "share"
    program = tmp_path / "my apps" / "copenhagen-gui"
    program.parent.mkdir()
    program.write_text("#!/bin/sh\n")
    program.chmod(0o755)

    run_install_script("--data-home", home, "--exec", program)

    launcher = home / "applications" / DESKTOP.name
    assert read_desktop(launcher)["Exec"] == f'"{program}"'
    assert (home / "metainfo" / METAINFO.name).read_bytes() == METAINFO.read_bytes()
    for size in resources.ICON_SIZES:
        icon = home / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{resources.APP_ID}.png"
        assert icon.read_bytes() == resources.resource_path("icons", f"copenhagen-gui-{size}.png").read_bytes()
    assert (home / "icons" / "hicolor" / "scalable" / "apps" / f"{resources.APP_ID}.svg").is_file()
    if shutil.which("desktop-file-validate"):
        code, output = validate_desktop(launcher)
        assert code == 0, output

    run_install_script("--data-home", home, "--uninstall")
    left = [p for p in home.rglob("*") if p.is_file() and resources.APP_ID in p.name]
    assert left == []


def test_install_takes_away_the_entry_of_the_earlier_id(tmp_path):
    """A menu entry made by 0.1.0's `make desktop` would show the app twice."""
    home = tmp_path / "share"
    earlier = [home / "applications" / f"{EARLIER_ID}.desktop", home / "metainfo" / f"{EARLIER_ID}.metainfo.xml",
               home / "icons" / "hicolor" / "48x48" / "apps" / f"{EARLIER_ID}.png"]
    for path in earlier:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text("0.1.0")
    mine = home / "applications" / "someone-else.desktop"
    mine.write_text("[Desktop Entry]\n")

    result = run_install_script("--data-home", home, "--exec", sys.executable)

    assert [p for p in earlier if p.exists()] == []
    assert "earlier id" in result.stdout
    assert (home / "applications" / DESKTOP.name).is_file()
    assert mine.is_file(), "only the app's own files go"
