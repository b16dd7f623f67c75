"""The project on disk: its root, its configuration, and the modules its imports name."""
