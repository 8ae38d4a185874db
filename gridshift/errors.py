"""Exceptions raised by gridshift.

Every error a user can cause names where the problem is (file, row, key or policy) and
what was expected.  The command line maps :class:`GridshiftError` subclasses to exit code 2
(usage or input error); anything else is an internal failure (exit code 1).
"""

from __future__ import annotations

__all__ = ["GridshiftError", "ScenarioError", "DataError", "PolicyError", "ConfigError"]


class GridshiftError(Exception):
    """Base class of all errors caused by user input."""


class ScenarioError(GridshiftError):
    """A scenario file is malformed: names the file, the key and what was expected."""


class DataError(GridshiftError):
    """An input table is malformed: names the file, the row, the column and the expected form."""


class PolicyError(GridshiftError):
    """A policy broke its contract: names the policy, the epoch and the problem."""


class ConfigError(GridshiftError, ValueError):
    """An environment variable (``GRIDSHIFT_*``) is malformed: names it and what was expected."""
