"""TA8xx: naming."""
