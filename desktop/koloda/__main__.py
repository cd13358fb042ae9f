import sys

from koloda.cli import main

sys.exit(main())
