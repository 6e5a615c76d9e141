"""The hand-off screen between two people at one screen: a game that knows what each seat may
see decides (``needs_cover``); any other is covered whenever something is hidden."""

from game.core.match import Match
from game.core.table import TableSession
from tests.app.fake_rules import TallyRules


class Hiding(TallyRules):
    def hidden_from(self, state, seat):
        return [["deck", "order"]]


class OpenTable(Hiding):
    """Only the deck's order is hidden, and from everyone alike: nothing to cover."""

    def needs_cover(self, state, last, seat):
        return self.hidden_from(state, last) != self.hidden_from(state, seat)


def session(rules) -> TableSession:
    table = TableSession(Match(rules, {"players": 2}, 1).start())
    assert table.hotseat and table.viewer == 0
    return table


def test_a_game_that_hides_something_is_covered_between_seats():
    assert session(Hiding()).needs_handoff(1)


def test_a_game_that_says_nothing_differs_between_seats_is_not_covered():
    assert not session(OpenTable()).needs_handoff(1)
