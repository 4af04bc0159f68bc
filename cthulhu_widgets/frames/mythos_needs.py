"""What the seat's adventures ask of a card it may discard at the round's end (MY-ROUND-5, MY-ADV-1/2): a card an
adventure in its hand needs says so on its Discard chip and asks for a second tap (newcomer review 17, finding 1: a
phone's reader threw away Governmental Cover-up, the card Whispers in Darkness in its hand asked for, in one tap).
Adventures are never in play before they are completed (MY-CARD-7, MY-ADV-3): the hand's are the ones in progress.
Read from the seat's own hand and adventure pool only (MY-HIDE-1)."""
from __future__ import annotations

from ..core import texts as core_texts
from ..games.mythos import texts
from ..games.mythos.requirements import adventure_met, adventure_pool, counts


def _met(state, p: int, reqs, pool: list[int]) -> int:
    """Return how many of an adventure's requirement slots distinct cards of `pool` fill (the tracker's count)."""
    have = counts(state, p, reqs, pool, state.rules.shared_requirements)
    return sum(min(h, r.get("count", 1)) for h, r in zip(have, reqs))


def needed_by(state, p: int, inst: int) -> list[int]:
    """Return the adventures in p's hand (not completed yet, MY-ADV-4) that card `inst` would bring nearer once in
    play or in the story deck: a requirement it fills that the seat's cards do not fill yet (MY-ADV-2)."""
    pool = adventure_pool(state, p)
    done = {state.card[i] for i in state.players[p].adventures}
    out = []
    for adventure in state.players[p].hand:
        card = state.card_of(adventure)
        if adventure == inst or card.type != "adventure" or card.id in done or not card.requirements:
            continue
        if _met(state, p, card.requirements, [*pool, inst]) > _met(state, p, card.requirements, pool):
            out.append(adventure)
    return out


def discard_warning(state, action, lang: str) -> tuple[str, str] | None:
    """Return (chip, sentence) of a round's-end discard of a card an adventure in the seat's hand needs ("⚠ Discard?
    Your adventure Whispers in Darkness needs it"), None for any other move or a card no adventure needs."""
    card = dict(action.fields).get("card")
    if action.kind != "discard" or state.to_act is None or type(card) is not int:
        return None
    words = texts.PROMPTS[texts.table_lang(lang)]
    if card in ready_in_hand(state, state.seat_index(state.to_act)):   # review 35, mythos_ja 6: tapped to achieve it
        name = texts.inst_name(state, card, lang)
        return words["discard_ready_chip"], core_texts.fmt(words["discard_ready"], card=name)
    adventures = needed_by(state, state.seat_index(state.to_act), card)
    if not adventures:
        return None
    quote = "「{}」" if lang == "ja" else "{}"
    names = core_texts.list_sep(lang).join(quote.format(texts.inst_name(state, i, lang)) for i in adventures)
    key = "discard_needed" + ("" if len(adventures) == 1 else "_n")
    return (core_texts.fmt(words[key.replace("needed", "needed_chip")], cards=names),
            core_texts.fmt(words[key], card=texts.inst_name(state, card, lang), cards=names))


def ready_in_hand(state, p: int) -> list[int]:
    """Return the adventures in p's hand whose requirements are all met (MY-ADV-1/2), not completed yet (MY-ADV-4)."""
    done = {state.card[i] for i in state.players[p].adventures}
    return [i for i in state.players[p].hand if state.card_of(i).type == "adventure" and state.card[i] not in done
            and adventure_met(state, p, state.card_of(i))]


def keep_ready(state, p: int, lang: str) -> str:
    """Return the round's-end discard prompt's word on a ready adventure in p's hand: keep it, and achieve it as a
    turn of the next round (MY-ADV-3, MY-ROUND-5; review 35, mythos_ja 6), "" without one."""
    ready = ready_in_hand(state, p)
    if not ready:
        return ""
    sep = "" if texts.table_lang(lang) == "ja" else " "
    return sep + core_texts.fmt(texts.PROMPTS[texts.table_lang(lang)]["discard_keep_ready"],
                                card=texts.inst_name(state, ready[0], lang))
