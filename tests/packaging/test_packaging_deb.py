"""The Debian package (packaging/build_deb.py) built from a small stand-in bundle: where
each file goes, the control fields, Depends from the bundle's ELF files (the libraries it
carries are not dependencies), the copyright of the libraries copied from the system, the
changelog from the metainfo. packaging/deb_check.sh builds, installs and purges the real one in CI."""

import gzip
import shutil
import stat
import subprocess
from pathlib import Path

import pytest
from packaging_helpers import ROOT, load_module

from copenhagen_gui import resources

TOOLS = ("dpkg-deb", "dpkg-shlibdeps", "dpkg-parsechangelog", "chrpath", "strip", "readelf")
MISSING = [tool for tool in TOOLS if shutil.which(tool) is None]
pytestmark = pytest.mark.skipif(
    bool(MISSING), reason=f"{', '.join(MISSING)} not installed (apt-get install dpkg-dev binutils chrpath)")

SYSTEM_ZLIB = Path("/lib/x86_64-linux-gnu/libz.so.1")
SYSTEM_EXPAT = Path("/lib/x86_64-linux-gnu/libexpat.so.1")


def build_deb():
    return load_module("packaging/build_deb.py")


def fake_bundle(folder: Path, version: str) -> Path:
    """A bundle's shape: the program (an ELF that needs libc), a library copied unchanged
    from a Debian package, one that is not byte for byte a packaged file, the metadata."""
    bundle = folder / "copenhagen-gui"
    internal = bundle / "_internal"
    (internal / f"copenhagen_gui-{version}.dist-info").mkdir(parents=True)
    shutil.copyfile("/bin/true", bundle / "copenhagen-gui")
    shutil.copyfile(SYSTEM_ZLIB, internal / "libz.so.1")
    (internal / "libexpat.so.1").write_bytes(SYSTEM_EXPAT.read_bytes() + b"built elsewhere")
    (internal / "data.json").write_text("{}")
    return bundle


@pytest.fixture(scope="module")
def package(tmp_path_factory):
    """(module, stage folder, .deb) of a package built from the stand-in bundle: built
    once for the module, the tests only read it."""
    if not (SYSTEM_ZLIB.is_file() and SYSTEM_EXPAT.is_file()):
        pytest.skip("needs Debian's zlib1g and libexpat1 on x86-64 for the stand-in bundle")
    tmp_path = tmp_path_factory.mktemp("deb")
    module = build_deb()
    version = module.releases()[0][0]
    stage = tmp_path / "stage"
    module.stage_package(fake_bundle(tmp_path, version), stage)
    deb = module.build(stage, tmp_path / "out", version, "none")
    return module, stage, deb


def field(deb: Path, name: str) -> str:
    return subprocess.run(["dpkg-deb", "-f", str(deb), name], capture_output=True, text=True,
                          check=True).stdout.strip()


def test_the_package_installs_every_file_where_the_desktop_looks(package):
    _, _, deb = package
    listing = subprocess.run(["dpkg-deb", "-c", str(deb)], capture_output=True, text=True, check=True).stdout
    paths = {line.split()[5].removeprefix("./") for line in listing.splitlines()}
    app = resources.APP_ID
    expected = {
        "usr/lib/copenhagen-games/copenhagen-gui", "usr/lib/copenhagen-games/_internal/data.json",
        "usr/bin/copenhagen-gui", "usr/bin/copenhagen-replay",
        f"usr/share/applications/{app}.desktop", f"usr/share/metainfo/{app}.metainfo.xml",
        f"usr/share/icons/hicolor/scalable/apps/{app}.svg",
        "usr/share/man/man6/copenhagen-gui.6.gz", "usr/share/man/man6/copenhagen-replay.6.gz",
        "usr/share/doc/copenhagen-games/copyright", "usr/share/doc/copenhagen-games/changelog.gz",
        "usr/share/lintian/overrides/copenhagen-games",
    }
    expected |= {f"usr/share/icons/hicolor/{n}x{n}/apps/{app}.png" for n in resources.ICON_SIZES}
    assert expected <= paths, expected - paths
    assert not any("README" in p or "install_desktop" in p for p in paths), "the archive's extras stay out"


def test_control_fields(package):
    module, _, deb = package
    assert field(deb, "Package") == "copenhagen-games"
    assert field(deb, "Version") == module.releases()[0][0]
    assert field(deb, "Section") == "games"
    assert field(deb, "Architecture") == subprocess.run(["dpkg", "--print-architecture"], capture_output=True,
                                                        text=True).stdout.strip()
    assert int(field(deb, "Installed-Size")) > 0
    description = field(deb, "Description")
    for name in ("Copenhagen Roll & Write", "Copenhagen, the card-and-tile game", "Lost Cities Roll & Write"):
        assert name in description, name


def test_depends_names_what_the_bundle_needs_and_not_what_it_carries(package):
    module, _, deb = package
    depends = [d.strip().split(" ")[0] for d in field(deb, "Depends").split(",")]
    assert "libc6" in depends  # the program and the libraries need it; no bundle carries glibc
    assert "zlib1g" not in depends and "libexpat1" not in depends  # the bundle's own copies
    assert {"fontconfig-config", "xkb-data", "libx11-data"} <= set(depends)


def test_launchers_modes_and_manual(package):
    module, stage, _ = package
    program = stage / "usr/lib/copenhagen-games/copenhagen-gui"
    assert stat.S_IMODE(program.stat().st_mode) == 0o755
    assert stat.S_IMODE((stage / "usr/lib/copenhagen-games/_internal/libz.so.1").stat().st_mode) == 0o644
    link = stage / "usr/bin/copenhagen-gui"
    assert link.is_symlink() and link.resolve() == program.resolve()
    replay = stage / "usr/bin/copenhagen-replay"
    assert stat.S_IMODE(replay.stat().st_mode) == 0o755
    assert 'exec /usr/lib/copenhagen-games/copenhagen-gui replay "$@"' in replay.read_text()
    page = gzip.decompress((stage / "usr/share/man/man6/copenhagen-gui.6.gz").read_bytes())
    assert page == (ROOT / "packaging/linux/copenhagen-gui.6").read_bytes()
    assert (stage / "usr/share/man/man6/copenhagen-replay.6.gz").resolve().name == "copenhagen-gui.6.gz"


def test_copyright_names_each_copied_library_and_its_package(package):
    _, stage, _ = package
    doc = stage / "usr/share/doc/copenhagen-games"
    text = (doc / "copyright").read_text(encoding="utf-8")
    assert text.startswith("Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/")
    assert "Files: usr/lib/copenhagen-games/_internal/libz.so.1\n" in text
    assert "copied unchanged from the Debian package zlib1g " in text
    assert (doc / "third-party/zlib1g.copyright").read_bytes() == Path("/usr/share/doc/zlib1g/copyright").read_bytes()
    assert "libexpat.so.1" not in text, "a library that differs from the packaged one is not claimed"
    paragraphs = text.split("\n\n")
    last_files = max(i for i, p in enumerate(paragraphs) if p.startswith("Files: "))
    first_license = min(i for i, p in enumerate(paragraphs) if p.startswith("License: "))
    assert last_files < first_license, "License paragraphs come after every Files paragraph"
    for name in ("Expat", "PSF-2.0", "third-party"):
        assert f"\n\nLicense: {name}\n" in text, name


def test_changelog_has_an_entry_per_release_of_the_metainfo(package, tmp_path):
    module, stage, _ = package
    changelog = tmp_path / "changelog"
    changelog.write_bytes(gzip.decompress((stage / "usr/share/doc/copenhagen-games/changelog.gz").read_bytes()))
    entries = subprocess.run(["dpkg-parsechangelog", "-l", str(changelog), "--all", "--format", "rfc822"],
                             capture_output=True, text=True, check=True).stdout
    versions = [line.split(": ", 1)[1] for line in entries.splitlines() if line.startswith("Version: ")]
    assert versions == [number for number, _, _ in module.releases()]
    assert "Lost Cities Roll & Write" in changelog.read_text(encoding="utf-8")


def test_the_bundle_version_must_have_release_notes(tmp_path):
    module = build_deb()
    with pytest.raises(SystemExit, match="newest release"):
        module.changelog("99.0.0")


def test_the_desktop_files_are_the_repositorys(package):
    _, stage, _ = package
    for folder, suffix in (("applications", ".desktop"), ("metainfo", ".metainfo.xml")):
        installed = stage / "usr/share" / folder / f"{resources.APP_ID}{suffix}"
        assert installed.read_bytes() == (ROOT / "packaging/linux" / installed.name).read_bytes()
