"""What the table shows, from the controller's state: the game panel, scores, name plates, the line above the
hand, the cards' states, the decision bar, hint and claim buttons and the result panel.

It fills the scene's panels and the widgets over the table; the table's loop (``table_loop.py``) calls it as
the controller's news is played on the table.  ``ShownFacts`` keeps the panels from saying what the animation has
not revealed yet.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QApplication, QGraphicsView, QWidget

from ...engine import (
    Card,
    DealScored,
    Event,
    Outcome,
    Phase,
    Play,
    Propose,
    Said,
    Seat,
    TrickWon,
    TrumpSettled,
)
from ...engine.cards import describe_card
from ...engine.language import translate
from ...engine.words import capitalized, listing
from ...i18n import default_player_names
from ...kept.settings import DEFAULT_PLAYER
from ...play.collaborators import Advice
from ...play.controller import Stage, TableController
from ..panels.claim import ClaimButton
from ..panels.decision_bar import DecisionBar
from ..panels.hint import HintButton
from ..panels.result_panel import ResultPanel
from ..words.game_words import joker_title
from ..words.narration import Narrator
from ..words.trick_words import trick_caption
from .animator import Animator
from .card_item import CardItem
from .message_board import MessageBoard, MessageLifetime
from .scene import TableScene
from .shown_facts import ShownFacts


@dataclass(frozen=True)
class Overlays:
    """The panels over the table that the presenter fills."""

    decision: DecisionBar
    result: ResultPanel
    hint: HintButton
    claim: ClaimButton


class TablePresenter(QObject):
    """Turns the controller's state, and the events as they are shown, into what the table shows."""

    moment = Signal(str)  # a moment of the deal a walkthrough points at: "propose", "shown", "turn", "trick", "result"
    message_changed = Signal()  # the line above the hand changed (a note over the table finds its place again)

    def __init__(self, controller: TableController, scene: TableScene, view: QGraphicsView, animator: Animator,
                 overlays: Overlays, narrator: Narrator) -> None:  # fmt: skip
        super().__init__(controller)
        self.controller = controller
        self.scene = scene
        self.view = view
        self.animator = animator
        self.overlays = overlays
        self.narrator = narrator
        self.facts = ShownFacts()  # what the panels say, as far as the animation has shown it
        self.board = MessageBoard()  # the line above the hand, and how long it stays
        self.focus_index = -1  # the keyboard's card in the player's hand
        self.prompts = True  # the preference: say what to do at each turn
        self.four_colour = False
        self.match_aside = False  # a match waits while a deal record's deal is played (``Matches.aside_changed``)
        self.occasion = ""  # what the deal at the table is, where it is more than practice ("deal of the day")
        self._hint_told: tuple[int, object] | None = None  # the moment (moves made) and the action of the last hint

    def set_match_aside(self, aside: bool) -> None:
        self.match_aside = aside

    @property
    def coach_offered(self) -> bool:
        """Whether a deal's result offers "How did I play?": the coach looks at the deals of a match with a player."""
        c = self.controller
        return c.coach.enabled and c.human_seat is not None

    @property
    def names(self) -> list[str]:
        return [self.shown_name(seat) for seat in self.controller.seats]

    def shown_name(self, seat: Seat) -> str:
        """A seat's name at the table: the player's default name ("You") in the language now spoken, even in a
        match begun in another (the match keeps the name it was begun with)."""
        if seat.is_human and seat.name in default_player_names():
            return translate("Players", DEFAULT_PLAYER)
        return str(seat.name)

    # --- the whole table -----------------------------------------------------------------------

    def rebuild(self) -> None:
        """The state jumped (a new deal, an undo, a resumed match): everything drawn afresh, nothing animated."""
        self.hide_panel(self.overlays.result)
        self.hide_panel(self.overlays.decision)
        self.scene.review.hide()
        self.focus_index = -1
        # A jump: what was said belonged to the table before it.
        self.end_message(MessageLifetime.MOMENT, MessageLifetime.TRICK)
        c = self.controller
        view = c.view()
        assert c.match is not None
        self.facts.sync(c.match, view)
        self.scene.rebuild(view)
        self.refresh_hud()
        for panel in (self.scene.info, self.scene.scores):
            panel.show()

    def animation_done(self) -> None:
        """Everything has been shown: the picture checked against the state, the panels told all there is."""
        c = self.controller
        view = c.view()
        if not self.scene.shows(view):  # never let the picture drift from the state
            self.scene.rebuild(view)
        if c.match is not None:
            self.facts.sync(c.match, view)
        self.refresh_hud()

    def refresh_hud(self) -> None:
        """The game panel, scores and name plates, from what the table has shown so far."""
        c = self.controller
        if c.match is None or self.facts.shown is None:
            return
        info = self.facts.info(c.match, self.names, c.practice, self.occasion)
        self.scene.show_game(info, self.four_colour)
        rows = self.facts.score_rows(self.names)
        self.scene.show_scores(translate("Hud", "Scores"), rows, self.facts.running_points())
        self.narrator.describe_scores(rows)
        self.refresh_plates()

    def refresh_plates(self) -> None:
        """The name plates: who is to move, and who is thinking."""
        c = self.controller
        if c.match is None or self.facts.shown is None:
            return
        to_move = c.deal.to_move
        active = to_move if c.stage in (Stage.HUMAN, Stage.THINKING) else None
        thinking = c.stage is Stage.THINKING
        for seat in range(len(self.scene.plates)):
            self.scene.show_plate(seat, **self.facts.plate(seat, seat == active, seat == active and thinking))

    # --- events, as the animator shows them --------------------------------------------------------

    def before_events(self, events: list[Event]) -> None:
        """The table is about to show ``events``: no decision, no trick put up, no card chosen; a trick given away
        is said while it is seen."""
        self.hide_panel(self.overlays.decision)
        self.scene.review.hide()
        self.clear_focus()
        first = events[0] if events else None
        if isinstance(first, TrickWon) and first.trick.winner != first.trick.taker:  # given: said while it is seen
            names = self.names
            self.tell(translate(
                "TablePresenter",
                "{giver} gave the trick to {taker}.",
            ).format(giver=names[first.trick.winner], taker=names[first.trick.taker]), lifetime=MessageLifetime.TRICK)

    # --- the cards shown, held up ------------------------------------------------------------------

    def decided_words(self) -> str:
        """What the cards shown decided and why, in the engine's words (trump, and the sides or the aim)."""
        c = self.controller
        if c.match is None:
            return ""
        return " ".join(c.deal.explain(self.names, c.human_seat)[1:])

    def decided_line(self) -> str:
        """What the cards shown decided, in one short sentence for the line above the hand (the why is in the cards
        shown, C, and in the result)."""
        c = self.controller
        view = c.view()
        if view.trump is None:
            return self.decided_words()
        trump, names, me = view.trump.plural, self.names, view.seat
        if view.aim is not None:
            words = translate("TablePresenter", "Trump is {trump}, and the aim is to be Hamlet.") if view.aim == "be" \
                else translate("TablePresenter", "Trump is {trump}, and the aim is not to be Hamlet.")  # fmt: skip
            return words.format(trump=trump)
        if "hood" not in view.roles:
            return translate("TablePresenter", "Trump is {trump}, and everyone plays alone.").format(trump=trump)
        hood = view.roles.index("hood")
        others = [seat for seat in range(view.players) if seat != hood]
        if hood == me:
            return translate("TablePresenter", "Trump is {trump}; you are the Hood, against {first} and {second}."
                             ).format(trump=trump, first=names[others[0]], second=names[others[1]])  # fmt: skip
        if me in others:
            partner = next(seat for seat in others if seat != me)
            return translate("TablePresenter", "Trump is {trump}; you and {partner} are partners, and {hood} is the "
                                               "Hood.").format(trump=trump, partner=names[partner], hood=names[hood])
        return translate("TablePresenter", "Trump is {trump}; {first} and {second} are partners, and {hood} is the "
                                           "Hood.").format(trump=trump, first=names[others[0]],
                                                           second=names[others[1]], hood=names[hood])  # fmt: skip

    def hold_shown(self, after: list[Event], until_clicked: bool) -> None:
        """The cards shown stay turned up, with a line on what they decided, until the player goes on (a click, Space
        or Enter: ``until_clicked``) or for the time the Preferences say; ``after``: the events held back meanwhile."""
        for event in after:  # the panels say what the cards decided while they are up
            if isinstance(event, TrumpSettled) and self.facts.event_shown(event):
                self.refresh_hud()
        decided = self.decided_line()
        if until_clicked:
            words = translate("TablePresenter", "{decided} Click the table (or press Space) to go on.")
            self.tell(words.format(decided=decided), lifetime=MessageLifetime.TRICK)
        else:
            self.tell(decided, lifetime=MessageLifetime.TRICK)
        self.moment.emit("shown")

    def toggle_shown_cards(self, held: bool) -> None:
        """The cards shown at the start of this deal, with what they decided, over the table; or put away again
        (``held``: they are up on the table now, held for the player)."""
        c = self.controller
        review = self.scene.review
        if c.match is None:
            return
        view = c.view()
        if review.isVisible() or view.proposals is None or held:
            review.hide()
            if view.proposals is None and not held:
                if view.game.has_proposals:
                    self.tell(translate("TablePresenter", "The cards are not shown yet: everyone chooses one first."))
                else:
                    self.tell(translate("TablePresenter", "{game} starts without cards shown.").format(
                        game=view.game.name))  # fmt: skip
            return
        names = self.names
        order = [(view.dealer + 1 + k) % view.players for k in range(view.players)]  # in the order they were shown
        scene = self.scene
        review.show_trick(
            [(names[seat], view.proposals[seat]) for seat in order],
            translate("TablePresenter", "The cards shown"), self.decided_words(), -1,
            scene.art, scene.dpr, scene.joker_title, scene.layout,
        )  # fmt: skip

    def event_shown(self, event: Event) -> None:
        if self.facts.event_shown(event):
            self.refresh_hud()
        if isinstance(event, TrickWon):
            self.end_message(MessageLifetime.TRICK)  # the trick is gathered: what was said about it goes with it
            self.moment.emit("trick")
        elif isinstance(event, Said):
            bubble = self.scene.say(event.say.seat, event.say.words)
            self.controller.clock.later(max(1500, self.animator.timings.ms("speech")), lambda: self.scene.unsay(bubble),
                                        self)
        elif isinstance(event, DealScored):
            self.show_result(event.outcome)

    def show_result(self, outcome: Outcome) -> None:
        match = self.controller.match
        assert match is not None
        deals = match.deals_to_play
        title = (
            translate("TablePresenter", "Deal {deal} of {count}").format(deal=len(match.deals), count=deals)
            if deals
            else translate(
                "TablePresenter",
                "Deal {deal}  ·  playing to {target}",
            ).format(deal=len(match.deals), target=match.target)
        )
        self.end_message(MessageLifetime.MOMENT, MessageLifetime.TRICK)
        names = self.names
        explanation = match.current.explain(names, self.controller.human_seat)
        duration = self.animator.timings.ms("panel")
        self.overlays.result.show_outcome(title, outcome, names, match.totals, self._match_over(), duration,
                                          explanation, back_to_match=self.match_aside, coach=self.coach_offered,
                                          deal=len(match.deals), report=self.controller.coach.report,
                                          one_deal=bool(self.occasion))  # fmt: skip
        self.moment.emit("result")

    def _match_over(self) -> str | None:
        """The match's end in a sentence, or None while it goes on."""
        match = self.controller.match
        assert match is not None
        winners = match.winners
        if not winners:
            return None
        names = [self.names[seat] for seat in winners]
        total = match.totals[winners[0]]
        if len(names) > 1:
            return translate(
                "TablePresenter",
                "{names} share the win with {total}.",
            ).format(names=listing(names), total=total)
        if winners[0] == self.controller.human_seat:
            return translate("TablePresenter", "You win the match with {total}!").format(total=total)
        return translate("TablePresenter", "{name} wins the match with {total}.").format(name=names[0], total=total)

    def waiting_for_click(self, waiting: bool) -> None:
        if waiting:
            said = f"{self.board.text} " if self.board.text and self.board.lifetime is MessageLifetime.TRICK else ""
            self.tell(said + translate(
                "TablePresenter",
                "Click the table (or press Space) for the next trick.",
            ), lifetime=MessageLifetime.TRICK)
        else:
            self.end_message(MessageLifetime.TRICK)

    # --- the table's stage ------------------------------------------------------------------------

    def stage_changed(self, stage: Stage) -> None:
        """Cards, buttons, prompts and panels for what the table is doing now."""
        c = self.controller
        if c.match is None:
            return
        view = c.view()
        self.refresh_plates()
        human = stage is Stage.HUMAN
        # A message belongs to a moment: a prompt, hint or refusal leaves when the table moves on, and
        # anything else when the next decision comes.
        self.end_message(MessageLifetime.MOMENT, *((MessageLifetime.TRICK, MessageLifetime.DECISION) if human else ()))
        self.narrator.describe_hand(view, self.names)
        self._buttons(stage)
        legal = {action.card for action in view.legal_actions if hasattr(action, "card")} if human else set()
        choosing_card = human and view.phase in (Phase.PLAY, Phase.PROPOSE)
        for item in self.scene.piles.hands[view.seat] if self.scene.piles.hands else ():
            item.set_state(item.card in legal if choosing_card else None, choosing_card)
        if human:
            offered = self.overlays.decision.offer(view, self.names, self.animator.timings.ms("panel"))
            if offered and choosing_card:  # cards first (the arrows choose them); Tab reaches the bar
                self.view.setFocus()
            forced_proposal = view.phase == Phase.PROPOSE and len(view.legal_actions) == 1
            if self.prompts and not forced_proposal:
                self.tell(c.prompt())
            self.moment.emit("propose" if view.phase == Phase.PROPOSE else "turn")  # after the prompt: clear of it
        else:
            self.hide_panel(self.overlays.decision)
            self.clear_focus()
            if stage in (Stage.DEAL_OVER, Stage.MATCH_OVER) and not self.overlays.result.isVisible():
                self.show_result(c.deal.outcome())  # a match set out between deals: its last result again

    def _buttons(self, stage: Stage) -> None:
        """Hint while there is a turn to hint at; play out the rest when nothing can change a score."""
        hint, claim = self.overlays.hint, self.overlays.claim
        human = stage is Stage.HUMAN
        hint.setEnabled(human)
        hint.reposition()
        # No Hint where none is given: a demo, a table with friends, a try (the controller's table is remote there).
        given = not self.controller.demo and self.controller.remote is None
        hint.setVisible(given and stage not in (Stage.DEAL_OVER, Stage.MATCH_OVER, Stage.IDLE))
        can_claim = self.controller.can_claim  # at the player's turn only
        claim.setVisible(can_claim)
        if can_claim:
            claim.reposition()

    def hide_panel(self, panel: QWidget | None) -> None:
        """Hide a panel over the table; if it had the keyboard, the table takes it back (not a stray button)."""
        if panel is None:
            return
        focus = QApplication.focusWidget()
        if focus is not None and (focus is panel or panel.isAncestorOf(focus)):
            self.view.setFocus()
        panel.hide()

    # --- the line above the hand --------------------------------------------------------------------

    def tell(self, text: str, refusal: bool = False, lifetime: MessageLifetime = MessageLifetime.MOMENT) -> None:
        """The line above the player's hand (read out to screen readers too), staying as long as its ``lifetime``."""
        self.board.tell(text, refusal, lifetime)
        self.scene.show_message(text, refusal)
        self.narrator.say(text)
        self.narrator.show_prompt(text)
        self.message_changed.emit()

    def end_message(self, *lifetimes: MessageLifetime) -> None:
        """The moment is over: a message that lives only as long as one of ``lifetimes`` leaves the table."""
        if self.board.end(*lifetimes):
            self.scene.show_message("")

    def show_suggestion(self, advice: Advice) -> None:
        """Point at the suggested card or choice and say why; asked again at the same moment, say how it was
        worked out (the search's figures, one click away)."""
        action = advice.action
        names = self.names
        moment = len(self.controller.deal.actions)
        detail = advice.details(names)
        if self._hint_told == (moment, advice.action) and detail:
            self.tell(translate("TablePresenter", "How the hint was worked out: {detail}").format(detail=detail))
            self._hint_told = None  # and the hint itself again at the next ask
            return
        self._hint_told = (moment, advice.action)
        if isinstance(action, (Play, Propose)):
            hand = self.hand_items()
            self.set_focus(next((i for i, item in enumerate(hand) if item.card == action.card), -1))
            words = self.card_words(action.card)
            reason = advice.words(names)
            named = words.lower() in reason.lower() or describe_card(int(action.card)).lower() in reason.lower()
            if named:
                self.tell(translate("TablePresenter", "Hint: {reason}").format(reason=reason))
            elif action.card.is_joker:  # the joker by its name in the game ("Polonius" in Hamlet), no article
                self.tell(translate("TablePresenter", "Hint: {joker}. {reason}").format(joker=words, reason=reason))
            else:
                self.tell(translate("TablePresenter", "Hint: the {card}. {reason}").format(card=words, reason=reason))
        else:
            self.overlays.decision.highlight(action)
            self.tell(translate(
                "TablePresenter",
                "Hint: {reason}",
            ).format(reason=advice.words(names)))  # every such reason opens with the choice itself

    # --- the keyboard's card -------------------------------------------------------------------------

    def hand_items(self) -> tuple[CardItem, ...]:
        scene = self.scene
        return scene.piles.hands[scene.viewer].cards if scene.piles.hands else ()

    def set_focus(self, index: int) -> None:
        self.focus_index = index
        for i, item in enumerate(self.hand_items()):
            item.set_state(item.playable, item.interactive, focused=i == index)

    def move_focus(self, step: int) -> bool:
        """The keyboard's card one step along the hand (the first playable card to begin with), named aloud; False
        when there is none to choose (not the player's turn)."""
        hand = self.hand_items()
        if not hand or not self.controller.your_turn:
            return False
        if self.focus_index < 0:
            playable = [i for i, item in enumerate(hand) if item.playable]
            self.set_focus(playable[0] if playable else 0)
        else:
            self.set_focus((self.focus_index + step) % len(hand))
        item = hand[self.focus_index]
        if item.card is not None:
            allowed = "" if item.playable else " " + translate("TablePresenter", "(cannot be played now)")
            self.tell(capitalized(self.card_words(item.card)) + allowed)  # "Kreuz-Dame", never "Kreuz-dame"
        return True

    def card_words(self, card: Card) -> str:
        """A card's name at this table: the joker by the game's own name for it ("Polonius" in Hamlet)."""
        if card.is_joker and self.controller.match is not None:
            return joker_title(self.controller.match.game)
        return describe_card(int(card))

    def focused_card(self) -> object | None:
        hand = self.hand_items()
        return hand[self.focus_index].card if 0 <= self.focus_index < len(hand) else None

    def clear_focus(self) -> None:
        self.focus_index = -1
        for item in self.hand_items():
            if item.focused:
                item.set_state(item.playable, item.interactive, focused=False)

    # --- the last trick ------------------------------------------------------------------------------

    def toggle_last_trick(self) -> None:
        """The last trick over the table, or put away again."""
        c = self.controller
        if c.match is None:
            return
        view = c.view()
        review = self.scene.review
        if review.isVisible() or not view.tricks:
            review.hide()
            if not view.tricks:
                self.tell(translate("TablePresenter", "No trick has been played yet."))
            return
        last = view.tricks[-1]
        names: Sequence[str] = self.names
        scene, you = self.scene, self.scene.you
        _, why = trick_caption(last, view.game.trick_reason(last, view.trump), names, you, scene.joker_title)
        winner = next(order for order, (seat, _) in enumerate(last.plays()) if seat == last.winner)
        review.show_trick(
            [(names[seat], card) for seat, card in last.plays()],
            translate("TablePresenter", "Last trick: you took it") if last.taker == you
            else translate("TablePresenter", "Last trick: {taker} took it").format(taker=names[last.taker]),
            why, winner,
            scene.art, scene.dpr, scene.joker_title, scene.layout,
        )  # fmt: skip
