"""``python -m gridshift.cli``: the same command line as the ``gridshift`` script."""

from gridshift.cli import main

main()
