"""The translation sources are complete, consistent with the code and compiled.

These tests fail when a user-visible string was added or changed without running
``python tools/update_translations.py`` and translating the new messages."""

from __future__ import annotations

import ast
import importlib.util
import re
import shutil
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
_spec = importlib.util.spec_from_file_location("update_translations", ROOT / "tools" / "update_translations.py")
ut = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(ut)

PLACEHOLDER = re.compile(r"%(?:\d|n)")
ACCELERATOR = re.compile(r"&[^&\s]")  # "&Save": Alt+S; "roll & write" is no accelerator


def messages(code: str):
    """(context, source, numerus, [translations]) for every message of a .ts."""
    root = ET.parse(ut.ts_path(code)).getroot()
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            forms = translation.findall("numerusform")
            texts = [f.text or "" for f in forms] if forms else [translation.text or ""]
            yield name, message.findtext("source"), message.get("numerus") == "yes", texts


@pytest.mark.parametrize("code", ut.LANGUAGES)
def test_ts_parses_and_names_its_language(code):
    root = ET.parse(ut.ts_path(code)).getroot()
    assert root.tag == "TS" and root.get("language").split("_")[0] == code
    assert list(messages(code))


@pytest.mark.parametrize("code", ut.LANGUAGES)
def test_no_message_is_unfinished_or_missing(code):
    assert ut.unfinished(ut.ts_path(code)) == []


@pytest.mark.parametrize("code", ut.LANGUAGES)
def test_translations_keep_menu_accelerators(code):
    lost = [
        (context, source, text)
        for context, source, _, translations in messages(code)
        for text in translations
        if ACCELERATOR.search(source) and not ACCELERATOR.search(text)
    ]
    assert lost == []


@pytest.mark.parametrize("code", ut.LANGUAGES)
def test_translations_keep_the_placeholders(code):
    wrong = []
    for context, source, numerus, translations in messages(code):
        expected = sorted(set(PLACEHOLDER.findall(source)) | ({"%n"} if numerus else set()))
        for text in translations:
            if sorted(set(PLACEHOLDER.findall(text))) != expected:
                wrong.append((context, source, text))
    assert wrong == []


def test_plural_messages_have_an_english_translation():
    """English keeps the plural messages (%n) of every other language."""
    english = {(c, s) for c, s, numerus, _ in messages("en")}
    plural = {(c, s) for c, s, numerus, _ in messages("fr") if numerus}
    assert plural and plural == english


def test_lupdate_over_the_code_changes_no_ts(tmp_path):
    for code in ut.LANGUAGES:
        shutil.copy(ut.ts_path(code), ut.ts_path(code, tmp_path))
    ut.lupdate(tmp_path)
    for code in ut.LANGUAGES:
        assert ut.ts_path(code, tmp_path).read_text(encoding="utf-8") == ut.ts_path(code).read_text(
            encoding="utf-8"
        ), f"run tools/update_translations.py: {ut.ts_path(code).name} is out of date"


@pytest.mark.parametrize("code", ut.LANGUAGES)
def test_ts_compiles_to_the_committed_qm(tmp_path, code):
    ut.lrelease(ut.ts_path(code), ut.qm_path(code, tmp_path))
    assert ut.qm_path(code).read_bytes() == ut.qm_path(code, tmp_path).read_bytes()


# --- every string the code marks for translation is in the .ts ------------------------


def _literal(node) -> str | None:
    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None


class _Calls(ast.NodeVisitor):
    """Collect (context, source, plural, line) of tr()/translate()/QT_TRANSLATE_NOOP() calls with literal
    texts, the context being what Qt uses at run time."""

    def __init__(self):
        self.found = []
        self.classes: list[str] = []

    def visit_ClassDef(self, node):
        self.classes.append(node.name)
        self.generic_visit(node)
        self.classes.pop()

    def visit_Call(self, node):
        func = node.func
        name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", None)
        args = node.args
        if name in ("translate", "QT_TRANSLATE_NOOP") and len(args) >= 2 and _literal(args[0]) is not None \
                and _literal(args[1]):
            self.found.append((args[0].value, args[1].value, len(args) >= 4, node.lineno))
        elif name == "tr" and args and _literal(args[0]):
            if isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name) and func.value.id != "self":
                context = func.value.id  # Texts.tr(...)
            elif isinstance(func, ast.Attribute) and self.classes:
                context = self.classes[-1]  # self.tr(...) inside a class
            else:
                context = None  # a bare tr() helper: Qt's context is unknown here
            self.found.append((context, args[0].value, len(args) >= 3, node.lineno))
        self.generic_visit(node)


def _marked_strings():
    for path in sorted((ROOT / "copenhagen_gui").rglob("*.py")):
        if {"rules", "bots"} & set(path.relative_to(ROOT / "copenhagen_gui").parts[:1]):
            continue
        calls = _Calls()
        calls.visit(ast.parse(path.read_text(encoding="utf-8")))
        for context, source, plural, line in calls.found:
            yield f"{path.relative_to(ROOT)}:{line}", context, source, plural


def test_every_marked_string_is_in_the_ts_with_its_runtime_context():
    known = {(c, s): numerus for c, s, numerus, _ in messages("fr")}
    problems = []
    for where, context, source, plural in _marked_strings():
        if context is None:
            problems.append(f"{where}: bare tr({source!r}): lupdate cannot know its context; "
                            "call QCoreApplication.translate(\"Context\", ...) or Class.tr(...)")
        elif (context, source) not in known:
            problems.append(f"{where}: {source!r} (context {context!r}) is not in the .ts files: "
                            "lupdate could not read the call, or the .ts are out of date")
        elif plural and not known[(context, source)]:
            problems.append(f"{where}: {source!r} takes a count but lupdate did not see a plural; "
                            "use self.tr(text, None, n) or Class.tr(text, None, n)")
    assert problems == []
