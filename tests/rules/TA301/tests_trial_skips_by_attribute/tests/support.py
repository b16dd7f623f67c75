class ListeningTests:
    def test_listening(self):
        assert self.listen() == "ok"
