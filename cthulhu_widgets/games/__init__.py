"""The games: each a rules engine on the shared contract (see ARCHITECTURE in the README)."""
