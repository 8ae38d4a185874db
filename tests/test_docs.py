"""The documentation: README size and set-up commands, the policy guide lists every field of
the contract, the mkdocs nav is complete, `mkdocs build --strict` passes, LICENSE and
CITATION.cff, and the CLI's short flags are consistent."""

from __future__ import annotations

import dataclasses
import re
import shutil
import subprocess
import sys
from pathlib import Path

import click
import pytest

import gridshift
from gridshift.policies import api

ROOT = Path(__file__).resolve().parents[1]
DOCS = ROOT / "docs"
#: Pages other parts of the project write; the nav names them before they land.
OTHERS = {"threat-model.md", "accounting.md", "errors.md", "validity.md", "serve.md",
          "external-schedulers.md", "leaderboard.md"}


def _nav_pages() -> list[str]:
    text = (ROOT / "mkdocs.yml").read_text()
    nav = text[text.index("\nnav:"):]
    return re.findall(r":\s+([\w/.-]+\.md)\s*$", nav, flags=re.M)


def test_readme_is_short_and_its_setup_commands_are_exact():
    text = (ROOT / "README.md").read_text()
    assert len(text.encode()) < 15_000
    assert 'pip install -e ".[dev]" && gridshift run' in text
    assert "python -m pytest -n 2 " in text  # pytest-xdist (dev): the suite on 2 processes
    ci = (ROOT / ".ci" / "run").read_text()
    assert "\npython -m pytest -q -n 2\n" in ci  # CI runs README's test command
    for link in re.findall(r"\]\(([^)#]+)", text):
        assert (ROOT / link).is_file(), f"README links to missing {link}"


def _fields(cls) -> list[str]:
    if dataclasses.is_dataclass(cls):
        return [f.name for f in dataclasses.fields(cls)]
    return list(cls.FIELDS)


@pytest.mark.parametrize("cls", [api.PolicyInfo, api.Observation, api.PendingJobs,
                                 api.RunningJobs, api.Decision, api.Forecast])
def test_policy_guide_lists_every_contract_field(cls):
    guide = (DOCS / "guides" / "policies.md").read_text()
    missing = [f for f in _fields(cls) if f"| `{f}` |" not in guide]
    assert not missing, f"docs/guides/policies.md lacks {cls.__name__} fields {missing}"


def test_policy_guide_names_the_rules_and_the_helpers():
    guide = (DOCS / "guides" / "policies.md").read_text()
    for words in ("**Capacity.**", "**Queueing.**", "**Latency.**", "gridshift.policies.helpers",
                  "capacity masks", "latency eligibility", "greedy fill", "sanity report",
                  'entry-points."gridshift.policies"'):
        assert words in guide, words


def test_nav_lists_every_page_and_every_page_exists():
    nav = _nav_pages()
    assert len(nav) == len(set(nav))
    pages = {p.relative_to(DOCS).as_posix() for p in DOCS.rglob("*.md")}
    assert pages - set(nav) == set(), "pages missing from the mkdocs nav"
    assert {p for p in nav if p not in pages} <= OTHERS, "nav names pages that do not exist"


def test_mkdocs_build_strict(tmp_path):
    pytest.importorskip("mkdocs", reason="needs the docs extra: pip install -e '.[docs]'")
    pytest.importorskip("material", reason="needs mkdocs-material (the docs extra)")
    pytest.importorskip("mkdocstrings_handlers.python", reason="needs mkdocstrings[python]")
    work = tmp_path / "repo"
    shutil.copytree(DOCS, work / "docs")
    for p in OTHERS:  # the pages other parts write: stubs where they have not landed yet
        if not (work / "docs" / p).exists():
            (work / "docs" / p).write_text(f"# {p}\n\nWritten by another part.\n")
    shutil.copyfile(ROOT / "mkdocs.yml", work / "mkdocs.yml")
    yml = work / "mkdocs.yml"
    yml.write_text(yml.read_text().replace('paths: ["."]', f'paths: ["{ROOT}"]'))
    res = subprocess.run([sys.executable, "-m", "mkdocs", "build", "--strict", "-q",
                          "-d", str(tmp_path / "site")], cwd=work, capture_output=True,
                         text=True, env={"PATH": "/usr/bin:/bin", "NO_MKDOCS_2_WARNING": "1",
                                         "HOME": str(tmp_path)}, timeout=600)
    assert res.returncode == 0, res.stdout + res.stderr
    html = (tmp_path / "site" / "reference" / "api" / "index.html").read_text()
    assert "carbon_gco2_per_kwh" in html and "def evaluate" not in html  # rendered, not source
    assert "sanity_report" in html


def test_license_and_citation():
    lic = (ROOT / "LICENSE").read_text()
    assert "Apache License" in lic and "Version 2.0, January 2004" in lic
    assert "END OF TERMS AND CONDITIONS" in lic
    import yaml

    cff = yaml.safe_load((ROOT / "CITATION.cff").read_text())
    assert cff["cff-version"] == "1.2.0" and cff["license"] == "Apache-2.0"
    assert cff["version"] == gridshift.__version__


def _commands(group: click.Group, prefix: str = ""):
    for name, cmd in sorted(group.commands.items()):
        if isinstance(cmd, click.Group):
            yield from _commands(cmd, f"{prefix}{name} ")
        else:
            yield f"{prefix}{name}", cmd


def test_short_flags_mean_the_same_everywhere():
    from gridshift.cli import main

    meaning = {"-p": "--policy", "-s": "--scenario"}  # tests/test_cli_grammar.py: the rest
    for name, cmd in _commands(main):
        for opt in cmd.params:
            for short, long in meaning.items():
                if short in getattr(opt, "opts", []):
                    assert long in opt.opts, f"`gridshift {name}`: {short} is {opt.opts}"
    split_defaults = {name: next(o.default for o in cmd.params if o.name == "split")
                      for name, cmd in _commands(main)
                      if any(o.name == "split" for o in cmd.params)}
    assert split_defaults and set(v for v in split_defaults.values() if v) <= {"dev"}, \
        split_defaults
