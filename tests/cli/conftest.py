"""Fixtures of the official-scoring tests (a tiny suite, a throw-away secret and key)."""

from tests.integrity.test_official import maintainer_key, secret, suite_dir  # noqa: F401
