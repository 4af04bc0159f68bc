"""A City hop's chip says how far it reaches (MY-LOC-3, option city_hop): "City to City" read as any city to any
city (newcomer review 23, mythos_ja finding 5, 050/066), though it holds within one city (★same_subregion) or,
with the option, within the region. texts._location_key picks location_hop_region under that option."""

HOP_CHIPS = {
    "en": {"location_hop": "Go to {card}: City to City within one city, you arrive at once{arrival}.",
           "location_hop_region": "Go to {card}: City to City within the region, you arrive at once{arrival}."},
    "ja": {"location_hop": "「{card}」へ行く：同じ都市内の移動なので、すぐに到着する{arrival}。",
           "location_hop_region": "「{card}」へ行く：同じ地域内の都市どうしなので、すぐに到着する{arrival}。"},
}

# why a location was reached at once, in its story line (review 30, mythos_en 9: the bot "arrives" in the turn it plays
# while the reader walks a turn): a City hop (MY-LOC-3) or a journey's end (MY-LOC-5); story._arrive's `how`
HOP_LINES = {
    "en": {"arrives_hop": "{player} arrives at {card} at once: City to City within one city.",
           "arrives_hop_region": "{player} arrives at {card} at once: City to City within the region.",
           "arrives_travel": "{player} arrives at {card} at once, at the end of a journey."},
    "ja": {"arrives_hop": "{player} は「{card}」にすぐ到着する（同じ都市内の移動）。",
           "arrives_hop_region": "{player} は「{card}」にすぐ到着する（同じ地域内の都市どうし）。",
           "arrives_travel": "{player} は「{card}」にすぐ到着する（旅行の到着先）。"},
}
