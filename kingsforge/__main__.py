from kingsforge.cli import main

raise SystemExit(main())
