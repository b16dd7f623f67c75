from relay.testing.cases import LimitedCase, UnlimitedCase
