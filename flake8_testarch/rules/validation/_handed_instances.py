"""Checks a test makes through an object it hands on (TA301): the methods
of an instance of a support class that a test, or a helper it calls,
builds and hands to another call run on its behalf when that call's code
calls them back (``console = CheckingConsole(spec)``, then
``Reader(console).readline()``)."""

from __future__ import annotations

import ast

from flake8_testarch.semantic.reading import FUNCTION_TYPES
from flake8_testarch.suite.callgraph import CallGraph
from flake8_testarch.suite.steps import Step
from flake8_testarch.syntax import walk_local


def methods_of_handed_instances(graph: CallGraph, step: Step) -> list[Step]:
    """The methods of an instance of a support class the step builds and
    hands to another call (``console = TestConsole(spec)``, then
    ``reader_class(console)``): the code it is handed to calls them back,
    on the step's behalf."""
    edges = graph.edges(step)
    built = {
        edge.call: edge.target for edge in edges
        if edge.target is not None and edge.target.constructs is not None
    }
    if not built:
        return []
    names = {}
    for node in walk_local(step.function):
        if type(node) is ast.Assign and len(node.targets) == 1 and type(
            node.targets[0]
        ) is ast.Name and node.value in built:
            names[node.targets[0].id] = built[node.value]
    found = []
    for edge in edges:
        call = edge.call
        if type(call) is not ast.Call:
            continue
        for value in (*call.args, *(keyword.value for keyword in call.keywords)):
            made = names.pop(value.id, None) if type(value) is ast.Name else None
            if made is not None:
                cls, module = made.constructs, made.constructs_in or made.module
                found += [
                    method for statement in cls.body
                    if isinstance(statement, FUNCTION_TYPES)
                    for method in [graph.method(cls, statement.name, module)]
                    if method is not None
                ]
    return found
