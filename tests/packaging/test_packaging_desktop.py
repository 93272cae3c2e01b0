"""Linux desktop integration: the .desktop launcher, the AppStream metainfo and the user
install script agree with each other and with the package, and pass the validators."""

import configparser
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from importlib.metadata import version

import pytest
from packaging_helpers import ROOT, load_module

from copenhagen_gui import resources

LINUX = ROOT / "packaging" / "linux"
DESKTOP = LINUX / f"{resources.APP_ID}.desktop"
METAINFO = LINUX / f"{resources.APP_ID}.metainfo.xml"
NEED_DESKTOP_VALIDATOR = ("desktop-file-validate is not installed (apt-get install desktop-file-utils); "
                          "packaging/ci_check.sh runs it in CI")
NEED_APPSTREAM = "appstreamcli is not installed (apt-get install appstream); packaging/ci_check.sh runs it in CI"


def read_desktop(path):
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # keys are case-sensitive
    parser.read(path, encoding="utf-8")
    return parser["Desktop Entry"]


def validate_desktop(path):
    result = subprocess.run(["desktop-file-validate", str(path)], capture_output=True, text=True)
    return result.returncode, result.stdout + result.stderr


def test_desktop_entry_starts_the_app_with_our_icon():
    entry = read_desktop(DESKTOP)
    assert entry["Type"] == "Application"
    assert entry["Exec"] == "copenhagen-gui"
    assert entry["Icon"] == resources.APP_ID
    assert "Game" in entry["Categories"].split(";")
    assert entry["Terminal"] == "false"
    for lang in ("fr", "de", "nl"):
        assert entry[f"Comment[{lang}]"] != entry["Comment"], lang


@pytest.mark.skipif(shutil.which("desktop-file-validate") is None, reason=NEED_DESKTOP_VALIDATOR)
def test_desktop_file_validates():
    code, output = validate_desktop(DESKTOP)
    assert code == 0 and output == "", output


def test_metainfo_matches_the_launcher_the_package_and_the_repository():
    root = ET.parse(METAINFO).getroot()
    assert root.get("type") == "desktop-application"
    assert root.findtext("id") == resources.APP_ID
    assert root.findtext("launchable") == DESKTOP.name
    assert root.findtext("project_license") == "MIT"
    newest = root.find("releases/release")
    assert newest.get("version") == version("copenhagen-gui"), "add a <release> for the new version"
    description = ET.tostring(root.find("description"), encoding="unicode")
    for credit in ("Asger Harding Granerud", "Daniel Skjold Pedersen", "Queen Games", "unofficial"):
        assert credit in description
    # The screenshot URL points at a file kept in this repository.
    url = root.findtext("screenshots/screenshot/image")
    assert url.startswith("https://")
    assert (ROOT / url.split("/main/", 1)[1]).is_file(), url


@pytest.mark.skipif(shutil.which("appstreamcli") is None, reason=NEED_APPSTREAM)
def test_metainfo_validates():
    result = subprocess.run(
        ["appstreamcli", "validate", "--no-net", str(METAINFO)], capture_output=True, text=True
    )
    assert result.returncode == 0, result.stdout + result.stderr


def test_install_script_agrees_with_the_package():
    script = load_module("packaging/install_desktop.py")
    assert script.APP_ID == resources.APP_ID
    assert script.ICON_NAME == resources.ICON_NAME
    assert script.ICON_SIZES == resources.ICON_SIZES


def test_user_install_and_uninstall(tmp_path):
    home = tmp_path / "share"
    program = tmp_path / "my apps" / "copenhagen-gui"
    program.parent.mkdir()
    program.write_text("#!/bin/sh\n")
    program.chmod(0o755)
    script = str(ROOT / "packaging" / "install_desktop.py")

    subprocess.run([sys.executable, script, "--data-home", str(home), "--exec", str(program)], check=True,
                   capture_output=True)

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

    subprocess.run([sys.executable, script, "--data-home", str(home), "--uninstall"], check=True,
                   capture_output=True)
    left = [p for p in home.rglob("*") if p.is_file() and resources.APP_ID in p.name]
    assert left == []
