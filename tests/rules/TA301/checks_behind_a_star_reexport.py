# The assertion helper reaches its checks through a class that a module of
# the support package re-exports with `from ... import *`.
from support import compare_documents, describe_document


def test_request_document(client):
    request = client.build("f")
    compare_documents(request, "<f/>")


def test_request_is_described(client):  # TA301
    describe_document(client.build("f"))
