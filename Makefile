# One command to set everything up and play, one to set up and test.
#   make run    create .venv, install the app, start it
#   make test   create .venv, install the app with test extras, run the whole suite
VENV ?= .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed

.PHONY: run test bench clean

$(STAMP): pyproject.toml
	python3 -m venv $(VENV)
	$(PY) -m pip install -q --upgrade pip
	$(PY) -m pip install -q -e '.[test]'
	touch $(STAMP)

run: $(STAMP)
	$(PY) -m copenhagen_gui

test: $(STAMP)
	QT_QPA_PLATFORM=offscreen $(PY) -m pytest -q

bench: $(STAMP)
	$(PY) benchmarks/rules_bench.py

clean:
	rm -rf $(VENV) build dist *.egg-info
