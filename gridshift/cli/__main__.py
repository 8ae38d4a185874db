"""``python -m gridshift.cli``: the same as the ``gridshift`` command."""

import sys

from gridshift.cli import main

sys.exit(main())
