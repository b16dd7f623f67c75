"""TA1xx: waiting and time."""
