import unittest
import unittest.mock

import pytest

from shop.sizes import Box, parse_host, parse_port
from shop.themes import Palette, parse_shade


def test_negative_size_is_refused():
    with pytest.raises(ValueError):
        Box(-1)


def test_zero_size_is_accepted():
    # The other half of the pair above: Box refuses by raising, so getting
    # through is this test's check.
    Box(0)


class HostParsing(unittest.TestCase):
    def test_empty_host_is_refused(self):
        self.assertRaisesRegex(ValueError, "host is required", parse_host, "")

    def test_named_host_is_accepted(self):
        # The pattern comes before the callable in assertRaisesRegex.
        parse_host("example.org")

    def test_host_text_is_built(self):  # TA301
        str("host is required")


class PortParsing(unittest.TestCase):
    def test_out_of_range_port_is_refused(self):
        self.assertRaises(ValueError, parse_port, "70000")

    def test_highest_port_is_accepted(self):
        parse_port("65535")

    def test_highest_port_is_accepted_under_a_setting(self):
        with unittest.mock.patch("shop.sizes.STRICT", False):
            parse_port("65535")

    def test_port_is_printed(self):  # TA301
        print(str(65535))

    def test_well_known_ports_are_accepted(self):
        for text in ("22", "80", "443"):
            parse_port(text)

    def test_well_known_ports_are_printed(self):  # TA301
        for text in ("22", "80", "443"):
            print(text)


@pytest.mark.benchmark(group="parsing")
def test_parse_many_ports():
    for text in ("1", "80", "65535"):
        int(text)


def test_unrelated_call_checks_nothing():  # TA301
    Box.__name__.upper()


def test_overdrawn_account_is_refused(account):
    with pytest.raises(ValueError):
        account.withdraw(500)


def test_withdrawing_lowers_the_balance(account):
    account.withdraw(20)
    assert account.balance == 80


def test_withdrawing(account):  # TA301
    # `withdraw` has an outcome the test above checks: getting through is not enough.
    account.withdraw(20)


def test_unknown_palette_is_refused():
    with pytest.raises(LookupError):
        Palette("neon")


def test_known_palette_is_accepted():
    # Building the palette is what refuses a bad name; the test below checks
    # what a built one holds, not whether building it got through.
    Palette("pastel")


def test_pastel_palette_is_light():
    palette = Palette("pastel")
    assert palette.lightness > 0.5


def test_pastel_palette_mixes():  # TA301
    # The palette is kept and used: building it is this test's setup, not its check.
    palette = Palette("pastel")
    palette.mix("white")


def test_unknown_shade_is_refused():
    with pytest.raises(ValueError):
        parse_shade("glowing")


def test_shade_is_a_number():
    shade = parse_shade("dark")
    assert shade == 0.2


def test_dark_shade_is_accepted():
    # parse_shade refuses by raising; the test above checks the value it
    # gives, this one that "dark" gets through at all.
    parse_shade("dark")


def test_dark_shade_is_parsed():  # TA301
    # The value is kept and handed on, but what comes out is never checked.
    shade = parse_shade("dark")
    print(shade)


class FlagParsing(unittest.TestCase):
    def test_unknown_flag_is_refused(self):
        try:
            set_flags("all", "unknown")
        except ValueError:
            pass
        else:
            assert False, "unknown flag accepted"

    def test_known_flags_are_accepted(self):
        set_flags("all", "encoder")

    def test_empty_name_is_refused(self):
        try:
            load_codec("")
            self.fail("empty codec name accepted")
        except LookupError:
            pass

    def test_known_codec_loads(self):
        load_codec("ber")

    def test_flags_are_listed(self):  # TA301
        list_flags()


def set_flags(*names):
    return names


def load_codec(name):
    return name


def list_flags():
    return []


class RequiredSettingsTests(unittest.TestCase):
    # The settings base class's metaclass refuses a subclass that lacks a
    # required setting: defining a valid subclass is the accepting half.
    def define_conf_missing_a_setting(self):
        class IncompleteSettings(SettingsBase):
            required = ["HOST"]

    def test_required_setting_present(self):
        class CompleteSettings(SettingsBase):
            HOST = "localhost"
            required = ["HOST"]

    def test_plain_class_is_not_the_half(self):  # TA301
        class Unrelated(Plugin):
            name = "x"

    def test_missing_setting_refused(self):
        self.assertRaises(ConfigError, self.define_conf_missing_a_setting)


class GrantTests(unittest.TestCase):
    def test_wrong_verifier_is_refused(self):
        with self.assertRaises(InvalidGrantError):
            self.auth.validate_token_request(self.bad_request)

    def test_right_verifier_is_accepted(self):
        self.auth.validate_token_request(self.request)

    def test_client_is_authenticated(self):
        self.auth.validate_token_request(self.request)
        self.validator.authenticate_client.assert_called_once_with(self.request)


def test_wrong_argument_is_refused_with_its_message():
    pytest.raises(TypeError, load_argument, 1).match("not a str")


def test_right_argument_is_accepted():
    load_argument("a")


def test_unrelated_argument_reading():  # TA301
    describe_argument("a")


def test_unknown_module_is_refused(loader):
    with pytest.raises(ImportError):
        loader.load("no.such.module")


def test_known_module_loads_with_its_path_set(loader):
    # The load is made in a `try` that only cleans up: it is still the
    # test's own call, the accepting half of the pair above.
    loader.add_path("fixtures")
    try:
        loader.load("fixtures.module")
    finally:
        loader.remove_path("fixtures")


def test_known_module_loads_with_a_handler(loader):  # TA301
    # A `try` that catches what the load raises swallows the check.
    try:
        loader.load("fixtures.module")
    except ImportError:
        print("skipped")


def test_rule_refuses_a_mismatch():
    with pytest.raises(LookupError):
        match_rule({"size": "big"}, RULE)


def test_rule_accepts_a_match():
    # Other tests call match_rule as a statement and then assert, but about
    # something else: match_rule is not shown to change anything they read.
    match_rule({"size": 1}, RULE)


def test_rule_misc():
    match_rule({"size": 2}, RULE)
    assert describe_rule(3) == "three"


def test_withdrawing_from_a_named_account():  # TA301
    # `withdraw(account, 20)` changes the account a later assert reads, so
    # getting through is not enough.
    account = open_account()
    withdraw(account, 20)


def test_overdrawing_a_named_account_is_refused():
    account = open_account()
    with pytest.raises(ValueError):
        withdraw(account, 500)


def test_withdrawing_lowers_a_named_account():
    account = open_account()
    withdraw(account, 20)
    assert account.balance == 80


# The record base's metaclass checks each subclass as it is defined: a
# definition under `pytest.raises` is the refusing half, a plain one the
# accepting half.
def test_a_record_with_an_unknown_field_type_is_refused():
    with pytest.raises(TypeError):

        class Broken(RecordBase):
            details: object


def test_a_record_with_a_set_field_is_accepted():
    class Tagged(RecordBase, strict=True):
        details: set


def test_a_plugin_with_a_set_field(self):  # TA301
    class Tagged(Plugin):
        details: set


class StrictFilterTests(unittest.TestCase):
    def test_filter_refuses_an_unknown_field(self):
        endpoint = make_endpoint(strict=True)
        with self.assertRaises(ValidationError):
            endpoint.filter(unknown_field="x")

    def test_filter_takes_a_known_field(self):
        endpoint = make_endpoint(strict=True)
        endpoint.filter(name="x")

    def test_print_takes_anything(self, capsys):  # TA301
        print("x")
