from support.compare_rewritten import *  # noqa: F403
