#!/usr/bin/env python3
"""Build the Debian package copenhagen-games from the PyInstaller bundle.

    python3 packaging/build_deb.py                         # builds the bundle first (make deb)
    python3 packaging/build_deb.py --bundle dist/bundle/copenhagen-gui --out dist

The package installs the bundle folder under /usr/lib/copenhagen-games, with
/usr/bin/copenhagen-gui (a link to the bundle's program) and /usr/bin/copenhagen-replay,
the desktop entry, the icons in every hicolor size, the AppStream metainfo, the manual
page, the copyright file and the changelog (made from the metainfo's release notes).
Depends comes from dpkg-shlibdeps: the system libraries that the bundle's programs and
libraries load but do not carry (libc, OpenGL/EGL, xcb, Wayland).

Needs dpkg-deb, dpkg-shlibdeps, strip and chrpath (apt-get install dpkg-dev binutils chrpath),
and the system libraries of the Depends installed (libwayland-cursor0, libwayland-egl1 may
be missing on a machine without a desktop); no network."""

from __future__ import annotations

import argparse
import filecmp
import gzip
import hashlib
import io
import os
import re
import shutil
import subprocess
import sys
import tempfile
import textwrap
import time
import xml.etree.ElementTree as ET
from datetime import UTC, datetime
from email.utils import format_datetime
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
LINUX = HERE / "linux"
DEB = HERE / "deb"  # the copyright file's fixed part and the lintian overrides
ICONS = ROOT / "resources" / "icons"

PACKAGE = "copenhagen-games"
PROGRAM = "copenhagen-gui"
PREFIX = Path("usr/lib") / PACKAGE  # the bundle folder, inside the package
MAINTAINER = "Copenhagen GUI developers <copenhagen-gui@users.noreply.github.com>"
HOMEPAGE = "https://github.com/copenhagen-gui/copenhagen-gui"
ICON_NAME = "copenhagen-gui"
ICON_SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)
# Loaded only when a user sets QT_QPA_PLATFORMTHEME=gtk3 on a desktop with GTK 3, and
# skipped by Qt when GTK is missing: not a dependency of the package.
OPTIONAL_PLUGINS = ("PySide6/Qt/plugins/platformthemes/libqgtk3.so",)
# Data files the bundled libraries read from the system, which their Debian packages
# would have brought: fontconfig's /etc/fonts (and through it a font), the keyboard
# layouts of libxkbcommon, libX11's locale data (compose keys, input methods).
DATA_DEPENDS = "fontconfig-config, xkb-data, libx11-data"
TOOLS = {"dpkg-deb": "dpkg", "dpkg-shlibdeps": "dpkg-dev", "strip": "binutils", "readelf": "binutils",
         "chrpath": "chrpath"}

DESCRIPTION = f"""\
three board games at one computer
 Copenhagen Games brings three board games to one computer, played together
 by passing it round, or against computer players at three levels:
  - Copenhagen Roll & Write, for 2 to 4 players;
  - Copenhagen, the card-and-tile game, for 2 to 4 players;
  - Lost Cities Roll & Write, for 2 to 5 players.
 .
 Each game checks its rules as you play and offers hints, a guided game that
 teaches it, undo and redo, automatic saving, statistics and its rulebook, in
 English, French, German and Dutch. The roll & write games also print blank
 sheets to play on paper. An unofficial fan implementation.
 .
 The program is a self-contained build (Python, Qt and PySide6 included)
 installed under /{PREFIX}."""


def log(message: str) -> None:
    print(f"[deb] {message}", flush=True)


def run(command: list, **kwargs) -> subprocess.CompletedProcess:
    return subprocess.run([str(part) for part in command], check=True, **kwargs)


def desktop_id() -> str:
    (launcher,) = LINUX.glob("*.desktop")
    return launcher.name.removesuffix(".desktop")


def bundle_version(bundle: Path) -> str:
    """The app's version, read from the package metadata the bundle carries."""
    (info,) = (bundle / "_internal").glob("copenhagen_gui-*.dist-info")
    return info.name.removeprefix("copenhagen_gui-").removesuffix(".dist-info")


def architecture() -> str:
    return run(["dpkg", "--print-architecture"], capture_output=True, text=True).stdout.strip()


def starts_with(path: Path, magic: bytes) -> bool:
    with path.open("rb") as f:
        return f.read(len(magic)) == magic


def is_elf(path: Path) -> bool:
    return starts_with(path, b"\x7fELF")


def is_script(path: Path) -> bool:
    return path.is_file() and starts_with(path, b"#!")


def gzipped(data: bytes) -> bytes:
    """gzip -9n: no name or time stamp in the header, so builds are reproducible."""
    out = io.BytesIO()
    with gzip.GzipFile(filename="", mode="wb", fileobj=out, compresslevel=9, mtime=0) as gz:
        gz.write(data)
    return out.getvalue()


# --- the files --------------------------------------------------------------------------------


def copy_bundle(bundle: Path, target: Path) -> None:
    """The program and its _internal folder; the archive's extras (README, the user
    install script) are for the unpacked archive only."""
    target.mkdir(parents=True)
    shutil.copy2(bundle / PROGRAM, target / PROGRAM)
    shutil.copytree(bundle / "_internal", target / "_internal", symlinks=True)


def runpath(library: Path) -> list[str] | None:
    """The RUNPATH (or RPATH) entries of an ELF file, None when it has none."""
    dynamic = run(["readelf", "-d", library], capture_output=True, text=True).stdout
    match = re.search(r"Library (?:runpath|rpath): \[(.*)\]", dynamic)
    return match.group(1).split(":") if match else None


def tidy_binaries(folder: Path) -> None:
    """What dh_strip and a clean build would do to the bundle's libraries: strip them
    (PyInstaller copies the build Python's unstripped), and drop search paths into the
    build machine (the Python's own lib folder, e.g. /root/.pyenv/versions/X/lib), keeping
    $ORIGIN ones. The program itself is left whole."""
    for path in sorted(folder.rglob("*")):
        if path.is_symlink() or not path.is_file() or path.name == PROGRAM or not is_elf(path):
            continue
        entries = runpath(path)
        if entries and any(not e.startswith("$ORIGIN") for e in entries):
            kept = [e for e in entries if e.startswith("$ORIGIN")]
            run(["chrpath", "-r", ":".join(kept), path] if kept else ["chrpath", "-d", path],
                stdout=subprocess.DEVNULL)
        run(["strip", "--remove-section=.comment", "--remove-section=.note", "--strip-unneeded", path])


def add_launchers(stage: Path) -> None:
    bin_dir = stage / "usr/bin"
    bin_dir.mkdir(parents=True)
    # A link: the bundle's bootloader finds _internal/ from its real path.
    (bin_dir / PROGRAM).symlink_to(Path("../lib") / PACKAGE / PROGRAM)
    (bin_dir / "copenhagen-replay").write_text(
        "#!/bin/sh\n"
        "# Replays a saved game without a window: the same as copenhagen-gui replay.\n"
        f'exec /{PREFIX}/{PROGRAM} replay "$@"\n',
        encoding="utf-8",
    )


def add_desktop_files(stage: Path) -> None:
    app = desktop_id()
    share = stage / "usr/share"
    for folder, name in (("applications", f"{app}.desktop"), ("metainfo", f"{app}.metainfo.xml")):
        (share / folder).mkdir(parents=True)
        shutil.copyfile(LINUX / name, share / folder / name)
    hicolor = share / "icons/hicolor"
    for size in ICON_SIZES:
        folder = hicolor / f"{size}x{size}/apps"
        folder.mkdir(parents=True)
        shutil.copyfile(ICONS / f"{ICON_NAME}-{size}.png", folder / f"{app}.png")
    (hicolor / "scalable/apps").mkdir(parents=True)
    shutil.copyfile(ICONS / f"{ICON_NAME}.svg", hicolor / "scalable/apps" / f"{app}.svg")


def add_man_pages(stage: Path) -> None:
    man6 = stage / "usr/share/man/man6"
    man6.mkdir(parents=True)
    (man6 / f"{PROGRAM}.6.gz").write_bytes(gzipped((LINUX / f"{PROGRAM}.6").read_bytes()))
    (man6 / "copenhagen-replay.6.gz").symlink_to(f"{PROGRAM}.6.gz")  # one page for both commands


def releases() -> list[tuple[str, str, list[str]]]:
    """(version, date, notes) of each <release> in the metainfo, newest first; a
    paragraph or a list item is one note."""
    root = ET.parse(LINUX / f"{desktop_id()}.metainfo.xml").getroot()
    found = []
    for release in root.findall("releases/release"):
        notes = []
        for element in release.find("description"):
            for text in [element] if element.tag == "p" else element.findall("li"):
                notes.append(" ".join("".join(text.itertext()).split()))
        found.append((release.get("version"), release.get("date"), notes))
    return found


def changelog(version: str) -> str:
    """The Debian changelog, one entry per release of the metainfo (its notes, wrapped)."""
    known = releases()
    if known[0][0] != version:
        raise SystemExit(f"the metainfo's newest release is {known[0][0]}, the bundle is {version}")
    entries = []
    for number, date, notes in known:
        body = "\n".join(textwrap.fill(note, 78, initial_indent="  * ", subsequent_indent="    ")
                         for note in notes)
        entries.append(f"{PACKAGE} ({number}) unstable; urgency=medium\n\n{body}\n\n"
                       f" -- {MAINTAINER}  {format_datetime(release_time(date))}\n")
    return "\n".join(entries)


def add_docs(stage: Path, version: str, bundle: Path) -> None:
    doc = stage / "usr/share/doc" / PACKAGE
    doc.mkdir(parents=True)
    # The copied libraries' Files paragraphs go after ours, before the License paragraphs.
    files, licenses = (DEB / "copyright").read_text(encoding="utf-8").split("\n\nLicense: ", 1)
    copied, copied_license = third_party_copyright(bundle, doc / "third-party")
    (doc / "copyright").write_text(f"{files}\n\n{copied}\nLicense: {licenses}\n{copied_license}",
                                   encoding="utf-8")
    # A native package: its Debian changelog is changelog.gz.
    (doc / "changelog.gz").write_bytes(gzipped(changelog(version).encode("utf-8")))
    overrides = stage / "usr/share/lintian/overrides"
    overrides.mkdir(parents=True)
    shutil.copyfile(DEB / "lintian-overrides", overrides / PACKAGE)


def debian_packages_of(libraries: list[Path]) -> dict[str, tuple[str, str]]:
    """{library name: (package, version)} for the libraries that are byte for byte a file
    of an installed Debian package (PyInstaller copied them from this system; libpython
    and the like may come from a Python built elsewhere, and are not claimed)."""
    found = subprocess.run(["dpkg-query", "-S", *[f"*/{lib.name}" for lib in libraries]],
                           capture_output=True, text=True).stdout  # exit 1 when some are in none
    candidates: dict[str, list[tuple[str, Path]]] = {}
    for line in found.splitlines():
        packages, path = line.split(": ", 1)
        candidates.setdefault(Path(path).name, []).append((packages.split(",")[0].split(":")[0], Path(path)))
    owners = {}
    for library in libraries:
        for package, path in candidates.get(library.name, []):
            if path.is_file() and filecmp.cmp(path, library, shallow=False):
                owners[library.name] = package
                break
    versions = dict(line.split(" ", 1) for line in run(
        ["dpkg-query", "-W", "-f", "${Package} ${Version}\n", *set(owners.values())],
        capture_output=True, text=True).stdout.splitlines())
    return {name: (package, versions[package]) for name, package in owners.items()}


def third_party_copyright(bundle: Path, folder: Path) -> tuple[str, str]:
    """Files paragraphs for the libraries PyInstaller copied from this system into the
    bundle (as they are there, before tidy_binaries), one per Debian package, each with
    that package's copyright file copied into ``folder``; and the License paragraph they
    refer to."""
    libraries = sorted(p for p in (bundle / "_internal").glob("*.so*") if not p.is_symlink())
    owners = debian_packages_of(libraries)
    by_package: dict[tuple[str, str], list[str]] = {}
    for library in libraries:
        if library.name in owners:
            by_package.setdefault(owners[library.name], []).append(f"{PREFIX}/_internal/{library.name}")
    folder.mkdir()
    paragraphs = []
    for (package, number), files in sorted(by_package.items()):
        shutil.copyfile(Path("/usr/share/doc") / package / "copyright", folder / f"{package}.copyright")
        paragraphs.append(
            "Files: " + "\n ".join(files) + "\n"
            f"Copyright: see third-party/{package}.copyright\n"
            "License: third-party\n"
            f"Comment: copied unchanged from the Debian package {package} {number}\n"
        )
    return "\n".join(paragraphs), (
        "\nLicense: third-party\n"
        " Each library of a paragraph with this license was copied unchanged from the\n"
        " Debian package its Comment names. The copyright and license of that package\n"
        " are in third-party/<package>.copyright beside this file.\n"
    )


def normalise_modes(stage: Path) -> None:
    """0755 for folders, the program and scripts; 0644 for everything else, libraries too."""
    program = stage / PREFIX / PROGRAM
    for path in [stage, *stage.rglob("*")]:
        if path.is_symlink():
            continue
        path.chmod(0o755 if path.is_dir() or path == program or is_script(path) else 0o644)


# --- the control file ---------------------------------------------------------------------------


def shlib_depends(stage: Path) -> str:
    """dpkg-shlibdeps on every ELF file of the bundle: the packages of the system
    libraries they need that the bundle does not carry."""
    root = stage / PREFIX
    elves = [p for p in root.rglob("*") if p.is_file() and not p.is_symlink() and is_elf(p)
             and not any(str(p).endswith(optional) for optional in OPTIONAL_PLUGINS)]
    # Inside the package: dpkg-shlibdeps looks for them under the package's root.
    lib_dirs = sorted({"/" + str(p.parent.relative_to(stage)) for p in root.rglob("*.so*") if p.is_file()})
    # The DEBIAN folder marks the package's root: libraries found under it are the
    # package's own (the bundle's), not dependencies.
    (stage / "DEBIAN").mkdir(exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="deb-shlibdeps-") as work:
        # dpkg-shlibdeps reads the package names from a debian/control.
        (Path(work) / "debian").mkdir()
        (Path(work) / "debian/control").write_text(
            f"Source: {PACKAGE}\n\nPackage: {PACKAGE}\nArchitecture: any\n", encoding="utf-8")
        result = run(["dpkg-shlibdeps", "-O", "--ignore-missing-info", "--warnings=0",
                      *[f"-l{d}" for d in lib_dirs], *elves], cwd=work, capture_output=True, text=True)
    match = re.search(r"^shlibs:Depends=(.*)$", result.stdout, re.MULTILINE)
    if not match:
        raise SystemExit("dpkg-shlibdeps found no dependencies:\n" + result.stdout + result.stderr)
    return match.group(1)


def installed_size(stage: Path) -> int:
    """In KiB, as dpkg-gencontrol counts: each file rounded up, one per folder and link."""
    total = 0
    for path in stage.rglob("*"):
        if path.relative_to(stage).parts[0] == "DEBIAN":
            continue
        total += 1 if path.is_dir() or path.is_symlink() else -(-path.stat().st_size // 1024)
    return total


def write_control(stage: Path, version: str, depends: str) -> None:
    control = stage / "DEBIAN"
    control.mkdir(exist_ok=True)
    fields = {
        "Package": PACKAGE,
        "Version": version,
        "Architecture": architecture(),
        "Maintainer": MAINTAINER,
        "Installed-Size": str(installed_size(stage)),
        "Depends": depends,
        "Section": "games",
        "Priority": "optional",
        "Homepage": HOMEPAGE,
        "Description": DESCRIPTION,
    }
    (control / "control").write_text("".join(f"{k}: {v}\n" for k, v in fields.items()), encoding="utf-8")
    sums = []
    for path in sorted(stage.rglob("*")):
        if path.is_file() and not path.is_symlink() and path.relative_to(stage).parts[0] != "DEBIAN":
            sums.append(f"{hashlib.md5(path.read_bytes()).hexdigest()}  {path.relative_to(stage)}\n")
    (control / "md5sums").write_text("".join(sums), encoding="utf-8")
    for name in ("control", "md5sums"):
        (control / name).chmod(0o644)


# --- the whole --------------------------------------------------------------------------------


def stage_package(bundle: Path, stage: Path) -> str:
    """Lay the package's files out under ``stage``; returns the version."""
    version = bundle_version(bundle)
    if stage.exists():
        shutil.rmtree(stage)
    copy_bundle(bundle, stage / PREFIX)
    tidy_binaries(stage / PREFIX)
    add_launchers(stage)
    add_desktop_files(stage)
    add_man_pages(stage)
    add_docs(stage, version, bundle)
    normalise_modes(stage)
    write_control(stage, version, f"{shlib_depends(stage)}, {DATA_DEPENDS}")
    return version


def build(stage: Path, out: Path, version: str, compression: str) -> Path:
    out.mkdir(parents=True, exist_ok=True)
    target = out / f"{PACKAGE}_{version}_{architecture()}.deb"
    # Files dated by the release, owned by root: the same input makes the same package.
    env = {**os.environ, "SOURCE_DATE_EPOCH": os.environ.get("SOURCE_DATE_EPOCH", str(release_epoch()))}
    run(["dpkg-deb", "--root-owner-group", f"-Z{compression}", "--build", stage, target],
        env=env, stdout=subprocess.DEVNULL)
    return target


def release_time(date: str) -> datetime:
    """A release's date (YYYY-MM-DD in the metainfo) at 00:00 UTC."""
    return datetime.fromisoformat(date).replace(tzinfo=UTC)


def release_epoch() -> int:
    _, date, _ = releases()[0]
    return int(release_time(date).timestamp())


def build_bundle() -> Path:
    log("no --bundle given: building it (packaging/build_bundle.py --no-archive)")
    run([sys.executable, HERE / "build_bundle.py", "--no-archive"])
    return ROOT / "dist" / "bundle" / PROGRAM


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bundle", type=Path, help="the bundle folder (default: build it)")
    parser.add_argument("--out", type=Path, default=ROOT / "dist", help="where the .deb goes (default dist/)")
    parser.add_argument("--work", type=Path, default=ROOT / "build" / "deb", help="the staging folder")
    parser.add_argument("--compression", default="xz", choices=("xz", "gzip", "zstd", "none"))
    args = parser.parse_args(argv)
    for tool, package in TOOLS.items():
        if shutil.which(tool) is None:
            raise SystemExit(f"{tool} is missing: apt-get install {package}")
    bundle = (args.bundle or build_bundle()).resolve()
    start = time.perf_counter()
    stage = args.work.resolve() / PACKAGE
    version = stage_package(bundle, stage)
    staged = time.perf_counter()
    deb = build(stage, args.out.resolve(), version, args.compression)
    log(f"staged in {staged - start:.1f} s, dpkg-deb in {time.perf_counter() - staged:.1f} s")
    log(f"Depends: {(stage / 'DEBIAN/control').read_text(encoding='utf-8').split('Depends: ')[1].splitlines()[0]}")
    log(f"{deb} ({deb.stat().st_size / 1e6:.1f} MB, installed {installed_size(stage) / 1024:.0f} MiB)")
    log(f"install it with: apt-get install {deb}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
