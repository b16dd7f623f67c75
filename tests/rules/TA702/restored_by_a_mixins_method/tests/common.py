from stache import defaults


class SetupDefaults:
    def setup_defaults(self):
        self.saved_errors = defaults.DECODE_ERRORS

    def teardown_defaults(self):
        defaults.DECODE_ERRORS = self.saved_errors
