import sys
from pathlib import Path

# The independent tic-tac-toe helper lives beside the tests.
sys.path.insert(0, str(Path(__file__).parent))
