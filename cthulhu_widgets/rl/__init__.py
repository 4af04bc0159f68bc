"""Research interfaces (the `[rl]` extra): each game as an OpenSpiel game and a PettingZoo AEC environment.

- `rl.catalogue`: the fixed action catalogue of a game (`catalogue("letter")`) and legal action masks;
- `rl.observation`: a seat's observation tensor, read from `view(seat)` only;
- `rl.openspiel`: `register()`, then `pyspiel.load_game("python_cthulhu_letter")` (needs open_spiel);
- `rl.pettingzoo`: `env("chaos")`, an AEC environment (needs pettingzoo);
- `rl.policy`: a trained policy played as a bot of the package (`TensorPolicyBot`).

This package imports neither open_spiel nor pettingzoo: each module that needs one imports it itself.
See docs/research.md.
"""
