from mock.mock import Mock, sentinel
