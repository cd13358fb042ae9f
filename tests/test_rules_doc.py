"""docs/rules.md defines every rule id the code and the tests cite (``# CR-7``), so each resolves
inside the repository."""

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
RULES_DOC = ROOT / "docs" / "rules.md"

# A definition is a list item that opens with the id in bold: "- **CR-7 Throwing in.** ...".
DEFINED = re.compile(r"^[ \t]*- \*\*([A-Z]{1,3}-\d+[a-c]?)\b", re.MULTILINE)
# The prefixes are the ones rules.md defines ids with (C, and one per game: RY, CR, DR), so a
# game's section brings its own prefix: no list of the games' prefixes is kept here.
PREFIXES = sorted({i.split("-")[0] for i in DEFINED.findall(RULES_DOC.read_text(encoding="utf-8"))})
CITED = re.compile(rf"\b(?:{'|'.join(PREFIXES)})-\d+[a-c]?\b")

# The rule ids of the rules contract the engine was built to; each must stay defined.
CONTRACT = (
    [f"C-{i}" for i in range(1, 8)]
    + [f"RY-{i}" for i in range(1, 11)]
    + ["RY-6a", "RY-6b", "RY-6c"]
    + [f"CR-{i}" for i in range(1, 14)]
    + [f"DR-{i}" for i in range(1, 9)]
    + ["DR-3a", "DR-3b", "DR-3c", "DR-5a", "DR-5b", "DR-5c"]
)


def defined_ids(text: str) -> list[str]:
    """The ids ``text`` defines, in order, repeats included."""
    return DEFINED.findall(text)


def citations() -> dict[str, set[str]]:
    """Every rule id cited in desktop/, tests/, the README and the other docs -> where."""
    files = [p for top in ("desktop", "tests") for p in sorted((ROOT / top).rglob("*"))]
    files += [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
    found: dict[str, set[str]] = {}
    for path in files:
        built = any(part == "__pycache__" or part.endswith(".egg-info") for part in path.parts)
        if not path.is_file() or path == RULES_DOC or built:
            continue  # build output is not the sources
        try:
            text = path.read_text(encoding="utf-8")
        except UnicodeDecodeError:
            continue  # not a text file
        for rule in CITED.findall(text):
            found.setdefault(rule, set()).add(str(path.relative_to(ROOT)))
    return found


def test_a_definition_is_a_bold_list_item_not_a_mention() -> None:
    text = (
        "See CR-7 for the limit.\n"
        "The **CR-8** rule, in bold but mid-sentence.\n"
        "- **CR-9 End of a bout.** The table goes.\n"
        "  - **RY-6a Bonus for three of a rank.** Two cards.\n"
        "- Not a definition: **DR-2**.\n"
    )
    assert defined_ids(text) == ["CR-9", "RY-6a"]


def test_every_rule_id_cited_in_the_code_and_tests_is_defined_in_rules_md() -> None:
    defined = set(defined_ids(RULES_DOC.read_text(encoding="utf-8")))
    cited = citations()
    assert {"RY-7", "CR-8", "DR-5a"} <= set(cited)  # the scan does see the sources
    missing = {rule: sorted(where) for rule, where in cited.items() if rule not in defined}
    assert not missing, f"rule ids cited but not defined in docs/rules.md: {missing}"


def test_every_id_of_the_rules_contract_is_defined_exactly_once() -> None:
    ids = defined_ids(RULES_DOC.read_text(encoding="utf-8"))
    assert sorted(set(CONTRACT) - set(ids)) == []
    assert sorted({rule for rule in ids if ids.count(rule) > 1}) == []


def test_rules_md_mentions_only_ids_it_defines() -> None:
    text = RULES_DOC.read_text(encoding="utf-8")
    undefined = sorted(set(CITED.findall(text)) - set(defined_ids(text)))
    assert undefined == []
