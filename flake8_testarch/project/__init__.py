"""The project on disk: its root, its configuration, the modules its imports
name, and type inference over them."""
