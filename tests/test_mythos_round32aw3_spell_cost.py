"""Review 31, mythos_en 8: "spells marked 'Sanity −1' never lowered my Sanity" — the reader loaded them into Dr. Allen,
who casts free (MY-CARD-4: cast by an ally, no Sanity cost; cast from a tome, the investigator pays it). The load
chip must say which of the two the reader is choosing."""
from cthulhu_widgets.games import mythos
from cthulhu_widgets.games.mythos.texts import action_text


def _inst(s, p, card):
    pl = s.players[p]
    return next(i for i in pl.hand + [a["card"] for a in pl.allies] + pl.story if s.card[i] == card)


def _load_text(s, lang, **where):
    a = next(a for a in s.legal_actions() if a.kind == "load" and all(a.get(k) == v for k, v in where.items()))
    return action_text(s, a, lang)


def test_MY_CARD_4_loading_into_an_ally_says_it_is_cast_free():
    """MY-CARD-4: an ally casts its spell with no Sanity cost; its load chip says so in every language."""
    s = mythos.new_game(0, None, {"players": [
        {"story": ["boston_maine_train_station"], "allies": ["dr_allen"], "hand": ["petrify"]},
        {"story": ["red_hook"]}]}, decks=("corrupt", "steadfast"))
    allen = _inst(s, 0, "dr_allen")
    assert "no Sanity" in _load_text(s, "en", ally=allen)
    assert "正気度" in _load_text(s, "ja", ally=allen)


def test_MY_CARD_4_loading_into_a_tome_says_the_sanity_is_paid_when_cast():
    """MY-CARD-4: cast from a tome, the investigator pays the spell's Sanity; the load chip names that cost."""
    s = mythos.new_game(0, None, {"players": [
        {"story": ["boston_maine_train_station"], "tomes": [{"card": "revelations_of_glaaki", "spells": []}],
         "hand": ["petrify"]}, {"story": ["red_hook"]}]}, decks=("corrupt", "steadfast"))
    tome = s.players[0].tomes[0]["card"]
    text = _load_text(s, "en", tome=tome)
    assert "Sanity −1" in text and "cast" in text, text
    assert "正気度 −1" in _load_text(s, "ja", tome=tome)
