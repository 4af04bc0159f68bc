"""The four CHAOS seats: two teams of two (CH-TEAM-1)."""
from __future__ import annotations

SEATS = ("A1", "A2", "B1", "B2")
TEAM = {"A1": "A", "A2": "A", "B1": "B", "B2": "B"}
MATE = {"A1": "A2", "A2": "A1", "B1": "B2", "B2": "B1"}
PUBLIC = "public"   # the spectators' audience: what every seat sees, no seat's secrets
