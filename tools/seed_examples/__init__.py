"""Pieces of tools/extract_seed_examples.py (see its docstring)."""
