"""The rule contract and the machinery around it: rules, their discovery, settings, the walk."""
