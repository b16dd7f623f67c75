"""The rules, one package per family and one module per rule."""
