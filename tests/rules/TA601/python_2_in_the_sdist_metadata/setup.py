import taskrun.cli

taskrun.cli.main()
