from .compare import Comparison


def compare_documents(got, expected):
    Comparison.documents(got, expected)


def describe_document(got):
    return Comparison.describe(got)
