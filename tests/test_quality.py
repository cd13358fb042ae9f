"""The code stays clean: ruff lint and format, strict mypy on the whole package (pyproject.toml's
[tool.mypy]), and no module or function of the package over its size limit."""

import ast
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", *args], cwd=ROOT, capture_output=True, text=True, check=False
    )


def test_ruff_check_is_clean() -> None:
    r = _run("ruff", "check", ".")
    assert r.returncode == 0, r.stdout + r.stderr


def test_ruff_format_is_clean() -> None:
    r = _run("ruff", "format", "--check", ".")
    assert r.returncode == 0, r.stdout + r.stderr


def test_mypy_strict_on_the_typed_packages() -> None:
    r = _run("mypy")
    assert r.returncode == 0, r.stdout + r.stderr


# ---------------------------------------------------------------------------------- sizes
# A file is read in one sitting and a function on one screen (docs/style.md, issue 26): no
# module of the package over MAX_LINES lines, no function or method over MAX_FUNCTION_LINES (from
# its `def` line to its last line).
PACKAGE = ROOT / "desktop" / "koloda"
MAX_LINES = 600
MAX_FUNCTION_LINES = 80


def _modules() -> list[tuple[str, str]]:
    """(path under desktop/koloda, text) of every module of the package."""
    return [
        (path.relative_to(PACKAGE).as_posix(), path.read_text(encoding="utf-8"))
        for path in sorted(PACKAGE.rglob("*.py"))
    ]


def _function_sizes(text: str) -> dict[str, int]:
    """Every function of a module by qualified name (Class.method, outer.inner): its lines."""
    sizes: dict[str, int] = {}

    def visit(node: ast.AST, prefix: str) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef):
                name = prefix + child.name
                assert child.end_lineno is not None
                sizes[name] = child.end_lineno - child.lineno + 1
                visit(child, name + ".")
            elif isinstance(child, ast.ClassDef):
                visit(child, prefix + child.name + ".")
            else:
                visit(child, prefix)

    visit(ast.parse(text), "")
    return sizes


def _over_the_limits() -> tuple[dict[str, int], dict[str, int]]:
    files = {}
    functions = {}
    for path, text in _modules():
        lines = len(text.splitlines())
        if lines > MAX_LINES:
            files[path] = lines
        for name, size in _function_sizes(text).items():
            if size > MAX_FUNCTION_LINES:
                functions[f"{path}::{name}"] = size
    return files, functions


def test_the_size_measure_counts_methods_and_nested_functions_by_qualified_name() -> None:
    text = "class A:\n    def f(self):\n        def g():\n            pass\n\n        return 1\n"
    assert _function_sizes(text) == {"A.f": 5, "A.f.g": 2}


def test_no_module_over_600_lines_and_no_function_over_80() -> None:
    files, functions = _over_the_limits()
    assert files == {}, f"modules over {MAX_LINES} lines: {files}"
    assert functions == {}, f"functions over {MAX_FUNCTION_LINES} lines: {functions}"


# ------------------------------------------------------------------------------ documents
def test_every_document_the_code_cites_is_in_the_repository() -> None:
    # issue 41: code and tests cited a style guide that lived outside the repository; a
    # contributor must find every page that the code sends them to
    cited: dict[str, str] = {}
    for folder in ("desktop", "tests", "packaging", "docs"):
        for path in (ROOT / folder).rglob("*"):
            if path.suffix in {".py", ".md", ".toml", ".sh", ".spec"} and ".venv" not in path.parts:
                for name in re.findall(r"\b((?:docs/)?[A-Za-z_-]+\.md)\b", path.read_text("utf-8")):
                    cited.setdefault(name, str(path.relative_to(ROOT)))
    assert "docs/style.md" in cited
    missing = {
        name: where
        for name, where in cited.items()
        if not any((ROOT / folder / name).is_file() for folder in ("", "docs", "resources"))
    }
    assert not missing, f"cited but not in the repository: {missing}"
