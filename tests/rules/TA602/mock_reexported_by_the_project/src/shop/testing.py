"""Test helpers the suite imports its mock library from."""

from unittest import mock
