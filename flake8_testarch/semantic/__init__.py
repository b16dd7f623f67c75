"""What the names of one file stand for: scopes, bindings, imports."""
