"""Seeded random generator whose state can be saved as JSON and restored."""
from __future__ import annotations

import random
import secrets


def fresh_seed() -> int:
    """Return a new random seed (used when a game is started with seed=None)."""
    return secrets.randbits(32)


class Rng(random.Random):
    """A `random.Random` seeded explicitly, with a JSON-able `state()` and `from_state()`."""

    def __init__(self, seed: int):
        super().__init__(seed)
        self.seed_value = seed

    def state(self) -> list:
        """Return the generator's state as a JSON-able list."""
        version, internal, gauss = self.getstate()
        return [version, list(internal), gauss]

    @classmethod
    def from_state(cls, state) -> Rng:
        """Return a generator restored from `state()`."""
        rng = cls(0)
        version, internal, gauss = state
        rng.setstate((version, tuple(internal), gauss))
        return rng

    def clone(self) -> Rng:
        """Return an independent copy at the same point of its sequence."""
        return _resumed(self.seed_value, self.getstate())

    def __reduce__(self):
        """Pickle (and deepcopy) as the seed and the generator's state: `random.Random`'s own reduce calls
        `Rng()` with no seed, which fails, so process pools could not take a state."""
        return _resumed, (self.seed_value, self.getstate())


def _resumed(seed_value: int, internal_state) -> Rng:
    """Return a generator seeded `seed_value` whose sequence resumes at `internal_state` (a `getstate()`)."""
    rng = Rng.__new__(Rng)
    random.Random.__init__(rng, 0)
    rng.setstate(internal_state)
    rng.seed_value = seed_value
    return rng
