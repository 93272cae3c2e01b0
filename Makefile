# One command to set everything up and play, one to set up and test.
#   make run       create .venv, install the app, start it
#   make test      create .venv, install the app with test extras, run the whole suite
# Packaging (see packaging/README.md):
#   make dist      sdist + wheel in dist/          make bundle   PyInstaller bundle + archive
#   make desktop   add the app to your Linux menu  make package-check   what CI runs after the tests
#   make deb       Debian package in dist/ (from the bundle)   make deb-check   build, install, run, purge it (root)
VENV ?= .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed
# Compiled translations (kept in git, checked by tests/i18n): rebuilt when a .ts changes.
QM := $(patsubst %.ts,%.qm,$(wildcard translations/*.ts))

.PHONY: lint run test bench clean translations dist bundle deb deb-check desktop icons screenshot package-check

$(STAMP): pyproject.toml setup.py
	python3 -m venv $(VENV)
	$(PY) -m pip install -q --upgrade pip
	$(PY) -m pip install -q -e '.[test]'
	touch $(STAMP)

translations/%.qm: translations/%.ts | $(STAMP)
	$(VENV)/bin/pyside6-lrelease -silent $< -qm $@

translations: $(QM)

run: $(STAMP) translations
	$(PY) -m copenhagen_gui

# The suite runs in a shuffled order (pytest-randomly): tests must not depend on each
# other. CI uses this fixed seed; `make test TEST_SEED=N` tries another one. It runs in
# one worker process per core (pytest-xdist: each worker its own QApplication,
# offscreen, each test its own user folders): `auto` is the cores this process may use
# (PYTEST_XDIST_AUTO_NUM_WORKERS overrides it, e.g. in a container whose CPU quota is
# below its cores). Which worker runs which test varies from run to run;
# `make test TEST_WORKERS=0` runs the seed's whole order in this one process, as before.
# worksteal: a worker that runs out takes half of the other's queue, so neither core
# idles at the end while the other still has tests.
TEST_SEED ?= 20261124
TEST_WORKERS ?= auto
test: $(STAMP) translations
	QT_QPA_PLATFORM=offscreen $(PY) -m pytest -q -p randomly --randomly-seed=$(TEST_SEED) \
		-n $(TEST_WORKERS) --dist worksteal

# ruff (pyproject.toml [tool.ruff]), then the import contracts of the architecture
# (pyproject.toml [tool.importlinter]).
lint: $(STAMP)
	$(VENV)/bin/ruff check .
	$(VENV)/bin/lint-imports

bench: $(STAMP)
	$(PY) benchmarks/rules_bench.py

dist: $(STAMP)
	$(PY) -m pip install -q build
	$(PY) -m build --outdir dist .

bundle:
	python3 packaging/build_bundle.py

# Needs dpkg-dev, binutils and chrpath (apt-get install dpkg-dev binutils chrpath); builds the bundle first.
deb:
	python3 packaging/build_deb.py

deb-check:
	bash packaging/deb_check.sh

desktop: $(STAMP)
	$(PY) packaging/install_desktop.py

icons: $(STAMP)
	$(PY) packaging/render_icons.py

# The AppStream screenshots, one per game at 1366x768 (offscreen: no display needed).
screenshot: $(STAMP) translations
	$(PY) packaging/take_screenshots.py

package-check:
	bash packaging/ci_check.sh

clean:
	rm -rf $(VENV) build dist *.egg-info translations/*.qm
