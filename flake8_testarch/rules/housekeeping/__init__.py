"""TA0xx: the plugin's own housekeeping."""
